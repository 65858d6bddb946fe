/**
 * The provider's pages (PayPal, the iDEAL bank, Alipay, 3-D Secure) used as a shopper uses
 * them, without a browser: the page fetched as the shop's action says (GET its url, or POST its
 * `data` as a form), a radio chosen by its label, a button found by its role and name, and its
 * form posted with the fields a browser would send (checked radios, the pressed button), the
 * redirect not followed. Gives where the shopper goes, or the page answered instead.
 */
import { getByLabelText, getByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { RedirectAction } from '../../../src/shared/payments/provider-api';

export interface PageVisit {
  status: number;
  /** the page's document */
  document: Document;
  headers: Headers;
}

/** Opens the page an action sends the shopper to. */
export async function openPage(baseUrl: string, action: RedirectAction): Promise<PageVisit> {
  const url = new URL(action.url, baseUrl);
  const response =
    action.method === 'POST'
      ? await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(action.data ?? {}).toString(),
        })
      : await fetch(url);
  const { document } = new JSDOM(await response.text()).window;
  return { status: response.status, document, headers: response.headers };
}

export interface PageAnswer {
  status: number;
  /** where the shopper is sent (303), '' when a page is answered instead */
  location: string;
  /** the return URL's query, when there is one */
  query: URLSearchParams;
  body: string;
}

/** Ticks the radio labelled `label` (when given), presses the button `name`, posts its form. */
export async function pressOnPage(
  baseUrl: string,
  page: PageVisit,
  name: string,
  label?: string | RegExp,
): Promise<PageAnswer> {
  const { document } = page;
  if (label !== undefined)
    (getByLabelText(document.body, label) as HTMLInputElement).checked = true;
  const button = getByRole(document.body, 'button', { name }) as HTMLButtonElement;
  const form = button.form!;
  const fields = new URLSearchParams();
  for (const input of Array.from(form.querySelectorAll('input')))
    if ((input.type !== 'radio' && input.type !== 'checkbox') || input.checked)
      fields.append(input.name, input.value);
  fields.append(button.name, button.value);
  const response = await fetch(new URL(form.getAttribute('action')!, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  return {
    status: response.status,
    location,
    query: location ? new URL(location).searchParams : new URLSearchParams(),
    body: await response.text(),
  };
}
