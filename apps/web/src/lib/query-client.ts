import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Server state cache: brand and catalogue data rarely change, so a minute of freshness is fine. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Errors the server answered on purpose will answer the same again; only transport fails retry.
        retry: (count, error) => count < 2 && error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout'),
      },
    },
  });
}
