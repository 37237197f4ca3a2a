// Proves the session time limit and the reality check (decision 037): the limit's bounds (30
// minutes to 24 hours), lowering at once and raising or removing after 24 hours; a session that
// reaches the limit is ended on its next call (rg_session_limit) and a new login is refused for the
// break (rg_session_break), also when the player left without another call; the reality check's
// timing counts from the session's start on the server and "continue" moves it to the next
// boundary; the session's net result is read from the ledger; refused calls change nothing; every
// change is audited.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import type { RgSessionView, RgState } from '@pkg/contracts/responsible-gaming';
import { authed, loginAs } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { launchSlotInSession, rgAudits, rgStateOf } from '../../../test/rg-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
});
after(() => t.close());

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const PASSWORD = 'Lakad2026!';

function setSessionLimit(token: string, limitMinutes: unknown) {
  return t.app.inject({ method: 'POST', url: API.rgSessionLimit, headers: authed(token), payload: { limitMinutes } });
}

async function sessionLimitOk(token: string, limitMinutes: number | null): Promise<RgState> {
  const response = await setSessionLimit(token, limitMinutes);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgState;
}

function setRealityCheck(token: string, minutes: unknown) {
  return t.app.inject({ method: 'POST', url: API.rgRealityCheck, headers: authed(token), payload: { minutes } });
}

