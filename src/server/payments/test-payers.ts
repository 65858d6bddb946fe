/**
 * The test accounts behind the provider's PayPal, iDEAL and Alipay pages (docs/payments.md
 * "Test accounts"), as a real provider's sandbox has them: one PayPal payer per shopper country
 * with two saved delivery addresses — one at home, one in a neighbouring country the shop
 * may or may not ship to, so an express checkout can be re-priced or refused —, the iDEAL banks
 * (by BIC, as iDEAL 2.0 names its issuers), and the currencies each method settles.
 */
import type { ShopperDetails } from '../../shared/payments/provider-paypal-api';
import type { ProviderAddress } from '../../shared/payments/provider-methods-api';

export interface TestPayer {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 */
  telephoneNumber: string;
  addresses: readonly [ProviderAddress, ProviderAddress];
}

const PAYERS: Readonly<Record<string, TestPayer>> = {
  GB: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.payer@example.com',
    telephoneNumber: '+447400123456',
    addresses: [
      {
        houseNumberOrName: '221',
        street: 'Baker Street',
        city: 'London',
        postalCode: 'NW1 6XE',
        country: 'GB',
      },
      {
        houseNumberOrName: '7',
        street: 'Eccles Street',
        city: 'Dublin',
        postalCode: 'D07 X2Y3',
        country: 'IE',
      },
    ],
  },
  FR: {
    firstName: 'Émilie',
    lastName: 'du Châtelet',
    email: 'emilie.payer@example.fr',
    telephoneNumber: '+33612345678',
    addresses: [
      {
        houseNumberOrName: '10',
        street: 'rue de Rivoli',
        city: 'Paris',
        postalCode: '75004',
        country: 'FR',
      },
      {
        houseNumberOrName: '25',
        street: 'Rue Neuve',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
    ],
  },
  JP: {
    firstName: 'Hanako',
    lastName: 'Yamada',
    email: 'hanako.payer@example.jp',
    telephoneNumber: '+819012345678',
    addresses: [
      {
        houseNumberOrName: '1-1',
        street: 'Marunouchi',
        city: 'Chiyoda-ku',
        postalCode: '100-0005',
        stateOrProvince: 'JP-13',
        country: 'JP',
      },
      {
        houseNumberOrName: '2-2',
        street: 'Umeda',
        city: 'Kita-ku',
        postalCode: '530-0001',
        stateOrProvince: 'JP-27',
        country: 'JP',
      },
    ],
  },
  US: {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'ada.payer@example.com',
    telephoneNumber: '+12025550143',
    addresses: [
      {
        houseNumberOrName: '350',
        street: '5th Avenue',
        city: 'New York',
        postalCode: '10118',
        stateOrProvince: 'NY',
        country: 'US',
      },
      {
        houseNumberOrName: '1',
        street: 'Market Street',
        city: 'San Francisco',
        postalCode: '94105',
        stateOrProvince: 'CA',
        country: 'US',
      },
    ],
  },
};

/** The test payer for shoppers of `countryCode`; the British one for a country without its own. */
export const testPayer = (countryCode: string | undefined): TestPayer =>
  PAYERS[countryCode ?? ''] ?? PAYERS.GB!;

/** What PayPal tells the shop of the payer who approved, with the address they chose. */
export function payerDetails(
  payer: Omit<TestPayer, 'addresses'>,
  address: ProviderAddress,
): ShopperDetails {
  return {
    shopperName: { firstName: payer.firstName, lastName: payer.lastName },
    shopperEmail: payer.email,
    telephoneNumber: payer.telephoneNumber,
    shippingAddress: address,
  };
}

/** iDEAL's test banks, by BIC. */
export const TEST_BANKS: readonly { issuer: string; name: string }[] = [
  { issuer: 'ABNANL2A', name: 'ABN AMRO' },
  { issuer: 'INGBNL2A', name: 'ING' },
  { issuer: 'RABONL2U', name: 'Rabobank' },
  { issuer: 'BUNQNL2A', name: 'bunq' },
];

export const isTestBank = (issuer: string): boolean =>
  TEST_BANKS.some((bank) => bank.issuer === issuer);

/** The currencies each page method settles: PayPal's list, iDEAL only euros; Alipay any. */
export const METHOD_CURRENCIES: Readonly<Record<string, ReadonlySet<string> | undefined>> = {
  paypal: new Set(
    'AUD BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF ILS JPY MXN MYR NOK NZD PHP PLN SEK SGD THB TWD USD'.split(
      ' ',
    ),
  ),
  ideal: new Set(['EUR']),
};
