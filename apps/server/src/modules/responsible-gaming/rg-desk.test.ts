// Proves the back office's responsible-gaming desk (decision 037): rg.read sees a player's limits,
// usage and exclusions; rg.manage applies a limit or a break for the player under the player's own
// rules (a raise waits 24 hours, a break cannot be shortened), with a reason written to the player's
// audit and the staff trail; a break staff start ends the player's sessions and refuses login; the
// session time limit and reality check likewise, and the desk shows the break after a session
// ended at its limit. Roles
// without the permission, staff of another brand, unknown players and bad input change nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoRgPlayer } from '@pkg/contracts/responsible-gaming';
import { API } from '@pkg/contracts/routes';
import { authed, loginAs } from '../../../test/auth-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { rgAudits } from '../../../test/rg-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t.close());

const playerUrl = (username: string, brand = brandId) => `${BO_API.rgPlayer}?brandId=${brand}&username=${username}`;

async function staffTrail(username: string): Promise<Array<{ action: string; reason: string }>> {
  const rows = await t.db.query<{ action: string; detail: { reason: string } }>(
    `select action, detail from staff_audit where action like 'rg.%' and detail->>'username' = $1 order by id`,
    [username],
  );
  return rows.map((row) => ({ action: row.action, reason: row.detail.reason }));
}

test('support reads a player and sets a limit for them: lowering at once, a raise after 24 hours; both audits name the reason', async () => {
  const player = await newPlayer(t, 'rgdesk', { pin: false });
  const support = await staffSignedIn(t, 'support');
  const read = await asStaff(t, support, 'GET', playerUrl(player.username.toUpperCase()));
  assert.equal(read.statusCode, 200, read.body);
  assert.deepEqual((read.json().value as BoRgPlayer).state.limits, []);

  const body = { brandId, username: player.username, kind: 'deposit', period: 'day', reason: 'Player asked by phone' };
  const set = await asStaff(t, support, 'POST', BO_API.rgLimit, { ...body, amountMinor: '50000' });
  assert.equal(set.statusCode, 200, set.body);
  const limit = (set.json().value as BoRgPlayer).state.limits[0];
  assert.equal(limit?.amountMinor, '50000');
  assert.equal(limit?.pending, null);

  const raise = await asStaff(t, support, 'POST', BO_API.rgLimit, { ...body, amountMinor: '90000' });
  assert.equal(raise.statusCode, 200, raise.body);
  const waiting = (raise.json().value as BoRgPlayer).state.limits[0];
  assert.equal(waiting?.amountMinor, '50000', 'the lower limit stays in force');
  assert.equal(waiting?.pending?.amountMinor, '90000');
  assert.equal(waiting?.pending?.appliesAt, new Date(t.clock.now().getTime() + 86_400_000).toISOString());

  // The player sees what staff set.
  const mine = await t.app.inject({ url: API.rgState, headers: authed(player.token) });
  assert.equal(mine.json().value.limits[0].amountMinor, '50000');
  assert.deepEqual(await rgAudits(t, player.id), ['rg.limit.set', 'rg.limit.pending']);
  const [audit] = await t.db.query<{ actor: string }>(`select actor from audit_log where account_id = $1 and action = 'rg.limit.set'`, [
    player.id,
  ]);
  assert.equal(audit?.actor, `staff:${support.username}`);
  assert.deepEqual(await staffTrail(player.username), [
    { action: 'rg.limit.set', reason: 'Player asked by phone' },
    { action: 'rg.limit.pending', reason: 'Player asked by phone' },
  ]);
});

