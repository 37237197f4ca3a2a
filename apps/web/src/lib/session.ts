import { isAgentType, isTrialType } from '@pkg/contracts/agent-types';

/**
 * The stored session. Logged in or out depends on a stored token (SPEC.md section 4); the
 * accounts work fills it at login. Kept in localStorage so it survives reloads and tabs.
 */
const TOKEN_KEY = 'session.token';
const TYPE_KEY = 'session.accountType';

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

/** True when the stored session may open the agent centre. */
export function sessionIsAgent(): boolean {
  return hasSession() && isAgentType(readAccountType());
}

/** True when the stored session is a trial (free-play) account. */
export function sessionIsTrial(): boolean {
  return hasSession() && isTrialType(readAccountType());
}
