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

/** The session as components see it; re-renders on login, logout and account-type changes. */
export function useSession(): { loggedIn: boolean; accountType: number | null; isAgent: boolean; isTrial: boolean } {
  useSyncExternalStore(subscribe, snapshot);
  const accountType = readAccountType();
  const loggedIn = hasSession();
  return { loggedIn, accountType, isAgent: loggedIn && isAgentType(accountType), isTrial: loggedIn && isTrialType(accountType) };
}
