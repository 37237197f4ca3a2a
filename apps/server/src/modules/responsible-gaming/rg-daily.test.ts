// Proves the daily play-time limit (decision 037 addendum): its bounds and the rules of the other
// limits (lower at once, raise or remove after 24 hours); the day's play time counts every login
// session of the GMT+8 day once, devices side by side counting once and the time between sessions
// not at all; the call at the limit ends the session (rg_daily_time_limit, until the next day), a
// login on a used-up day is refused (rg_daily_time_used) and the next day counts afresh, also for a
// session open across midnight; a game launched in the session stops taking stakes at the limit;
// staff set it on the player's rules. Refused input changes nothing; every change is audited.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { RgSessionView, RgState } from '@pkg/contracts/responsible-gaming';
import { authed, loginAs } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { launchSlotInSession, rgAudits, rgStateOf } from '../../../test/rg-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  await ensureHouseShards(t.db, brandId, 'PHP', t.clock.now());
});
after(() => t.close());

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const PASSWORD = 'Lakad2026!';

function setDailyLimit(token: string, limitMinutes: unknown) {
  return t.app.inject({ method: 'POST', url: API.rgDailyLimit, headers: authed(token), payload: { limitMinutes } });
}

async function dailyLimitOk(token: string, limitMinutes: number | null): Promise<RgState> {
  const response = await setDailyLimit(token, limitMinutes);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgState;
}

async function sessionView(token: string): Promise<RgSessionView> {
  const response = await t.app.inject({ url: API.rgSession, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgSessionView;
}

const memberInfo = (token: string) => t.app.inject({ url: API.memberInfo, headers: authed(token) });
const logout = (token: string) => t.app.inject({ method: 'POST', url: API.logout, headers: authed(token) });

async function relogin(player: Player): Promise<string> {
  const login = await loginAs(t, player.username, PASSWORD);
  assert.equal(login.statusCode, 200, login.body);
  return login.json().value.token as string;
}

/** Moves the clock to `hh:mm` GMT+8 of the next calendar day (so every test starts on a day of its own). */
function nextDayAt(hours: number, minutes = 0): number {
  const now = t.clock.now().getTime();
  const gmt8 = new Date(now + 8 * HOUR_MS);
  const nextMidnight = Date.UTC(gmt8.getUTCFullYear(), gmt8.getUTCMonth(), gmt8.getUTCDate() + 1) - 8 * HOUR_MS;
  const at = nextMidnight + hours * HOUR_MS + minutes * MINUTE_MS;
  t.clock.advanceMs(at - now);
  return at;
}

/** Moves the clock to `start + minutes`. */
const atMinute = (start: number, minutes: number) => t.clock.advanceMs(start + minutes * MINUTE_MS - t.clock.now().getTime());

describe('daily limit: setting, lowering and raising', () => {
  test('30 minutes and 24 hours are accepted; 29, 1441, fractions and text are refused and change nothing', async () => {
    nextDayAt(10);
    const ana = await newPlayer(t, 'rgdl', { pin: false });
    for (const bad of [29, 1441, 45.5, '60', 0]) {
      const refused = await setDailyLimit(ana.token, bad);
      assert.equal(refused.statusCode, 400, `${String(bad)}: ${refused.body}`);
    }
    const [rows] = await t.db.query<{ n: number }>(`select count(*)::int as n from rg_session_rules where account_id = $1`, [ana.id]);
    assert.equal(rows?.n, 0);
    assert.deepEqual(await rgAudits(t, ana.id), []);
    const empty = (await rgStateOf(t, ana.token)).session;
    assert.equal(empty.dailyLimitMinutes, null);
    assert.equal(empty.dailyPending, null);
    // Without a daily limit the session view counts nothing.
    assert.equal((await sessionView(ana.token)).playedTodayMinutes, null);

    assert.equal((await dailyLimitOk(ana.token, 1440)).session.dailyLimitMinutes, 1440);
    const lowered = await dailyLimitOk(ana.token, 30);
    assert.equal(lowered.session.dailyLimitMinutes, 30);
    // The session limit is a separate rule and stays unset.
    assert.equal(lowered.session.limitMinutes, null);
    assert.deepEqual(await rgAudits(t, ana.id), ['rg.daily_limit.set', 'rg.daily_limit.lowered']);

    const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: { merchant: 'bituin' } });
    const asTrial = await setDailyLimit(trial.json().value.token as string, 60);
    assert.equal(asTrial.json().errorCode, 'in_need_true_account');
  });

  test('lowering applies at once and cancels a waiting raise; raising and removing wait exactly 24 hours', async () => {
    nextDayAt(9);
    const ben = await newPlayer(t, 'rgdl', { pin: false });
    await dailyLimitOk(ben.token, 720);
    const raised = await dailyLimitOk(ben.token, 1440);
    const appliesAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    assert.deepEqual(raised.session.dailyPending, { limitMinutes: 1440, appliesAt });
    assert.equal(raised.session.dailyLimitMinutes, 720);
    const lowered = await dailyLimitOk(ben.token, 600);
    assert.equal(lowered.session.dailyLimitMinutes, 600);
    assert.equal(lowered.session.dailyPending, null);
    const removal = await dailyLimitOk(ben.token, null);
    assert.deepEqual(removal.session.dailyPending, { limitMinutes: null, appliesAt });
    t.clock.advanceMs(24 * HOUR_MS - 1000);
    let token = await relogin(ben);
    assert.equal((await rgStateOf(t, token)).session.dailyLimitMinutes, 600);
    t.clock.advanceMs(1000);
    token = await relogin(ben);
    assert.equal((await rgStateOf(t, token)).session.dailyLimitMinutes, null);
    assert.deepEqual(await rgAudits(t, ben.id), [
      'rg.daily_limit.set',
      'rg.daily_limit.pending',
      'rg.daily_limit.lowered',
      'rg.daily_limit.pending',
    ]);
  });
});

