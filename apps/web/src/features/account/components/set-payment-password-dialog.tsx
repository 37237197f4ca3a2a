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
      <PaymentPasswordPanel onFinish={onClose} />
    </Dialog>
  );
}
