/**
 * Issue 13's shipping step, in GB/en and AE/ar, on a phone and a desktop: a dress in the bag,
 * Proceed from the basket opens the shipping step (its step current in the indicator); the
 * empty form reports every required field at once beside it; valid details and address are
 * saved, the shipping options of the cart appear, EXPRESS changes the summary's delivery to
 * its price, and Continue goes to /checkout/payment. A reload on the way keeps what was typed.
 */
import { DEVICES, fieldByLabel, money, SHOPPERS } from './support/checkout';
import { chooseProduct } from './support/journeys';
import { menuEntry, siteUnderTest } from './support/site';
import { expect, test } from './support/test';

for (const [device, options] of Object.entries(DEVICES)) {
  for (const { folder, language } of [
    { folder: 'gb', language: 'en' },
    { folder: 'ae', language: 'ar' },
  ] as const) {
    test.describe(`${folder.toUpperCase()}/${language} on a ${device}`, () => {
      test.use(options);

      test('bag → shipping: errors at once, valid address, EXPRESS, on to payment', async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const site = siteUnderTest(folder, language);
        const label = site.label.bind(site);
        const shopper = SHOPPERS[folder];

        await page.goto(`${site.base}${menuEntry(site, 'women-clothing-dresses').path}`);
        await chooseProduct(page, site);
        await page.getByRole('button', { name: label('WEB.PRODUCT.ADD'), exact: true }).click();
        await expect(page.getByRole('dialog', { name: label('WEB.MINICART.LABEL') })).toBeVisible();

        await page.goto(`${site.base}/checkout/basket`);
        await page.getByRole('link', { name: label('WEB.BASKET.PROCEED') }).click();
        await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/shipping$`));
        const steps = page.getByRole('navigation', { name: label('WEB.CHECKOUT.STEPS.LABEL') });
        await expect(steps.locator('[aria-current="step"]')).toHaveText(
          new RegExp(label('WEB.CHECKOUT.STEP.SHIPPING')),
        );

        // the empty form: every required field reported at once, beside it
        const save = page.getByRole('button', { name: label('WEB.CHECKOUT.SHIPPING.SAVE') });
        await save.click();
        await expect(page.getByText(label('WEB.CHECKOUT.ERROR.SUMMARY'))).toBeVisible();
        for (const key of ['FIRSTNAME', 'LASTNAME', 'EMAIL', 'ADDRESSLINE1', 'CITY']) {
          const field = await fieldByLabel(page, site, key);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveAccessibleDescription(label('WEB.CHECKOUT.ERROR.REQUIRED'));
        }

        // valid values; a reload on the way keeps them
        await (await fieldByLabel(page, site, 'FIRSTNAME')).fill('Amira');
        await (await fieldByLabel(page, site, 'LASTNAME')).fill('Haddad');
        await page.reload();
        await expect(await fieldByLabel(page, site, 'LASTNAME')).toHaveValue('Haddad');
        await (await fieldByLabel(page, site, 'EMAIL')).fill('amira@example.com');
        const phone = await fieldByLabel(page, site, 'PHONENUMBER');
        await expect(phone).toHaveAttribute('placeholder', /\d/);
        await phone.fill(shopper.phone);
        for (const [key, value] of Object.entries(shopper.fields)) {
          await (await fieldByLabel(page, site, key)).fill(value);
        }
        if (folder === 'ae') {
          const region = await fieldByLabel(page, site, 'REGION');
          await expect(region.getByRole('option')).not.toHaveCount(1);
          await region.selectOption({ index: 1 });
        }
        await save.click();

        const options = page.getByRole('group', {
          name: label('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE'),
        });
        const express = options.getByRole('radio', {
          name: label('WEB.CHECKOUT.SHIPPING.EXPRESS'),
        });
        await expect(express).toBeVisible();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
        await express.check();
        await expect(express).toBeChecked();
        const summary = page.getByRole('region', { name: label('WEB.BASKET.SUMMARY.TITLE') });
        const delivery = summary
          .locator('div')
          .filter({ has: page.getByText(label('WEB.BASKET.SUMMARY.DELIVERY'), { exact: true }) })
          .first();
        await expect(delivery).toContainText(money(site, shopper.express));

        await page.getByRole('button', { name: label('WEB.CHECKOUT.CONTINUE') }).click();
        await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/payment$`));
        await expect(steps.locator('[aria-current="step"]')).toHaveText(
          new RegExp(label('WEB.CHECKOUT.STEP.PAYMENT')),
        );
      });
    });
  }
}