describe('daily limit: the day ends play', () => {
  test('sessions side by side count once, the time between them not at all; the call at the limit ends the session, the day is closed until midnight', async () => {
    const start = nextDayAt(12);
    const cy = await newPlayer(t, 'rgdt', { pin: false });
    await dailyLimitOk(cy.token, 60);
    // A second device from minute 10; the first logs out at 20, the second at 40.
    atMinute(start, 10);
    const phone = await relogin(cy);
    atMinute(start, 20);
    assert.equal((await memberInfo(cy.token)).statusCode, 200);
    assert.equal((await logout(cy.token)).statusCode, 200);
    atMinute(start, 40);
    const view = await sessionView(phone);
    assert.equal(view.playedTodayMinutes, 40);
    assert.equal(view.endsAt, new Date(start + 60 * MINUTE_MS).toISOString());
    assert.equal((await logout(phone)).statusCode, 200);

    // An hour away, then 20 minutes left.
    atMinute(start, 100);
    const laptop = await relogin(cy);
    atMinute(start, 119);
    assert.equal((await memberInfo(laptop)).statusCode, 200);
    assert.equal((await sessionView(laptop)).endsAt, new Date(start + 120 * MINUTE_MS).toISOString());
    atMinute(start, 120);
    const ended = await memberInfo(laptop);
    assert.equal(ended.statusCode, 401, ended.body);
    assert.equal(ended.json().errorCode, 'rg_daily_time_limit');
    const midnight = new Date(start + 12 * HOUR_MS).toISOString();
    assert.equal(ended.json().until, midnight);
    assert.ok(ended.json().message.length > 0);
    assert.equal((await memberInfo(laptop)).json().errorCode, 'login.not.session');

    const refused = await loginAs(t, cy.username, PASSWORD);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().errorCode, 'rg_daily_time_used');
    assert.equal(refused.json().until, midnight);
    atMinute(start, 12 * 60 - 1);
    assert.equal((await loginAs(t, cy.username, PASSWORD)).json().errorCode, 'rg_daily_time_used');
    atMinute(start, 12 * 60);
    const tomorrow = await relogin(cy);
    atMinute(start, 12 * 60 + 59);
    assert.equal((await memberInfo(tomorrow)).statusCode, 200);

    assert.deepEqual(await rgAudits(t, cy.id), ['rg.daily_limit.set', 'rg.daily_time_ended']);
    const [audit] = await t.db.query<{ before: { limitMinutes: number }; after: { reachedAt: string; until: string } }>(
      `select before, after from audit_log where account_id = $1 and action = 'rg.daily_time_ended'`,
      [cy.id],
    );
    assert.deepEqual(audit?.after, { reachedAt: new Date(start + 120 * MINUTE_MS).toISOString(), until: midnight });
    assert.equal(audit?.before.limitMinutes, 60);

    // On a used-up day a wrong password is still a wrong password: the limit is not told to strangers.
    await logout(tomorrow);
    await dailyLimitOk(await relogin(cy), 30);
    atMinute(start, 12 * 60 + 120);
    assert.equal((await loginAs(t, cy.username, PASSWORD)).json().errorCode, 'rg_daily_time_used');
    assert.equal((await loginAs(t, cy.username, 'wrong-one')).json().errorCode, 'login.cred.err');
  });

  test('a session open across midnight counts in each day on its own; lowering below the time played ends it on the next call', async () => {
    const start = nextDayAt(23, 30);
    const dee = await newPlayer(t, 'rgdt', { pin: false });
    await dailyLimitOk(dee.token, 60);
    atMinute(start, 50);
    // 50 minutes played, 30 of them yesterday: today has had 20.
    assert.equal((await sessionView(dee.token)).playedTodayMinutes, 20);
    atMinute(start, 89);
    assert.equal((await memberInfo(dee.token)).statusCode, 200);
    atMinute(start, 90);
    assert.equal((await memberInfo(dee.token)).json().errorCode, 'rg_daily_time_limit');

    // The next day, 45 minutes in, the player lowers the limit to 30: the next call ends the session.
    nextDayAt(8);
    const token = await relogin(dee);
    t.clock.advanceMs(45 * MINUTE_MS);
    assert.equal((await memberInfo(token)).statusCode, 200);
    await dailyLimitOk(token, 30);
    assert.equal((await memberInfo(token)).json().errorCode, 'rg_daily_time_limit');
    assert.equal((await loginAs(t, dee.username, PASSWORD)).json().errorCode, 'rg_daily_time_used');
  });

  test('a game launched in the session stops taking stakes at the daily limit, though it calls no page of the site', async () => {
    const start = nextDayAt(14);
    const ivy = await newPlayer(t, 'rgdg', { pin: false });
    await fund(t, ivy.id, 100_000n);
    await dailyLimitOk(ivy.token, 30);
    const gameToken = await launchSlotInSession(t, ivy.token);
    const game = { accountId: ivy.id, token: gameToken };
    const sim = createVendorSimulator(t);
    for (const minute of [0, 15, 29]) {
      atMinute(start, minute);
      assert.equal((await sim.debit(game, '100')).status, 'OK', `minute ${minute}`);
    }
    atMinute(start, 30);
    const balanceBefore = (await sim.client.balance({ token: gameToken })).balance;
    const refused = await sim.debit(game, '100');
    assert.equal(refused.status, 'PLAYER_BLOCKED');
    assert.equal(refused.balance, balanceBefore, 'nothing was taken');
    assert.equal((await memberInfo(ivy.token)).json().errorCode, 'login.not.session');
    assert.deepEqual(await rgAudits(t, ivy.id), ['rg.daily_limit.set', 'rg.daily_time_ended']);
  });
});

