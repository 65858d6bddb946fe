/**
 * Checkout's saveShippingAddress (spec §3 "Address", default true; issue 14): in an account's
 * session, the delivery address the shopper pushes to the cart is also kept in the account's
 * address book, unless the book holds it already or is full — a full book never stops a
 * checkout, the shopper just does not get one more saved address.
 */
import type { FastifyRequest } from 'fastify';
import type { CartAddressBody } from '../../shared/api/checkout';
import { isServerApiError } from '../http/api-error';
import { addAddress, addressValues } from './address-book';

export async function keepInAddressBook(
  request: FastifyRequest,
  body: CartAddressBody,
): Promise<void> {
  const accountId = request.sessionAccountId;
  if (accountId === null || body.addressType !== 'DELIVERY' || body.saveShippingAddress === false)
    return;
  const {
    addressType: _type,
    billingMatchShipping: _match,
    saveShippingAddress: _save,
    ...book
  } = body;
  // the cart took the address, so it passes the same rules here
  const values = addressValues(book, request.language);
  try {
    await addAddress(request.server.db, accountId, 'shipping', values, undefined, true);
  } catch (error) {
    if (isServerApiError(error) && error.code === 'ADDRESS_BOOK_FULL') return;
    throw error;
  }
}
