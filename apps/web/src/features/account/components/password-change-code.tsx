import { useQuery } from '@tanstack/react-query';
import { useWhitelabel } from '../../../lib/brand';
import { requestPasswordChangeCode } from '../api/account-api';
import { SECURITY_KEY, fetchSecurityInfo } from '../api/security-api';
import type { MobileNumber } from '../api/sms-api';
import { useSmsCode } from '../use-sms-code';
import { SmsCodeField } from './mobile-fields';
import { SmsFailureDialog } from './sms-failure-dialog';

/** The server texts the account's own bound phone: the form names no number. */
const BOUND_PHONE: MobileNumber = { countryDialingCode: '', mobileNum: '' };

/**
 * CHNGPASSVERIF3 (decision 064): whether a password change needs a code texted to the bound phone.
 * Only an account with a bound phone is asked; one without changes with its old password alone, as
 * the server does.
 */
export function usePasswordChangeCode() {
  const { data: brand } = useWhitelabel();
  const flag = brand?.flags.CHNGPASSVERIF3 === true;
  const security = useQuery({ queryKey: SECURITY_KEY, queryFn: fetchSecurityInfo, enabled: flag });
  // The module's own function: a stable reference, and it needs neither the number nor a human check.
  const sms = useSmsCode({ request: requestPasswordChangeCode, humanCheck: false });
  return { needed: flag && security.data?.mobile != null, sms, send: () => void sms.send(BOUND_PHONE) };
}

interface PasswordChangeCodeFieldProps {
  id: string;
  code: ReturnType<typeof usePasswordChangeCode>;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The texted code with its Send button; a refused request shows in the SMS warning dialog. */
export function PasswordChangeCodeField({ id, code, value, onChange, error }: PasswordChangeCodeFieldProps) {
  if (!code.needed) return null;
  return (
    <>
      <SmsCodeField
        id={id}
        value={value}
        onChange={onChange}
        error={error}
        onSend={code.send}
        sending={code.sms.sending}
        remaining={code.sms.remaining}
      />
      <SmsFailureDialog failure={code.sms.failure} onClose={code.sms.clearFailure} />
    </>
  );
}
