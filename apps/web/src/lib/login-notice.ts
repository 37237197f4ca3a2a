/**
 * The after-login notice (SPEC.md section 4: "member info loads and the after-login modal shows"):
 * the brand's popup announcements, shown once per login. A login marks it due; the notice takes
 * the mark when it opens, so a reload or the Back button does not show it again. A forced password
 * change comes first: the mark waits until the change is done. Kept for the tab only.
 */
const DUE_KEY = 'loginNotice.due';

export function markLoginNoticeDue(): void {
  sessionStorage.setItem(DUE_KEY, '1');
}

export function isLoginNoticeDue(): boolean {
  return sessionStorage.getItem(DUE_KEY) === '1';
}

/** Forgets the mark: the notice has opened, or the session ended before it could. */
export function clearLoginNoticeDue(): void {
  sessionStorage.removeItem(DUE_KEY);
}
