/**
 * The guest lookup (spec §3 "Order lookup", §7 POST /api/order/s/query): an order reference and
 * the e-mail or phone it was placed with find the order; anything else finds nothing, with one
 * answer for a wrong reference and a wrong contact alike.
 *
 * Both cost the same: one statement reads the contact of the reference asked for (none for an
 * unknown one, which is then compared with a stand-in), and the comparisons are always the
 * same ones, of keyed digests, in constant time (order-contact.ts). Only a match goes on to
 * read the order.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import type { SiteRegistry } from '../sites/site-registry';
import { contactMatches, type ContactGiven, type OrderContact } from './order-contact';
import type { OrderLinks } from './order-link';
import { isOrderReference, normaliseReference } from '../../shared/domain/order-reference';

interface ContactRow {
  reference: string;
  site: string;
  consumer_email: string | null;
  consumer_phone: string | null;
  delivery_email: string | null;
  delivery_phone: string | null;
  delivery_country: string | null;
}

/** No order has it (a reference is five characters, a dash and five): the statement still runs. */
const NO_REFERENCE = '';

export async function findOrderByContact(
  db: Database,
  sites: SiteRegistry,
  links: OrderLinks,
  request: { orderReference: string; siteCountry: string; given: ContactGiven },
): Promise<string | null> {
  const asked = normaliseReference(request.orderReference);
  const reference = isOrderReference(asked) ? asked : NO_REFERENCE;
  const [row] = await sqlRows<ContactRow>(
    db,
    sql`select reference, site,
          snapshot->'consumer'->>'email' as consumer_email,
          snapshot->'consumer'->>'phoneNumber' as consumer_phone,
          snapshot->'deliveryAddress'->>'email' as delivery_email,
          snapshot->'deliveryAddress'->>'phoneNumber' as delivery_phone,
          snapshot->'deliveryAddress'->>'countryCode' as delivery_country
        from orders where reference = ${reference}`,
  );
  const contact: OrderContact = row
    ? {
        emails: [row.consumer_email, row.delivery_email],
        phones: [row.consumer_phone, row.delivery_phone],
        countries: [
          row.delivery_country ?? request.siteCountry,
          sites.bySiteTag(row.site)?.countryCode ?? request.siteCountry,
        ],
      }
    : {
        emails: [null, null],
        phones: [null, null],
        countries: [request.siteCountry, request.siteCountry],
      };
  const matches = contactMatches(links, contact, request.given);
  return row && matches ? row.reference : null;
}
