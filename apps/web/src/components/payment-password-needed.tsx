import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentPasswordSet, usePaymentPasswordSetter } from '../lib/payment-password';
import { Notice } from './ui/notice';

/**
 * Said up front on a form that asks for the payment password, when the account has none yet: the
 * password is set in a dialog over the form, which keeps what was typed (decision 066). Shows
 * nothing once the account has one, or while that is not known.
 */
export function PaymentPasswordNeeded() {
  const { t } = useTranslation();
  const isSet = usePaymentPasswordSet();
  const SetDialog = usePaymentPasswordSetter();
  const [open, setOpen] = useState(false);
  if (isSet !== false) return null;
  return (
    <Notice tone="warning" testId="payment-password-needed">
      <p>{t('wallet.pinNeeded')}</p>
      {SetDialog && (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t('wallet.setPinNow')}
        </button>
      )}
      {open && SetDialog && <SetDialog onClose={() => setOpen(false)} />}
    </Notice>
  );
}
