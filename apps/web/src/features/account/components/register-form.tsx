import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CountryEntry, RegisterField as FieldName } from '@pkg/contracts/system';
import { useWhitelabel } from '../../../lib/brand';
import { isAffiliateCode, register, type RegisterRequest, type RegisterSettings } from '../api/account-api';
import { requestRegisterCode, type MobileNumber } from '../api/sms-api';
import { failureOf, failureText } from '../failure';
import { forgetKnownPassword } from '../known-password';
import { checkConfirmation, checkRule, effectiveRule, problemText, shownFields, type Problem } from '../field-rules';
import { proveHuman } from '../prove-human';
import { smsFailureText, smsSlotOf } from '../sms-slots';
import { useCaptcha } from '../use-captcha';
import { markFirstLoginDue } from '../../../lib/first-login';
import { markLoginNoticeDue } from '../../../lib/login-notice';
import { loadPopularList } from '../../../lib/popular-list';
import { useSessionActions } from '../use-session-actions';
import { usePhoneProof } from '../use-phone-proof';
import { useSmsCode } from '../use-sms-code';
import { CaptchaField } from './captcha-field';
import { CountrySelect } from './country-select';
import { SmsCodeField } from './mobile-fields';
import { SmsFailureDialog } from './sms-failure-dialog';
import { RegisterField } from './register-field';
import { TermsConsent } from './terms-consent';

export type RegisterMode = 'username' | 'mobile';

/** The agreement checkbox's slot among the field errors. */
const AGREE = 'agree';
type Errors = Partial<Record<FieldName | typeof AGREE, Problem>> & { form?: string };

const REFERRAL_KEY = 'referralCode';

/** Password fields are sent as typed; every other text is trimmed (as the server does). */
const UNTRIMMED: readonly FieldName[] = ['password', 'confirmPassword', 'paymentPassword'];

/** Where a server failure is shown: the field it names or implies, else the form. */
function slotOf(
  code: string,
  field: string | undefined,
  shown: readonly FieldName[],
  mode: RegisterMode,
): FieldName | typeof AGREE | 'form' {
  const implied: Record<string, string> = {
    password_mismatch: 'confirmPassword',
    username_taken: mode === 'mobile' ? 'mobileNum' : 'username',
    mobile_taken: 'mobileNum',
    affiliate_code_invalid: 'affiliateCode',
    captcha_required: 'captcha',
    captcha_invalid: 'captcha',
  };
  if (code === 'terms_not_accepted') return AGREE;
  const target = field ?? implied[code];
  return target && (shown as readonly string[]).includes(target) ? (target as FieldName) : 'form';
}

interface RegisterFormProps {
  mode: RegisterMode;
  rules: RegisterSettings;
  countries: CountryEntry[];
  referralCode: string;
  /** The brand wants the mobile number proved by a texted code (REGMOBVERF3). */
  smsCode: boolean;
  /** The dialog's consent box: ticked or not, and marked when a social sign-up was tried without it. */
  consent: { boxId: string; agree: boolean; onChange: (agree: boolean) => void; missing: boolean };
}

/**
 * Registration by username or by mobile number (SPEC.md sections 2, 4 and 5). Fields follow the
 * brand's rules and are checked here with the server's checks first; an entered invitation code
 * is checked with the server before the human check and the call. Where the brand asks for it, a
 * mobile sign-up proves the number with a texted code. Success logs the new account in.
 */
