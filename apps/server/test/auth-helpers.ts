import assert from 'node:assert/strict';
import { solveChallenge } from 'altcha-lib/v1';
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

/** Solves a proof-of-work challenge as the site's human check does. */
export async function humanCheck(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: API.humanCheck, headers: demoHeaders() });
  const challenge = response.json().value as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  assert.ok(solution);
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature })).toString('base64');
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
