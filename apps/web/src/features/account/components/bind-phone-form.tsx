import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { bindPhone, requestBindCode } from '../api/phone-bind-api';
import { SECURITY_KEY, fetchSecurityInfo } from '../api/security-api';
import { useMobileNumber } from '../use-mobile-number';
import { usePhoneCodeForm } from '../use-phone-code-form';
import { useSmsCode } from '../use-sms-code';
import { CountriesFailed } from './countries-failed';
import { MobileCodeFields } from './mobile-code-fields';

/**
 * Binds and verifies a phone number (decision 075), the brand's bind-phone first-login action: the
 * number and a texted code, as the login by code asks them (the same fields, countdown and failure
 * dialog); once bound, the security centre shows the number.
 */
export function BindPhoneForm() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  // A number proven already (at a sign-up by code, say) needs no second bind.
  const security = useQuery({ queryKey: SECURITY_KEY, queryFn: fetchSecurityInfo });
  const phone = useMobileNumber();
  const sms = useSmsCode({ request: requestBindCode, humanCheck: false });
  const { code, setCode, errors, busy, setBusy, form, sendCode, filled, fail } = usePhoneCodeForm(phone, sms);
  const [bound, setBound] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = filled();
    if (!input) return;
    setBusy(true);
    try {
      const value = await bindPhone(input.mobile, input.code);
      setBound(value.mobile);
      void queryClient.invalidateQueries({ queryKey: [...SECURITY_KEY] });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  if (bound) return <Notice tone="success">{t('account.firstLogin.phoneBound', { mobile: bound })}</Notice>;
  if (security.isPending || phone.countries.isPending) return <Spinner />;
  if (security.data?.mobileVerified && security.data.mobile)
    return <Notice tone="info">{t('account.firstLogin.phoneAlready', { mobile: security.data.mobile })}</Notice>;
  if (phone.countries.error) return <CountriesFailed error={phone.countries.error} onRetry={() => void phone.countries.refetch()} />;
  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="bind-phone">
      <MobileCodeFields
        id={id}
        phone={phone}
        sms={sms}
        code={code}
        onCode={setCode}
        onSend={() => void sendCode()}
        errors={{ mobile: errors.mobile, code: errors.code }}
      />
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {t('account.firstLogin.phoneBind')}
      </button>
    </form>
  );
}
