import { useCallback } from 'react';
import type { LoginValue } from '@pkg/contracts/auth';
import { useModal } from '../../lib/modal';
import { useSessionActions } from './use-session-actions';

/**
 * What every login does once the server said yes (SPEC.md section 4): start the session, then
 * either open the forced password change or refresh what a visitor saw and close the dialog.
 */
export function useFinishLogin() {
  const { open } = useModal();
  const { startSession, closeAfterLogin, queryClient } = useSessionActions();
  return useCallback(
    async (value: LoginValue) => {
      await startSession(value);
      if (value.cpw) {
        open('changePassword');
      } else {
        void queryClient.invalidateQueries();
        closeAfterLogin();
      }
    },
    [startSession, open, queryClient, closeAfterLogin],
  );
}
