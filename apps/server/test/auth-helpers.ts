import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Challenge } from 'altcha-lib/v1/types';
import type { LoginValue, PayloadKeyValue } from '@pkg/contracts/auth';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import type { TestApp } from './test-app.ts';
import { demoHeaders } from './test-app.ts';

/** The key the test app's clients seal payloads for. */
export async function payloadKey(t: TestApp): Promise<PayloadKeyValue> {
  const response = await t.app.inject({ url: API.sessionKey, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as PayloadKeyValue;
}

/** Sends a payload sealed as the site does, stamped with the test clock. */
export async function sendSealed(t: TestApp, method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) {
  const sealed = await sealPayload(payload, await payloadKey(t), { now: t.clock.now().getTime() });
  return t.app.inject({
    method,
    url,
    headers: { ...demoHeaders(), 'content-type': 'application/json', encryption: sealed.header, ...headers },
    payload: sealed.body,
  });
}

/**
 * Solves a proof-of-work challenge as the site's human check does. The search is the browser
 * solver's (SHA-256 of salt + n for n = 0, 1, 2 ...; human-check.test.ts proves altcha's own solver
 * passes), done with node's synchronous hash: altcha's awaits WebCrypto once per try, which made
 * every test registration and login spend about 0.4 s here.
 */
export async function humanCheck(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: API.humanCheck, headers: demoHeaders() });
  return solveHumanCheck(response.json().value as Challenge);
}

/** The answer to a human-check challenge, as the site sends it. */
export function solveHumanCheck(challenge: Challenge): string {
  const number = solveQuickly(challenge.challenge, challenge.salt, challenge.maxnumber ?? 1_000_000);
  assert.ok(number !== null);
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString('base64');
}

function solveQuickly(challenge: string, salt: string, maxNumber: number): number | null {
  for (let n = 0; n <= maxNumber; n += 1) {
    if (
      createHash('sha256')
        .update(salt + n)
        .digest('hex') === challenge
    )
      return n;
  }
  return null;
}

/** A registration payload that passes the demo brand's default rules. */
export function registration(username: string, password = 'Lakad2026!', extra: Record<string, unknown> = {}) {
  return { username, password, confirmPassword: password, agreeTerms: true, registerMethod: 'WEB', login: true, ...extra };
}

/** Registers by username and returns the login answer. */
export async function registerUser(t: TestApp, username: string, password = 'Lakad2026!'): Promise<LoginValue> {
  const response = await sendSealed(t, 'PUT', API.register, { ...registration(username, password), humanCheck: await humanCheck(t) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as LoginValue;
}

/** Logs in by username and password (solving the human check), returning the raw response. */
export async function loginAs(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return sendSealed(t, 'POST', API.login, { type: 'username', username, password, humanCheck: await humanCheck(t), ...extra }, headers);
}

/** Headers of a logged-in call. */
export function authed(token: string, extra: Record<string, string> = {}) {
  return demoHeaders({ authorization: token, ...extra });
}
