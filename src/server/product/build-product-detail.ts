/**
 * Builds the product page payload (`ProductDetail`, spec §3) from a product as the catalogue
 * holds it, in one language and one site currency. A colour shows the best availability of
 * its skus — the same rule the listing uses (search/best-availability.ts) — so a colour that
 * looks orderable in the grid is orderable on the page.
 */
import { AVAILABILITY, availabilityName } from '../../shared/domain/availability';
import type { ColourOption, ProductDetail, SkuOption } from '../../shared/domain/product';
import { productUrl } from '../../shared/routes/product-url';
import { localise, localiseList } from '../catalogue/localise';
import type { CatalogueBrand, CatalogueProduct, CatalogueVariant } from '../catalogue/types';
import { bestSku } from '../search';

export interface DetailView {
  lang: string;
  fallbackLang: string;
  currency: string;
  price: { list: number; sale: number };
}

function colourOption(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  view: DetailView,
): ColourOption {
  const best = bestSku(variant.skus);
  const { colour, images } = variant;
  return {
    slug: colour.slug,
    color: {
      name: localise(colour.names, view.lang, view.fallbackLang),
      slug: colour.slug,
      group: colour.group,
      hex: colour.hex,
    },
    mainImage: images[0] ?? '',
    secondaryImage: images[1] ?? images[0] ?? '',
    productId: product.productId,
    productSlug: product.slug,
    availability: availabilityName(best?.availability ?? AVAILABILITY.outofstock),
    sku: best?.sku ?? '',
  };
}

function skuOptions(product: CatalogueProduct, view: DetailView): SkuOption[] {
  const price = { ...view.price, currency: view.currency };
  return product.variants.flatMap((variant) =>
    variant.skus.map((sku): SkuOption => ({
      sku: sku.sku,
      colour: variant.colour.slug,
      size: sku.size,
      price,
      availability: availabilityName(sku.availability),
      availabilityCode: sku.availability,
      ...(sku.shipDateStart !== undefined ? { shipDateStart: sku.shipDateStart } : {}),
      ...(sku.shipDateEnd !== undefined ? { shipDateEnd: sku.shipDateEnd } : {}),
      // Images are vector graphics: one URL serves every display size.
      media: { standard: variant.images, large: variant.images },
    })),
  );
}

export function buildProductDetail(
  product: CatalogueProduct,
  brand: CatalogueBrand,
  view: DetailView,
): ProductDetail {
  const { list, sale } = view.price;
  return {
    productId: product.productId,
    slug: product.slug,
    url: productUrl(product.slug, product.productId),
    name: localise(product.names, view.lang, view.fallbackLang),
    description: localise(product.descriptions, view.lang, view.fallbackLang),
    brand: { name: brand.name, tag: brand.tag },
    gender: product.gender,
    categories: localiseList(product.categories, view.lang, view.fallbackLang),
    categoryPageIds: product.categoryPageIds,
    colours: product.variants.map((variant) => colourOption(product, variant, view)),
    sizes: product.sizes.map(({ slug, name, labelSize }) => ({
      slug,
      name: localise(name, view.lang, view.fallbackLang),
      labelSize: localise(labelSize, view.lang, view.fallbackLang),
    })),
    skuOptions: skuOptions(product, view),
    optionLevels: ['color', 'size'],
    // One price per product and currency today; the range form leaves room for per-sku prices.
    priceRange: { listMin: list, listMax: list, saleMin: sale, saleMax: sale },
    currency: view.currency,
    // The catalogue carries no promotion campaigns yet; campaigns will fill this.
    promotions: [],
  };
}
