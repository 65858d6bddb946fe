import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailSchema, type ProductDetail } from '../../src/shared/domain/product';
import { request, siteQuery } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let fixtures: Fixtures;

beforeAll(async () => {
  server = await startServer();
  fixtures = await loadFixtures(server.app);
});
afterAll(() => server?.close());

const productUrl = (id: string, query: string) =>
  `${server.url}/api/product/s/${encodeURIComponent(id)}?${query}`;

describe('GET /api/product/s/{productId}', () => {
  it('answers the product detail without a session, cacheable', async () => {
    const gb = fixtures.site('gb');
    const product = fixtures.products[0]!;
    const response = await request<ProductDetail>(productUrl(product.productId, siteQuery(gb)));
    expect(response.status).toBe(200);
    expect([...Value.Errors(ProductDetailSchema, response.body)]).toEqual([]);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const detail = response.body;
    expect(detail.productId).toBe(product.productId);
    expect(detail.url).toBe(`/product/${product.slug}/${product.productId}`);
    expect(detail.optionLevels).toEqual(['color', 'size']);
    expect(detail.colours.map((colour) => colour.slug)).toEqual(
      product.variants.map((variant) => variant.colour.slug),
    );
    expect(detail.sizes.map((size) => size.slug)).toEqual(product.sizes.map((size) => size.slug));
    const skuCount = product.variants.reduce((sum, variant) => sum + variant.skus.length, 0);
    expect(detail.skuOptions).toHaveLength(skuCount);
  });

  it('shows each colour with the best availability of its skus', async () => {
    const gb = fixtures.site('gb');
    for (const product of fixtures.products.slice(0, 12)) {
      const { body } = await request<ProductDetail>(productUrl(product.productId, siteQuery(gb)));
      body.colours.forEach((colour) => {
        const options = body.skuOptions.filter((option) => option.colour === colour.slug);
        const orderable = options.some((option) => option.availabilityCode < 3);
        expect(
          ['available', 'lowstock', 'preorder', 'backorder'].includes(colour.availability),
        ).toBe(orderable);
      });
    }
  });

  it.each([
    ['gb', 'en'],
    ['jp', 'ja'],
  ])('prices in the currency of the %s site, texts in %s', async (folder, lang) => {
    const site = fixtures.site(folder);
    const product = fixtures.products[1]!;
    const { body } = await request<ProductDetail>(
      productUrl(product.productId, siteQuery(site, lang)),
    );
    const price = product.prices[site.currency]!;
    expect(body.currency).toBe(site.currency);
    expect(body.priceRange).toEqual({
      listMin: price.list,
      listMax: price.list,
      saleMin: price.sale,
      saleMax: price.sale,
    });
    expect(body.skuOptions[0]!.price).toEqual({ ...price, currency: site.currency });
    expect(body.name).toBe(product.names[lang] ?? product.names.en);
  });

  it.each([
    ['fr', 'fr', 'Taille unique'],
    ['jp', 'ja', 'フリーサイズ'],
    ['ae', 'ar', 'مقاس واحد'],
    ['ae', 'en', 'One Size'],
  ])(
    'names sizes in the language: %s/%s reads "%s" for one size, in the detail and the search record',
    async (folder, lang, oneSize) => {
      const site = fixtures.site(folder);
      const product = fixtures.products.find((p) => p.sizes.some((size) => size.slug === 'os'));
      expect(product, 'a one-size product in the seeded catalogue').toBeDefined();
      const { body } = await request<ProductDetail>(
        productUrl(product!.productId, siteQuery(site, lang)),
      );
      expect(body.sizes).toEqual([{ slug: 'os', name: oneSize, labelSize: oneSize }]);

      const search = await request<{ results: Array<{ hits: Array<{ size: string[] }> }> }>(
        `${server.url}/search/1/indexes/*/queries`,
        {
          method: 'POST',
          body: {
            requests: [
              {
                indexName: `${site.indexPrefix}_${lang}`,
                filters: `productId:${product!.productId}`,
                hitsPerPage: 1,
              },
            ],
          },
        },
      );
      const [hit] = search.body.results[0]!.hits;
      // a record lists the sizes that can be ordered: one size, or none when it is sold out
      expect([[oneSize], []]).toContainEqual(hit!.size);
    },
  );

  it('links images the server serves', async () => {
    const gb = fixtures.site('gb');
    const { body } = await request<ProductDetail>(
      productUrl(fixtures.products[0]!.productId, siteQuery(gb)),
    );
    const image = await fetch(`${server.url}${body.colours[0]!.mainImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    // The media route's own, stricter policy survives the app-wide security headers.
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 with the spec message for an unknown product', async () => {
    const gb = fixtures.site('gb');
    const response = await request(productUrl('no-such-product', siteQuery(gb, 'en')));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Product not found. ProductId: no-such-product Language: en',
    });
  });

  it.each([
    ['without lang', (tag: string) => `siteTag=${tag}`],
    ['without siteTag', () => 'lang=en'],
    ['with an unknown siteTag', () => 'lang=en&siteTag=nowhere'],
    ['with an empty lang', (tag: string) => `lang=&siteTag=${tag}`],
  ])('answers 400 JSON %s', async (_label, query) => {
    const gb = fixtures.site('gb');
    const response = await request(productUrl(fixtures.products[0]!.productId, query(gb.siteTag)));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('answers 400 for an over-long product id', async () => {
    const gb = fixtures.site('gb');
    const response = await request(productUrl('x'.repeat(80), siteQuery(gb)));
    expect(response.status).toBe(400);
  });
});
