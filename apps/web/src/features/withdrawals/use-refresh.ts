import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WITHDRAWAL_INFO_KEY, WITHDRAWAL_LIST_KEY } from './api/withdrawals-api';

/** Reloads the withdraw page's figures and list after any change (a hold moves the available money). */
export function useRefreshWithdrawals() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: WITHDRAWAL_INFO_KEY }),
      queryClient.invalidateQueries({ queryKey: WITHDRAWAL_LIST_KEY }),
    ]);
  }, [queryClient]);
}
