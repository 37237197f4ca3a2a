import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A decision that needs words: the reason field (3-200 characters, or optional) and its confirm
 * button. The server checks the same bounds.
 */
export function ReasonForm({
  id,
  label,
  submitLabel,
  optional = false,
  busy,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  optional?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!(optional && text === '') && (text.length < 3 || text.length > 200)) return setError(t('boConsole.finance.reasonLength'));
    setError('');
    onSubmit(text);
  }
  return (
    <form className="bo-inline-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="bo-secondary" onClick={onCancel}>
          {t('boConsole.finance.cancel')}
        </button>
      </div>
    </form>
  );
}
