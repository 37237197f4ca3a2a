import type { useMobileNumber } from '../use-mobile-number';
import type { useSmsCode } from '../use-sms-code';
import { MobileField, SmsCodeField } from './mobile-fields';
import { SmsFailureDialog } from './sms-failure-dialog';

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
 * phone). A refused code request shows in a warning dialog (SPEC.md section 8).
 */
export function MobileCodeFields({ id, phone, sms, code, onCode, onSend, errors }: MobileCodeFieldsProps) {
  return (
    <>
      <MobileField
        id={`${id}-mobile`}
        countries={phone.list}
        country={phone.countryCode}
        onCountry={phone.setCountry}
        value={phone.number}
        onChange={phone.setNumber}
        error={errors.mobile}
      />
      <SmsCodeField
        id={`${id}-code`}
        value={code}
        onChange={onCode}
        error={errors.code}
        onSend={onSend}
        sending={sms.sending}
        remaining={sms.remaining}
      />
      <SmsFailureDialog failure={sms.failure} onClose={sms.clearFailure} />
    </>
  );
}
