import { useTranslation } from 'react-i18next';
import { failureText } from '../agent-failure';

/** A call's failure in words, with a way to ask again. */
export function FailureBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-error agent-failure" role="alert" data-testid="agent-failure">
      <p className="agent-failure__text">{failureText(t, error)}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
