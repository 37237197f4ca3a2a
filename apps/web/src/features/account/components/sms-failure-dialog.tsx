import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { Failure } from '../failure';
import { smsFailureText } from '../sms-slots';

/**
 * A refused SMS code request (SPEC.md section 8: "server message in a warning dialog with submit
 * button"): the reason in the player's language, and OK to go back to the form.
 */
export function SmsFailureDialog({ failure, onClose }: { failure: Failure | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Dialog open onClose={onClose} title={t('account.sms.failedTitle')}>
      <p role="alert">{smsFailureText(t, failure)}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
