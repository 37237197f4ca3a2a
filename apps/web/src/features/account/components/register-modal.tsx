import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { useCountries, useRegisterSettings } from '../api/use-register-setup';
import { failureOf, failureText } from '../failure';
import { useSignInReturn } from '../use-sign-in-return';
import { Notice } from '../../../components/ui/notice';
import { ModeTabs } from './mode-tabs';
import { SocialSignIn } from './social-sign-in';
import { RegisterForm, type RegisterMode } from './register-form';
import { TermsConsent } from './terms-consent';

const REFERRAL_KEY = 'referralCode';

/**
 * The registration dialog: a tab per way the brand offers (username with USERNAMEREG3, mobile
 * number with MOBILENUMREG3, proved by a texted code with REGMOBVERF3), the kept referral code,
 * and the way back to login.
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const idBase = useId();
  const { open, params } = useModal();
  const { data: status } = useSystemStatus();
  const settings = useRegisterSettings();
  const flags = status?.flags;
  const modes = [
    ...(flags?.USERNAMEREG3 ? [{ mode: 'username' as const, label: t('account.signUp.byUsername') }] : []),
    ...(flags?.MOBILENUMREG3 ? [{ mode: 'mobile' as const, label: t('account.signUp.byMobile') }] : []),
  ];
  const [picked, setPicked] = useState<RegisterMode | null>(null);
  const mode = modes.find((entry) => entry.mode === picked)?.mode ?? modes[0]?.mode;
  const wantsCountries = mode === 'mobile' || Boolean(settings.data?.mobileNum.enabled);
  const countries = useCountries(wantsCountries);
  // The referral code comes from the address (/register?referralCode=) or was kept for the visit.
  const [referralCode] = useState(() => params.get(REFERRAL_KEY) ?? sessionStorage.getItem(REFERRAL_KEY) ?? '');

  const failed = settings.error ?? (wantsCountries ? countries.error : null);
  const loading = settings.isPending || (wantsCountries && countries.isPending);
  // One terms box for the form and the Google and Facebook buttons (decision 066). A social sign-up
  // without it comes back here with terms_not_accepted: the box is marked and says why.
  const signInReturn = useSignInReturn();
  const [agree, setAgree] = useState(false);
  const [missing, setMissing] = useState(() => signInReturn.error === 'terms_not_accepted');
  const boxId = `${idBase}-agree`;
  const consent = {
    agreed: agree,
    onMissing: () => {
      setMissing(true);
      requestAnimationFrame(() => document.getElementById(boxId)?.focus());
    },
  };
  const onAgree = (next: boolean) => {
    setAgree(next);
    if (next) setMissing(false);
  };

  return (
    <Dialog open onClose={onClose} title={t('account.modal.register')}>
      {signInReturn.error === 'terms_not_accepted' && <Notice tone="warning">{t('account.social.termsFirst')}</Notice>}
      {signInReturn.error && signInReturn.error !== 'terms_not_accepted' && (
        <p className="form-error" role="alert">
          {failureText(t, { code: signInReturn.error })}
        </p>
      )}
      {referralCode && (
        <p className="referral">
          {t('account.referralKept')} <strong>{referralCode}</strong>
        </p>
      )}
      {!mode ? (
        <p>{t('account.signUp.closed')}</p>
      ) : failed ? (
        <div className="account-form">
          <p className="form-error" role="alert">
            {failureText(t, failureOf(failed))}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void Promise.all([settings.refetch(), countries.refetch()])}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : loading || !settings.data ? (
        <Spinner />
      ) : (
        <>
          {modes.length > 1 && (
            <ModeTabs label={t('account.signUp.ways')} modes={modes} current={mode} onChange={setPicked} idBase={idBase} />
          )}
          <div
            id={`${idBase}-panel`}
            role={modes.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={modes.length > 1 ? `${idBase}-tab-${mode}` : undefined}
          >
            {/* Each way gets a fresh form: a half-typed username must not travel into a mobile sign-up. */}
            <RegisterForm
              key={mode}
              mode={mode}
              rules={settings.data}
              countries={countries.data ?? []}
              referralCode={referralCode}
              smsCode={Boolean(flags?.REGMOBVERF3)}
              consent={{ boxId, agree, onChange: onAgree, missing }}
            />
          </div>
        </>
      )}
      {(!mode || failed) && (
        <TermsConsent id={boxId} agree={agree} onChange={onAgree} error={missing ? t('errors.terms_not_accepted') : null} />
      )}
      <SocialSignIn referralCode={referralCode || undefined} consent={consent} />
      <p className="account-switch__line">
        {t('account.signUp.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('login')}>
          {t('account.signUp.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}
