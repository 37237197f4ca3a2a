import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginValue } from '@pkg/contracts/auth';
import type { LoginV2Value } from '@pkg/contracts/site-menu-contract';
import { markFirstLoginDue } from '../../lib/first-login';
import { markLoginNoticeDue } from '../../lib/login-notice';
import { loadPopularList } from '../../lib/popular-list';
import { useModal } from '../../lib/modal';
import { menuSettingsQuery, routersQuery, SITE_SHELL_KEYS } from '../../lib/site-menu';
import { useSessionActions } from './use-session-actions';

/**
 * What every login does once the server said yes (SPEC.md section 4): start the session, then
 * either open the forced password change or refresh what a visitor saw and show the after-login
 * notice in place of the login dialog. The notice is marked due either way; after a forced change
 * it shows once the change is done (change-password-modal). The popular list loads, and a first
 * login (firstTimeLogin) marks the brand's first-login action due (decision 064).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const { open } = useModal();
  const { startSession, closeAfterLogin, queryClient } = useSessionActions();
  return useCallback(
    /** `goHome`: the login ends on the home page (the reset by phone, SPEC.md section 4). */
    async (value: LoginValue | LoginV2Value, { goHome = false }: { goHome?: boolean } = {}) => {
      await startSession(value);
      // The version 2 login answered the brand's menu and routers (decision 074): kept, not asked again.
      if ('menu' in value) {
        queryClient.setQueryData(menuSettingsQuery().queryKey, value.menu);
        queryClient.setQueryData(routersQuery().queryKey, value.routers);
      }
      // SPEC.md section 4: the popular list loads, and a first login runs the brand's action
      // (shown by the after-login notice, decision 064).
      void loadPopularList(queryClient);
      markLoginNoticeDue();
      if (value.firstTimeLogin) markFirstLoginDue();
      if (value.cpw) {
        open('changePassword');
        return;
      }
      void queryClient.invalidateQueries({
        predicate: (query) => !(SITE_SHELL_KEYS as readonly unknown[]).includes(query.queryKey[0]),
      });
      if (goHome) navigate('/index?modal=loginNotice');
      else closeAfterLogin('loginNotice');
    },
    [startSession, open, queryClient, closeAfterLogin, navigate],
  );
}
