// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { ColourOption, ProductHit } from '../../../../shared/domain/product';
import { ProductCard } from './product-card';

function colour(
  slug: string,
  name: string,
  availability: ColourOption['availability'] = 'available',
): ColourOption {
  return {
    slug,
    color: { name, slug, group: slug, hex: ['#123456'] },
    mainImage: `/media/p1/${slug}-1.svg`,
    secondaryImage: `/media/p1/${slug}-2.svg`,
    productId: 'p1',
    productSlug: 'linen-wrap-dress',
    availability,
    sku: `p1-${slug}-m`,
  };
}

function hit(options: ColourOption[], list = 12000, sale = 8400): ProductHit {
  const first = options[0]!;
  return {
    objectID: `p1-${first.slug}`,
    productId: 'p1',
    name: 'Linen wrap dress',
    description: 'A wrap dress in washed linen.',
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    slug: 'linen-wrap-dress',
    url: `/product/linen-wrap-dress/p1?color=${first.slug}`,
    sku: first.sku,
    categories: ['Women', 'Clothing', 'Dresses'],
    categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
    gender: 'women',
    availability: 'available',
    availabilityFlag: 1,
    price: { list, sale, currency: 'GBP', onSale: sale < list, finalSale: false },
    salePrice: sale / 100,
    priceRange: { listMin: list, listMax: list, saleMin: sale, saleMax: sale },
    options,
    color: first.color,
    size: ['S', 'M'],
    mainImage: first.mainImage,
    secondaryImage: first.secondaryImage,
    promotions: [],
    collections: [],
    keywords: ['linen', 'wrap', 'dress'],
    onSale: sale < list,
    popularity: 1,
    createdAt: 0,
  };
}

function renderCard(record: ProductHit) {
  const env = createTestEnvironment({ path: '/women/clothing/dresses' });
  render(<ProductCard hit={record} />, { wrapper: env.wrapper });
}

afterEach(cleanup);

describe('ProductCard', () => {
  it('links the name to the product in the record colour and shows brand and image', () => {
    renderCard(hit([colour('sand', 'Sand'), colour('navy', 'Navy')]));
    const link = screen.getByRole('link', { name: 'Linen wrap dress' });
    expect(link.getAttribute('href')).toBe('/product/linen-wrap-dress/p1?color=sand');
    expect(screen.getByText('Maison Lune')).toBeTruthy();
    const image = document.querySelector('img[data-view="main"]');
    expect(image?.getAttribute('src')).toBe('/media/p1/sand-1.svg');
  });

  it('switches image, link and pressed state when another swatch is chosen', () => {
    renderCard(hit([colour('sand', 'Sand'), colour('navy', 'Navy')]));
    const sand = screen.getByRole('button', { name: 'Sand' });
    const navy = screen.getByRole('button', { name: 'Navy' });
    expect(sand.getAttribute('aria-pressed')).toBe('true');
    expect(navy.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(navy);

    expect(navy.getAttribute('aria-pressed')).toBe('true');
    expect(sand.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Linen wrap dress' }).getAttribute('href')).toBe(
      '/product/linen-wrap-dress/p1?color=navy',
    );
    expect(document.querySelector('img[data-view="main"]')?.getAttribute('src')).toBe(
      '/media/p1/navy-1.svg',
    );
    expect(document.querySelector('img[data-view="secondary"]')?.getAttribute('src')).toBe(
      '/media/p1/navy-2.svg',
    );
  });

  it('links a colour of another product in the group to that product', () => {
    const other = {
      ...colour('rust', 'Rust'),
      productId: 'p9',
      productSlug: 'linen-wrap-dress-rust',
    };
    renderCard(hit([colour('sand', 'Sand'), other]));
    fireEvent.click(screen.getByRole('button', { name: 'Rust' }));
    expect(screen.getByRole('link', { name: 'Linen wrap dress' }).getAttribute('href')).toBe(
      '/product/linen-wrap-dress-rust/p9?color=rust',
    );
  });

  it('shows at most five swatches, hides unorderable colours and counts the rest', () => {
    const names = ['Sand', 'Navy', 'Black', 'Ivory', 'Sage', 'Rust', 'Plum'];
    const options = names.map((n) => colour(n.toLowerCase(), n));
    options.push(colour('grey', 'Grey', 'outofstock'));
    renderCard(hit(options));
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Grey' })).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('2 more colours')).toBeTruthy();
  });

  it('shows the sale price, the struck-through list price and the discount', () => {
    renderCard(hit([colour('sand', 'Sand')], 12000, 8400));
    expect(screen.getByText('£84.00')).toBeTruthy();
    expect(screen.getByText('£120.00').closest('del')).toBeTruthy();
    expect(screen.getByText('-30%')).toBeTruthy();
  });
});
