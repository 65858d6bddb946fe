import { describe, expect, it } from 'vitest';
import { chunk, probeFilter, probeRequest } from './probe-requests';

describe('side-nav probes', () => {
  it('asks for one hit, no analytics, distinct 1', () => {
    expect(probeRequest('vitrine_gb_en', 'x:1')).toMatchObject({
      indexName: 'vitrine_gb_en',
      hitsPerPage: 1,
      distinct: 1,
      analytics: false,
      clickAnalytics: false,
    });
  });

  it("filters by the node's filters with the listing rule, plus an extra expression", () => {
    const node = {
      key: 'w',
      label: 'W',
      path: '/w',
      filters: { categoryPageIds: ['women'], onSale: ['true'] },
    };
    expect(probeFilter(node)).toBe(
      'categoryPageIds:"women" AND onSale:true AND salePrice > 0 AND availabilityFlag < 3',
    );
    expect(probeFilter(node, 'brand.name:"Harrow & Finch"')).toBe(
      '(categoryPageIds:"women" AND onSale:true) AND (brand.name:"Harrow & Finch") AND salePrice > 0 AND availabilityFlag < 3',
    );
  });

  it('batches at most 50 requests', () => {
    const batches = chunk(Array.from({ length: 120 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });
});