describe('daily limit: the desk', () => {
  test('staff with rg.manage set it on the player rules with a reason; bad input and other roles change nothing', async () => {
    nextDayAt(11);
    const fay = await newPlayer(t, 'rgdd', { pin: false });
    const owner = await staffSignedIn(t, 'owner');
    const finance = await staffSignedIn(t, 'finance');
    const post = (staff: typeof owner, payload: object) => asStaff(t, staff, 'POST', BO_API.rgDailyLimit, payload);
    const body = { brandId, username: fay.username, reason: 'player asked by phone' };

    assert.equal((await post(owner, { ...body, limitMinutes: 20 })).statusCode, 400);
    assert.equal((await post(owner, { ...body, limitMinutes: 120, reason: '' })).statusCode, 400);
    assert.equal((await post(finance, { ...body, limitMinutes: 120 })).statusCode, 403);
    assert.deepEqual(await rgAudits(t, fay.id), []);

    const set = await post(owner, { ...body, limitMinutes: 120 });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().value.state.session.dailyLimitMinutes, 120);
    const raise = await post(owner, { ...body, limitMinutes: 240 });
    assert.equal(raise.json().value.state.session.dailyLimitMinutes, 120);
    assert.equal(raise.json().value.state.session.dailyPending.limitMinutes, 240);
    assert.deepEqual(await rgAudits(t, fay.id), ['rg.daily_limit.set', 'rg.daily_limit.pending']);
    const [audit] = await t.db.query<{ actor: string; after: { reason: string } }>(
      `select actor, after from audit_log where account_id = $1 and action = 'rg.daily_limit.set'`,
      [fay.id],
    );
    assert.equal(audit?.actor, `staff:${owner.username}`);
    assert.equal(audit?.after.reason, 'player asked by phone');
    const [trail] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from staff_audit where action = 'rg.daily_limit' and detail->>'username' = $1`,
      [fay.username],
    );
    assert.equal(trail?.n, 2);
  });
});
