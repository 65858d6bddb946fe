/**
 * Recommendations (Algolia Recommend's `related-products` and `bought-together` models),
 * derived deterministically from the catalogue instead of from trained models:
 * - related-products: same gender, sharing the leaf category or the brand; scored by what they
 *   share (leaf category 50, department 20, brand 20, colour family 10);
 * - bought-together: same gender, from the complementary departments (clothing ↔ shoes and
 *   accessories), the best product of each leaf category, scored by brand 40 and colour family
 *   30 on a base of 30, so a dress comes with one pair of shoes and one bag, not five bags.
 * Ties go to the index's custom ranking (popularity, newest). One hit per product (its most
 * popular colour), never the source product; `_score` is 0–100 as in Algolia.
 */
import type { ProductHit } from '../../../shared/domain/product';
import type { RecordIndex } from '../records/record-index';

export type RecommendModel = 'related-products' | 'bought-together';
export const RECOMMEND_MODELS: readonly RecommendModel[] = ['related-products', 'bought-together'];

const COMPLEMENTS: Record<string, string[]> = {
  clothing: ['shoes', 'accessories'],
  shoes: ['clothing', 'accessories'],
  accessories: ['clothing', 'shoes'],
};

const leaf = (r: ProductHit): string => r.categoryPageIds.at(-1) ?? '';
const department = (r: ProductHit): string => r.categoryPageIds[1]?.split('-')[1] ?? '';

function relatedScore(source: ProductHit, r: ProductHit): number {
  if (r.gender !== source.gender) return 0;
  const sameLeaf = leaf(r) === leaf(source);
  const sameBrand = r.brand.tag === source.brand.tag;
  if (!sameLeaf && !sameBrand) return 0;
  return (
    (sameLeaf ? 50 : 0) +
    (department(r) === department(source) ? 20 : 0) +
    (sameBrand ? 20 : 0) +
    (r.color.group === source.color.group ? 10 : 0)
  );
}

function boughtTogetherScore(source: ProductHit, r: ProductHit): number {
  if (r.gender !== source.gender) return 0;
  if (!(COMPLEMENTS[department(source)] ?? []).includes(department(r))) return 0;
  return (
    30 +
    (r.brand.tag === source.brand.tag ? 40 : 0) +
    (r.color.group === source.color.group ? 30 : 0)
  );
}

/** The source record of an objectID: a variant's objectID, or a productId (its first variant). */
function sourceRecord(index: RecordIndex, objectID: string): ProductHit | undefined {
  return index.records.find((r) => r.objectID === objectID || r.productId === objectID);
}

export function recommend(
  index: RecordIndex,
  model: RecommendModel,
  objectID: string,
  maxRecommendations: number,
  threshold: number,
): Array<ProductHit & { _score: number }> {
  const source = sourceRecord(index, objectID);
  if (!source) return [];
  const scoreOf = model === 'related-products' ? relatedScore : boughtTogetherScore;
  // best record per product, and for bought-together per leaf category: walk in custom-ranking
  // order so the first record kept for a key is its most popular one
  const order = index.order(null);
  const kept = new Map<string, { record: ProductHit; score: number; rank: number }>();
  for (let rank = 0; rank < order.length; rank++) {
    const record = index.records[order[rank]!]!;
    if (record.productId === source.productId) continue;
    const score = scoreOf(source, record);
    if (score === 0 || score < threshold) continue;
    const key = model === 'bought-together' ? leaf(record) : record.productId;
    const previous = kept.get(key);
    if (!previous || score > previous.score) kept.set(key, { record, score, rank });
  }
  return [...kept.values()]
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, maxRecommendations)
    .map(({ record, score }) => ({ ...record, _score: score }));
}
