/**
 * The demo vouchers of every site (README "Demo promotions"; the app's journeys use them):
 *
 * | code | what it does |
 * |---|---|
 * | WELCOME10 | 10 % off the order, every site |
 * | SAVE20 | a fixed amount off (£20, €20, ¥3,000, AED 100, $25) over a minimum (£100, €100, ¥19,000, AED 450, $125) |
 * | EXPIRED | ended (2021): VOUCHER_EXPIRED |
 * | NOTYET | starts in 2099: VOUCHER_NOT_YET_VALID |
 * | USED1 | single-use and already redeemed: VOUCHER_ALREADY_USED |
 */
import type { StoredVoucher, VoucherPromotion } from '../../../shared/domain/promotions';
import type { VoucherTexts } from '../../campaigns/campaign-texts';
import type { VoucherWrite } from '../../vouchers/voucher-repository';
import type { VoucherCopy } from './copy/types';
import {
  DEFAULT_SITE_LANGUAGE,
  everyLanguage,
  type PerCurrency,
  type SiteLanguage,
} from './site-languages';

const SAVE_OFF: PerCurrency = { GBP: 20_00, EUR: 20_00, JPY: 3_000, AED: 100, USD: 25_00 };
const SAVE_MINIMUM: PerCurrency = { GBP: 100_00, EUR: 100_00, JPY: 19_000, AED: 450, USD: 125_00 };

/** The order the seed records as having used USED1. */
export const USED_VOUCHER_ORDER = 'DEMO-USED1';

interface VoucherSpec {
  code: string;
  validFrom: number;
  validTo: number;
  singleUse?: boolean;
  minimumBasket?: PerCurrency;
  discount: VoucherPromotion<PerCurrency>['discount'];
  copy(at: SiteLanguage): VoucherCopy;
}

function write(spec: VoucherSpec): VoucherWrite {
  const own = spec.copy(DEFAULT_SITE_LANGUAGE);
  const voucher: StoredVoucher = {
    code: spec.code,
    name: own.name,
    message: own.message,
    validFrom: spec.validFrom,
    validTo: spec.validTo,
    ...(spec.minimumBasket ? { minimumBasket: spec.minimumBasket } : {}),
    singleUse: spec.singleUse ?? false,
    promotion: {
      id: `voucher-${spec.code.toLowerCase()}`,
      name: own.promotion,
      messageId: `VOUCHER.${spec.code}`,
      discount: spec.discount,
    },
  };
  const texts = everyLanguage((at): VoucherTexts => {
    const copy = spec.copy(at);
    return { name: copy.name, message: copy.message, promotionName: copy.promotion };
  });
  return { voucher, texts };
}

const percentOff = (amount: number) =>
  ({ type: 'PERCENT_OFF', component: 'BASKET', amount }) as const;

const ALWAYS = { validFrom: Date.UTC(2020, 0, 1), validTo: Date.UTC(2100, 0, 1) };

export const DEMO_VOUCHERS: readonly VoucherWrite[] = [
  write({
    code: 'WELCOME10',
    ...ALWAYS,
    discount: percentOff(10),
    copy: (at) => at.copy.vouchers.welcome,
  }),
  write({
    code: 'SAVE20',
    ...ALWAYS,
    minimumBasket: SAVE_MINIMUM,
    discount: { type: 'VALUE_OFF', component: 'BASKET', amount: SAVE_OFF },
    copy: ({ copy, money }) => ({
      name: copy.vouchers.save.name,
      message: copy.vouchers.save.message(money(SAVE_OFF), money(SAVE_MINIMUM)),
      promotion: copy.vouchers.save.promotion,
    }),
  }),
  write({
    code: 'EXPIRED',
    validFrom: Date.UTC(2020, 0, 1),
    validTo: Date.UTC(2021, 0, 1),
    discount: percentOff(15),
    copy: (at) => at.copy.vouchers.expired,
  }),
  write({
    code: 'NOTYET',
    validFrom: Date.UTC(2099, 0, 1),
    validTo: Date.UTC(2100, 0, 1),
    discount: percentOff(15),
    copy: (at) => at.copy.vouchers.notYet,
  }),
  write({
    code: 'USED1',
    ...ALWAYS,
    singleUse: true,
    discount: percentOff(25),
    copy: (at) => at.copy.vouchers.used,
  }),
];
