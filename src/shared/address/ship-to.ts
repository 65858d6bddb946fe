/**
 * Which countries each site delivers to, by the site's own country code. A small explicit table
 * kept here, in shared configuration, so the server's shipping options, the address schemas it
 * serves and the client's country list all read the same one: GB also ships to Ireland, FR to
 * Belgium and Germany, AE to Saudi Arabia, JP and the US only at home. A site missing from the table ships
 * to its own country only. VN is never listed (spec §5: the country list excludes VN), and the
 * table is checked against that rule where it is read.
 */
const SHIPS_TO: Readonly<Record<string, readonly string[]>> = {
  GB: ['GB', 'IE'],
  FR: ['FR', 'BE', 'DE'],
  JP: ['JP'],
  AE: ['AE', 'SA'],
  US: ['US'],
};

/** Countries no site may list, whatever the table says (spec §5). */
const NEVER_LISTED: ReadonlySet<string> = new Set(['VN']);

/** The delivery countries of the site in `siteCountry`, its own first. */
export function shipsTo(siteCountry: string): readonly string[] {
  const listed = SHIPS_TO[siteCountry] ?? [siteCountry];
  return listed.filter((country) => !NEVER_LISTED.has(country));
}

/** Whether the site in `siteCountry` delivers to `country`. */
export const canShipTo = (siteCountry: string, country: string): boolean =>
  shipsTo(siteCountry).includes(country);
