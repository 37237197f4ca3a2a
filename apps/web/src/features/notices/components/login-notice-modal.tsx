import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { clearLoginNoticeDue, isLoginNoticeDue } from '../../../lib/login-notice';
import { useSession } from '../../../lib/session';
import { useAnnouncements } from '../api/use-announcements';
import { NoticeReader } from './notice-reader';

/**
 * The after-login notice (SPEC.md sections 3 and 4): the brand's popup announcements (type PU),
 * once per login, closed by its buttons or Escape. Opened without a login due (a reloaded or
 * shared address), or when the brand has no popup announcement, it closes at once, unseen.
 */
export function LoginNoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  // Read once, when the modal opens; the mark is taken just after, so it shows once per login.
  const [due] = useState(isLoginNoticeDue);
  const wanted = due && loggedIn;
  const { data, isError } = useAnnouncements('PU', wanted);
  useEffect(() => {
    if (due) clearLoginNoticeDue();
  }, [due]);
  const nothing = !wanted || isError || data?.list.length === 0;
  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);
  // Nothing shows while the list loads: a spinner dialog that may vanish would only flicker.
  if (nothing || !data) return null;
  return (
    <Dialog open onClose={onClose} title={t('notices.popupTitle')} size="wide">
      <NoticeReader list={data.list} />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
