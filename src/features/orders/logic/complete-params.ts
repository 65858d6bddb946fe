/**
 * What /complete is opened with (spec §2): the order's reference, and from a payment's return
 * the method and what its page sent back — PayPal's utr, pgTransactionId and status, or a
 * redirect method's (iDEAL, Alipay) statusCode and redirectResult — and a signed-in shopper's
 * tokens (Authorization, Account, uat, utt), which are for the accounts' order history (a later
 * issue). The page shows the order as the server has it: its status, not a status code from the
 * URL, which anyone can write.
 */
export interface CompleteParams {
  orderReference: string | null;
  paymentMethod: string | null;
  /** a redirect method's status (authorised, refused, pending): never believed */
  statusCode: string | null;
  /** PayPal's: the provider's reference of the payment */
  utr: string | null;
  /** PayPal's approval; the text "null" when the payer cancelled */
  pgTransactionId: string | null;
  /** PayPal's: approved or cancelled */
  status: string | null;
  /** a redirect method's result, exchanged once with the shop for the payment's outcome */
  redirectResult: string | null;
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

/**
 * A payment return's keys that complete a payment: read once (kept in this tab's storage,
 * store/payment-returns.ts), then taken out of the URL like the credentials, so the address
 * bar, its history, a bookmark or a shared link never carries them.
 */
export const RETURN_SECRET_PARAMS = ['utr', 'pgTransactionId', 'redirectResult'] as const;

export function readCompleteParams(search: string): CompleteParams {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() || null;
  return {
    orderReference: text('orderReference'),
    paymentMethod: text('paymentMethod'),
    statusCode: text('statusCode'),
    utr: text('utr'),
    pgTransactionId: text('pgTransactionId'),
    status: text('status'),
    redirectResult: text('redirectResult'),
    account: {
      authorization: text('Authorization'),
      account: text('Account'),
      uat: text('uat'),
      utt: text('utt'),
    },
  };
}

/**
 * The search string without the credentials and a return's secrets, or null when there were
 * none to take out.
 */
export function withoutCredentials(search: string): string | null {
  const params = new URLSearchParams(search);
  const taken = [...CREDENTIAL_PARAMS, ...RETURN_SECRET_PARAMS];
  if (!taken.some((key) => params.has(key))) return null;
  for (const key of taken) params.delete(key);
  return params.toString();
}
