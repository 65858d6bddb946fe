/**
 * The account's address book (issue 14; docs/api.md "Account data"): checked with checkout's
 * rules of each country (shared/address, the same normalising), at most MAX_ADDRESSES an
 * account, one default of each type. Writes to one account's book take turns (a transaction
 * lock on the account), so two at once can never both pass the limit or both be the default.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  AddressBook,
  AddressBookBody,
  AddressBookType,
  SavedAddress,
} from '../../shared/api/addresses';
import { validateAddress } from '../../shared/address/validate-address';
import { MAX_ADDRESSES } from '../../shared/constants';
import type { Database } from '../db/client';
import { accountAddresses } from '../db/schema';
import { isUuid } from '../db/uuid';
import { conflict, notFound } from '../http/api-error';
import { invalid } from '../checkout/checkout-service';

type Row = typeof accountAddresses.$inferSelect;
type Values = Omit<typeof accountAddresses.$inferInsert, 'id' | 'accountId' | 'type' | 'isDefault'>;

export const addressNotFound = () =>
  notFound('No address of this account has this id', 'ADDRESS_NOT_FOUND');

function toSaved(row: Row): SavedAddress {
  const optional = (name: keyof SavedAddress, value: string | null) =>
    value === null ? {} : { [name]: value };
  return {
    id: row.id,
    type: row.type as AddressBookType,
    default: row.isDefault,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    city: row.city,
    countryCode: row.countryCode,
    locale: row.locale,
    ...optional('reference', row.reference),
    ...optional('addressLine2', row.addressLine2),
    ...optional('postcode', row.postcode),
    ...optional('region', row.region),
    ...optional('phoneNumber', row.phoneNumber),
    ...optional('email', row.email),
  } as SavedAddress;
}

/** The body checked by its country's rules and normalised (400 ADDRESS_INVALID otherwise). */
export function addressValues(body: AddressBookBody, language: string): Values {
  const { countryCode, reference, locale, default: _default, ...fields } = body;
  const checked = validateAddress(countryCode, fields);
  if (!checked.valid) throw invalid('address', checked);
  // Every country's form requires the names, first line and city: a valid address has them.
  const v = checked.values as Required<typeof checked.values>;
  return {
    reference: reference?.trim() || null,
    firstName: v.firstName,
    lastName: v.lastName,
    addressLine1: v.addressLine1,
    addressLine2: checked.values.addressLine2 ?? null,
    city: v.city,
    postcode: checked.values.postcode ?? null,
    region: checked.values.region ?? null,
    countryCode,
    phoneNumber: checked.values.phoneNumber ?? null,
    email: checked.values.email ?? null,
    locale: locale ?? `${language}-${countryCode}`,
  };
}

export async function listAddresses(
  db: Database,
  accountId: string,
  type: AddressBookType,
): Promise<AddressBook> {
  const rows = await db
    .select()
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, accountId))
    .orderBy(desc(accountAddresses.isDefault), desc(accountAddresses.createdAt));
  return {
    addresses: rows.filter((row) => row.type === type).map(toSaved),
    canAddNewAddress: rows.length < MAX_ADDRESSES,
  };
}

/** Writes to one account's book take turns to the end of the transaction. */
const lockBook = (tx: Database, accountId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'addresses:' + accountId}, 0))`);

/** Makes the account's other addresses of `type` not the default. */
const clearDefault = (tx: Database, accountId: string, type: string) =>
  tx
    .update(accountAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(accountAddresses.accountId, accountId),
        eq(accountAddresses.type, type),
        eq(accountAddresses.isDefault, true),
      ),
    );

/**
 * Adds an address: the default when asked, or when the account has no default of its type yet.
 * 409 ADDRESS_BOOK_FULL at MAX_ADDRESSES. With `unlessHeld` (checkout's saveShippingAddress),
 * an address the book holds already is not added again: null.
 */
export function addAddress(
  db: Database,
  accountId: string,
  type: AddressBookType,
  values: Values,
  makeDefault: boolean | undefined,
  unlessHeld = false,
): Promise<SavedAddress | null> {
  return db.transaction(async (tx) => {
    await lockBook(tx, accountId);
    if (unlessHeld && (await holdsAddress(tx, accountId, type, values))) return null;
    const held = await tx
      .select({ type: accountAddresses.type, isDefault: accountAddresses.isDefault })
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId));
    if (held.length >= MAX_ADDRESSES)
      throw conflict(
        'ADDRESS_BOOK_FULL',
        `An address book holds at most ${MAX_ADDRESSES} addresses`,
      );
    const hasDefault = held.some((row) => row.type === type && row.isDefault);
    const isDefault = makeDefault ?? !hasDefault;
    if (isDefault && hasDefault) await clearDefault(tx, accountId, type);
    const [row] = await tx
      .insert(accountAddresses)
      .values({ ...values, accountId, type, isDefault })
      .returning();
    return toSaved(row!);
  });
}

/** Replaces the account's address `id` (404 ADDRESS_NOT_FOUND for any other). */
export function updateAddress(
  db: Database,
  accountId: string,
  id: string,
  values: Values,
  makeDefault: boolean | undefined,
): Promise<SavedAddress> {
  if (!isUuid(id)) return Promise.reject(addressNotFound());
  return db.transaction(async (tx) => {
    await lockBook(tx, accountId);
    const mine = and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId));
    const [held] = await tx.select().from(accountAddresses).where(mine);
    if (!held) throw addressNotFound();
    if (makeDefault === true && !held.isDefault) await clearDefault(tx, accountId, held.type);
    const [row] = await tx
      .update(accountAddresses)
      .set({ ...values, isDefault: makeDefault ?? held.isDefault, updatedAt: sql`now()` })
      .where(mine)
      .returning();
    return toSaved(row!);
  });
}

/** Removes the account's address `id` (404 ADDRESS_NOT_FOUND for any other). */
export async function removeAddress(db: Database, accountId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound();
  const removed = await db
    .delete(accountAddresses)
    .where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId)))
    .returning({ id: accountAddresses.id });
  if (removed.length === 0) throw addressNotFound();
}

/** Whether the account's book already holds these values as an address of `type`. */
export async function holdsAddress(
  db: Database,
  accountId: string,
  type: AddressBookType,
  values: Values,
): Promise<boolean> {
  const same = (column: keyof Values & keyof Row) => {
    const value = values[column];
    return value === null || value === undefined
      ? sql`${accountAddresses[column]} is null`
      : eq(accountAddresses[column], value as string);
  };
  const [found] = await db
    .select({ n: count() })
    .from(accountAddresses)
    .where(
      and(
        eq(accountAddresses.accountId, accountId),
        eq(accountAddresses.type, type),
        same('firstName'),
        same('lastName'),
        same('addressLine1'),
        same('addressLine2'),
        same('city'),
        same('postcode'),
        same('region'),
        same('countryCode'),
        same('phoneNumber'),
      ),
    );
  return (found?.n ?? 0) > 0;
}
