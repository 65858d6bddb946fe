/**
 * Whether a guest's e-mail or phone is the order's (spec §3 "Order lookup"): the consumer's or
 * the delivery address's. E-mails match trimmed and case-insensitively; phones through the
 * shared phone rules (shared/address/phone.ts), in E.164, typed nationally for the delivery
 * country or the country of the site it was ordered on, or internationally.
 *
 * The lookup must not tell a wrong reference from a wrong e-mail, not even by its timing: the
 * same comparisons run whatever was found (an unknown reference is compared with a stand-in
 * contact) and each is of two keyed digests in constant time, so neither the stored texts'
 * lengths nor the first differing character shapes the time taken.
 */
import { timingSafeEqual } from 'node:crypto';
import { normalisedPhone } from '../../shared/address/phone';
import type { OrderLinks } from './order-link';

/** What an order holds to be found by: its e-mails, its phones and the countries to read a phone in. */
export interface OrderContact {
  /** the consumer's and the delivery address's, either possibly absent */
  emails: readonly [string | null, string | null];
  phones: readonly [string | null, string | null];
  /** the delivery country and the country of the site it was ordered on */
  countries: readonly [string, string];
}

export type ContactGiven = { email: string } | { phone: string };

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

// Stand-ins for a value that is absent: distinct, so an absent given value never equals an
// absent stored one, and shaped like no e-mail or phone, so they equal nothing real either.
const NOTHING_GIVEN = '\u0000given';
const NOTHING_STORED = '\u0000stored';

/** Digests `given` against each of `stored` and says whether any pair is equal, always comparing all. */
function anyEqual(
  links: OrderLinks,
  purpose: string,
  given: readonly (string | null)[],
  stored: readonly (string | null)[],
): boolean {
  let equal = false;
  for (const value of given) {
    const givenDigest = links.digest(purpose, value ?? NOTHING_GIVEN);
    for (const candidate of stored) {
      const storedDigest = links.digest(purpose, candidate ?? NOTHING_STORED);
      equal = timingSafeEqual(givenDigest, storedDigest) || equal;
    }
  }
  return equal;
}

export function contactMatches(
  links: OrderLinks,
  contact: OrderContact,
  given: ContactGiven,
): boolean {
  if ('email' in given) {
    return anyEqual(
      links,
      'email',
      [normaliseEmail(given.email)],
      contact.emails.map((email) => (email === null ? null : normaliseEmail(email))),
    );
  }
  const [delivery, site] = contact.countries;
  return anyEqual(
    links,
    'phone',
    [normalisedPhone(given.phone, delivery), normalisedPhone(given.phone, site)],
    contact.phones,
  );
}
