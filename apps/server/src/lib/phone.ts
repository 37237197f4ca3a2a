import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Brand } from '../modules/brands/brand.types.ts';

/** A mobile number as accounts store it (dialing code and national digits) and as SMS go out (E.164). */
export interface ParsedMobile {
  dialingCode: string;
  number: string;
  e164: string;
}

/** A valid mobile number from a dialing code the brand accepts, in national digits; else null. */
export function parseMobile(brand: Brand, dialingCode: string | undefined, number: string | undefined): ParsedMobile | null {
  if (!dialingCode || !number || !/^\+\d{1,4}$/.test(dialingCode) || !/^\d{4,15}$/.test(number)) return null;
  const parsed = parsePhoneNumberFromString(`${dialingCode}${number}`);
  if (!parsed?.isValid() || !parsed.country || !brand.dialingCountries.includes(parsed.country)) return null;
  return { dialingCode, number: parsed.nationalNumber, e164: parsed.number };
}
