import { useTranslation } from 'react-i18next';
import { smsFailureText, smsSlotOf } from '../sms-slots';
import type { useMobileNumber } from '../use-mobile-number';
import type { useSmsCode } from '../use-sms-code';
import { MobileField, SmsCodeField } from './mobile-fields';

interface MobileCodeFieldsProps {
  id: string;
  phone: ReturnType<typeof useMobileNumber>;
  sms: ReturnType<typeof useSmsCode>;
  code: string;
  onCode: (value: string) => void;
  onSend: () => void;
  /** The form's own errors for the number and the code. */
  errors: { mobile?: string | undefined; code?: string | undefined };
}

/**
 * The mobile number and the texted code, as every code form asks them (login by code, reset by
 * phone). A failed code request shows at the number when it is about the number, else at the code.
 */
export function MobileCodeFields({ id, phone, sms, code, onCode, onSend, errors }: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const sendFailure = sms.failure && { slot: smsSlotOf(sms.failure), text: smsFailureText(t, sms.failure) };
  return (
    <>
      <MobileField
        id={`${id}-mobile`}
        countries={phone.list}
        country={phone.countryCode}
        onCountry={phone.setCountry}
        value={phone.number}
        onChange={phone.setNumber}
        error={errors.mobile ?? (sendFailure?.slot === 'mobile' ? sendFailure.text : null)}
      />
      <SmsCodeField
        id={`${id}-code`}
        value={code}
        onChange={onCode}
        error={errors.code ?? (sendFailure && sendFailure.slot !== 'mobile' ? sendFailure.text : null)}
        onSend={onSend}
        sending={sms.sending}
        remaining={sms.remaining}
      />
    </>
  );
}
