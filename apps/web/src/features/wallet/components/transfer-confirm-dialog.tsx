import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { failureCode, failureField, failureText } from '../wallet-failure';
import { MoneyFailure } from './money-failure';
import { PinField } from './wallet-field';

/** Transfers to another player carry no fee (the ledger moves exactly the amount); the step still names it (decision 066). */
const TRANSFER_FEE_MINOR = 0n;

/** Failures the confirmation answers itself (the payment password); any other closes it and shows on the form. */
export function isConfirmFailure(error: unknown): boolean {
  return (
    failureField(error) === 'paymentPassword' ||
    failureCode(error).startsWith('payment_password') ||
    failureCode(error) === 'account_locked'
  );
}

interface TransferConfirmProps {
  /** The other player's username: the downline, or the upline agent. */
  recipient: string;
  amountMinor: bigint;
  currency: Currency;
  /** What the main wallet holds before the transfer. */
  mainMinor: bigint;
  pin: string;
  onPin: (value: string) => void;
  error: unknown;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step before money leaves for another player (decision 066): the recipient, the amount,
 * the fee and what the main wallet keeps, with the payment password asked here. Nothing moves
 * until Confirm; Cancel changes nothing and goes back to the filled form.
 */
export function TransferConfirmDialog({
  recipient,
  amountMinor,
  currency,
  mainMinor,
  pin,
  onPin,
  error,
  pending,
  onConfirm,
  onCancel,
}: TransferConfirmProps) {
  const { t } = useTranslation();
  const pinError = error !== null && failureField(error) === 'paymentPassword' ? failureText(t, error) : null;
  return (
    <Dialog open onClose={onCancel} title={t('wallet.confirm.title')}>
      <form
        className="account-form"
        data-testid="transfer-confirm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onConfirm();
        }}
      >
        <dl className="wallet-list">
          <div>
            <dt>{t('wallet.confirm.recipient')}</dt>
            <dd data-testid="confirm-recipient">{recipient}</dd>
          </div>
          <div>
            <dt>{t('wallet.fields.amount')}</dt>
            <dd data-testid="confirm-amount">{formatMoney(amountMinor, currency)}</dd>
          </div>
          <div>
            <dt>{t('wallet.confirm.fee')}</dt>
            <dd data-testid="confirm-fee">{t('wallet.confirm.noFee', { amount: formatMoney(TRANSFER_FEE_MINOR, currency) })}</dd>
          </div>
          <div className="wallet-list__total">
            <dt>{t('wallet.confirm.mainAfter')}</dt>
            <dd>{formatMoney(mainMinor - amountMinor - TRANSFER_FEE_MINOR, currency)}</dd>
          </div>
        </dl>
        <p className="wallet-page__intro">{t('wallet.confirm.final')}</p>
        <PinField id="transfer-confirm-pin" label={t('wallet.fields.pin')} value={pin} onChange={onPin} error={pinError} />
        {error !== null && pinError === null && <MoneyFailure error={error} />}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('wallet.confirm.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending || pin.length === 0}>
            {t('wallet.confirm.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
