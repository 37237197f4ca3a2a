import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useModal } from '../../../lib/modal';
import { PAYMENT_PASSWORD_KEY, fetchPaymentPasswordState } from '../api/payment-password-api';
import { SECURITY_KEY, fetchSecurityInfo } from '../api/security-api';
import { failureOf, failureText } from '../failure';
import { AuthenticatorPanel } from './authenticator-panel';
import { PasskeysPanel } from './passkeys-panel';
import { PaymentPasswordPanel } from './payment-password-panel';
import { Notice } from '../../../components/ui/notice';

/**
 * The member centre's security centre ("my account", SPEC.md section 2): who the account is, its
 * contacts masked by the server, the password change, the payment password, the authenticator, the
 * passkeys of one-click login (decision 073), and which second factors
 * a login from a new network would ask for.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const { open } = useModal();
  const query = useQuery({ queryKey: SECURITY_KEY, queryFn: fetchSecurityInfo });
  // The payment password panel's answer (the same query as the panel's) is waited for too, so the
  // page is drawn once, whole: the panel coming later pushed everything under it down (decision 046).
  const paymentPassword = useQuery({ queryKey: PAYMENT_PASSWORD_KEY, queryFn: fetchPaymentPasswordState });
  const failure = query.error ? failureOf(query.error) : null;
  const trial = failure?.code === 'in_need_true_account';

  // The stored account type may lag behind a new trial session: the server's answer decides.
  useEffect(() => {
    if (trial) open('realAccountNeeded');
  }, [trial, open]);

  if (query.isPending || paymentPassword.isPending) return <Spinner />;
  if (failure || !query.data) {
    return (
      <p className="form-error" role="alert">
        {failureText(t, failure ?? { code: 'internal_error' })}
      </p>
    );
  }
  const info = query.data;
  const notSet = t('security.notSet');
  const factors = info.secondFactors.map((method) => t(`account.twoFactor.method.${method}`)).join(', ');

  return (
    <div className="security-centre" data-testid="security-centre">
      <h3 className="security-centre__heading">{t('memberCentre.pages.securityCenter')}</h3>
      <dl className="security-facts">
        <div>
          <dt>{t('security.account')}</dt>
          <dd data-testid="security-account">{info.account}</dd>
        </div>
        <div>
          <dt>{t('security.nickname')}</dt>
          <dd>{info.nickname ?? notSet}</dd>
        </div>
        <div>
          <dt>{t('security.mobile')}</dt>
          <dd>{info.mobile ?? notSet}</dd>
        </div>
        <div>
          <dt>{t('security.email')}</dt>
          <dd>{info.email ?? notSet}</dd>
        </div>
      </dl>

      <section className="security-item" aria-labelledby="security-password">
        <div className="security-item__head">
          <h4 id="security-password">{t('security.password')}</h4>
          <button type="button" className="button button--ghost" onClick={() => open('changePassword')}>
            {t('security.changePassword')}
          </button>
        </div>
      </section>

      <PaymentPasswordPanel />

      <AuthenticatorPanel status={info.authenticator} />

      <PasskeysPanel username={info.account} />

      {info.agentFactorMissing && (
        <Notice tone="warning" testId="security-agent-factor">
          {t('security.agentFactor.missing')}
        </Notice>
      )}

      {info.twoFactorNewIp && (
        <section className="security-item" aria-labelledby="security-new-network">
          <h4 id="security-new-network">{t('security.newNetwork')}</h4>
          <p className="security-item__text">
            {info.secondFactors.length > 0 ? t('security.newNetworkMethods', { methods: factors }) : t('security.newNetworkNone')}
          </p>
          {info.lockedFactors.length > 0 && (
            <p className="form-error" role="status" data-testid="security-locked-factors">
              {t('security.lockedFactors', {
                methods: info.lockedFactors.map((method) => t(`account.twoFactor.method.${method}`)).join(', '),
              })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
