import { useState, type InputHTMLAttributes } from 'react';
import type { Currency } from '@pkg/money/money';
import { amountTextValid } from './amount.ts';

export type AmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The text as typed, in major units, when the form holds it; without it the field holds its own (from `defaultValue`), for a form read through FormData. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (text: string) => void;
  /** Its decimals decide the keyboard (none: digits only) and what counts as well formed. */
  currency: Currency;
  /** Marks the field wrong (a refused submit) even while its text is well formed. */
  invalid?: boolean;
};

/**
 * The input of an amount of money in major units, one for both apps: a phone's decimal keyboard
 * (a digits-only one for a currency without decimals), no autofill or spelling help, a length no
 * amount needs, and aria-invalid as soon as the text cannot be an amount with the currency's
 * decimals. Each app styles it through className, labels and errors stay the form's own; read the
 * value with readAmount (./amount.ts).
 */
export function AmountInput({ value, defaultValue = '', onValueChange, currency, invalid, maxLength = 24, ...rest }: AmountInputProps) {
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const wrong = invalid === true || !amountTextValid(text, currency);
  return (
    <input
      {...rest}
      type="text"
      inputMode={currency.minorDigits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      spellCheck={false}
      maxLength={maxLength}
      value={text}
      onChange={(event) => {
        setOwn(event.target.value);
        onValueChange?.(event.target.value);
      }}
      aria-invalid={wrong ? true : undefined}
    />
  );
}
