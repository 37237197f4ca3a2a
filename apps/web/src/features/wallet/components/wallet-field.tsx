import type { InputHTMLAttributes, ReactNode } from 'react';

interface WalletFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, announced when it appears and tied to the input. */
  error?: string | null;
  hint?: string | null;
  /** A control after the input in the same row (the "all" button beside an amount). */
  after?: ReactNode;
}

/** One labelled input of the wallet forms, in the site's field style: label, hint and error tied to it. */
export function WalletField({ id, label, value, onChange, error, hint, after, ...input }: WalletFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The payment password: digits, hidden, never kept by the browser's password manager as a login. */
export function PinField({
  id,
  value,
  onChange,
  error,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label: string;
}) {
  return (
    <WalletField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={64}
      required
    />
  );
}
