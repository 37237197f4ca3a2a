/**
 * The brand's first-login action (SPEC.md section 4: "first-login action if firstTimeLogin",
 * decision 064): a login whose answer says firstTimeLogin marks it due; the after-login notice
 * takes the mark when it opens and shows the brand's action (whitelabel `firstLoginAction`) once.
 * Kept for the tab only, like the notice's own mark (login-notice.ts).
 */
const DUE_KEY = 'firstLogin.due';

export function markFirstLoginDue(): void {
  sessionStorage.setItem(DUE_KEY, '1');
}

export function isFirstLoginDue(): boolean {
  return sessionStorage.getItem(DUE_KEY) === '1';
}

/** Forgets the mark: the action has shown (or the session ended before it could). */
export function clearFirstLoginDue(): void {
  sessionStorage.removeItem(DUE_KEY);
}
