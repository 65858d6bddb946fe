/**
 * The filters a site offers in a language (GET /api/filters/s/ALL): brand, colour family,
 * size, price range and on-sale, with the options that actually occur in that site's records.
 * Labels are label keys the app translates.
 */
import type { CatalogueBrand } from '../../catalogue/types';
import type { FilterDefinition } from '../../../shared/domain/content';
import type { RecordIndex } from '../records/record-index';

type Option = NonNullable<FilterDefinition['options']>[number];

function tagOf(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

function byValue(a: Option, b: Option): number {
  return a.value.localeCompare(b.value);
}

export function buildFilterDefinitions(
  index: RecordIndex,
  brands: readonly CatalogueBrand[],
): FilterDefinition[] {
  const values = (attribute: string): string[] => index.facets.get(attribute)?.values ?? [];
  const brandNames = new Map(brands.map((b) => [b.tag, b.name]));
  const swatches = new Map<string, string>();
  for (const record of index.records) {
    if (!swatches.has(record.color.group) && record.color.hex[0])
      swatches.set(record.color.group, record.color.hex[0]);
  }
  return [
    // Brands filter on their tag: spec §5's URL sanitiser keeps only letters, digits, space and
    // `>-._`, so a name such as "Harrow & Finch" would no longer match after a round trip
    // through the URL; the tag does. The name is the option's display label.
    {
      name: 'brand',
      attribute: 'brand.tag',
      type: 'facet',
      label: 'WEB.FILTER.BRAND',
      limit: 10,
      options: values('brand.tag')
        .map((value) => ({ value, tag: value, label: brandNames.get(value) ?? value }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    },
    {
      name: 'color',
      attribute: 'color.group',
      type: 'facet',
      label: 'WEB.FILTER.COLOR',
      showSwatch: true,
      columns: 3,
      options: values('color.group')
        .map((value) => {
          const rgb = swatches.get(value);
          return rgb ? { value, tag: tagOf(value), rgb } : { value, tag: tagOf(value) };
        })
        .sort(byValue),
    },
    {
      name: 'size',
      attribute: 'size',
      type: 'facet',
      label: 'WEB.FILTER.SIZE',
      columns: 3,
      // first-seen order keeps each size run in its natural order (XS, S, M … / 36, 38 …)
      options: values('size').map((value) => ({ value, tag: tagOf(value) })),
    },
    { name: 'priceRange', attribute: 'salePrice', type: 'numeric', label: 'WEB.FILTER.PRICE' },
    { name: 'onSale', attribute: 'onSale', type: 'boolean', label: 'WEB.FILTER.ONSALE' },
  ];
}
