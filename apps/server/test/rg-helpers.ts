import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import type { RgState } from '@pkg/contracts/responsible-gaming';
import { authed, sendSealed } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Sets one of the player's limits (amount null removes it); the raw response. */
export function setLimit(t: TestApp, token: string, kind: string, period: string, amountMinor: string | null) {
  return t.app.inject({ method: 'POST', url: API.rgLimit, headers: authed(token), payload: { kind, period, amountMinor } });
}

/** Sets a limit that must be accepted, and answers the state after it. */
export async function limitOk(t: TestApp, token: string, kind: string, period: string, amountMinor: string | null): Promise<RgState> {
  const response = await setLimit(t, token, kind, period, amountMinor);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgState;
}

/** The player's responsible-gaming state. */
export async function rgStateOf(t: TestApp, token: string): Promise<RgState> {
  const response = await t.app.inject({ url: API.rgState, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgState;
}

/** Starts a cool-off; the raw response. */
export function coolOff(t: TestApp, token: string, length: string) {
  return t.app.inject({ method: 'POST', url: API.rgCoolOff, headers: authed(token), payload: { length } });
}

/** Starts a self-exclusion, sealed with the login password; the raw response. */
export function selfExclude(t: TestApp, token: string, length: string, password = 'Lakad2026!') {
  return sendSealed(t, 'POST', API.rgSelfExclude, { length, password }, { authorization: token });
}

/** How many audit entries of responsible gaming the account has. */
export async function rgAudits(t: TestApp, accountId: string): Promise<string[]> {
  const rows = await t.db.query<{ action: string }>(
    `select action from audit_log where account_id = $1 and action like 'rg.%' order by id`,
    [accountId],
  );
  return rows.map((row) => row.action);
}

/**
 * Launches the house slot as the site does, in the player's login session (the game session
 * remembers it, so the session's time limits reach the game's stakes); answers the game token.
 */
export async function launchSlotInSession(t: TestApp, token: string): Promise<string> {
  const launched = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: authed(token),
    payload: {
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'EN',
      vassalage: 'BTSLOT',
      gameId: 'bituin-lines',
    },
  });
  assert.equal(launched.statusCode, 200, launched.body);
  return new URL(launched.json().value.game_url, 'http://site.test').searchParams.get('token') ?? '';
}
