/**
 * The cart rules (spec §3, §8, §9). Each change runs in one transaction that first locks the
 * session row, so two requests on the same cart cannot both pass a limit check and then both
 * write; the quantity increment itself is atomic SQL as well.
 */
import type { AddToCartBody } from '../../shared/api/cart';
import { MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { AVAILABILITY, isOrderable } from '../../shared/domain/availability';
import { productNotFoundMessage } from '../../shared/domain/errors';
import type { Database } from '../db/client';
import { isUuid } from '../db/uuid';
import { badRequest, conflict, notFound } from '../http/api-error';
import {
  countLines,
  deleteLine,
  findLine,
  findSkuFacts,
  lockSession,
  setLineQuantity,
  upsertLine,
} from './cart-repository';

/**
 * Stock caps only what ships now. Pre-orders and back-orders are sold beyond the stock on
 * hand; that is what those states mean.
 */
function exceedsStock(sku: { availability: number; stock: number }, quantity: number): boolean {
  const shipsFromStock =
    sku.availability === AVAILABILITY.available || sku.availability === AVAILABILITY.lowstock;
  return shipsFromStock && quantity > sku.stock;
}

function checkQuantity(sku: { availability: number; stock: number }, quantity: number): void {
  if (quantity > MAX_QTY_PER_ITEM) {
    throw conflict(
      'MAX_QTY_PER_ITEM_EXCEEDED',
      `At most ${MAX_QTY_PER_ITEM} of one item fit in the cart`,
      { maxQuantity: MAX_QTY_PER_ITEM },
    );
  }
  if (exceedsStock(sku, quantity)) {
    throw conflict('STOCK_QUANTITY_EXCEEDED', `Only ${sku.stock} left in stock`, {
      stock: sku.stock,
    });
  }
}

export async function addToCart(
  db: Database,
  target: { sessionId: string; currency: string; lang: string },
  body: AddToCartBody,
): Promise<void> {
  const facts = await findSkuFacts(db, body.productId, body.sku, target.currency);
  if (!facts.productExists) {
    throw notFound(productNotFoundMessage(body.productId, target.lang));
  }
  if (!facts.sku || facts.sku.productId !== body.productId) {
    throw badRequest(`SKU ${body.sku} is not an option of product ${body.productId}`);
  }
  const sku = facts.sku;
  if (!isOrderable(sku.availability) || !facts.priced) {
    throw conflict('UNAVAILABLE_ITEMS', `SKU ${body.sku} cannot be ordered`, {
      skus: [body.sku],
    });
  }
  await db.transaction(async (tx) => {
    await lockSession(tx, target.sessionId);
    const line = await findLine(tx, target.sessionId, { sku: body.sku });
    checkQuantity(sku, (line?.quantity ?? 0) + body.quantity);
    if (!line && (await countLines(tx, target.sessionId)) >= MAX_LINE_ITEMS) {
      throw conflict('MAX_CART_QTY_EXCEEDED', `A cart holds at most ${MAX_LINE_ITEMS} items`, {
        maxLineItems: MAX_LINE_ITEMS,
      });
    }
    await upsertLine(tx, {
      sessionId: target.sessionId,
      productId: body.productId,
      sku: body.sku,
      quantity: body.quantity,
    });
  });
}

/** Sets a line's quantity; 0 removes the line (spec §4 "Cart item removal"). */
export async function updateCartItem(
  db: Database,
  sessionId: string,
  itemId: string,
  quantity: number,
): Promise<void> {
  const missing = () => notFound(`Cart item ${itemId} not found`);
  if (!isUuid(itemId)) throw missing();
  await db.transaction(async (tx) => {
    await lockSession(tx, sessionId);
    const line = await findLine(tx, sessionId, { itemId });
    if (!line) throw missing();
    if (quantity === 0) {
      await deleteLine(tx, itemId);
      return;
    }
    // Lowering a quantity is always allowed, even when the item is no longer orderable.
    if (quantity > line.quantity) {
      if (!isOrderable(line.availability)) {
        throw conflict('UNAVAILABLE_ITEMS', 'This item can no longer be ordered', {
          items: [itemId],
        });
      }
      checkQuantity(line, quantity);
    }
    await setLineQuantity(tx, itemId, quantity);
  });
}
