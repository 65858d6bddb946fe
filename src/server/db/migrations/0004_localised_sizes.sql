-- Sizes carry their name and label per language, as product and colour names do. A size
-- stored before this migration holds English text: it becomes the English entry, so the
-- other languages fall back to it until the catalogue is seeded again.
UPDATE "products" SET "sizes" = (
  SELECT coalesce(
    jsonb_agg(
      CASE WHEN jsonb_typeof(size -> 'name') = 'string' THEN
        size || jsonb_build_object(
          'name', jsonb_build_object('en', size -> 'name'),
          'labelSize', jsonb_build_object('en', coalesce(size -> 'labelSize', size -> 'name'))
        )
      ELSE size END
      ORDER BY position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements("products"."sizes") WITH ORDINALITY AS listed(size, position)
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("products"."sizes") AS listed(size)
  WHERE jsonb_typeof(size -> 'name') = 'string'
);
