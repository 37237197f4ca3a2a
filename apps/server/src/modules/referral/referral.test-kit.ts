/**
 * What the referral tests share (not a test itself): sign-ups from a chosen address and browser,
 * a referrer's code, deposits and settled rounds for an invitee, the brand's rules, and readers of
 * what the programme decided and offered.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { authed, humanCheck, loginAs, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import type { RulesRow } from './referral-settings.ts';
import { writeRules } from './referral.queries.ts';

export const PASSWORD = 'Lakad2026!';

/** The rules most tests run under: 100.00 first deposit and 500.00 valid bets in 30 days; 50.00 + 10% of the deposit (at most 200.00), 1x wagering. */
export const TEST_RULES: RulesRow = {
  enabled: true,
  minDepositMinor: 10_000n,
  minValidBetMinor: 50_000n,
  windowDays: 30,
  rewardFixedMinor: 5_000n,
  rewardDepositBp: 1_000,
  rewardShareMaxMinor: 20_000n,
  wageringBp: 10_000,
  monthlyCap: 0,
};

export interface Person {
  id: string;
  username: string;
  token: string;
  ip: string;
  ua: string;
}

let serial = 0;

/** A distinct address and browser for each sign-up, so nothing is shared unless a test says so. */
export function nextPlace(): { ip: string; ua: string } {
  serial += 1;
  return { ip: `198.51.${100 + Math.floor(serial / 200)}.${serial % 200}`, ua: `TestBrowser/${serial}` };
}

/**
 * Signs up (logged in) from an address and browser, one second after the previous sign-up (an
 * invitee signs up after its referrer), with a referral code when given.
 */
export async function signUp(
  t: TestApp,
  username: string,
  options: { referralCode?: string; ip?: string; ua?: string } = {},
): Promise<Person> {
  t.clock.advanceMs(1_000);
  const place = nextPlace();
  const ip = options.ip ?? place.ip;
  const ua = options.ua ?? place.ua;
  const payload = {
    ...registration(username, PASSWORD, options.referralCode ? { referralCode: options.referralCode } : {}),
    humanCheck: await humanCheck(t),
  };
  const response = await sendSealed(t, 'PUT', API.register, payload, { 'x-forwarded-for': ip, 'user-agent': ua });
  assert.equal(response.statusCode, 200, response.body);
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = $1`, [username]);
  assert.ok(row);
  return { id: row.id, username, token: response.json().value.token as string, ip, ua };
}

/** A fresh session (after the clock moved past the idle time), from the person's own address and browser. */
export async function relogin(t: TestApp, person: Person): Promise<Person> {
  const response = await loginAs(t, person.username, PASSWORD, {}, { 'x-forwarded-for': person.ip, 'user-agent': person.ua });
  assert.equal(response.statusCode, 200, response.body);
  return { ...person, token: response.json().value.token as string };
}

/** GET a player call, answering status and body. */
export async function get(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({ url, headers: token ? authed(token) : demoHeaders() });
  return { status: response.statusCode, body: response.json() };
}

/** A referrer: signed up, with its invitation code (made by asking for the invitation). */
export async function referrer(
  t: TestApp,
  username: string,
  options: { ip?: string; ua?: string } = {},
): Promise<Person & { code: string }> {
  const person = await signUp(t, username, options);
  const { status, body } = await get(t, API.referralInvitation, person.token);
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.value.kind, 'member');
  return { ...person, code: body.value.code as string };
}

/** Puts the demo brand on these rules. */
export async function setRules(t: TestApp, rules: Partial<RulesRow> = {}): Promise<void> {
  await writeRules(t.db, await demoBrandId(t.db), { ...TEST_RULES, ...rules }, null, t.clock.now());
}

/** A deposit credited now (a ledger transfer coded deposit into the main wallet). */
export const deposit = (t: TestApp, person: Person, amountMinor: bigint) => fund(t, person.id, amountMinor);

/** A settled slot round of this stake, settled now. */
export async function settledBet(t: TestApp, person: Person, stakeMinor: bigint): Promise<void> {
  const at = t.clock.now().toISOString();
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'BTSLOT', $2, $3, 'test-slot', 'RNG', 'PHP', $4, 0, 'settled', $5, $5)`,
    [await demoBrandId(t.db), `ref-${randomUUID()}`, person.id, stakeMinor.toString(), at],
  );
}

/** What the programme decided about an invitee. */
export async function stateOf(t: TestApp, invitee: Person) {
  const [row] = await t.db.query<{ status: string; reward_minor: string | null; evidence: { signal: string; values: string[] }[] }>(
    `select status, reward_minor::text as reward_minor, evidence from referral_invitees where invitee_id = $1`,
    [invitee.id],
  );
  return row;
}

/** The rewards offered for an invitee (at most one, by its key). */
export async function rewardsFor(t: TestApp, invitee: Person) {
  return t.db.query<{ account_id: string; source: string; amount_minor: string; wagering_bp: number; detail: string; status: string }>(
    `select account_id::text as account_id, source, amount_minor::text as amount_minor, wagering_bp, detail, status
       from player_rewards where reward_key = $1`,
    [`referral:${invitee.id}`],
  );
}
