/**
 * Where the shipping step keeps what was typed. The draft lives in sessionStorage (this tab,
 * until it closes), so a reload, an error, going offline or an app update never loses it. The
 * last addresses sent are remembered on the device in localStorage `shippingAddress` and
 * `billingAddress` (spec §3 "Local storage keys") and fill the form of a later checkout.
 * Storage that refuses (private mode, full) only means nothing is kept.
 */
import type { CartAddress } from '../../../shared/domain/checkout';

const draftKey = (siteTag: string) => `checkoutShippingDraft:${siteTag}`;
export const LAST_ADDRESS_KEYS = {
  DELIVERY: 'shippingAddress',
  BILLING: 'billingAddress',
} as const;

function read(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // nothing kept: the form still works
  }
}

export const readDraft = (siteTag: string) => read(sessionStorage, draftKey(siteTag));
export const writeDraft = (siteTag: string, draft: unknown) =>
  write(sessionStorage, draftKey(siteTag), draft);

export const readLastAddress = (type: keyof typeof LAST_ADDRESS_KEYS) =>
  read(localStorage, LAST_ADDRESS_KEYS[type]);
export const rememberAddress = (address: CartAddress) =>
  write(localStorage, LAST_ADDRESS_KEYS[address.addressType], address);
