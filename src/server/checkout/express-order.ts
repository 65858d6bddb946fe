/**
 * Completing a PayPal express order (docs/payments.md "PayPal express"): the order was reserved
 * from the basket before any address, priced with the site's first shipping option, and its
 * payer approved that total on PayPal's page, choosing a delivery address there. Now:
 * 1. the approval is read from the provider (the payer's name, e-mail, phone and address);
 * 2. the first time, that address becomes the cart's delivery address and the payer the
 *    consumer, through the same address rules as the shipping step (checkout-service.ts: 400
 *    ADDRESS_INVALID for one the rules refuse), and the order notes it was taken, so a later
 *    completion uses the cart as it is (the shopper may have changed it since);
 * 3. the cart's shipping option is kept when the address's country offers it, else the first
 *    one is chosen (422 UNABLE_TO_SHIP where the site cannot ship);
 * 4. the order is reserved again from the cart in place (reprice-order.ts), against the total
 *    the shopper confirmed — `expectedTotal` when the app sends it after showing the new total,
 *    else the total approved on PayPal's page (409 PRICE_CHANGED with the new total otherwise);
 * 5. the provider's payment gets the new amount (updateOrder) when it differs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { internationalPhone } from '../../shared/address/phone';
import type { ShopperDetails } from '../../shared/payments/provider-paypal-api';
import { requestPricer } from '../cart/cart-pricer';
import { readCart } from '../cart/cart-service';
import { orders } from '../db/schema';
import { repriceOrder } from '../orders/reprice-order';
import type { PayPalReturn } from '../payments/provider-client';
import { boundSession } from '../session/session-bound';
import { selectShipping, setAddress, setConsumer } from './checkout-service';
import { orderChoices } from './order-choices';
import { providerAmount, type PayableOrder } from './order-payment';
import { refusalError } from './order-refusals';

/** The payer's details as the shipping step's address and consumer (the same rules). */
async function takePayer(request: FastifyRequest, payer: ShopperDetails): Promise<void> {
  const { db } = request.server;
  const session = boundSession(request);
  const address = payer.shippingAddress;
  const { firstName, lastName } = payer.shopperName;
  const email = payer.shopperEmail;
  // the payer's phone only where it is one of the delivery country's (optional in Europe)
  const phone = payer.telephoneNumber && internationalPhone(address.country, payer.telephoneNumber);
  const phoneNumber = phone ? { phoneNumber: phone } : {};
  const state = await setAddress(
    db,
    session,
    {
      addressType: 'DELIVERY',
      countryCode: address.country,
      billingMatchShipping: true,
      firstName,
      lastName,
      addressLine1: [address.houseNumberOrName, address.street].filter(Boolean).join(' '),
      city: address.city,
      ...(address.postalCode ? { postcode: address.postalCode } : {}),
      ...(address.stateOrProvince ? { region: address.stateOrProvince } : {}),
      email,
      ...phoneNumber,
    },
    request.language,
  );
  await setConsumer(
    db,
    session,
    { firstName, lastName, email, ...phoneNumber },
    state,
    request.site.countryCode,
  );
}

/** Keeps the cart's shipping option where it is offered, else chooses the first. */
async function chooseShipping(request: FastifyRequest): Promise<void> {
  const session = boundSession(request);
  const priced = requestPricer(request)(await readCart(request.server.db, session)).cart;
  const { selected, options } = priced.shipping;
  if (selected && options.some((option) => option.id === selected)) return;
  await selectShipping(request.server.db, session, options[0]?.id ?? '', priced);
}

/** Notes that the payer's address was taken into the cart (the snapshot's address). */
async function noteAddressTaken(request: FastifyRequest, orderId: string): Promise<void> {
  const cart = requestPricer(request)(
    await readCart(request.server.db, boundSession(request)),
  ).cart;
  const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  await request.server.db
    .update(orders)
    .set({
      snapshot: sql`jsonb_set(${orders.snapshot}, '{deliveryAddress}', ${JSON.stringify(delivery ?? {})}::jsonb)`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')));
}

export interface ExpressOrder extends PayableOrder {
  /** whether the payer's address has been taken into the cart */
  addressTaken: boolean;
}

/** The express order made ready to charge (see above); throws the refusals as ApiErrors. */
export async function prepareExpressOrder(
  request: FastifyRequest,
  order: ExpressOrder,
  approved: PayPalReturn,
  expectedTotal: number | undefined,
): Promise<PayableOrder> {
  const provider = request.server.paymentProvider;
  const approval = await provider.paypalApproval(approved);
  if (!order.addressTaken) {
    await takePayer(request, approval.shopperDetails);
    await noteAddressTaken(request, order.id);
  }
  await chooseShipping(request);
  const repriced = await repriceOrder(request.server.db, order.id, {
    session: boundSession(request),
    site: request.site.siteTag,
    language: request.language,
    price: requestPricer(request),
    checkout: orderChoices('paypal', request.site.agreements, { express: true }),
    expectedTotal: expectedTotal ?? order.total,
  });
  if (repriced.outcome === 'not-waiting') return order; // settled meanwhile: completing answers it
  if (repriced.outcome !== 'reserved') throw refusalError(repriced);
  const amount = providerAmount(request, repriced.order);
  if (amount.value !== approval.amount.value)
    await provider.updatePayPalOrder(approved.pspReference, amount);
  return repriced.order;
}
