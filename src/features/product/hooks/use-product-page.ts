import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../platform/i18n/i18n-context';
import { useUnavailableOffline } from '../../../platform/offline/unavailable-slot';
import { useActiveLocale } from '../../../platform/site/site-context';

import { useTrackProductView } from '../../analytics';
import { cartErrorLabel, useAddToCart } from '../../cart/add-to-cart';
import type { ColourOption, ProductDetail } from '../../../shared/domain/product';
import { useProduct } from '../api/get-product';
import {
  chooseColour,
  colourImages,
  displayPrice,
  effectiveSize,
  sizeStates,
  stockNotice,
  type SizeState,
} from '../logic/selection';

export type ProductPageStatus = 'loading' | 'notFound' | 'error' | 'ready';

/** What the product page renders, flat, plus its handlers. */
export interface ProductPageState {
  status: ProductPageStatus;
  /** offline, and this product was never loaded on this device: the unavailable panel shows */
  offlineUnavailable: boolean;
  product: ProductDetail | undefined;
  /** the colour in effect: ?color=, else the first orderable */
  colour: ColourOption | undefined;
  /** every size with its unit in the chosen colour and whether it can be ordered */
  sizes: SizeState[];
  /** the size in effect (chosen and orderable, or the only size); undefined until chosen */
  size: SizeState | undefined;
  quantity: number;
  /** image URLs of the chosen colour, main view first */
  images: string[];
  price: { list: number; sale: number; currency: string };
  /** "Only a few left" or the pre-/back-order ship date message for the chosen unit */
  stockMessage: string | null;
  canAddToBag: boolean;
  isAdding: boolean;
  /** the add-to-bag failure message; the selection is kept */
  addError: string | null;
  added: boolean;
  handleSelectColour: (slug: string) => void;
  handleSelectSize: (slug: string) => void;
  handleQuantity: (quantity: number) => void;
  handleAddToBag: () => void;
  handleRetry: () => void;
}

/**
 * Talon of the product page: loads the product named by the route, keeps the colour in the URL
 * (`?color=`, replaced without a history entry, dropping `?sku=`) and the size and quantity in
 * state, and adds the chosen unit to the bag. Choosing an option clears the last add's message.
 */
export function useProductPage(): ProductPageState {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const { id } = useParams<{ slug: string; id?: string }>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useProduct(id);
  const offlineUnavailable = useUnavailableOffline(query);
  const add = useAddToCart();
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const product = query.data;
  // A ?sku= link names colour and size at once; ?color= wins for the colour.
  const linkedSku = product?.skuOptions.find((s) => s.sku === params.get('sku'));
  const colour = product
    ? chooseColour(product, params.get('color') ?? linkedSku?.colour ?? null)
    : undefined;
  useTrackProductView(product?.productId, colour?.slug);
  const sizes = useMemo(
    () => (product ? sizeStates(product, colour?.slug) : []),
    [product, colour],
  );
  const size = effectiveSize(sizes, chosenSize ?? linkedSku?.size ?? null);
  const { reset } = add;

  const handleSelectColour = useCallback(
    (slug: string) => {
      const next = new URLSearchParams(search);
      next.set('color', slug);
      next.delete('sku');
      navigate(`${location}?${next.toString()}`, { replace: true });
      reset();
    },
    [search, location, navigate, reset],
  );
  const handleSelectSize = useCallback(
    (slug: string) => {
      setChosenSize(slug);
      reset();
    },
    [reset],
  );
  const handleAddToBag = useCallback(() => {
    if (!product || !size?.sku) return;
    // the add-to-cart event is the cart's to send, with the line the unit went to
    add.mutate({ productId: product.productId, sku: size.sku.sku, quantity });
  }, [add, product, size, quantity]);

  const notice = stockNotice(size?.sku);
  // built only for a ship date: a date formatter is costly to build and most units have none
  const formatDate = (date: Date) =>
    new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
      date,
    );
  const stockMessage =
    notice?.kind === 'lowstock'
      ? t('WEB.PRODUCT.STOCK.LOW')
      : notice && notice.shipDate !== undefined
        ? t(
            notice.kind === 'preorder'
              ? 'WEB.PRODUCT.PREORDER.MESSAGE'
              : 'WEB.PRODUCT.BACKORDER.MESSAGE',
            {
              date: formatDate(new Date(notice.shipDate * 1000)),
            },
          )
        : null;

  const notFound = !id || (query.error instanceof ApiError && query.error.status === 404);
  const status: ProductPageStatus = notFound
    ? 'notFound'
    : product
      ? 'ready'
      : query.isError
        ? 'error'
        : 'loading';

  return {
    status,
    offlineUnavailable: offlineUnavailable && status !== 'notFound',
    product,
    colour,
    sizes,
    size,
    quantity,
    images: product ? colourImages(product, colour) : [],
    price: product ? displayPrice(product, colour, size) : { list: 0, sale: 0, currency: '' },
    stockMessage,
    canAddToBag: Boolean(size?.sku) && !add.isPending,
    isAdding: add.isPending,
    addError: add.isError ? t(cartErrorLabel(add.error, 'WEB.CART.ERROR.ADD')) : null,
    added: add.isSuccess,
    handleSelectColour,
    handleSelectSize,
    handleQuantity: setQuantity,
    handleAddToBag,
    handleRetry: () => void query.refetch(),
  };
}
