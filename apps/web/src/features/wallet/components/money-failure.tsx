import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentPasswordSetter } from '../../../lib/payment-password';
import { failureCode, failureText } from '../wallet-failure';

/**
 * A wallet call's failure in the player's words. When the account has no payment password yet, it
 * offers to set one in a dialog over the form, which keeps what was typed (decision 066).
 */
export function MoneyFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const SetDialog = usePaymentPasswordSetter();
  const [setting, setSetting] = useState(false);
  const code = failureCode(error);
  return (
    <div className="form-error" role="alert">
      <p className="wallet-failure__text">{failureText(t, error)}</p>
      {code === 'payment_password_not_set' && SetDialog && (
        <button type="button" className="link-button" onClick={() => setSetting(true)}>
          {t('wallet.setPin')}
        </button>
      )}
      {setting && SetDialog && <SetDialog onClose={() => setSetting(false)} />}
    </div>
  );
}
