/**
 * The sales tax rates of the reference tax service, by US state (ISO 3166-2, the address's
 * region): each state's statewide rate in percent (2025), and whether the state taxes the
 * shipping charge of a taxable sale when it is stated apart on the invoice.
 *
 * Kept simple on purpose, and said so: only the statewide rate (no county, city or district
 * rates, which a real tax service adds by ZIP code), every item of the catalogue taxable at it
 * (no clothing exemptions, such as New York's under $110 or Pennsylvania's), and shipping taxed
 * by the state's general rule. Alaska, Delaware, Montana, New Hampshire and Oregon have no
 * statewide sales tax.
 */
export interface StateTaxRate {
  /** percent of the taxable amount */
  rate: number;
  /** the shipping charge is taxed at the same rate */
  taxesShipping: boolean;
}

const RATES: Readonly<Record<string, readonly [rate: number, taxesShipping: boolean]>> = {
  'US-AL': [4, false],
  'US-AK': [0, false],
  'US-AZ': [5.6, false],
  'US-AR': [6.5, true],
  'US-CA': [7.25, false],
  'US-CO': [2.9, false],
  'US-CT': [6.35, true],
  'US-DE': [0, false],
  'US-DC': [6, true],
  'US-FL': [6, false],
  'US-GA': [4, true],
  'US-HI': [4, true],
  'US-ID': [6, false],
  'US-IL': [6.25, false],
  'US-IN': [7, true],
  'US-IA': [6, false],
  'US-KS': [6.5, true],
  'US-KY': [6, true],
  'US-LA': [5, false],
  'US-ME': [5.5, false],
  'US-MD': [6, false],
  'US-MA': [6.25, false],
  'US-MI': [6, true],
  'US-MN': [6.875, true],
  'US-MS': [7, true],
  'US-MO': [4.225, false],
  'US-MT': [0, false],
  'US-NE': [5.5, true],
  'US-NV': [6.85, false],
  'US-NH': [0, false],
  'US-NJ': [6.625, true],
  'US-NM': [4.875, true],
  'US-NY': [4, true],
  'US-NC': [4.75, true],
  'US-ND': [5, true],
  'US-OH': [5.75, true],
  'US-OK': [4.5, false],
  'US-OR': [0, false],
  'US-PA': [6, true],
  'US-RI': [7, true],
  'US-SC': [6, true],
  'US-SD': [4.2, true],
  'US-TN': [7, true],
  'US-TX': [6.25, true],
  'US-UT': [6.1, false],
  'US-VT': [6, true],
  'US-VA': [5.3, false],
  'US-WA': [6.5, true],
  'US-WV': [6, true],
  'US-WI': [5, true],
  'US-WY': [4, false],
};

/** The rate of a US state by its region code ("US-CA"), or undefined for one it does not know. */
export function stateTaxRate(region: string | undefined): StateTaxRate | undefined {
  const entry = region === undefined ? undefined : RATES[region];
  return entry && { rate: entry[0], taxesShipping: entry[1] };
}

/** The regions the table knows. */
export const TAXED_REGIONS: readonly string[] = Object.keys(RATES);
