import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PaymentPasswordSetter } from './payment-password-setter';
import { RootView } from './root-view';

/** The site: server-state cache (made by main.tsx, which starts the first queries) around the root view. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentPasswordSetter>
        <RootView />
      </PaymentPasswordSetter>
    </QueryClientProvider>
  );
}