export function RegisterForm({ mode, rules, countries, referralCode, smsCode, consent }: RegisterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { data: brand } = useWhitelabel();
  const { startSession, queryClient } = useSessionActions();
  // MOBILENUMPASSREG3 off: a mobile sign-up sets no password (SMS-code login or a password set by phone later).
  const passwordless = mode === 'mobile' && brand?.flags.MOBILENUMPASSREG3 === false;
  const shown = shownFields(rules, mode).filter((field) => !passwordless || (field !== 'password' && field !== 'confirmPassword'));
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>({});
  const [countryCode, setCountryCode] = useState<string | null>(null);
  // Consent is an active choice: the box starts unticked and the server refuses a sign-up without it
  // (decision 066). The dialog holds it, as its Google and Facebook buttons need the same tick.
  const agree = consent.agree;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const captchaShown = shown.includes('captcha');
  const image = useCaptcha(captchaShown);
  const form = useRef<HTMLFormElement>(null);
  const codeShown = smsCode && mode === 'mobile';
  // Firebase mode: Firebase texts the sign-up code and proves the number with an ID token (decision 013).
  const proof = usePhoneProof(requestRegisterCode);
  const sms = useSmsCode({ request: proof.request, humanCheck: !proof.firebaseMode });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const country = countries.find((entry) => entry.countryCode === countryCode) ?? countries[0];
  const value = (field: FieldName) => values[field] ?? '';
  const set = (field: FieldName) => (next: string) => setValues((previous) => ({ ...previous, [field]: next }));
  const fieldId = (field: string) => `${id}-${field}`;
  const forced = (field: FieldName) => field === 'password' || (mode === 'mobile' && field === 'mobileNum');

  function validate(): Errors {
    const found: Errors = {};
    for (const field of shown) {
      const problem =
        field === 'confirmPassword'
          ? checkConfirmation(value(field), value('password'))
          : checkRule(field, rules[field], trimmed(field), forced(field));
      if (problem) found[field] = problem;
    }
    if (!agree) found[AGREE] = { kind: 'text', key: 'errors.terms_not_accepted' };
    return found;
  }

  /** The number as typed with the chosen dialing code, or null (and the field marked) when it breaks its rule. */
  function mobileNumber(): MobileNumber | null {
    const problem = checkRule('mobileNum', rules.mobileNum, trimmed('mobileNum'), true);
    if (problem || !country) {
      showErrors({ mobileNum: problem ?? { kind: 'required', min: 0, max: 0, patternId: rules.mobileNum.patternId } });
      return null;
    }
    return { countryDialingCode: country.countryDialingCode, mobileNum: trimmed('mobileNum') };
  }

  async function sendCode() {
    const mobile = mobileNumber();
    if (!mobile) return;
    setErrors({});
    setCodeError(null);
    await sms.send(mobile);
  }

  function trimmed(field: FieldName): string {
    return UNTRIMMED.includes(field) ? value(field) : value(field).trim();
  }

  function showErrors(found: Errors) {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function payload(humanCheck: string): RegisterRequest {
    const request: RegisterRequest = {
      password: passwordless ? '' : value('password'),
      // A brand without the confirmation field still gets one: the server always compares them.
      confirmPassword: passwordless ? '' : shown.includes('confirmPassword') ? value('confirmPassword') : value('password'),
      agreeTerms: agree,
      humanCheck,
      registerUrl: location.href,
      domain: location.hostname,
      ...(referralCode ? { referralCode } : {}),
    };
    const extra = request as Record<string, unknown>;
    for (const field of shown) {
      if (field === 'password' || field === 'confirmPassword') continue;
      const text = trimmed(field);
      if (text) extra[field] = text;
    }
    if (shown.includes('mobileNum') && country) request.countryDialingCode = country.countryDialingCode;
    if (codeShown) request.verificationCode = code.trim();
    return request;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    const missingCode = codeShown && !code.trim() ? t('account.validation.required', { field: t('account.sms.code') }) : null;
    setCodeError(missingCode);
    if (Object.keys(found).length > 0 || missingCode) return showErrors(found);
    setErrors({});
    sms.clearFailure();
    setBusy(true);
    const typedCode = code.trim();
    try {
      const code = shown.includes('affiliateCode') ? trimmed('affiliateCode') : '';
      // A failed check (network) is left to the server, which checks the code again.
      if (code && !(await isAffiliateCode(code).catch(() => true))) {
        setBusy(false);
        return showErrors({ affiliateCode: { kind: 'text', key: 'errors.affiliate_code_invalid' } });
      }
      const humanCheck = await proveHuman();
      const request = payload(humanCheck);
      if (codeShown && proof.firebaseMode) {
        // SPEC.md section 4: in Firebase mode the sign-up carries the ID token (none: it stops here).
        delete request.verificationCode;
        request.firebaseChannel = 'sms';
        request.firebaseIdToken = await proof.idToken(typedCode);
      }
      const login = await register(mode, request);
      sessionStorage.removeItem(REFERRAL_KEY);
      // A password kept from an earlier login in this tab belongs to another account now.
      forgetKnownPassword();
      if (login === null) {
        // DIRECTREG3 off: the account is made; the player logs in with it (decision 064).
        navigate('/index?modal=login');
        return;
      }
      await startSession(login);
      // A sign-up that logs in is the player's first login (decision 075): the popular list loads and
      // the brand's first-login action shows, in the after-login notice, as after a first password login.
      void loadPopularList(queryClient);
      if (login.firstTimeLogin && brand && brand.firstLoginAction !== 'none') {
        markLoginNoticeDue();
        markFirstLoginDue();
        navigate('/index?modal=loginNotice');
      } else navigate('/index');
    } catch (error) {
      const failure = failureOf(error);
      if (captchaShown) {
        // A captcha answers one attempt only.
        set('captcha')('');
        image.refresh(false);
      }
      setBusy(false);
      if (codeShown && smsSlotOf(failure) === 'code') {
        setCodeError(smsFailureText(t, failure));
        return showErrors({});
      }
      const slot = slotOf(failure.code, failure.field, shown, mode);
      showErrors(slot === 'form' ? { form: failureText(t, failure) } : { [slot]: { kind: 'text', key: `errors.${failure.code}` } });
    }
  }

  const errorText = (field: FieldName) => {
    const problem = errors[field];
    return problem ? problemText(t, field, problem) : null;
  };

  // The register dialog marks the box too, when a Google or Facebook sign-up was tried without it.
  const agreeProblem: Problem | undefined =
    errors[AGREE] ?? (consent.missing ? { kind: 'text', key: 'errors.terms_not_accepted' } : undefined);

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      {shown.map((field) =>
        field === 'captcha' ? (
          <CaptchaField
            key={field}
            id={fieldId(field)}
            value={value(field)}
            onChange={set(field)}
            error={errorText(field)}
            src={image.src}
            failed={image.failed}
            onRefresh={() => image.refresh(true)}
          />
        ) : (
          <Fragment key={field}>
            <RegisterField
              id={fieldId(field)}
              field={field}
              rule={rules[field]}
              required={field === 'confirmPassword' || effectiveRule(field, rules[field], forced(field)).required}
              value={value(field)}
              onChange={set(field)}
              error={errorText(field)}
              before={
                field === 'mobileNum' && countries.length > 0 ? (
                  <CountrySelect
                    id={fieldId('country')}
                    countries={countries}
                    value={country?.countryCode ?? ''}
                    onChange={setCountryCode}
                  />
                ) : undefined
              }
            />
            {field === 'mobileNum' && codeShown && (
              <SmsCodeField
                id={fieldId('verificationCode')}
                value={code}
                onChange={setCode}
                error={codeError}
                onSend={() => void sendCode()}
                sending={sms.sending}
                remaining={sms.remaining}
              />
            )}
            {field === 'mobileNum' && codeShown && <SmsFailureDialog failure={sms.failure} onClose={sms.clearFailure} />}
          </Fragment>
        ),
      )}
      <TermsConsent
        id={consent.boxId}
        agree={consent.agree}
        onChange={consent.onChange}
        error={agreeProblem ? problemText(t, AGREE, agreeProblem) : null}
      />
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {t('account.signUp.submit')}
      </button>
      {codeShown && proof.firebaseMode && <div ref={proof.recaptcha} className="firebase-recaptcha" />}
    </form>
  );
}
