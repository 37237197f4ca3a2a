import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SIGN_IN_RETURN } from '@pkg/contracts/routes';

/**
 * Modals the site opens by name; each can be opened from a URL with `?modal=<name>`. Any feature
 * may open 'realAccountNeeded' when a trial account tries a member-only action (SPEC.md section 8),
 * without importing the account feature.
 */
export const MODAL_NAMES = [
  'login',
  'register',
  'freeTrial',
  'notices',
  'agentCentre',
  'changePassword',
  'logoutConfirm',
  'realAccountNeeded',
  'forgotPassword',
  // Where the link of a reset e-mail lands (`?modal=resetPassword&token=...`, decision 012).
  'resetPassword',
  'memberCentre',
  // The after-login notice (lib/login-notice.ts); opened by the account feature after a login.
  'loginNotice',
  // A VASSALAGE vendor's games to pick from (`?modal=vendorGames&vendor=<code>`, features/games).
  'vendorGames',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

const PARAM = 'modal';

function isModalName(value: string | null): value is ModalName {
  return value !== null && (MODAL_NAMES as readonly string[]).includes(value);
}

// The control that opened the current modal, to give focus back to when it closes.
let returnFocusTo: HTMLElement | null = null;

/** Hands over (once) the control that opened the modal that just closed. */
export function takeReturnFocus(): HTMLElement | null {
  const element = returnFocusTo;
  returnFocusTo = null;
  return element;
}

/**
 * Which modal is open lives in the URL, so a link, a reload or the back button opens and closes
 * modals like pages. Opening keeps the other query parameters (a referral code, say).
 */
export function useModal() {
  const [params, setParams] = useSearchParams();
  const current = params.get(PARAM);
  const open = useCallback(
    (name: ModalName, extra: Record<string, string> = {}) => {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) returnFocusTo = document.activeElement;
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(PARAM, name);
        for (const [key, value] of Object.entries(extra)) next.set(key, value);
        return next;
      });
    },
    [setParams],
  );
  // Closing replaces the entry, so Back after closing does not reopen the modal.
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(PARAM);
          // One-shot sign-in answers go too: React Router hands functional updates the render's
          // params, so a close right after the login dialog removed them could bring them back.
          next.delete(SIGN_IN_RETURN.code);
          next.delete(SIGN_IN_RETURN.error);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { openModal: isModalName(current) ? current : null, open, close, params };
}
