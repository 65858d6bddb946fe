/**
 * Discount display of spec §5: a card's discount is (list − sale) / list × 100, shown rounded to a
 * whole number when at least 1, otherwise with two decimals. Chinese shoppers read discounts in
 * the tenths style ("7折" for 30 % off): 100 minus the amount, divided by 10 when whole.
 */
export function discountPercent(list: number, sale: number): number {
  if (list <= 0 || sale >= list) return 0;
  return ((list - sale) / list) * 100;
}

export function roundDiscount(percent: number): number {
  return percent >= 1 ? Math.round(percent) : Math.round(percent * 100) / 100;
}

export function isChineseLanguage(language: string): boolean {
  return language.toLowerCase().split(/[-_]/)[0] === 'zh';
}

/** The number to show for a discount: percentage off, or the tenths style for Chinese. */
export function displayDiscount(list: number, sale: number, language: string): number {
  const amount = roundDiscount(discountPercent(list, sale));
  if (!isChineseLanguage(language)) return amount;
  const paid = Math.round((100 - amount) * 100) / 100;
  return Number.isInteger(paid) ? paid / 10 : paid;
}
