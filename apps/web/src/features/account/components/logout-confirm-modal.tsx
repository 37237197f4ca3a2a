import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useSessionActions } from '../use-session-actions';

/** Logout asks first (SPEC.md section 4); then the session ends here and on the server, and home opens. */
export function LogoutConfirmModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { endSession } = useSessionActions();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    await endSession();
    navigate('/index');
  }
  return (
    <Dialog open onClose={onClose} title={t('account.modal.logoutConfirm')}>
      <p>{t('account.logout.question')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('account.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {t('account.logout.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
