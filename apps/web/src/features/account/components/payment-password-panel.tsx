import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_KEY, fetchPaymentPasswordState, savePaymentPassword } from '../api/payment-password-api';
import { usePasswordRules } from '../api/use-register-setup';
import { failureOf, failureText } from '../failure';
import { checkConfirmation, checkRule, problemText } from '../field-rules';
import { TextField } from './text-field';
import { Notice } from '../../../components/ui/notice';

type Slot = 'proof' | 'newPassword' | 'confirmPassword' | 'form';

/** Where a server failure is shown. */
function slotOf(code: string, field: string | undefined): Slot {
  if (code === 'password_wrong' || code === 'payment_password_wrong' || code === 'account_locked') return 'proof';
  if (code === 'password_mismatch') return 'confirmPassword';
  if (code === 'field_invalid' && field === 'paymentPassword') return 'newPassword';
  return 'form';
}

/**
 * The payment password in the security centre: withdrawals, transfers and the points mall ask for
 * it. A player who did not set one at registration sets it here, proved by the login password;
 * afterwards it is changed with the current one (wrong tries count towards its lock). With
 * `onFinish` it is the set-password dialog over a form that needs it: it opens on the form and
 * hands back when saved or cancelled (decision 066).
 */
export function PaymentPasswordPanel({ onFinish }: { onFinish?: () => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: PAYMENT_PASSWORD_KEY, queryFn: fetchPaymentPasswordState });
  const { rulesNow } = usePasswordRules();
  const [editing, setEditing] = useState(onFinish !== undefined);
  const [values, setValues] = useState({ proof: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const isSet = state.data?.set ?? false;

  const set = (slot: 'proof' | 'newPassword' | 'confirmPassword') => (value: string) =>
    setValues((previous) => ({ ...previous, [slot]: value }));

  function close() {
    setEditing(false);
    setValues({ proof: '', newPassword: '', confirmPassword: '' });
    setErrors({});
    onFinish?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const rules = await rulesNow();
    const found: Partial<Record<Slot, string>> = {};
    if (!values.proof)
      found.proof = t('account.validation.required', { field: isSet ? t('security.currentPaymentPassword') : t('security.loginPassword') });
    const fresh = rules ? checkRule('paymentPassword', rules.paymentPassword, values.newPassword, true) : null;
    if (fresh) found.newPassword = problemText(t, 'paymentPassword', fresh);
    const confirmation = checkConfirmation(values.confirmPassword, values.newPassword);
    if (confirmation) found.confirmPassword = problemText(t, 'confirmPassword', confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setDone(null);
    try {
      const { proof, newPassword, confirmPassword } = values;
      await savePaymentPassword(
        isSet ? { oldPassword: proof, newPassword, confirmPassword } : { loginPassword: proof, newPassword, confirmPassword },
      );
      setDone(isSet ? t('security.paymentPasswordChanged') : t('security.paymentPasswordSetDone'));
      close();
      await queryClient.invalidateQueries({ queryKey: PAYMENT_PASSWORD_KEY });
    } catch (error) {
      const failure = failureOf(error);
      setErrors({ [slotOf(failure.code, failure.field)]: failureText(t, failure) });
    } finally {
      setBusy(false);
    }
  }

  if (!state.data) return null;
  return (
    <section className="security-item" aria-labelledby={`${id}-title`} data-testid="payment-password-panel">
      <div className="security-item__head">
        <h4 id={`${id}-title`}>{t('account.fields.paymentPassword')}</h4>
        <span className={isSet ? 'badge badge--ok' : 'badge'}>{isSet ? t('security.isSet') : t('security.notSet')}</span>
      </div>
      {done && <Notice tone="success">{done}</Notice>}
      {!editing && (
        <>
          <p className="security-item__text">{isSet ? t('security.paymentPasswordSetText') : t('security.paymentPasswordNotSetText')}</p>
          <div className="security-item__actions">
            <button type="button" className={isSet ? 'button button--ghost' : 'button button--primary'} onClick={() => setEditing(true)}>
              {isSet ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
            </button>
          </div>
        </>
      )}
      {editing && (
        <form className="account-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
          <TextField
            id={`${id}-proof`}
            label={isSet ? t('security.currentPaymentPassword') : t('security.loginPassword')}
            type="password"
            value={values.proof}
            onChange={set('proof')}
            error={errors.proof}
            required
            autoComplete={isSet ? 'off' : 'current-password'}
            maxLength={isSet ? 64 : 128}
          />
          <TextField
            id={`${id}-new`}
            label={t('security.newPaymentPassword')}
            type="password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={64}
          />
          <TextField
            id={`${id}-confirm`}
            label={t('security.confirmPaymentPassword')}
            type="password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={64}
          />
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('account.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('security.savePaymentPassword')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
