import { Type, type Static } from 'typebox';

/**
 * Price of a sellable thing in integer minor units of `currency` (ISO 4217): list is before
 * discount, sale is what is paid. Minor-unit counts follow spec §9 (see currency.ts).
 */
export const PriceSchema = Type.Object({
  list: Type.Integer(),
  sale: Type.Integer(),
  currency: Type.String(),
});
export type Price = Static<typeof PriceSchema>;
