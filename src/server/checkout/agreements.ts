/**
 * The agreements an order must carry (SiteConfig.agreements: the terms of sale and the privacy
 * policy): every id of the site among those the shopper ticked, or 422 AGREEMENTS_REQUIRED
 * naming the missing ones. A card, PayPal, bank or wallet payment is held to them when it is
 * placed from the review; a PayPal express one, placed from the basket before any review, when
 * the shopper confirms it after PayPal's page (paypal-return.ts).
 */
import { ApiError } from '../../shared/api/api-error';

export function requireAgreements(
  required: readonly string[],
  ticked: readonly string[] | undefined,
): void {
  const missing = required.filter((id) => !ticked?.includes(id));
  if (missing.length > 0)
    throw new ApiError(422, 'AGREEMENTS_REQUIRED', 'Every agreement must be accepted', {
      missing,
    });
}
