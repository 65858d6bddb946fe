import type { AccountCode } from './account-codes';

/**
 * A success another page sends the shopper here with (`?notice=created` after verifying,
 * `?notice=password` after a reset): only these two, so a link cannot show any other text.
 */
export function noticeFromSearch(search: URLSearchParams): AccountCode | null {
  switch (search.get('notice')) {
    case 'created':
      return 'SUCCESS_CREATED';
    case 'password':
      return 'SUCCESS_NEW_PASSWORD';
    default:
      return null;
  }
}
