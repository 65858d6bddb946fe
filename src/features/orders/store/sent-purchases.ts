/**
 * The orders whose purchase this tab has reported (sessionStorage), so the complete page
 * reloaded, or opened again from history, never counts a sale twice. sessionStorage is where
 * the shopping session lives too: another tab has another session, which cannot read the order.
 * Read and written in effects only, never during render.
 */
export const SENT_PURCHASES_STORAGE_KEY = 'vitrine-purchases-sent';
const REMEMBERED = 20;

/** This page's own record, for when storage is denied: the page itself never reports twice. */
const memory = new Set<string>();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_PURCHASES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function purchaseSent(orderReference: string): boolean {
  return memory.has(orderReference) || read().includes(orderReference);
}

export function notePurchaseSent(orderReference: string): void {
  try {
    const sent = [...read().filter((entry) => entry !== orderReference), orderReference];
    sessionStorage.setItem(SENT_PURCHASES_STORAGE_KEY, JSON.stringify(sent.slice(-REMEMBERED)));
  } catch {
    // storage denied: this page remembers it; a reload may report it again
    memory.add(orderReference);
  }
}
