import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@pkg/contracts/notices';
import { Dialog } from '../../../components/ui/dialog';
import { NoticeReader } from './notice-reader';

/**
 * The brand's popups due now, read one by one (home-popup.tsx and login-notice-modal.tsx decide
 * which); `lead` goes above them (the first-login action, decision 064).
 */
export function PopupDialog({ popups, onClose, lead }: { popups: Popup[]; onClose: () => void; lead?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('notices.popupTitle')} size="notice">
      {lead}
      {popups.length > 0 && (
        <NoticeReader
          list={popups.map((popup) => ({
            id: popup.id,
            type: 'PU',
            title: popup.title,
            content: popup.content,
            timestamp: popup.timestamp,
          }))}
        />
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
