import { createContext, useContext, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentPasswordState } from '@pkg/contracts/payment-password';
import { API } from '@pkg/contracts/routes';
import { wpsGet } from './api-client';

/**
 * Whether the account has a payment password, and the dialog that sets one on the spot. Withdrawals,
 * transfers and the points mall ask for the password; they say so up front and offer this dialog
 * over the filled form, so setting the password never drops what the player typed (decision 066).
 * The account feature owns the form; src/app provides it here, so no feature imports another.
 */

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const PAYMENT_PASSWORD_KEY = ['member', 'paymentPassword'] as const;

export function fetchPaymentPasswordState(): Promise<PaymentPasswordState> {
  return wpsGet<PaymentPasswordState>(API.paymentPassword);
}

/** true or false once known; null while loading or when the call failed (the form then finds out at submit, as before). */
export function usePaymentPasswordSet(): boolean | null {
  const state = useQuery({ queryKey: PAYMENT_PASSWORD_KEY, queryFn: fetchPaymentPasswordState });
  return state.data?.set ?? null;
}

/** The dialog that sets the payment password; it closes itself (onClose) when saved or cancelled. */
export type SetPaymentPasswordDialog = ComponentType<{ onClose: () => void }>;

const SetterContext = createContext<SetPaymentPasswordDialog | null>(null);
export const PaymentPasswordSetterProvider = SetterContext.Provider;

/** The set-password dialog src/app provides (null outside the site, in tests). */
export function usePaymentPasswordSetter(): SetPaymentPasswordDialog | null {
  return useContext(SetterContext);
}
