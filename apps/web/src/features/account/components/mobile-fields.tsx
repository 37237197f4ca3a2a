import { useTranslation } from 'react-i18next';
import type { CountryEntry } from '@pkg/contracts/system';
import { CountrySelect } from './country-select';
import { TextField } from './text-field';

interface MobileFieldProps {
  id: string;
  countries: CountryEntry[];
  /** The chosen country code. */
  country: string;
  onCountry: (countryCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A mobile number with its dialing-code picker in front. */
export function MobileField({ id, countries, country, onCountry, value, onChange, error }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('account.fields.mobileNum')}
      value={value}
      onChange={onChange}
      error={error}
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      before={
        countries.length > 0 ? <CountrySelect id={`${id}-country`} countries={countries} value={country} onChange={onCountry} /> : undefined
      }
    />
  );
}

interface SmsCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onSend: () => void;
  sending: boolean;
  /** Seconds before another code may be asked for; 0 when the button is free. */
  remaining: number;
}

/** The texted code, with the "Send code" button that counts down while a code is fresh. */
export function SmsCodeField({ id, value, onChange, error, onSend, sending, remaining }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('account.sms.code')}
      value={value}
      onChange={onChange}
      error={error}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      after={
        <button type="button" className="button button--ghost sms-code__send" onClick={onSend} disabled={sending || remaining > 0}>
          {remaining > 0 ? t('account.sms.resendIn', { seconds: remaining }) : t('account.sms.send')}
        </button>
      }
    />
  );
}
