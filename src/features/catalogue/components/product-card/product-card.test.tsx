// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { testSite } from '../../../../platform/testing/site-fixture';
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

function renderCard(
  record: ProductHit,
  path = '/women/clothing/dresses',
  props = {},
  site = testSite,
) {
  const env = createTestEnvironment({ path, site });
  render(<ProductCard hit={record} {...props} />, { wrapper: env.wrapper });
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
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(colours.querySelectorAll('button')).toHaveLength(5);
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

  it('links with the sku of the chosen colour when the page query has sku', () => {
    renderCard(hit([colour('sand', 'Sand'), colour('navy', 'Navy')]), '/women?sku=x');
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.getByRole('link', { name: 'Linen wrap dress' }).getAttribute('href')).toBe(
      '/product/linen-wrap-dress/p1?sku=p1-navy-m',
    );
  });

  it('has a favourite heart for the chosen colour variant', () => {
    localStorage.clear();
    renderCard(hit([colour('sand', 'Sand'), colour('navy', 'Navy')]));
    const heart = screen.getByRole('button', { name: /Linen wrap dress/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('favorites')).toContain('p1-navy');
  });

  it('shows promotions by area: badge, banner and additional text', () => {
    const record = hit([colour('sand', 'Sand')]);
    record.promotions = [
      { area: 'badge', type: 'badge', content: { text: 'New in' } },
      { area: 'banner', type: 'banner', content: { text: '3 for 2' } },
      { area: 'additional', type: 'text', content: { text: 'Extra 10% at checkout' } },
      { area: 'productPage', type: 'text', content: { text: 'Not on cards' } },
    ];
    renderCard(record);
    expect(screen.getByText('New in').closest('[data-area]')?.getAttribute('data-area')).toBe(
      'badge',
    );
    expect(screen.getByText('3 for 2').closest('[data-area]')?.getAttribute('data-area')).toBe(
      'banner',
    );
    expect(screen.getByText('Extra 10% at checkout')).toBeTruthy();
    expect(screen.queryByText('Not on cards')).toBeNull();
  });

  it('follows the display options: brand, price and swatches can be turned off, low stock on', () => {
    const options = [colour('sand', 'Sand', 'lowstock'), colour('navy', 'Navy')];
    renderCard(hit(options), '/women', {
      display: { brand: false, price: false, swatches: false, favourite: false, lowStock: true },
    });
    expect(screen.queryByText('Maison Lune')).toBeNull();
    expect(screen.queryByText('£84.00')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Only a few left')).toBeTruthy();
  });

  it('is a skeleton until it first comes into view, keeping its name link', () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    renderCard(hit([colour('sand', 'Sand')]));
    const article = document.querySelector('article');
    expect(article?.getAttribute('data-state')).toBe('skeleton');
    expect(screen.getByRole('link', { name: 'Linen wrap dress' })).toBeTruthy();
    expect(document.querySelector('img[data-view="main"]')).toBeNull();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(document.querySelector('article')?.getAttribute('data-state')).toBe('ready');
    expect(document.querySelector('img[data-view="main"]')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows a Chinese shopper the discount in tenths (30 % off reads 7折)', () => {
    const chinese = {
      ...testSite,
      locale: { ...testSite.locale, language: 'zh', intlLocale: 'zh-CN' },
    };
    renderCard(hit([colour('sand', 'Sand')], 12000, 8400), '/women', {}, chinese);
    expect(screen.getByText('7折')).toBeTruthy();
  });

  it('shows as many swatches as the limit allows', () => {
    const options = ['Sand', 'Navy', 'Black', 'Ivory'].map((n) => colour(n.toLowerCase(), n));
    renderCard(hit(options), '/women', { swatchLimit: 2 });
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(colours.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('reports a productClick with the chosen colour and position', () => {
    window.dataLayer = [];
    renderCard(hit([colour('sand', 'Sand'), colour('navy', 'Navy')]), '/women', {
      position: 123,
      search: { queryID: 'a'.repeat(32), index: 'vitrine_gb_en' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    fireEvent.click(screen.getByRole('link', { name: 'Linen wrap dress' }));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        type: 'productClick',
        productId: 'p1',
        color: 'navy',
        position: 123,
        queryID: 'a'.repeat(32),
        index: 'vitrine_gb_en',
      }),
    ]);
  });
});
