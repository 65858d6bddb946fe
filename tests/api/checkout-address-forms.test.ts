/**
 * The address forms over HTTP (issue 13): GET /api/territory (a country's regions named in the
 * language asked) and GET /api/validation/{country}/{language}/address (the country's form),
 * for every country a site ships to; 404 for any other. No session needed, never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressForm, TerritoryAnswer } from '../../src/shared/api/checkout';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { request } from './helpers/api';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

function formsSuite(start: StartSuiteServer) {
  let server: StartedServer;

  beforeAll(async () => {
    ({ server } = await startSuiteServer(start));
  });
  afterAll(() => server?.close());

  it('lists a country’s regions named in the language asked, never cached', async () => {
    const url = (country: string, lang: string) =>
      `${server.url}${CHECKOUT_API.territory}?countryCode=${country}&lang=${lang}`;
    const arabic = await request<TerritoryAnswer>(url('AE', 'ar'));
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('cache-control')).toBe('no-store');
    expect(arabic.body.regions).toHaveLength(7);
    expect(arabic.body.regions).toContainEqual({ code: 'AE-DU', name: 'دبي' });
    const english = await request<TerritoryAnswer>(url('AE', 'en'));
    expect(english.body.regions).toContainEqual({ code: 'AE-DU', name: 'Dubai' });
    // no region of Japan has a French name: none is listed
    expect((await request<TerritoryAnswer>(url('JP', 'fr'))).body.regions).toEqual([]);
    expect((await request<TerritoryAnswer>(url('GB', 'en'))).body.regions).toEqual([]);
    for (const unknown of ['VN', 'ZZ', 'gb'])
      expect(await request(url(unknown, 'en'))).toMatchObject({
        status: 404,
        body: { status: 404, code: 'NOT_FOUND' },
      });
  });

  it('serves each country’s form with its rules and an example phone', async () => {
    const form = (country: string, name: string, type = 'shipping') =>
      request<AddressForm>(`${server.url}${CHECKOUT_API.addressForm(country, name)}?type=${type}`);
    const british = await form('GB', 'en');
    expect(british.status).toBe(200);
    expect(british.body).toMatchObject({
      countryCode: 'GB',
      type: 'shipping',
      locale: 'en-GB',
      phoneExample: '07400 123456',
      encouraged: ['phoneNumber'],
    });
    expect(british.body.fields.find((f) => f.name === 'postcode')).toMatchObject({
      required: true,
      pattern: expect.any(String),
    });
    const emirati = await form('AE', 'ar', 'billing');
    expect(emirati.body).toMatchObject({ locale: 'ar-AE', type: 'billing' });
    expect(emirati.body.fields.map((f) => f.name)).not.toContain('postcode');
    expect(emirati.body.fields.find((f) => f.name === 'region')).toMatchObject({
      required: true,
      regionList: true,
    });
    expect(await form('VN', 'en')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await form('GB', 'en', 'home')).status).toBe(400);
    expect((await form('GB', 'EN!')).status).toBe(400);
  });
}

describe('address forms', () => {
  onEachDatabase(formsSuite);
});
