/**
 * The cart rules (spec §3, §8, §9). What the catalogue fixes (the product exists, the sku is
 * one of its options, it is sold on the site) is checked against the catalogue view; what
 * changes live (the session, availability, stock, the cart itself) by the call's one
 * statement, which checks the session and locks its row first, so two requests on the same
 * cart cannot both pass a limit check and then both write (cart-repository.ts, migration
 * 0010). Each outcome maps to its error here.
 */
import type { AddToCartBody } from '../../shared/api/cart';
import { MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { productNotFoundMessage } from '../../shared/domain/errors';
import type { CatalogueView } from '../catalogue/catalogue-view';
import type { Database } from '../db/client';
import { isUuid } from '../db/uuid';
import { badRequest, conflict, notFound } from '../http/api-error';
import { unknownSession } from '../session/require-session';
import type { SessionUse } from '../session/session-repository';
import type { LiveLine } from './cart-lines';
import { addLine, readLines, setLineQuantity, type CartOutcome } from './cart-repository';

type Refusal = Exclude<CartOutcome, { outcome: 'ok' }>;

/** The error of a refused write; `errors` holds the messages that depend on the request. */
function refused(
  refusal: Refusal,
  errors: { notAnOption: () => Error; unavailable: () => Error; noLine: () => Error },
): Error {
  switch (refusal.outcome) {
    case 'no-session':
      return unknownSession();
    case 'no-line':
      return errors.noLine();
    case 'not-an-option':
      return errors.notAnOption();
    case 'unavailable':
      return errors.unavailable();
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
      return conflict('MAX_CART_QTY_EXCEEDED', `A cart holds at most ${MAX_LINE_ITEMS} items`, {
        maxLineItems: MAX_LINE_ITEMS,
      });
  }
}

/** The lines of the session's cart. */
export async function readCart(db: Database, session: SessionUse): Promise<LiveLine[]> {
  const read = await readLines(db, session);
  if (read.outcome === 'ok') return read.lines;
  throw unknownSession();
}

/** Adds a sku to the session's cart; returns the cart's lines after the add. */
export async function addToCart(
  db: Database,
  view: CatalogueView,
  session: SessionUse,
  target: { currency: string; lang: string },
  body: AddToCartBody,
): Promise<LiveLine[]> {
  const errors = {
    notAnOption: () => badRequest(`SKU ${body.sku} is not an option of product ${body.productId}`),
    unavailable: () =>
      conflict('UNAVAILABLE_ITEMS', `SKU ${body.sku} cannot be ordered`, { skus: [body.sku] }),
    noLine: () => new Error('an add answered no-line'),
  };
  const product = view.product(body.productId);
  if (!product) throw notFound(productNotFoundMessage(body.productId, target.lang));
  if (view.sku(body.sku)?.product !== product) throw errors.notAnOption();
  if (!product.prices[target.currency]) throw errors.unavailable();
  const written = await addLine(db, session, body);
  if (written.outcome === 'ok') return written.lines;
  throw refused(written, errors);
}

/** Sets a line's quantity, 0 removes it (spec §4 "Cart item removal"); returns the lines. */
export async function updateCartItem(
  db: Database,
  session: SessionUse,
  itemId: string,
  quantity: number,
): Promise<LiveLine[]> {
  const errors = {
    noLine: () => notFound(`Cart item ${itemId} not found`),
    unavailable: () =>
      conflict('UNAVAILABLE_ITEMS', 'This item can no longer be ordered', { items: [itemId] }),
    notAnOption: () => new Error('a quantity change answered not-an-option'),
  };
  if (!isUuid(itemId)) throw errors.noLine();
  const written = await setLineQuantity(db, session, { itemId, quantity });
  if (written.outcome === 'ok') return written.lines;
  throw refused(written, errors);
}
