import { useTranslation } from 'react-i18next';
import type { CountryEntry } from '@pkg/contracts/system';

interface CountrySelectProps {
  id: string;
  countries: CountryEntry[];
  /** The chosen country code (dialing codes repeat across countries, country codes do not). */
  value: string;
  onChange: (countryCode: string) => void;
}

/** The dialing-code picker before a phone number: each option shows the country's flag and code. */
export function CountrySelect({ id, countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="field__select"
      aria-label={t('account.fields.countryDialingCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryCode}>
          {`${country.flag} ${country.countryDialingCode}`}
        </option>
      ))}
    </select>
  );
}
