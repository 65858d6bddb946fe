/**
 * The shipping options of each delivery country (spec §3 "Shipping option"): STANDARD and
 * EXPRESS, a price per currency of the sites shipping there (minor units: pence, cents, yen,
 * whole dirhams; US prices before sales tax), delivery in working days, a tooltip label key,
 * and whether the courier takes bulky items (bulky-items.ts). Express couriers carry parcels only, so EXPRESS never does.
 * A site offers a country's options only when it ships there (shared/address/ship-to.ts) and
 * the option has a price in the site's currency.
 */
import type { ShippingOption } from '../../shared/domain/checkout';

interface ShippingRate {
  method: ShippingOption['method'];
  prices: Readonly<Record<string, number>>;
  delivery: { min: number; max: number };
  supportsBulkyItems: boolean;
}

const standard = (prices: Record<string, number>, min: number, max: number): ShippingRate => ({
  method: 'STANDARD',
  prices,
  delivery: { min, max },
  supportsBulkyItems: true,
});

const express = (prices: Record<string, number>, min: number, max: number): ShippingRate => ({
  method: 'EXPRESS',
  prices,
  delivery: { min, max },
  supportsBulkyItems: false,
});

const RATES: Readonly<Record<string, readonly ShippingRate[]>> = {
  GB: [standard({ GBP: 395 }, 2, 4), express({ GBP: 895 }, 1, 2)],
  IE: [standard({ GBP: 695 }, 3, 6), express({ GBP: 1295 }, 2, 3)],
  FR: [standard({ EUR: 495 }, 2, 4), express({ EUR: 1095 }, 1, 2)],
  BE: [standard({ EUR: 695 }, 3, 5), express({ EUR: 1295 }, 1, 3)],
  DE: [standard({ EUR: 695 }, 3, 5), express({ EUR: 1395 }, 2, 3)],
  JP: [standard({ JPY: 550 }, 2, 4), express({ JPY: 1100 }, 1, 2)],
  AE: [standard({ AED: 25 }, 2, 4), express({ AED: 50 }, 1, 2)],
  SA: [standard({ AED: 45 }, 4, 7), express({ AED: 90 }, 2, 4)],
  US: [standard({ USD: 895 }, 3, 6), express({ USD: 2495 }, 1, 2)],
};

/** The options to `countryCode` priced in `currency`, before the bulky-item rule. */
export function shippingRates(countryCode: string, currency: string): ShippingOption[] {
  return (RATES[countryCode] ?? []).flatMap((rate) => {
    const price = rate.prices[currency];
    return price === undefined
      ? []
      : [
          {
            id: rate.method,
            method: rate.method,
            price,
            delivery: rate.delivery,
            tooltip: `WEB.CHECKOUT.SHIPPING.${rate.method}.TOOLTIP`,
            supportsBulkyItems: rate.supportsBulkyItems,
          },
        ];
  });
}
