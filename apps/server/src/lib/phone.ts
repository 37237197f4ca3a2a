import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * What a number is checked against: the countries whose numbers the brand accepts (a Brand is one;
 * lib/ declares only what it reads, so it imports no module, decision 052).
 */
export interface DialingRules {
  dialingCountries: readonly string[];
}

/** A mobile number as accounts store it (dialing code and national digits) and as SMS go out (E.164). */
export interface ParsedMobile {
  dialingCode: string;
  number: string;
  e164: string;
}

/** A valid mobile number from a dialing code the brand accepts, in national digits; else null. */
export function parseMobile(brand: DialingRules, dialingCode: string | undefined, number: string | undefined): ParsedMobile | null {
  if (!dialingCode || !number || !/^\+\d{1,4}$/.test(dialingCode) || !/^\d{4,15}$/.test(number)) return null;
  const parsed = parsePhoneNumberFromString(`${dialingCode}${number}`);
  if (!parsed?.isValid() || !parsed.country || !brand.dialingCountries.includes(parsed.country)) return null;
  return { dialingCode, number: parsed.nationalNumber, e164: parsed.number };
}

/**
 * A mobile number given without its dialing code (SPEC.md's forgot-password-by-phone payload,
 * decision 044): an international number ("+639171234567") as it says, else a national number of
 * the brand's first dialing country, else the digits read as an international number without the
 * plus ("639171234567"). Valid and of a country the brand accepts, or null.
 */
export function parseMobileWithoutCode(brand: DialingRules, number: string | undefined): ParsedMobile | null {
  const digits = (number ?? '').replace(/[\s-]/g, '');
  if (!/^\+?\d{4,15}$/.test(digits)) return null;
  const fromInternational = (international: string): ParsedMobile | null => {
    const parsed = parsePhoneNumberFromString(international);
    if (!parsed?.isValid() || !parsed.country) return null;
    return parseMobile(brand, `+${parsed.countryCallingCode}`, parsed.nationalNumber);
  };
  if (digits.startsWith('+')) return fromInternational(digits);
  const home = brand.dialingCountries[0];
  const national = home ? parseMobile(brand, `+${getCountryCallingCode(home as CountryCode)}`, digits) : null;
  return national ?? fromInternational(`+${digits}`);
}
