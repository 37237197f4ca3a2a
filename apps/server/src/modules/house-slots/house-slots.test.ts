// Proves the house slot API end to end through the seamless wallet: a spin moves exactly the stake
// and the win through the ledger, a replayed spinId moves nothing, bad stakes and bodies, missing
// money, dead tokens, maintenance and switched-off games are refused with nothing changed, and one
// account's token never shows another's history.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { slotHistoryValue, slotSessionValue, slotSpinValue } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { createGameSessions } from '../vendor-wallet/game-sessions.ts';
import { demoBrand, SLOT_GAME, slotCall, slotPlayer, walletBalance, type SlotPlayer } from './house-slots.test-kit.ts';

let t: TestApp;
let ana: SlotPlayer;
before(async () => {
  t = await createTestApp();
  ana = await slotPlayer(t, 100_000n);
});
after(() => t?.close());

const spin = (player: SlotPlayer, stakeMinor: string, spinId: string = randomUUID()) =>
  slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor, spinId });

test('the session answers the title without its reels, stakes in PHP minor units and the balance', async () => {
  const response = await slotCall(t, API.houseSlotSession, ana.gameToken);
  assert.equal(response.statusCode, 200, response.body);
  const value = slotSessionValue.parse(response.json().value);
  assert.equal(value.title.code, SLOT_GAME);
  assert.equal('reels' in value.title, false);
  assert.deepEqual(value.stakeLevelsMinor, ['20', '40', '100', '200', '400', '1000', '2000']);
  assert.equal(value.defaultStakeMinor, '20');
  assert.equal(value.currency, 'PHP');
  assert.equal(value.currencySymbol, '₱');
  assert.equal(value.minorDigits, 2);
  assert.equal(value.balanceMinor, (await walletBalance(t, ana.id)).toString());
  assert.equal(value.trial, false);
  assert.deepEqual(value.recovered, []);
});

test('spins move exactly the stake and the win through the ledger', async () => {
  for (let index = 0; index < 15; index += 1) {
    const before = await walletBalance(t, ana.id);
    const response = await spin(ana, '200');
    assert.equal(response.statusCode, 200, response.body);
    const value = slotSpinValue.parse(response.json().value);
    assert.equal(value.replayed, false);
    assert.equal(BigInt(value.balanceBeforeMinor), before);
    assert.equal(BigInt(value.balanceAfterMinor), before - 200n + BigInt(value.winMinor));
    assert.equal(await walletBalance(t, ana.id), BigInt(value.balanceAfterMinor));
    // Each win's amount is stake × credits / betCredits, and they add up to the win.
    const sum = value.wins.reduce((total, win) => total + BigInt(win.amountMinor), 0n);
    assert.equal(sum, BigInt(value.winMinor));
    assert.equal(BigInt(value.winMinor), (200n / 20n) * BigInt(value.winCredits));
    assert.equal(value.grid.length, 5);
  }
  const report = await checkInvariants(t.db, await demoBrandId(t.db));
  assert.equal(
    report.ok,
    true,
    JSON.stringify(report, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
  );
  const [round] = await t.db.query<{ status: string; stake: string }>(
    `select status, stake_minor::text as stake from game_rounds where account_id = $1 and vendor_code = 'BTSLOT' limit 1`,
    [ana.id],
  );
  assert.deepEqual(round, { status: 'settled', stake: '200' });
});

test('the same spinId again answers the stored spin and moves nothing', async () => {
  const spinId = randomUUID();
  const first = await spin(ana, '100', spinId);
  assert.equal(first.statusCode, 200, first.body);
  const snapshot = await ledgerSnapshot(t.db);
  const again = await spin(ana, '100', spinId);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual({ ...again.json().value, replayed: false }, first.json().value);
  assert.equal(again.json().value.replayed, true);
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  // The same spinId with another stake is a different request: refused, nothing moves.
  const other = await spin(ana, '200', spinId);
  assert.equal(other.statusCode, 409);
  assert.equal(other.json().errorCode, 'idempotency_key_reused');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
});

test('a stake off the levels and bad bodies are refused with nothing changed', async () => {
  const snapshot = await ledgerSnapshot(t.db);
  for (const stakeMinor of ['21', '0', '-20', '20.5', 'abc', '200000000000000000000', '4000']) {
    const response = await spin(ana, stakeMinor);
    assert.equal(response.statusCode, 400, stakeMinor);
    assert.equal(response.json().errorCode, 'bet_invalid', stakeMinor);
  }
  for (const body of [
    { stakeMinor: '20' },
    { stakeMinor: '20', spinId: 'short' },
    { stakeMinor: '20', spinId: 'has space in it' },
    { spinId: randomUUID() },
  ]) {
    const response = await slotCall(t, API.houseSlotSpin, ana.gameToken, body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.json().errorCode, 'bad_request');
  }
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  const [row] = await t.db.query<{ count: string }>(
    `select count(*)::text as count from house_slot_spins where stake_minor not in (100, 200)`,
  );
  assert.equal(row?.count, '0');
});

test('a stake above the balance is refused with the balance, and nothing moves', async () => {
  const poor = await slotPlayer(t, 150n);
  const snapshot = await ledgerSnapshot(t.db);
  const response = await spin(poor, '200');
  assert.equal(response.statusCode, 409, response.body);
  assert.equal(response.json().errorCode, 'insufficient_funds');
  assert.equal(response.json().balanceMinor, '150');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  const history = slotHistoryValue.parse((await slotCall(t, API.houseSlotHistory, poor.gameToken)).json().value);
  assert.deepEqual(
    history.list.map((item) => [item.status, item.stakeMinor]),
    [['refused', '200']],
  );
});

test('a missing, unknown or expired game token is game_session_invalid (401)', async () => {
  const player = await slotPlayer(t, 1_000n);
  for (const token of ['', 'not-a-token']) {
    const response = await slotCall(t, API.houseSlotSession, token);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, 'game_session_invalid');
  }
  const siteToken = await slotCall(t, API.houseSlotSession, player.token);
  assert.equal(siteToken.statusCode, 401, 'the site session token is not a game token');
  t.clock.advanceMs(31 * 60_000);
  const snapshot = await ledgerSnapshot(t.db);
  const expired = await spin(player, '20');
  assert.equal(expired.statusCode, 401);
  assert.equal(expired.json().errorCode, 'game_session_invalid');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
});

