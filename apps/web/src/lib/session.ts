import { useSyncExternalStore } from 'react';
import { isAgentType, isTrialType } from '@pkg/contracts/agent-types';

/**
 * The stored session. Logged in or out depends on a stored token (SPEC.md section 4). Kept in
 * localStorage so it survives reloads and tabs; components follow it through useSession.
 */
const TOKEN_KEY = 'session.token';
const TYPE_KEY = 'session.accountType';

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

export function readSessionToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The account type of the stored session, if known. */
export function readAccountType(): number | null {
  const raw = localStorage.getItem(TYPE_KEY);
  return raw === null ? null : Number(raw);
}

export function hasSession(): boolean {
  return readSessionToken() !== null;
}

/** Stores the token of a new session. */
export function storeSession(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.removeItem(TYPE_KEY);
  notify();
}

/** Stores the account type once member info tells it. */
export function storeAccountType(type: number): void {
  if (String(type) === localStorage.getItem(TYPE_KEY)) return;
  localStorage.setItem(TYPE_KEY, String(type));
  notify();
}

/** Forgets the session (logout, or the server said it ended); the brand and language stay. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TYPE_KEY);
  notify();
}

/** Why the server last ended the session itself, kept in memory until the player has read it. */
export interface SessionEnd {
  /** The session reached the player's own session time limit (rg_session_limit) or daily play-time limit (rg_daily_time_limit), decision 037. */
  reason: 'sessionLimit' | 'dailyLimit';
  /** When a new login is allowed (ISO), if the break still runs. */
  until?: string;
}
let lastEnd: SessionEnd | null = null;

/** The server ended the session at one of the player's time limits: forget it and keep why, for the notice. */
export function endSessionAtLimit(until: string | undefined, reason: SessionEnd['reason'] = 'sessionLimit'): void {
  lastEnd = { reason, ...(until ? { until } : {}) };
  clearSession();
}

/** The notice was read. */
export function dismissSessionEnd(): void {
  lastEnd = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => (event.key === TOKEN_KEY || event.key === TYPE_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): string {
  return `${readSessionToken() ?? ''}|${readAccountType() ?? ''}`;
}

/** Why the server ended the last session, until dismissed; null otherwise. */
export function useSessionEnd(): SessionEnd | null {
  useSyncExternalStore(subscribe, () => lastEnd);
  return lastEnd;
}

/** The session as components see it; re-renders on login, logout and account-type changes. */
export function useSession(): { loggedIn: boolean; accountType: number | null; isAgent: boolean; isTrial: boolean } {
  useSyncExternalStore(subscribe, snapshot);
  const accountType = readAccountType();
  const loggedIn = hasSession();
  return { loggedIn, accountType, isAgent: loggedIn && isAgentType(accountType), isTrial: loggedIn && isTrialType(accountType) };
}
