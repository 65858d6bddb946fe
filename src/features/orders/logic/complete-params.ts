/**
 * What /complete is opened with (spec §2): the order's reference, and from a payment's return
 * the method and its status code (a redirect method's PENDING or refusal), the provider's
 * reference (utr), and a signed-in shopper's tokens (Authorization, Account, uat, utt), which
 * are for the accounts' order history (a later issue) and must not stay in the address bar.
 * The page shows the order as the server has it: its status, not a status code from the URL,
 * which anyone can write.
 */
export interface CompleteParams {
  orderReference: string | null;
  paymentMethod: string | null;
  statusCode: string | null;
  utr: string | null;
  /** the signed-in shopper's credentials the return carried, if any */
  account: {
    authorization: string | null;
    account: string | null;
    uat: string | null;
    utt: string | null;
  };
}

/** Query keys that carry credentials: read once, then taken out of the URL. */
export const CREDENTIAL_PARAMS = ['Authorization', 'Account', 'uat', 'utt'] as const;

export function readCompleteParams(search: string): CompleteParams {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() || null;
  return {
    orderReference: text('orderReference'),
    paymentMethod: text('paymentMethod'),
    statusCode: text('statusCode'),
    utr: text('utr'),
    account: {
      authorization: text('Authorization'),
      account: text('Account'),
      uat: text('uat'),
      utt: text('utt'),
    },
  };
}

/** The search string without the credentials, or null when there were none to take out. */
export function withoutCredentials(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!CREDENTIAL_PARAMS.some((key) => params.has(key))) return null;
  for (const key of CREDENTIAL_PARAMS) params.delete(key);
  return params.toString();
}