test('a game in maintenance answers game_maintenance, a switched-off one game_disabled, and nothing moves', async () => {
  const player = await slotPlayer(t, 10_000n);
  const brandId = await demoBrandId(t.db);
  const snapshot = await ledgerSnapshot(t.db);
  const setGame = (column: 'maintenance' | 'enabled', value: boolean) =>
    t.db.query(`update games set ${column} = $3 where merchant_id = $1 and vendor_code = 'BTSLOT' and game_code = $2`, [
      brandId,
      SLOT_GAME,
      value,
    ]);
  const setVendor = (column: 'maintenance' | 'enabled', value: boolean) =>
    t.db.query(`update game_vendors set ${column} = $2 where merchant_id = $1 and vendor_code = 'BTSLOT'`, [brandId, value]);
  const cases: Array<[() => Promise<unknown>, () => Promise<unknown>, number, string]> = [
    [() => setGame('maintenance', true), () => setGame('maintenance', false), 503, 'game_maintenance'],
    [() => setVendor('maintenance', true), () => setVendor('maintenance', false), 503, 'game_maintenance'],
    [() => setGame('enabled', false), () => setGame('enabled', true), 403, 'game_disabled'],
    [() => setVendor('enabled', false), () => setVendor('enabled', true), 403, 'game_disabled'],
  ];
  for (const [on, off, status, code] of cases) {
    await on();
    try {
      for (const response of [await spin(player, '20'), await slotCall(t, API.houseSlotSession, player.gameToken)]) {
        assert.equal(response.statusCode, status, response.body);
        assert.equal(response.json().errorCode, code);
      }
      // The history stays readable.
      assert.equal((await slotCall(t, API.houseSlotHistory, player.gameToken)).statusCode, 200);
    } finally {
      await off();
    }
  }
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  assert.equal((await spin(player, '20')).statusCode, 200);
});

test("the history lists only the token's own account's spins of its title, newest first", async () => {
  const first = await slotPlayer(t, 10_000n);
  const second = await slotPlayer(t, 10_000n);
  const ids: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const response = await spin(first, '40');
    assert.equal(response.statusCode, 200, response.body);
    ids.push(response.json().value.roundId);
  }
  assert.equal((await spin(second, '20')).statusCode, 200);
  const mine = slotHistoryValue.parse((await slotCall(t, API.houseSlotHistory, first.gameToken)).json().value);
  assert.deepEqual(mine.list.map((item) => item.roundId).sort(), [...ids].sort());
  assert.ok(mine.list.every((item) => item.status === 'settled' && item.stakeMinor === '40' && item.grid.length === 5));
  const theirs = slotHistoryValue.parse((await slotCall(t, API.houseSlotHistory, second.gameToken)).json().value);
  assert.equal(theirs.list.length, 1);
  assert.ok(theirs.list.every((item) => !ids.includes(item.roundId)));
});

test("a studio's game session cannot spin a house slot, even for a game code of a house title", async () => {
  const player = await slotPlayer(t, 10_000n);
  const brandId = await demoBrandId(t.db);
  // The studio's catalogue has a game of the same code, so only the session's vendor tells them apart.
  await t.db.query(
    `insert into games (merchant_id, vendor_code, game_code, display_name, game_type) values ($1, 'BTBINGO', $2, 'Look-alike', 'RNG')
     on conflict do nothing`,
    [brandId, SLOT_GAME],
  );
  const { token } = await createGameSessions(t.db, t.clock).open({
    brand: await demoBrand(t),
    account: { id: player.id, accountType: 0 },
    vendorCode: 'BTBINGO',
    gameCode: SLOT_GAME,
    language: 'EN',
  });
  const snapshot = await ledgerSnapshot(t.db);
  for (const response of [
    await slotCall(t, API.houseSlotSpin, token, { stakeMinor: '20', spinId: randomUUID() }),
    await slotCall(t, API.houseSlotSession, token),
    await slotCall(t, API.houseSlotHistory, token),
  ]) {
    assert.equal(response.statusCode, 401, response.body);
    assert.equal(response.json().errorCode, 'game_session_invalid');
  }
  assert.equal(await ledgerSnapshot(t.db), snapshot, 'nothing moved');
  assert.equal(await walletBalance(t, player.id), 10_000n);
  // The same player's house session still plays.
  assert.equal((await spin(player, '20')).statusCode, 200);
});
