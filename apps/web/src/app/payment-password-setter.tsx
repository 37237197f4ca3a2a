import { Suspense, type ReactNode } from 'react';
import { lazyView } from '../lib/lazy-view';
import { withTexts } from '../lib/i18n';
import { PaymentPasswordSetterProvider, type SetPaymentPasswordDialog } from '../lib/payment-password';

const Dialog = lazyView(() =>
  withTexts(import('../features/account/components/set-payment-password-dialog'), 'security').then((m) => ({
    default: m.SetPaymentPasswordDialog,
  })),
);

/** The account feature's set-password dialog, loaded when first opened. */
const LazySetPaymentPasswordDialog: SetPaymentPasswordDialog = ({ onClose }) => (
  <Suspense fallback={null}>
    <Dialog onClose={onClose} />
  </Suspense>
);

/** Lets the wallet, withdrawal and points forms offer the set-password dialog without importing the account feature. */
export function PaymentPasswordSetter({ children }: { children: ReactNode }) {
  return <PaymentPasswordSetterProvider value={LazySetPaymentPasswordDialog}>{children}</PaymentPasswordSetterProvider>;
}
