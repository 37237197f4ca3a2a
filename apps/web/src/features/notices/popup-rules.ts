import type { Popup } from '@pkg/contracts/notices';

/**
 * When a popup shows (decision 031): `session` once per session (after login: once per login;
 * before login: once per browser tab session), `daily` once per GMT+8 day in this browser, `visit`
 * on every visit (each load of the site). What was shown is remembered per popup and version, so
 * an edited popup counts as new.
 */
export interface PopupMemory {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  local: Pick<Storage, 'getItem' | 'setItem'>;
  /** Popups shown during this load of the site (for `visit`). */
  shownThisLoad: Set<string>;
}

const keyOf = (popup: Popup) => `popup:${popup.id}:${popup.version}`;

/** The popups to show in the notice that follows a login: every `session` one, `daily` ones not seen today, `visit` ones. */
export function popupsDueAtLogin(popups: readonly Popup[], memory: PopupMemory, today: string): Popup[] {
  return popups.filter(
    (popup) => popup.audience !== 'before' && (popup.frequency !== 'daily' || memory.local.getItem(keyOf(popup)) !== today),
  );
}

/**
 * The popups to show when a page opens without a login just before: visitors get `before` and
 * `both` popups by their rule; logged-in players get `daily` ones not seen today and `visit` ones
 * not shown during this load (their `session` ones came with the login).
 */
export function popupsDueOnVisit(popups: readonly Popup[], loggedIn: boolean, memory: PopupMemory, today: string): Popup[] {
  return popups.filter((popup) => {
    if (loggedIn ? popup.audience === 'before' : popup.audience === 'after') return false;
    if (memory.shownThisLoad.has(keyOf(popup))) return false;
    if (popup.frequency === 'daily') return memory.local.getItem(keyOf(popup)) !== today;
    if (popup.frequency === 'session') return !loggedIn && memory.session.getItem(keyOf(popup)) === null;
    return true;
  });
}

/** Remembers that popups were shown, as their rules need it. */
export function rememberShown(popups: readonly Popup[], memory: PopupMemory, today: string): void {
  for (const popup of popups) {
    memory.shownThisLoad.add(keyOf(popup));
    if (popup.frequency === 'daily') memory.local.setItem(keyOf(popup), today);
    if (popup.frequency === 'session') memory.session.setItem(keyOf(popup), '1');
  }
}
