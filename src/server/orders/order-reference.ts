import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * A new order reference, such as "7KQ4M-2XD9B": 50 random bits, so references cannot be
 * guessed from one another (the guest lookup still needs the email or phone beside one), and
 * short enough to type. Uniqueness is the database's unique key; a clash (about one in 10^15
 * per pair) fails that order's placement rather than merging two.
 */
export function newOrderReference(): string {
  let reference = '';
  for (let index = 0; index < LENGTH; index++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return `${reference.slice(0, LENGTH / 2)}-${reference.slice(LENGTH / 2)}`;
}

export { isOrderReference } from '../../shared/domain/order-reference';
