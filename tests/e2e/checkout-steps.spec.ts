/**
 * Issue 13's checkout steps as URLs (spec §2 /checkout/:step), in GB/en: a reload at each step
 * keeps it (what was typed on shipping too; a card is never kept, so a reload on review goes
 * back to payment and says so), and back and forward between the steps keep the URL, the step
 * and what was chosen (on a phone). And a delivery country the shop cannot ship to: the form
 * offers only the site's own countries, so a cart reaches that state with an address the app did
 * not type (a PayPal payer's own address, another client of the API) — made here over the
 * shop's API. The shipping step shows the unable-to-ship message and the countries the shop
 * delivers to, Continue cannot be pressed (nor may payment be opened), and an address in the
 * United Kingdom puts things right (on a desktop).
 */
import type { Page } from '@playwright/test';
import { bagWithOneItem, DEVICES, fieldByLabel, fillShippingForm } from './support/checkout';
import { CARDS, payWithCard } from './support/payment-steps';
import { siteUnderTest } from './support/site';
import { expect, test } from './support/test';

const gb = siteUnderTest('gb', 'en');
const label = gb.label.bind(gb);

const stepUrl = (step: string) => new RegExp(`${gb.base}/checkout/${step}$`);

/** The URL, the step indicator's current step and the page's heading all say `step`. */
async function expectStep(page: Page, step: string, heading: string) {
  await expect(page).toHaveURL(stepUrl(step));
  const steps = page.getByRole('navigation', { name: label('WEB.CHECKOUT.STEPS.LABEL') });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(
    label(`WEB.CHECKOUT.STEP.${step.toUpperCase()}`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

const continueButton = (page: Page) =>
  page.getByRole('button', { name: label('WEB.CHECKOUT.CONTINUE'), exact: true });

test.describe('GB/en on a phone', () => {
  test.use(DEVICES.phone);

  test('a reload at each step keeps it; back and forward keep the step and the choices', async ({
    page,
  }) => {
    // four steps, three reloads, on a shop that may have just started
    test.setTimeout(120_000);
    await bagWithOneItem(page, gb, 7);
    await page.goto(`${gb.base}/checkout/basket`);
    await page.reload();
    await expectStep(page, 'basket', label('WEB.BASKET.TITLE'));
    await page.getByRole('link', { name: label('WEB.BASKET.PROCEED') }).click();

    await expectStep(page, 'shipping', label('WEB.CHECKOUT.SHIPPING.TITLE'));
    await fillShippingForm(page, gb);
    await page.reload();
    await expectStep(page, 'shipping', label('WEB.CHECKOUT.SHIPPING.TITLE'));
    await expect(await fieldByLabel(page, gb, 'ADDRESSLINE1')).toHaveValue('12 Rosebery Avenue');
    await page.getByRole('button', { name: label('WEB.CHECKOUT.SHIPPING.SAVE') }).click();
    const express = page.getByRole('radio', { name: label('WEB.CHECKOUT.SHIPPING.EXPRESS') });
    await express.check();
    await expect(express).toBeChecked();
    await continueButton(page).click();

    const paymentTitle = label('WEB.CHECKOUT.PAYMENT.TITLE');
    await expectStep(page, 'payment', paymentTitle);
    await page.reload();
    await expectStep(page, 'payment', paymentTitle);
    await payWithCard(page, gb, CARDS.success);
    const reviewTitle = label('WEB.CHECKOUT.REVIEW.TITLE');
    await expectStep(page, 'review', reviewTitle);
    const cardEnding = label('WEB.CHECKOUT.PAYMENT.CARD-ENDING', {
      brand: 'Visa',
      lastFour: '1111',
    });
    await expect(page.getByText(cardEnding)).toBeVisible();

    // back to payment, back to shipping (EXPRESS still chosen), forward twice: the card held
    await page.goBack();
    await expectStep(page, 'payment', paymentTitle);
    await page.goBack();
    await expectStep(page, 'shipping', label('WEB.CHECKOUT.SHIPPING.TITLE'));
    await expect(express).toBeChecked();
    await expect(await fieldByLabel(page, gb, 'ADDRESSLINE1')).toHaveValue('12 Rosebery Avenue');
    await page.goForward();
    await expectStep(page, 'payment', paymentTitle);
    await page.goForward();
    await expectStep(page, 'review', reviewTitle);
    await expect(page.getByText(cardEnding)).toBeVisible();

    // a card is held in memory only: the reload asks for it again, plainly
    await page.reload();
    await expectStep(page, 'payment', paymentTitle);
    await expect(page.getByRole('alert')).toHaveText(
      label('WEB.CHECKOUT.PAYMENT.NOTICE.CARD_AGAIN'),
    );
    await expect(page.getByLabel(label('WEB.CHECKOUT.FIELD.CARDNUMBER'))).toHaveValue('');
  });
});

test.describe('GB/en on a desktop', () => {
  test.use(DEVICES.desktop);

  test('a delivery country the shop cannot ship to: the message, no way on; a UK address recovers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { post } = await bagWithOneItem(page, gb, 8);
    await post('/api/cart/address', {
      addressType: 'DELIVERY',
      countryCode: 'FR',
      billingMatchShipping: true,
      firstName: 'Amira',
      lastName: 'Haddad',
      email: 'amira@example.com',
      phoneNumber: '06 12 34 56 78',
      addressLine1: '8 rue de la Paix',
      city: 'Paris',
      postcode: '75002',
    });

    // payment is not reachable: the first incomplete step is shipping
    await page.goto(`${gb.base}/checkout/payment`);
    await expectStep(page, 'shipping', label('WEB.CHECKOUT.SHIPPING.TITLE'));
    const unable = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: label('WEB.CHECKOUT.UNABLE-TO-SHIP.TITLE') }),
    });
    // it names the country the shopper gave, then the ones it ships to
    await expect(unable).toContainText(
      label('WEB.CHECKOUT.UNABLE-TO-SHIP.ADDRESS', { country: 'France' }),
    );
    await expect(unable).toContainText(label('WEB.CHECKOUT.UNABLE-TO-SHIP.BODY'));
    await expect(unable.getByRole('listitem')).toHaveText(['United Kingdom', 'Ireland']);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(continueButton(page)).toBeDisabled();

    // the form offers the countries the shop delivers to: a London address puts it right
    const country = await fieldByLabel(page, gb, 'COUNTRY');
    await expect(country).toHaveValue('GB');
    await fillShippingForm(page, gb);
    await page.getByRole('button', { name: label('WEB.CHECKOUT.SHIPPING.SAVE') }).click();
    await expect(unable).toBeHidden();
    const standard = page.getByRole('radio', { name: label('WEB.CHECKOUT.SHIPPING.STANDARD') });
    await standard.check();
    await expect(standard).toBeChecked();
    await continueButton(page).click();
    await expectStep(page, 'payment', label('WEB.CHECKOUT.PAYMENT.TITLE'));
  });
});
