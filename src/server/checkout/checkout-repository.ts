/**
 * SQL of the checkout's cart writes: each a function of migration 0014 that checks and locks
 * the shopping session first, writes, and answers the cart as every cart statement does
 * (cart/cart-repository.ts). Values come validated and normalised by the caller.
 */
import { cartStatement, runCartStatement } from '../cart/cart-repository';
import type { Database } from '../db/client';
import { sessionParams, type SessionUse } from '../session/session-repository';
import type { StoredAddress, StoredConsumer } from './stored-checkout';

const CART_ADDRESS_SET = cartStatement('cart_address_set', ', $4, $5::jsonb, $6::boolean');

/**
 * The cart's address of its type becomes `address`; with `billingMatches`, the billing address
 * is the delivery one again (its own is removed).
 */
export const setCartAddress = (
  db: Database,
  session: SessionUse,
  address: StoredAddress,
  billingMatches: boolean,
) =>
  runCartStatement(db, CART_ADDRESS_SET, [
    ...sessionParams(session),
    address.addressType,
    JSON.stringify({
      reference: address.reference ?? null,
      first_name: address.firstName,
      last_name: address.lastName,
      address_line1: address.addressLine1,
      address_line2: address.addressLine2 ?? null,
      city: address.city,
      postcode: address.postcode ?? null,
      region: address.region ?? null,
      country_code: address.countryCode,
      phone_number: address.phoneNumber ?? null,
      email: address.email ?? null,
      locale: address.locale,
    }),
    billingMatches,
  ]);

const CART_CONSUMER_SET = cartStatement('cart_consumer_set', ', $4::jsonb');

/** The cart's consumer becomes `consumer` (its reference is kept, or made the first time). */
export const setCartConsumer = (
  db: Database,
  session: SessionUse,
  consumer: Omit<StoredConsumer, 'reference'>,
) => runCartStatement(db, CART_CONSUMER_SET, [...sessionParams(session), JSON.stringify(consumer)]);

const CART_SHIPPING_SET = cartStatement('cart_shipping_set', ', $4');

/** The cart's shipping option becomes `method`. */
export const setCartShipping = (db: Database, session: SessionUse, method: string) =>
  runCartStatement(db, CART_SHIPPING_SET, [...sessionParams(session), method]);