async function sessionView(token: string): Promise<RgSessionView> {
  const response = await t.app.inject({ url: API.rgSession, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as RgSessionView;
}

function memberInfo(token: string) {
  return t.app.inject({ url: API.memberInfo, headers: authed(token) });
}

/** A new player with a fresh login session started now (the registration's session). */
async function freshPlayer(prefix: string): Promise<Player> {
  return newPlayer(t, prefix, { pin: false });
}

async function ruleRows(accountId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from rg_session_rules where account_id = $1`, [accountId]);
  return row?.n ?? 0;
}

describe('session limit: setting, lowering and raising', () => {
  test('30 minutes and 24 hours are accepted; 29, 1441, fractions and text are refused and change nothing', async () => {
    const ana = await freshPlayer('rgsl');
    for (const bad of [29, 1441, 45.5, '60', 0]) {
      const refused = await setSessionLimit(ana.token, bad);
      assert.equal(refused.statusCode, 400, `${String(bad)}: ${refused.body}`);
    }
    for (const bad of [20, 0, 90, '15']) {
      const refused = await setRealityCheck(ana.token, bad);
      assert.equal(refused.statusCode, 400, `${String(bad)}: ${refused.body}`);
    }
    assert.equal(await ruleRows(ana.id), 0);
    assert.deepEqual(await rgAudits(t, ana.id), []);
    assert.deepEqual((await rgStateOf(t, ana.token)).session, {
      limitMinutes: null,
      pending: null,
      realityCheckMinutes: null,
      breakMinutes: 60,
      dailyLimitMinutes: null,
      dailyPending: null,
    });

    assert.equal((await sessionLimitOk(ana.token, 1440)).session.limitMinutes, 1440);
    assert.equal((await sessionLimitOk(ana.token, 30)).session.limitMinutes, 30);
    assert.deepEqual(await rgAudits(t, ana.id), ['rg.session_limit.set', 'rg.session_limit.lowered']);

    // A trial account has no session rules to keep.
    const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: { merchant: 'bituin' } });
    const asTrial = await setSessionLimit(trial.json().value.token as string, 60);
    assert.equal(asTrial.json().errorCode, 'in_need_true_account');
  });

  test('lowering applies at once and cancels a waiting raise; raising and removing wait exactly 24 hours', async () => {
    const ben = await freshPlayer('rgsl');
    await sessionLimitOk(ben.token, 240);
    // Logins keep the session young: each step uses a fresh one.
    const raised = await sessionLimitOk(ben.token, 480);
    const appliesAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    assert.deepEqual(raised.session.pending, { limitMinutes: 480, appliesAt });
    assert.equal(raised.session.limitMinutes, 240);

    // Asking again for the same raise keeps its time.
    t.clock.advanceMs(HOUR_MS);
    let token = await relogin(ben);
    assert.deepEqual((await sessionLimitOk(token, 480)).session.pending, { limitMinutes: 480, appliesAt });

    const lowered = await sessionLimitOk(token, 120);
    assert.equal(lowered.session.limitMinutes, 120);
    assert.equal(lowered.session.pending, null);

    const removal = await sessionLimitOk(token, null);
    const removalAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    assert.deepEqual(removal.session.pending, { limitMinutes: null, appliesAt: removalAt });
    assert.equal(removal.session.limitMinutes, 120);

    t.clock.advanceMs(24 * HOUR_MS - 1000);
    token = await relogin(ben);
    assert.equal((await rgStateOf(t, token)).session.limitMinutes, 120);
    t.clock.advanceMs(1000);
    const gone = await rgStateOf(t, token);
    assert.equal(gone.session.limitMinutes, null);
    assert.equal(gone.session.pending, null);

    assert.deepEqual(await rgAudits(t, ben.id), [
      'rg.session_limit.set',
      'rg.session_limit.pending',
      'rg.session_limit.pending',
      'rg.session_limit.lowered',
      'rg.session_limit.pending',
    ]);
  });
});

async function relogin(player: Player): Promise<string> {
  const login = await loginAs(t, player.username, PASSWORD);
  assert.equal(login.statusCode, 200, login.body);
  return login.json().value.token as string;
}

describe('session limit: the session ends', () => {
  test('the call at the limit ends the session (rg_session_limit); a new login waits out the 60-minute break', async () => {
    const cy = await freshPlayer('rgse');
    const started = t.clock.now().getTime();
    await sessionLimitOk(cy.token, 30);
    assert.equal((await sessionView(cy.token)).endsAt, new Date(started + 30 * MINUTE_MS).toISOString());

    t.clock.advanceMs(30 * MINUTE_MS - 1);
    assert.equal((await memberInfo(cy.token)).statusCode, 200);
    t.clock.advanceMs(1);
    const ended = await memberInfo(cy.token);
    assert.equal(ended.statusCode, 401, ended.body);
    assert.equal(ended.json().errorCode, 'rg_session_limit');
    const breakUntil = new Date(started + 90 * MINUTE_MS).toISOString();
    assert.equal(ended.json().until, breakUntil);
    assert.ok(ended.json().message.length > 0);
    // The session is gone for good.
    assert.equal((await memberInfo(cy.token)).json().errorCode, 'login.not.session');

    const refused = await loginAs(t, cy.username, PASSWORD);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().errorCode, 'rg_session_break');
    assert.equal(refused.json().until, breakUntil);
    t.clock.advanceMs(60 * MINUTE_MS - 1);
    assert.equal((await loginAs(t, cy.username, PASSWORD)).json().errorCode, 'rg_session_break');
    t.clock.advanceMs(1);
    const token = await relogin(cy);
    // The new session has its own 30 minutes.
    t.clock.advanceMs(29 * MINUTE_MS);
    assert.equal((await memberInfo(token)).statusCode, 200);

    assert.deepEqual(await rgAudits(t, cy.id), ['rg.session_limit.set', 'rg.session_ended']);
    const [audit] = await t.db.query<{ before: { limitMinutes: number }; after: { breakUntil: string } }>(
      `select before, after from audit_log where account_id = $1 and action = 'rg.session_ended'`,
      [cy.id],
    );
    assert.equal(audit?.before.limitMinutes, 30);
    assert.equal(audit?.after.breakUntil, breakUntil);
  });

  test('lowering below the session age ends this session on its next call', async () => {
    const dee = await freshPlayer('rgse');
    t.clock.advanceMs(50 * MINUTE_MS);
    const set = await setSessionLimit(dee.token, 45);
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await memberInfo(dee.token)).json().errorCode, 'rg_session_limit');
  });

  test('a session that reached the limit without another call is ended at the next login, which waits for the break', async () => {
    const eve = await freshPlayer('rgse');
    const started = t.clock.now().getTime();
    await sessionLimitOk(eve.token, 30);
    t.clock.advanceMs(20 * MINUTE_MS);
    assert.equal((await memberInfo(eve.token)).statusCode, 200);
    // The player leaves the tab; 11 minutes later logs in elsewhere.
    t.clock.advanceMs(11 * MINUTE_MS);
    const refused = await loginAs(t, eve.username, PASSWORD);
    assert.equal(refused.json().errorCode, 'rg_session_break', refused.body);
    assert.equal(refused.json().until, new Date(started + 90 * MINUTE_MS).toISOString());
    assert.equal((await memberInfo(eve.token)).json().errorCode, 'login.not.session');
    // A wrong password still answers as a wrong password: the break is not told to strangers.
    assert.equal((await loginAs(t, eve.username, 'wrong-one')).json().errorCode, 'login.cred.err');
    assert.deepEqual(await rgAudits(t, eve.id), ['rg.session_limit.set', 'rg.session_ended']);
  });

  test("a game launched in the session stops taking stakes at the session's limit, though it calls no page of the site", async () => {
    const ivy = await freshPlayer('rgsg');
    await fund(t, ivy.id, 100_000n);
    const started = t.clock.now().getTime();
    await sessionLimitOk(ivy.token, 60);
    // The real launch, as the site asks it: the game session remembers the login session.
    const gameToken = await launchSlotInSession(t, ivy.token);
    const game = { accountId: ivy.id, token: gameToken };
    const sim = createVendorSimulator(t);
    const at = (minute: number) => t.clock.advanceMs(started + minute * MINUTE_MS - t.clock.now().getTime());

    // The player stays in the game: the vendor's calls keep the game session alive, the site hears nothing.
    for (const minute of [0, 25, 50]) {
      at(minute);
      assert.equal((await sim.debit(game, '100')).status, 'OK', `minute ${minute}`);
    }
    const round = simId('round');
    at(60);
    t.clock.advanceMs(-1);
    assert.equal((await sim.debit(game, '100', { roundId: round })).status, 'OK');
    at(60);
    const balanceBefore = (await sim.client.balance({ token: gameToken })).balance;
    const refused = await sim.debit(game, '100');
    assert.equal(refused.status, 'PLAYER_BLOCKED');
    assert.equal(refused.balance, balanceBefore, 'nothing was taken');
    // The open round still settles: a win is never refused.
    assert.equal((await sim.credit(game, round, '300', { roundClosed: true })).status, 'OK');
    // The login session was ended at its limit as the site's own check would have: break and audit.
    assert.equal((await memberInfo(ivy.token)).json().errorCode, 'login.not.session');
    const refusedLogin = await loginAs(t, ivy.username, PASSWORD);
    assert.equal(refusedLogin.json().errorCode, 'rg_session_break', refusedLogin.body);
    assert.equal(refusedLogin.json().until, new Date(started + 120 * MINUTE_MS).toISOString());
    assert.deepEqual(await rgAudits(t, ivy.id), ['rg.session_limit.set', 'rg.session_ended']);
    // During the break the game takes no stake either.
    at(70);
    assert.equal((await sim.debit(game, '100')).status, 'PLAYER_BLOCKED');
  });

  test('a session that went idle before reaching the limit starts no break', async () => {
    const fay = await freshPlayer('rgse');
    await sessionLimitOk(fay.token, 180);
    // The demo brand's idle time is 120 minutes: the session died idle at 120, before its 180.
    t.clock.advanceMs(200 * MINUTE_MS);
    const token = await relogin(fay);
    assert.equal((await memberInfo(token)).statusCode, 200);
    assert.deepEqual(await rgAudits(t, fay.id), ['rg.session_limit.set']);
  });
});

describe('reality check', () => {
  test('due every interval from the session start, not reset by reading again; continue moves it on; net result from the ledger', async () => {
    const gus = await freshPlayer('rgrc');
    await fund(t, gus.id, 100_000n);
    const started = t.clock.now().getTime();
    const set = await setRealityCheck(gus.token, 15);
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((set.json().value as RgState).session.realityCheckMinutes, 15);

    // A stake of 500 and a win of 200 in this session: net -300.
    const sim = createVendorSimulator(t);
    const game = await sim.launch({ id: gus.id });
    const round = simId('round');
    assert.equal((await sim.debit(game, '500', { roundId: round })).status, 'OK');
    assert.equal((await sim.credit(game, round, '200', { roundClosed: true })).status, 'OK');

    t.clock.advanceMs(16 * MINUTE_MS);
    const due = await sessionView(gus.token);
    assert.equal(due.startedAt, new Date(started).toISOString());
    assert.equal(due.now, new Date(started + 16 * MINUTE_MS).toISOString());
    assert.equal(due.nextCheckAt, new Date(started + 15 * MINUTE_MS).toISOString());
    assert.equal(due.realityCheckMinutes, 15);
    assert.equal(due.netMinor, '-300');
    assert.equal(due.stakesMinor, '500');
    assert.equal(due.currency, 'PHP');
    assert.equal(due.endsAt, null);
    // Reading again (a reload) does not move it.
    assert.equal((await sessionView(gus.token)).nextCheckAt, due.nextCheckAt);

    const seen = await t.app.inject({ method: 'POST', url: API.rgRealityCheckSeen, headers: authed(gus.token) });
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal((seen.json().value as RgSessionView).nextCheckAt, new Date(started + 30 * MINUTE_MS).toISOString());

    // A later win shows in the net result; a new session counts from its own start.
    const round2 = simId('round');
    assert.equal((await sim.debit(game, '100', { roundId: round2 })).status, 'OK');
    assert.equal((await sim.credit(game, round2, '1000', { roundClosed: true })).status, 'OK');
    assert.equal((await sessionView(gus.token)).netMinor, '600');
    t.clock.advanceMs(1000);
    const token = await relogin(gus);
    const fresh = await sessionView(token);
    assert.equal(fresh.netMinor, '0');
    assert.equal(fresh.nextCheckAt, new Date(t.clock.now().getTime() + 15 * MINUTE_MS).toISOString());

    // Off: no check; the same value again changes nothing.
    const off = await setRealityCheck(token, null);
    assert.equal((off.json().value as RgState).session.realityCheckMinutes, null);
    assert.equal((await sessionView(token)).nextCheckAt, null);
    assert.equal((await setRealityCheck(token, null)).statusCode, 200);
    assert.deepEqual(await rgAudits(t, gus.id), ['rg.reality_check', 'rg.reality_check']);
  });
});
