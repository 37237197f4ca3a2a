import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useModal } from '../../../lib/modal';
import { failureText } from '../failure';
import { useFreeTrial } from '../use-free-trial';

/**
 * The header's Free trial: says what a trial account can and cannot do, and starts one only when
 * asked (a link to ?modal=freeTrial must not create accounts by itself).
 */
export function FreeTrialModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const trial = useFreeTrial();
  return (
    <Dialog open onClose={onClose} title={t('account.modal.freeTrial')}>
      <p>{t('account.trial.intro')}</p>
      {trial.failure && (
        <p className="form-error" role="alert">
          {failureText(t, trial.failure)}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => open('register')}>
          {t('account.register')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void trial.start()}
          disabled={trial.busy}
          aria-busy={trial.busy}
        >
          {t('account.trial.start')}
        </button>
      </div>
    </Dialog>
  );
}