test('an owner starts a cool-off for a player: sessions end, login is refused, and a shorter break is refused', async () => {
  const player = await newPlayer(t, 'rgdesk', { pin: false });
  const owner = await staffSignedIn(t, 'owner');
  const body = { brandId, username: player.username, reason: 'Player asked for a break in chat' };
  const started = await asStaff(t, owner, 'POST', BO_API.rgExclusion, { ...body, kind: 'coolOff', length: '7d' });
  assert.equal(started.statusCode, 200, started.body);
  const value = started.json().value as BoRgPlayer;
  assert.equal(value.state.exclusion?.kind, 'coolOff');
  assert.equal(value.history.length, 1);

  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).statusCode, 401, 'the session ended');
  const login = await loginAs(t, player.username, 'Lakad2026!');
  assert.equal(login.json().errorCode, 'rg_cooling_off');

  const shorter = await asStaff(t, owner, 'POST', BO_API.rgExclusion, { ...body, kind: 'coolOff', length: '24h' });
  assert.equal(shorter.statusCode, 409, shorter.body);
  assert.equal(shorter.json().errorCode, 'rg_exclusion_active');
  const longer = await asStaff(t, owner, 'POST', BO_API.rgExclusion, { ...body, kind: 'selfExclusion', length: '1y' });
  assert.equal(longer.statusCode, 200, longer.body);
  assert.equal((longer.json().value as BoRgPlayer).history.length, 2);
  assert.deepEqual(
    (await staffTrail(player.username)).map((row) => row.action),
    ['rg.cool_off', 'rg.self_exclusion'],
  );
});

test("support sets a player's session limit and reality check on the player's rules, and sees the break after a session ended at it", async () => {
  const player = await newPlayer(t, 'rgdesk', { pin: false });
  const support = await staffSignedIn(t, 'support');
  const body = { brandId, username: player.username, reason: 'Player asked in chat' };
  const fresh = (await asStaff(t, support, 'GET', playerUrl(player.username))).json().value as BoRgPlayer;
  assert.deepEqual(fresh.state.session, {
    limitMinutes: null,
    pending: null,
    realityCheckMinutes: null,
    breakMinutes: 60,
    dailyLimitMinutes: null,
    dailyPending: null,
  });
  assert.equal(fresh.sessionBreakUntil, null);

  const set = await asStaff(t, support, 'POST', BO_API.rgSessionLimit, { ...body, limitMinutes: 120 });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal((set.json().value as BoRgPlayer).state.session.limitMinutes, 120);
  // A raise waits 24 hours, as the player's own would; a lower limit applies at once.
  const raised = (await asStaff(t, support, 'POST', BO_API.rgSessionLimit, { ...body, limitMinutes: 240 })).json().value as BoRgPlayer;
  assert.equal(raised.state.session.limitMinutes, 120);
  assert.deepEqual(raised.state.session.pending, {
    limitMinutes: 240,
    appliesAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
  });
  const lowered = (await asStaff(t, support, 'POST', BO_API.rgSessionLimit, { ...body, limitMinutes: 30 })).json().value as BoRgPlayer;
  assert.equal(lowered.state.session.limitMinutes, 30);
  assert.equal(lowered.state.session.pending, null);
  const check = await asStaff(t, support, 'POST', BO_API.rgRealityCheck, { ...body, minutes: 15 });
  assert.equal(check.statusCode, 200, check.body);
  assert.equal((check.json().value as BoRgPlayer).state.session.realityCheckMinutes, 15);

  // The player's session reaches the 30 minutes: the desk shows until when a new login is refused.
  const started = t.clock.now().getTime();
  t.clock.advanceMs(30 * 60_000);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).json().errorCode, 'rg_session_limit');
  // Staff sign in again: their own session idled out meanwhile.
  const later = await staffSignedIn(t, 'support');
  const after = (await asStaff(t, later, 'GET', playerUrl(player.username))).json().value as BoRgPlayer;
  assert.equal(after.sessionBreakUntil, new Date(started + 90 * 60_000).toISOString());
  t.clock.advanceMs(60 * 60_000);
  const next = await staffSignedIn(t, 'support');
  assert.equal(((await asStaff(t, next, 'GET', playerUrl(player.username))).json().value as BoRgPlayer).sessionBreakUntil, null);

  const [audit] = await t.db.query<{ actor: string; after: { reason: string } }>(
    `select actor, after from audit_log where account_id = $1 and action = 'rg.session_limit.set'`,
    [player.id],
  );
  assert.equal(audit?.actor, `staff:${support.username}`);
  assert.equal(audit?.after.reason, 'Player asked in chat');
  assert.deepEqual(await staffTrail(player.username), [
    { action: 'rg.session_limit', reason: 'Player asked in chat' },
    { action: 'rg.session_limit', reason: 'Player asked in chat' },
    { action: 'rg.session_limit', reason: 'Player asked in chat' },
    { action: 'rg.reality_check', reason: 'Player asked in chat' },
  ]);
});

