import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../lib/brand';

/**
 * The "I am 18 or older and accept the terms" box (decision 066): an active choice, unticked until
 * the user ticks it, with the user agreement one tap away (a new tab, so a filled form stays). The
 * register form and the register dialog's Google and Facebook buttons share one box.
 */
export function TermsConsent({
  id,
  agree,
  onChange,
  error,
}: {
  id: string;
  agree: boolean;
  onChange: (agree: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="check">
        <input
          id={id}
          type="checkbox"
          checked={agree}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {t('account.signUp.agree', { age: brand?.legalAge ?? 18 })}
      </label>
      <a className="account-form__link" href="/help" target="_blank" rel="noopener">
        {t('account.signUp.userAgreement')}
      </a>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
