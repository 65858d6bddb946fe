import { useT } from '../../../platform/i18n/i18n-context';
import { BackInStockForm } from '../../back-in-stock';
import { usePageTitle } from '../../content';
import { useResponseStatus } from '../../../platform/routing/server-response';
import { FavouriteButton } from '../../favourites';
import { FavouritesSyncStatus } from '../../favourites/sync-status';
import { RecentlyViewedTray, useRecordProductView } from '../../recently-viewed';
import { OfflineUnavailable } from '../../../platform/offline/unavailable-slot';
import { ProductPrice } from '../../../platform/ui/price/product-price';
import { useProductPage } from '../hooks/use-product-page';
import { AddToBag } from './add-to-bag';
import { ColourSelector } from './colour-selector';
import { ProductAccordion } from './product-accordion';
import { ProductGallery } from './product-gallery';
import { ProductMessage } from './product-message';
import { ProductPromotions } from './product-promotions';
import { ProductPageSkeleton } from './product-page-skeleton';
import {
  brandClass,
  descriptionClass,
  detailsClass,
  detailsListClass,
  layoutClass,
  nameClass,
  nameRowClass,
  stickyClass,
  stockClass,
} from './product-page.styles';
import { SizeSelector } from './size-selector';
import { HydrateLater } from '../../../platform/ui/hydrate-later';

/** /product/:slug/:id? — gallery and a sticky buy box; logic lives in useProductPage. */
export function ProductPage() {
  const t = useT();
  const page = useProductPage();
  usePageTitle(page.status === 'notFound' ? t('WEB.PRODUCT.NOTFOUND.TITLE') : page.product?.name);
  // a product that does not exist answers 404; one that failed to load, 503 (spec §8)
  useResponseStatus(page.status === 'notFound' ? 404 : page.status === 'error' ? 503 : null);
  // the product shown joins the recently viewed list (a snapshot that renders offline)
  useRecordProductView(page.status === 'ready' ? page.product : undefined, page.colour);
  if (page.offlineUnavailable) return <OfflineUnavailable headingLevel={1} />;
  if (page.status === 'loading') return <ProductPageSkeleton />;
  if (page.status === 'notFound' || page.status === 'error' || !page.product) {
    return (
      <ProductMessage
        kind={page.status === 'notFound' ? 'notFound' : 'error'}
        onRetry={page.handleRetry}
      />
    );
  }
  const { product, colour } = page;
  // the search objectID of the colour variant: what favourites and back-in-stock name
  const variantId = `${product.productId}-${colour?.slug ?? ''}`;
  const soldOut = page.sizes.flatMap(({ size, sku }) =>
    sku?.availability === 'outofstock'
      ? [{ sku: sku.sku, label: size.labelSize || size.name }]
      : [],
  );
  return (
    <>
      <div className={layoutClass}>
        {/* the gallery, the accordion and the tray hydrate after the buy box, each on its own */}
        <HydrateLater>
          <ProductGallery
            images={page.images}
            name={product.name}
            colourName={colour?.color.name ?? ''}
          />
        </HydrateLater>
        <div className={detailsClass}>
          <div className={stickyClass}>
            <p className={brandClass}>{product.brand.name}</p>
            <div className={nameRowClass}>
              <h1 className={nameClass}>{product.name}</h1>
              <FavouriteButton
                variantId={variantId}
                productName={product.name}
                productId={product.productId}
                colour={colour?.slug}
              />
            </div>
            <FavouritesSyncStatus />
            <ProductPrice
              list={page.price.list}
              sale={page.price.sale}
              currency={page.price.currency}
              size="large"
            />
            <ProductPromotions productId={product.productId} />
            <ColourSelector
              colours={product.colours}
              selected={colour}
              onSelect={page.handleSelectColour}
            />
            <SizeSelector
              sizes={page.sizes}
              selected={page.size}
              onSelect={page.handleSelectSize}
            />
            {page.stockMessage && <p className={stockClass}>{page.stockMessage}</p>}
            {soldOut.length > 0 && (
              <BackInStockForm key={variantId} variantId={variantId} sizes={soldOut} />
            )}
            <AddToBag
              quantity={page.quantity}
              canAdd={page.canAddToBag}
              needsSize={!page.size}
              isAdding={page.isAdding}
              added={page.added}
              error={page.addError}
              onQuantity={page.handleQuantity}
              onAdd={page.handleAddToBag}
            />
            <p className={descriptionClass}>{product.description}</p>
            <HydrateLater>
              <ProductAccordion
                sections={[
                  {
                    key: 'details',
                    title: t('WEB.PRODUCT.DETAILS.TITLE'),
                    content: (
                      <dl className={detailsListClass}>
                        <dt>{t('WEB.PRODUCT.DETAILS.BRAND')}</dt>
                        <dd>{product.brand.name}</dd>
                        <dt>{t('WEB.PRODUCT.DETAILS.CATEGORY')}</dt>
                        <dd>{product.categories.join(' / ')}</dd>
                        <dt>{t('WEB.PRODUCT.DETAILS.CODE')}</dt>
                        <dd>{page.size?.sku?.sku ?? product.productId}</dd>
                      </dl>
                    ),
                  },
                  {
                    key: 'delivery',
                    title: t('WEB.PRODUCT.DELIVERY.TITLE'),
                    content: <p>{t('WEB.PRODUCT.DELIVERY.BODY')}</p>,
                  },
                ]}
              />
            </HydrateLater>
          </div>
        </div>
      </div>
      <HydrateLater>
        <RecentlyViewedTray excludeProductId={product.productId} />
      </HydrateLater>
    </>
  );
}
