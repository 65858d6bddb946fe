/** Picks test subjects from what the server actually seeded, so tests follow the generator. */
import type { FastifyInstance } from 'fastify';
import { loadCampaigns } from '../../../src/server/campaigns/campaign-repository';
import { loadCatalogue } from '../../../src/server/catalogue/repository';
import type {
  CatalogueProduct,
  CatalogueSku,
  SiteRuntime,
} from '../../../src/server/catalogue/types';
import { isBulky } from '../../../src/server/checkout/bulky-items';
import { AVAILABILITY, isOrderable } from '../../../src/shared/domain/availability';

export interface SkuPick {
  product: CatalogueProduct;
  sku: CatalogueSku;
  colour: string;
}

export interface Fixtures {
  products: CatalogueProduct[];
  /** the skus the seeded campaigns give away: never sold alone, so no pick returns them */
  gifts: ReadonlySet<string>;
  site(folder: string): SiteRuntime;
  /** orderable from stock, with at least `minStock` units */
  stocked(minStock?: number, skip?: number): SkuPick;
  unorderable(): SkuPick;
}

function skus(products: CatalogueProduct[]): SkuPick[] {
  return products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.skus.map((sku) => ({ product, sku, colour: variant.colour.slug })),
    ),
  );
}

export async function loadFixtures(app: FastifyInstance): Promise<Fixtures> {
  const { products } = await loadCatalogue(app.db);
  const stored = await loadCampaigns(app.db);
  const gifts = new Set(
    stored.campaigns.flatMap(({ campaign }) =>
      campaign.promotions.flatMap((promotion) => (promotion.gift ? [promotion.gift.sku] : [])),
    ),
  );
  const all = skus(products).filter(({ sku }) => !gifts.has(sku.sku));
  const pick = (label: string, test: (p: SkuPick) => boolean, skip = 0): SkuPick => {
    const found = all.filter(test)[skip];
    if (!found) throw new Error(`the seeded catalogue has no ${label} sku`);
    return found;
  };
  return {
    products,
    gifts,
    site(folder) {
      const site = app.sites.all.find((candidate) => candidate.folder === folder);
      if (!site) throw new Error(`no site in folder ${folder}`);
      return site;
    },
    stocked: (minStock = 10, skip = 0) =>
      pick(
        'stocked',
        ({ sku }) => sku.availability === AVAILABILITY.available && sku.stock >= minStock,
        skip,
      ),
    unorderable: () => pick('unorderable', ({ sku }) => !isOrderable(sku.availability)),
  };
}

/** A sku of a bulky product (checkout/bulky-items.ts), orderable from stock. */
export function bulkyPick(fixtures: Fixtures): SkuPick {
  for (const product of fixtures.products.filter(isBulky))
    for (const variant of product.variants)
      for (const sku of variant.skus)
        if (
          sku.availability === AVAILABILITY.available &&
          sku.stock >= 5 &&
          !fixtures.gifts.has(sku.sku)
        )
          return { product, sku, colour: variant.colour.slug };
  throw new Error('the seeded catalogue has no bulky sku in stock');
}
