import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, announced when it appears and tied to the input. */
  error?: string | null;
  /** Id of an error shown elsewhere (a form-level message) that also describes this input. */
  errorRef?: string | null;
  /** What the field accepts, read with the input. */
  hint?: string | null;
  /** A control shown before the input in the same row (the country code before a phone number). */
  before?: ReactNode;
  /** A control shown after the input in the same row (the captcha image). */
  after?: ReactNode;
}

/**
 * One labelled input of the account forms: the label is tied to the input, the hint and error
 * describe it, and an error marks it invalid and is announced (role=alert).
 */
export function TextField({ id, label, value, onChange, error, errorRef, hint, before, after, required, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId, errorRef].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {/* The asterisk stays outside the label so the input's name is the label alone; `required` tells assistive tech. */}
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="field__control">
        {before}
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          required={required}
          aria-invalid={Boolean(error || errorRef) || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {hint && (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
