/**
 * Phone numbers (spec §5 "Phone input") through libphonenumber-js with Google's full metadata
 * (the `max` build: the smaller ones check only a number's length, and would call any eleven
 * digits a British number). A number counts only when it is valid for the address's country,
 * and only then is it turned into its international E.164 form; the placeholder is an example
 * national mobile number of that country.
 */
import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';

/** `text` in E.164 form ("+447400123456") when it is a valid number of `countryCode`, else null. */
export function internationalPhone(countryCode: string, text: string): string | null {
  if (!isSupportedCountry(countryCode)) return null;
  const parsed = parsePhoneNumberFromString(text, countryCode);
  return parsed?.isValid() && parsed.country === countryCode ? parsed.number : null;
}

/** An example national mobile number of `countryCode` ("07400 123456"), for a placeholder. */
export function examplePhone(countryCode: string): string | null {
  if (!isSupportedCountry(countryCode)) return null;
  return getExampleNumber(countryCode, mobileExamples)?.formatNational() ?? null;
}

/**
 * `text` in E.164 form when it is a valid number: of `countryCode` when written nationally
 * ("07400 123456"), of any country when written internationally ("+44 7400 123456", or with
 * the 00 prefix). Null otherwise. For finding an order by the phone it was placed with, typed
 * either way.
 */
export function normalisedPhone(text: string, countryCode: string): string | null {
  const national = internationalPhone(countryCode, text);
  if (national) return national;
  const written = text.trim().replace(/^00/, '+');
  if (!written.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(written);
  return parsed?.isValid() ? parsed.number : null;
}
