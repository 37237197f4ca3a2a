import type { PaymentPasswordChange, PaymentPasswordState } from '@pkg/contracts/payment-password';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSendEncrypted } from '../../../lib/api-client';

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const PAYMENT_PASSWORD_KEY = ['member', 'paymentPassword'] as const;

export function fetchPaymentPasswordState(): Promise<PaymentPasswordState> {
  return wpsGet<PaymentPasswordState>(API.paymentPassword);
}

/** Sets (proved by the login password) or changes (proved by the current one) the payment password, encrypted. */
export function savePaymentPassword(payload: PaymentPasswordChange): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.paymentPassword, payload);
}
