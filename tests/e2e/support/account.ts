/**
 * What the account journeys share: the code the identity provider mailed (the development
 * mailbox, GET /dev/mailbox/messages on the embedded default) and an account created and
 * confirmed through the pages as a shopper does it, which leaves them signed in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteUnderTest } from './site';
import { expect, waitUntilLive } from './test';

interface MailboxMessage {
  id: string;
  to: string;
  code: string | null;
}

/** The newest code mailed to `email` that is not one of `seen`. */
export async function newCode(request: APIRequestContext, email: string, seen: Set<string>) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => !seen.has(message.id) && message.code);
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.code!;
}

/**
 * Creates an account on /account/create, confirms it with the mailed code on /account/verify
 * and lands signed in on /account.
 */
export async function createAccount(
  page: Page,
  site: SiteUnderTest,
  person: { givenName: string; familyName: string; email: string; password: string },
): Promise<void> {
  const label = site.label.bind(site);
  await page.goto(`${site.base}/account/create`);
  // a page of a context of the journey's own: its goto does not wait for the app to come to life
  await waitUntilLive(page);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.GIVEN-NAME')).fill(person.givenName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.FAMILY-NAME')).fill(person.familyName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(person.email);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true }).fill(person.password);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.CREATE.SUBMIT') }).click();
  await expect(page).toHaveURL(/\/account\/verify\?email=/);
  const code = await newCode(page.request, person.email, new Set());
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.CODE')).fill(code);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.VERIFY.SUBMIT') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/account$`));
  await expect(
    page.getByRole('heading', { level: 1, name: label('WEB.ACCOUNT.DETAILS.TITLE') }),
  ).toBeVisible();
}
