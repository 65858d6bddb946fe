/**
 * The cart rules (spec §3, §4, §8, §9). What the catalogue fixes (the product exists, the sku
 * is one of its options, it is sold on the site) is checked against the catalogue view; what
 * changes live (the session, availability, stock, the cart itself, the limits, which skus are
 * secondary variants) by the call's statement, which checks the session and locks its row
 * first, so two requests on the same cart cannot both pass a limit check and then both write
 * (cart-repository.ts, migration 0012). Each refusal maps to its error here.
 */
import type { AddToCartBody } from '../../shared/api/cart';
import { MAX_CART_QTY, MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { productNotFoundMessage } from '../../shared/domain/errors';
import type { CatalogueView } from '../catalogue/catalogue-view';
import type { Database } from '../db/client';
import { isUuid } from '../db/uuid';
import { badRequest, conflict, notFound } from '../http/api-error';
import { unknownSession } from '../session/require-session';
import type { SessionUse } from '../session/session-repository';
import {
  addLine,
  readCartState,
  recreateFrom,
  setLineQuantity,
  type CartOutcome,
  type CartState,
} from './cart-repository';

type Refusal = Exclude<CartOutcome, { outcome: 'ok' }>;

/** The errors whose message depends on the request. */
interface RequestErrors {
  notAnOption: () => Error;
  unavailable: () => Error;
  noLine: () => Error;
}

const programmingError = (outcome: string) => () =>
  new Error(`a cart statement answered ${outcome} where it cannot`);

function refused(refusal: Refusal, errors: Partial<RequestErrors>): Error {
  switch (refusal.outcome) {
    case 'no-session':
      return unknownSession();
    case 'no-line':
      return (errors.noLine ?? programmingError('no-line'))();
    case 'not-an-option':
      return (errors.notAnOption ?? programmingError('not-an-option'))();
    case 'unavailable':
      return (errors.unavailable ?? programmingError('unavailable'))();
    case 'secondary':
      return conflict(
        'SECONDARY_VARIANT',
        'This item is only given with a promotion and cannot be added on its own',
      );
    case 'max-quantity':
      return conflict(
        'MAX_QTY_PER_ITEM_EXCEEDED',
        `At most ${MAX_QTY_PER_ITEM} of one item fit in the cart`,
        { maxQuantity: MAX_QTY_PER_ITEM },
      );
    case 'stock':
      return conflict('STOCK_QUANTITY_EXCEEDED', `Only ${refusal.stock} left in stock`, {
        stock: refusal.stock,
      });
    case 'max-lines':
      return conflict(
        'MAX_LINE_ITEMS_EXCEEDED',
        `A cart holds at most ${MAX_LINE_ITEMS} different items`,
        { maxLineItems: MAX_LINE_ITEMS },
      );
    case 'max-cart-quantity':
      return conflict('MAX_CART_QTY_EXCEEDED', `A cart holds at most ${MAX_CART_QTY} items`, {
        maxCartQuantity: MAX_CART_QTY,
      });
    case 'cart-not-found':
      return notFound('This shared cart is unknown or has expired', 'CART_NOT_FOUND');
  }
}

/** The cart of an outcome, or its refusal thrown as its error. */
export function cartOf(outcome: CartOutcome, errors: Partial<RequestErrors> = {}): CartState {
  if (outcome.outcome === 'ok') return outcome.cart;
  throw refused(outcome, errors);
}

/** The session's cart. */
export async function readCart(db: Database, session: SessionUse): Promise<CartState> {
  return cartOf(await readCartState(db, session));
}

/** Adds a sku to the session's cart (emptying it first with forceBasketClear). */
export async function addToCart(
  db: Database,
  view: CatalogueView,
  session: SessionUse,
  target: { currency: string; lang: string },
  body: AddToCartBody,
): Promise<CartState> {
  const errors = {
    notAnOption: () => badRequest(`SKU ${body.sku} is not an option of product ${body.productId}`),
    unavailable: () =>
      conflict('UNAVAILABLE_ITEMS', `SKU ${body.sku} cannot be ordered`, { skus: [body.sku] }),
  };
  const product = view.product(body.productId);
  if (!product) throw notFound(productNotFoundMessage(body.productId, target.lang));
  if (view.sku(body.sku)?.product !== product) throw errors.notAnOption();
  if (!product.prices[target.currency]) throw errors.unavailable();
  const written = await addLine(db, session, {
    productId: body.productId,
    sku: body.sku,
    quantity: body.quantity,
    setCode: body.setCode,
    clear: body.forceBasketClear,
  });
  return cartOf(written, errors);
}

/** Sets a line's quantity, 0 removes it (spec §4 "Cart item removal"). */
export async function updateCartItem(
  db: Database,
  session: SessionUse,
  itemId: string,
  quantity: number,
): Promise<CartState> {
  const errors = {
    noLine: () => notFound(`Cart item ${itemId} not found`),
    unavailable: () =>
      conflict('UNAVAILABLE_ITEMS', 'This item can no longer be ordered', { items: [itemId] }),
  };
  if (!isUuid(itemId)) throw errors.noLine();
  return cartOf(await setLineQuantity(db, session, { itemId, quantity }), errors);
}

/** Rebuilds the cart named `cartPublicId` in the session's (spec §4 "recreate"). */
export async function recreateCart(
  db: Database,
  session: SessionUse,
  cartPublicId: string,
): Promise<CartState> {
  // Not a public id at all: as unknown as any other, once the session is known (session-bound.ts).
  if (!isUuid(cartPublicId)) throw refused({ outcome: 'cart-not-found' }, {});
  return cartOf(await recreateFrom(db, session, cartPublicId));
}
