import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { LoginValue, MemberInfoValue } from '@pkg/contracts/auth';
import { clearFirstLoginDue } from '../../lib/first-login';
import { clearLoginNoticeDue } from '../../lib/login-notice';
import type { ModalName } from '../../lib/modal';
import { clearSession, storeAccountType, storeSession } from '../../lib/session';
import { MEMBER_INFO_KEY, MEMBER_KEY, fetchMemberInfo, logout } from './api/account-api';
import { forgetKnownPassword } from './known-password';

/**
 * What every way in and out shares: storing a new session and learning who it is, and ending one.
 * Member queries all sit under the 'member' key, so switching accounts never shows the last one's data.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();

  /** Stores the session, then loads member info and the account type; null if that load failed (the header retries). */
  const startSession = useCallback(
    async (value: LoginValue): Promise<MemberInfoValue | null> => {
      queryClient.removeQueries({ queryKey: MEMBER_KEY });
      storeSession(value.token);
      try {
        const info = await queryClient.fetchQuery({ queryKey: MEMBER_INFO_KEY, queryFn: fetchMemberInfo });
        storeAccountType(info.type);
        return info;
      } catch {
        return null;
      }
    },
    [queryClient],
  );

  /** Ends the session here even when the server has already ended it; the brand and language stay. */
  const endSession = useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    forgetKnownPassword();
    clearLoginNoticeDue();
    clearFirstLoginDue();
    queryClient.removeQueries({ queryKey: MEMBER_KEY });
    // Lists that may differ for a visitor are fetched again; the brand and status stay on screen meanwhile.
    void queryClient.invalidateQueries();
  }, [queryClient]);

  /** Closes the modal after a login (or puts `then` in its place), dropping the reason the login was asked for. */
  const closeAfterLogin = useCallback(
    (then?: ModalName) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (then) next.set('modal', then);
          else next.delete('modal');
          next.delete('reason');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { startSession, endSession, closeAfterLogin, queryClient };
}
