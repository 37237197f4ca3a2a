import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useModal } from '../../../lib/modal';
import { useSessionActions } from '../use-session-actions';

/**
 * The trial account's warning (SPEC.md section 8, in_need_true_account): member and agent features
 * need a real account. "Register now" (the spec's in_increase_submit) ends the trial session and
 * opens registration.
 */
export function RealAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const { endSession } = useSessionActions();
  const [busy, setBusy] = useState(false);
  async function registerNow() {
    setBusy(true);
    await endSession();
    open('register');
  }
  return (
    <Dialog open onClose={onClose} title={t('account.modal.realAccountNeeded')}>
      <p role="alert">{t('errors.in_need_true_account')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('account.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void registerNow()} disabled={busy} aria-busy={busy}>
          {t('account.trial.registerNow')}
        </button>
      </div>
    </Dialog>
  );
}
