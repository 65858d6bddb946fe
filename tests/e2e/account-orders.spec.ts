/**
 * Issue 14 "Saved payment methods" and "Order history", in GB/en on a desktop and AE/ar on a
 * phone: a new account pays for an order with a new card and "Save this card for next time"
 * ticked; the order is in /orders and its details open from there; the card is listed on
 * /account/payment-methods; a second order is paid with the saved card, no card typed, and is
 * listed first; the card is removed after the page's confirmation, and the page says that cards
 * are saved at checkout. axe finds nothing serious on the history or the confirmation. Keyset
 * paging past ten orders is the component test's and the API suite's (account-data.test.ts).
 */
import { accountBagThroughShipping, createAccount } from './support/account';
import { DEVICES } from './support/checkout';
import {
  CARDS,
  completeUrl,
  payWithCard,
  placeOrder,
  seriousViolations,
} from './support/payment-steps';
import { siteUnderTest } from './support/site';
import { expect, test, type Page } from './support/test';

const JOURNEYS = [
  { site: siteUnderTest('gb', 'en'), device: 'desktop', skips: [3, 4], givenName: 'Jane' },
  { site: siteUnderTest('ae', 'ar'), device: 'phone', skips: [5, 6], givenName: 'ليلى' },
] as const;

/** The reference of the order /complete shows. */
const referenceOf = (page: Page) =>
  new URL(page.url()).searchParams.get('orderReference') ?? 'none';

for (const { site, device, skips, givenName } of JOURNEYS) {
  test.describe(`${site.base} on a ${device}`, () => {
    test.use(DEVICES[device]);

    test('an order paid with a card saved, in the history; paid again with it; the card removed', async ({
      page,
    }) => {
      // sign-up, two orders through payment and review, and four account pages
      test.setTimeout(180_000);
      const label = site.label.bind(site);
      await createAccount(page, site, {
        givenName,
        familyName: 'Haddad',
        email: `orders-${site.folder}-${device}-${Date.now()}@example.com`,
        password: 'lantern orchard velvet 42',
      });

      // The first order: a new card, saved for next time
      await accountBagThroughShipping(page, site, skips[0]);
      await page.goto(`${site.base}/checkout/payment`);
      await page.getByRole('checkbox', { name: label('WEB.CHECKOUT.PAYMENT.SAVE-CARD') }).check();
      await payWithCard(page, site, CARDS.success);
      await placeOrder(page, site);
      await expect(page).toHaveURL(completeUrl(site));
      const first = referenceOf(page);

      // It is in the order history, and its details open from there
      await page.goto(`${site.base}/orders`);
      const history = page.getByRole('list', { name: label('WEB.ORDERS.HISTORY.LIST') });
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await expect(history.getByText(label('WEB.ORDER.STATUS.PAID'))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await history
        .getByRole('link', { name: label('WEB.ORDER.TITLE', { reference: first }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/orders/${first}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        label('WEB.ORDER.TITLE', { reference: first }),
      );

      // The card is saved: listed on the payment methods page
      const visa = label('WEB.CHECKOUT.PAYMENT.CARD-ENDING', { brand: 'Visa', lastFour: '1111' });
      await page.goto(`${site.base}/account/payment-methods`);
      const cards = page.getByRole('list', { name: label('WEB.ACCOUNT.PAYMENT-METHODS.LIST') });
      await expect(cards.getByRole('listitem')).toHaveCount(1);
      await expect(cards.getByText(visa, { exact: true })).toBeVisible();
      await expect(
        cards.getByText(label('WEB.ACCOUNT.PAYMENT-METHODS.EXPIRES', { expiry: '03/39' })),
      ).toBeVisible();

      // The second order pays with the saved card, chosen for the shopper: nothing typed
      await accountBagThroughShipping(page, site, skips[1]);
      await page.goto(`${site.base}/checkout/payment`);
      const saved = page.getByRole('radio', {
        name: label('WEB.CHECKOUT.PAYMENT.STORED-CARD', {
          brand: 'Visa',
          lastFour: '1111',
          expiry: '03/39',
        }),
      });
      await expect(saved).toBeChecked();
      await expect(page.getByLabel(label('WEB.CHECKOUT.FIELD.CARDNUMBER'))).toHaveCount(0);
      await page.getByRole('button', { name: label('WEB.CHECKOUT.PAYMENT.CONTINUE') }).click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/review$`));
      await placeOrder(page, site);
      await expect(page).toHaveURL(completeUrl(site));
      const second = referenceOf(page);
      expect(second).not.toBe(first);

      // Both in the history, newest first
      await page.goto(`${site.base}/orders`);
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByRole('link')).toHaveText([
        label('WEB.ORDER.TITLE', { reference: second }),
        label('WEB.ORDER.TITLE', { reference: first }),
      ]);

      // The card removed, after the page's own confirmation
      await page.goto(`${site.base}/account/payment-methods`);
      await cards
        .getByRole('button', { name: label('WEB.ACCOUNT.PAYMENT-METHODS.REMOVE', { card: visa }) })
        .click();
      await expect(
        page.getByText(label('WEB.ACCOUNT.PAYMENT-METHODS.CONFIRM', { card: visa })),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: label('WEB.ACCOUNT.PAYMENT-METHODS.CONFIRM.YES') })
        .click();
      await expect(page.getByRole('status').filter({ hasText: visa })).toHaveText(
        label('WEB.ACCOUNT.PAYMENT-METHODS.REMOVED', { card: visa }),
      );
      await expect(
        page.getByRole('heading', { name: label('WEB.ACCOUNT.PAYMENT-METHODS.EMPTY.TITLE') }),
      ).toBeVisible();
      // and it is gone for good: the page opened again lists nothing
      await page.reload();
      await expect(
        page.getByRole('heading', { name: label('WEB.ACCOUNT.PAYMENT-METHODS.EMPTY.TITLE') }),
      ).toBeVisible();
    });
  });
}
