import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { PaymentPasswordPanel } from './payment-password-panel';

/**
 * The security centre's payment-password form as a dialog over a form that needs the password
 * (a transfer, a redemption): the form underneath keeps what was typed (decision 066).
 */
export function SetPaymentPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('security.setPaymentPassword')}>
      {/* React passes a portal's events up to its React parents: the form this dialog is opened
          from must not take this form's submit for its own (a transfer would be sent). */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <PaymentPasswordPanel onFinish={onClose} />
      </div>
    </Dialog>
  );
}
