// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { ProductHit } from '../../../../shared/domain/product';
import { FIRST_RENDER_SLOTS, ProductGrid } from './product-grid';

function product(id: string, name: string): ProductHit {
  const color = { name: 'Navy', slug: 'navy', group: 'blue', hex: ['#223'] };
  const image = `/media/${id}/navy-1.svg`;
  return {
    objectID: `${id}-navy`,
    productId: id,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    url: `/product/${id}?color=navy`,
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    color,
    options: [
      {
        slug: 'navy',
        color,
        mainImage: image,
        secondaryImage: image,
        productId: id,
        productSlug: name,
        availability: 'available',
        sku: `${id}-navy-m`,
      },
    ],
    mainImage: image,
    secondaryImage: image,
    price: { list: 9000, sale: 9000, currency: 'GBP', onSale: false, finalSale: false },
    promotions: [],
  } as unknown as ProductHit;
}

afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

describe('ProductGrid', () => {
  it('places a banner in its slot and numbers products across pages', async () => {
    window.dataLayer = [];
    const env = createTestEnvironment({ path: '/women/clothing?page=2' });
    render(
      <ProductGrid
        hits={[product('p1', 'Wool coat'), product('p2', 'Silk scarf'), product('p3', 'Loafer')]}
        loading={false}
        priorityCount={3}
        banners={[{ title: 'The knitwear edit', link: '/women/clothing/knitwear', position: 1 }]}
        firstPosition={120}
        search={{ queryID: 'f'.repeat(32), index: 'vitrine_gb_en' }}
      />,
      { wrapper: env.wrapper },
    );
    const slots = screen.getAllByRole('listitem');
    expect(slots).toHaveLength(4);
    // the banner's code is a region of its own, loaded after the grid
    expect(
      await within(slots[1]!).findByRole('region', { name: 'The knitwear edit' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    fireEvent.click(screen.getByRole('link', { name: 'Silk scarf' }));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        type: 'productClick',
        productId: 'p2',
        objectID: 'p2-navy',
        position: 121,
        queryID: 'f'.repeat(32),
        index: 'vitrine_gb_en',
      }),
    ]);
  });

  it('shows every product of a full page, beyond the slots of its first render', () => {
    const env = createTestEnvironment({ path: '/women/clothing' });
    const hits = Array.from({ length: FIRST_RENDER_SLOTS * 3 }, (_, i) =>
      product(`p${i}`, `Dress ${i}`),
    );
    render(<ProductGrid hits={hits} loading={false} />, { wrapper: env.wrapper });
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_RENDER_SLOTS * 3);
    expect(screen.getByRole('link', { name: `Dress ${FIRST_RENDER_SLOTS * 3 - 1}` })).toBeTruthy();
  });
});
