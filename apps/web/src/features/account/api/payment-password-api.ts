import type { PaymentPasswordChange } from '@pkg/contracts/payment-password';
import { API } from '@pkg/contracts/routes';
import { wpsSendEncrypted } from '../../../lib/api-client';

// The state query is shared with the features that ask for the password (lib/payment-password).
export { PAYMENT_PASSWORD_KEY, fetchPaymentPasswordState } from '../../../lib/payment-password';

/** Sets (proved by the login password) or changes (proved by the current one) the payment password, encrypted. */
export function savePaymentPassword(payload: PaymentPasswordChange): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.paymentPassword, payload);
}