test('roles, brand scope, unknown players and bad input are refused and change nothing', async () => {
  const player = await newPlayer(t, 'rgdesk', { pin: false });
  const auditor = await staffSignedIn(t, 'auditor');
  const finance = await staffSignedIn(t, 'finance');
  const limit = { brandId, username: player.username, kind: 'loss', period: 'week', amountMinor: '1000', reason: 'Asked by e-mail' };
  assert.equal((await asStaff(t, auditor, 'GET', playerUrl(player.username))).statusCode, 200, 'auditors may look');
  for (const staff of [auditor, finance]) {
    assert.equal((await asStaff(t, staff, 'POST', BO_API.rgLimit, limit)).statusCode, 403);
    const pause = { brandId, username: player.username, kind: 'coolOff', length: '24h', reason: 'Asked by e-mail' };
    assert.equal((await asStaff(t, staff, 'POST', BO_API.rgExclusion, pause)).statusCode, 403);
  }

  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const scoped = await staffSignedIn(t, 'owner', [other!.code]);
  assert.equal((await asStaff(t, scoped, 'GET', playerUrl(player.username))).statusCode, 403);
  assert.equal((await asStaff(t, scoped, 'POST', BO_API.rgLimit, limit)).statusCode, 403);

  const owner = await staffSignedIn(t, 'owner');
  const unknown = await asStaff(t, owner, 'GET', playerUrl('nobody-here'));
  assert.equal(unknown.statusCode, 404, unknown.body);
  assert.equal(unknown.json().errorCode, 'player_not_found');
  for (const bad of [
    { ...limit, reason: '' },
    { ...limit, amountMinor: '-5' },
    { ...limit, amountMinor: '12.50' },
    { ...limit, period: 'year' },
  ]) {
    const response = await asStaff(t, owner, 'POST', BO_API.rgLimit, bad);
    assert.equal(response.statusCode, 400, JSON.stringify(bad));
  }
  const badPause = await asStaff(t, owner, 'POST', BO_API.rgExclusion, {
    brandId,
    username: player.username,
    kind: 'coolOff',
    length: '1y',
    reason: 'Asked by e-mail',
  });
  assert.equal(badPause.statusCode, 400, 'a cool-off is at most 6 weeks');
  const rule = { brandId, username: player.username, reason: 'Asked by e-mail' };
  for (const [path, bad] of [
    [BO_API.rgSessionLimit, { ...rule, limitMinutes: 29 }],
    [BO_API.rgSessionLimit, { ...rule, limitMinutes: 1441 }],
    [BO_API.rgSessionLimit, { ...rule, limitMinutes: '60' }],
    [BO_API.rgSessionLimit, { ...rule, limitMinutes: 60, reason: 'x' }],
    [BO_API.rgRealityCheck, { ...rule, minutes: 20 }],
  ] as const) {
    const response = await asStaff(t, owner, 'POST', path, bad);
    assert.equal(response.statusCode, 400, JSON.stringify(bad));
  }
  for (const staff of [auditor, finance]) {
    assert.equal((await asStaff(t, staff, 'POST', BO_API.rgSessionLimit, { ...rule, limitMinutes: 60 })).statusCode, 403);
    assert.equal((await asStaff(t, staff, 'POST', BO_API.rgRealityCheck, { ...rule, minutes: 15 })).statusCode, 403);
  }
  assert.equal((await asStaff(t, scoped, 'POST', BO_API.rgSessionLimit, { ...rule, limitMinutes: 60 })).statusCode, 403);
  assert.deepEqual(await rgAudits(t, player.id), []);
  assert.deepEqual(await staffTrail(player.username), []);
});
