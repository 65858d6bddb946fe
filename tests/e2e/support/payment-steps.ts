/**
 * The payment and review steps as a shopper uses them, shared by the checkout journeys: the
 * provider's test cards (docs/payments.md), a card typed and on to the review, every agreement
 * ticked and Place order pressed, a bag through the shipping step opened at payment, the /complete URL an order lands on, and axe's serious
 * findings in a part of the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { preparedCheckout } from './checkout';
import type { SiteUnderTest } from './site';

export const CARDS = {
  success: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  challengeVisa: '4000 0000 0000 3220',
  challengeMastercard: '5200 0000 0000 1096',
};

export const completeUrl = (site: SiteUnderTest) =>
  new RegExp(`${site.base}/complete\\?orderReference=[0-9A-Z]{5}-[0-9A-Z]{5}$`);

/** axe's serious and critical findings in `selector` as it is now (DESIGN §8; the shell's are
 * the accessibility spec's). */
export async function seriousViolations(page: Page, selector = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** Types a card on the payment step as a shopper does, and continues to the review. */
export async function payWithCard(page: Page, site: SiteUnderTest, number: string) {
  const label = site.label.bind(site);
  await page.getByLabel(label('WEB.CHECKOUT.FIELD.CARDNUMBER')).fill(number);
  await page.getByLabel(label('WEB.CHECKOUT.FIELD.EXPIRY')).fill('03/39');
  await page.getByLabel(label('WEB.CHECKOUT.FIELD.CVC'), { exact: true }).fill('737');
  await page.getByLabel(label('WEB.CHECKOUT.FIELD.HOLDERNAME')).fill('Amira Haddad');
  await page.getByRole('button', { name: label('WEB.CHECKOUT.PAYMENT.CONTINUE') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/review$`));
  // The review is there, not only its address: a journey that goes offline next must not cut
  // the review's chunk off mid-load.
  await expect(page.getByRole('button', { name: label('WEB.CHECKOUT.PLACE-ORDER') })).toBeVisible();
}

/** Ticks every agreement on the review and presses Place order. */
export async function placeOrder(page: Page, site: SiteUnderTest) {
  const label = site.label.bind(site);
  const place = page.getByRole('button', { name: label('WEB.CHECKOUT.PLACE-ORDER') });
  await expect(place).toBeDisabled();
  for (const key of ['WEB.CHECKOUT.AGREEMENT.TERMS', 'WEB.CHECKOUT.AGREEMENT.PRIVACY'])
    await page.getByRole('checkbox', { name: label(key) }).check();
  await place.click();
}

/** A bag through the shipping step (the shop's own API), opened at the payment step. */
export async function openPayment(page: Page, site: SiteUnderTest, skip: number) {
  const prepared = await preparedCheckout(page, site, skip);
  await page.goto(`${site.base}/checkout/payment`);
  await expect(page.getByLabel(site.label('WEB.CHECKOUT.FIELD.CARDNUMBER'))).toBeVisible();
  return prepared;
}
