/**
 * Issue 14's address book, in GB/en on a desktop and AE/ar on a phone: with a piece in the bag,
 * a shopper creates an account (the bag follows them in), opens Addresses, adds an address
 * that breaks the country's rules (every problem said beside its field, nothing saved), then a
 * valid one, which is listed as the default, then a second; at checkout both are offered, the
 * default already chosen and pushed to the bag; the shopper picks the second, and the order
 * placed is delivered to it.
 */
import { createAccount } from './support/account';
import { bagWithOneItem, DEVICES, fieldByLabel, SHOPPERS } from './support/checkout';
import {
  CARDS,
  completeUrl,
  payWithCard,
  placeOrder,
  seriousViolations,
} from './support/payment-steps';
import { siteUnderTest } from './support/site';
import { expect, test } from './support/test';

/** The second address: another street in the same town. */
const SECOND_LINE = { gb: '8 Exmouth Market', ae: 'Villa 3, Street 21, Jumeirah' } as const;

const JOURNEYS = [
  { site: siteUnderTest('gb', 'en'), device: 'desktop', skip: 5, person: ['Amira', 'Haddad'] },
  { site: siteUnderTest('ae', 'ar'), device: 'phone', skip: 6, person: ['ليلى', 'الحسن'] },
] as const;

for (const { site, device, skip, person } of JOURNEYS) {
  test.describe(`${site.base} on a ${device}`, () => {
    test.use(DEVICES[device]);

    test('two addresses in the book: the default chosen at checkout, the other picked and ordered to', async ({
      page,
    }) => {
      // an account, a form twice, four checkout steps on a shared two-core machine
      test.setTimeout(240_000);
      const label = site.label.bind(site);
      const shopper = SHOPPERS[site.folder as keyof typeof SHOPPERS];
      const [givenName, familyName] = person;
      await bagWithOneItem(page, site, skip);
      await createAccount(page, site, {
        givenName,
        familyName,
        email: `addresses-${site.folder}-${device}-${Date.now()}@example.com`,
        password: 'lantern orchard velvet 42',
      });

      // The book is empty; an address that breaks the rules is refused beside its fields
      await page.goto(`${site.base}/account/addresses`);
      await expect(
        page.getByRole('heading', { level: 1, name: label('WEB.ACCOUNT.ADDRESSES.TITLE') }),
      ).toBeVisible();
      await expect(page.getByText(label('WEB.ACCOUNT.ADDRESSES.EMPTY'))).toBeVisible();
      await page.getByRole('button', { name: label('WEB.ACCOUNT.ADDRESSES.ADD') }).click();
      await expect(await fieldByLabel(page, site, 'FIRSTNAME')).toHaveValue(givenName);
      await (await fieldByLabel(page, site, 'PHONENUMBER')).fill('12');
      const save = page.getByRole('button', { name: label('WEB.ACCOUNT.ADDRESSES.SAVE') });
      await save.click();
      await expect(page.getByText(label('WEB.CHECKOUT.ERROR.SUMMARY'))).toBeVisible();
      for (const key of ['ADDRESSLINE1', 'CITY']) {
        const field = await fieldByLabel(page, site, key);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(label('WEB.CHECKOUT.ERROR.REQUIRED'));
      }
      const phone = await fieldByLabel(page, site, 'PHONENUMBER');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(label('WEB.CHECKOUT.ERROR.INVALID_PHONE'));
      expect(await seriousViolations(page)).toEqual([]);

      // A valid one is saved, listed and the default
      await phone.fill(shopper.phone);
      for (const [key, value] of Object.entries(shopper.fields)) {
        await (await fieldByLabel(page, site, key)).fill(value);
      }
      if (site.folder === 'ae') {
        const region = await fieldByLabel(page, site, 'REGION');
        await expect(region.getByRole('option')).not.toHaveCount(1);
        await region.selectOption('AE-DU');
      }
      await save.click();
      await expect(page.getByText(label('WEB.ACCOUNT.ADDRESSES.SAVED'))).toBeVisible();
      const list = page.getByRole('list', { name: label('WEB.ACCOUNT.ADDRESSES.LIST') });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const card = list.getByRole('listitem').first();
      await expect(card).toContainText(shopper.address.addressLine1);
      await expect(card).toContainText(label('WEB.ACCOUNT.ADDRESSES.DEFAULT'));
      expect(await seriousViolations(page)).toEqual([]);

      // A second one joins the book; the first stays the default, listed first
      const secondLine = SECOND_LINE[site.folder as keyof typeof SECOND_LINE];
      await page.getByRole('button', { name: label('WEB.ACCOUNT.ADDRESSES.ADD') }).click();
      await (await fieldByLabel(page, site, 'PHONENUMBER')).fill(shopper.phone);
      for (const [key, value] of Object.entries(shopper.fields)) {
        await (
          await fieldByLabel(page, site, key)
        ).fill(key === 'ADDRESSLINE1' ? secondLine : value);
      }
      if (site.folder === 'ae') {
        const region = await fieldByLabel(page, site, 'REGION');
        await expect(region.getByRole('option')).not.toHaveCount(1);
        await region.selectOption('AE-DU');
      }
      await save.click();
      await expect(page.getByText(label('WEB.ACCOUNT.ADDRESSES.SAVED'))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').first()).toContainText(shopper.address.addressLine1);
      await expect(list.getByRole('listitem').nth(1)).toContainText(secondLine);

      // Checkout offers both, the default already chosen and pushed to the bag
      await page.goto(`${site.base}/checkout/shipping`);
      const saved = page.getByRole('group', { name: label('WEB.CHECKOUT.SAVED.TITLE') });
      const ours = saved.getByRole('radio', { name: new RegExp(shopper.address.addressLine1) });
      await expect(ours).toBeChecked();
      await expect(
        saved.getByRole('radio', { name: label('WEB.CHECKOUT.SAVED.NEW') }),
      ).not.toBeChecked();
      // the other saved address, chosen instead, is the one pushed to the bag
      const other = saved.getByRole('radio', { name: new RegExp(secondLine) });
      await other.check();
      await expect(other).toBeChecked();
      await expect(ours).not.toBeChecked();
      const options = page.getByRole('group', {
        name: label('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE'),
      });
      await options.getByRole('radio').first().check();
      const next = page.getByRole('button', { name: label('WEB.CHECKOUT.CONTINUE') });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/payment$`));
      await payWithCard(page, site, CARDS.success);
      await placeOrder(page, site);

      // The order goes to the saved address chosen
      await expect(page).toHaveURL(completeUrl(site));
      const delivery = page.getByRole('definition').filter({ hasText: secondLine }).first();
      await expect(delivery).toContainText(shopper.address.city);
      await expect(delivery).toContainText(`${givenName} ${familyName}`);
    });
  });
}
