import { useTranslation } from 'react-i18next';
import { failureOf, failureText } from '../failure';

/** The dialing codes could not be loaded: says why and offers to try again. */
export function CountriesFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="account-form">
      <p className="form-error" role="alert">
        {failureText(t, failureOf(error))}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
