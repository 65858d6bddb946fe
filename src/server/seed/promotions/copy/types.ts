/**
 * The demo promotions' words in one language (as content/copy is the content files'). Amounts
 * arrive formatted for the site's currency and locale, so one copy serves every site that
 * speaks the language.
 */
export interface VoucherCopy {
  name: string;
  message: string;
  /** beside its discount on a line */
  promotion: string;
}

export interface PromotionCopy {
  knitwearSale: { name: string; badge: string; banner: string; page: string };
  dressDuo: { name: string; badge: string; tiers: string; page: string };
  freeDelivery: { name: string; text(threshold: string): string };
  gift: { name: string; pageHtml(threshold: string): string };
  flashSale: { name: string; badge: string; banner: string };
  vouchers: {
    welcome: VoucherCopy;
    save: { name: string; message(off: string, minimum: string): string; promotion: string };
    expired: VoucherCopy;
    notYet: VoucherCopy;
    used: VoucherCopy;
  };
}
