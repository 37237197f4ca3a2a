import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

/** Asks once more before a contract action that cannot be undone from this page. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} title={title} description={text}>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('agent.common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
