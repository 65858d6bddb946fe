/** Business constants and limits of spec §9. */
export const HITS_PER_PAGE = 120;
export const MAX_LINE_ITEMS = 30;
export const MAX_QTY_PER_ITEM = 10;
/** Units a whole cart may hold (spec §8 MAX_CART_QTY_EXCEEDED; the spec gives no number). */
export const MAX_CART_QTY = 50;
export const SEARCH_MAX_LENGTH = 50;
export const SEARCH_BATCH_SIZE = 50;
export const FAVOURITE_ANIMATION_MS = 500;
export const RELOAD_DELAY_MS = 2000;
export const METADATA_TIMEOUT_MS = 10_000;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const API_REPEAT_LIMIT = 3;
export const SESSION_RETRIES = 3;
export const SWATCH_LIMIT = 5;
export const PRODUCT_SUGGESTIONS = 3;
/** The invisible (v3) captcha token is replaced this often while the payment step is open. */
export const CAPTCHA_REFRESH_MS = 30_000;
/** A payment waits at most this long for an invisible token still being made, then goes without. */
export const CAPTCHA_BADGE_WAIT_MS = 5_000;
/** Tax calculated at checkout: the cart is read again this often while its tax is pending … */
export const TAX_POLL_INTERVAL_MS = 500;
/** … this many times at most, and then the calculation has failed (spec §4 "Tax", §9). */
export const TAX_POLL_LIMIT = 10;

/** Right-to-left languages (spec §1). */
export const RTL_LANGUAGES = ['ar', 'iw', 'he', 'dv', 'ku', 'fa', 'ur'] as const;

export const BREAKPOINTS = {
  desktopSmall: 1200,
  tabletLarge: 1025,
  tabletMedium: 992,
  tabletSmall: 768,
  mobileLarge: 480,
} as const;

/** Addresses an account's address book holds, shipping and billing together (spec §9). */
export const MAX_ADDRESSES = 20;

/** Orders a page of the order history holds, at most and by default (spec §9). */
export const ORDER_HISTORY_PAGE_SIZE = 10;
