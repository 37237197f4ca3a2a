import { useState } from 'react';
import { useCountries } from './api/use-register-setup';
import { nationalDigits, type MobileNumber } from './api/sms-api';

/**
 * A mobile number being typed: the brand's dialing codes (the first is the default), the chosen
 * one and the number (optionally prefilled, e.g. by remember me). `mobile()` is what the server
 * takes, or null while the number is empty.
 */
export function useMobileNumber(initial?: { countryDialingCode: string; mobileNum: string }) {
  const countries = useCountries(true);
  const list = countries.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [number, setNumber] = useState(initial?.mobileNum ?? '');
  // A remembered dialing code (decision 064) picks its first country until the player picks one.
  const country =
    list.find((entry) => entry.countryCode === picked) ??
    (initial?.countryDialingCode ? list.find((entry) => entry.countryDialingCode === initial.countryDialingCode) : undefined) ??
    list[0];

  function mobile(): MobileNumber | null {
    const digits = nationalDigits(number);
    if (!digits || !country) return null;
    return { countryDialingCode: country.countryDialingCode, mobileNum: digits };
  }

  return { countries, list, countryCode: country?.countryCode ?? '', setCountry: setPicked, number, setNumber, mobile };
}
