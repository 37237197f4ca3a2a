// Fish shooting (decision 061) through the page's calls: the session, a batch moving the balance by
// its stakes and return with its round and claims, a resend answering the stored batch, the rate
// cap, bad input, trial currency, insufficient funds, the responsible-gaming gate; and through a
// service of its own: two batches at once on one balance, a process dying mid-batch.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { fishFireValue, fishSessionValue } from '@pkg/contracts/fish';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { batch, fire, fishCall, fishPlayer, fishService, NEVER, shots, stateOf } from './fish.test-kit.ts';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});

after(async () => {
  await t.close();
});

test('the session names the title: its fish with multipliers, the boss, the features, the cannon levels and the balance', async () => {
  const player = await fishPlayer(t, { fundMinor: 50_000n });
  const response = await fishCall(t, player, API.fishSession);
  assert.equal(response.statusCode, 200, response.body);
  const session = fishSessionValue.parse(response.json().value);
  assert.equal(session.gameCode, 'reef-hunter');
  assert.equal(session.balanceMinor, '50000');
  assert.equal(session.currency.code, 'PHP');
  assert.equal(session.trial, false);
  assert.equal(session.rtpX10k, 9_600);
  assert.deepEqual(session.cannonLevelsMinor, ['10', '20', '50', '100', '200', '500', '1000']);
  assert.equal(session.maxShotsPerSecond, 10);
  assert.equal(session.species.length, 19);
  assert.deepEqual(
    session.species.find((s) => s.code === 'golden-dragon'),
    {
      code: 'golden-dragon',
      kind: 'boss',
      minMultiplier: 100,
      maxMultiplier: 500,
      spawnWeight: 1,
      path: 'boss-lane',
    },
  );
  assert.deepEqual(
    session.features.map((f) => [f.code, f.shareX10k]),
    [
      ['bomb', 200],
      ['chain-lightning', 100],
    ],
  );
  const none = await fishCall(t, { gameToken: 'nope' }, API.fishSession);
  assert.equal(none.statusCode, 401);
  assert.equal(none.json().errorCode, 'game_session_invalid');
});

test('a batch moves the balance by its stakes less its return, with one round and its claims; a resend answers the same and moves nothing', async () => {
  const player = await fishPlayer(t, { fundMinor: 100_000n });
  const body = { key: randomUUID(), shots: [...shots(5, 'clownfish', '100'), ...shots(3, 'golden-dragon', '200')] };
  const response = await fire(t, player, body);
  assert.equal(response.statusCode, 200, response.body);
  const value = fishFireValue.parse(response.json().value);
  assert.equal(value.replayed, false);
  assert.equal(value.shots.length, 8);
  assert.equal(value.stakeMinor, '1100');
  const returned = value.shots.reduce((sum, shot) => sum + BigInt(shot.returnMinor), 0n);
  assert.equal(value.returnMinor, returned.toString());
  for (const shot of value.shots) {
    const multipliers = shot.multiplier + shot.features.reduce((sum, f) => sum + f.multiplier, 0);
    assert.equal(BigInt(shot.returnMinor), BigInt(shot.stakeMinor) * BigInt(multipliers));
    assert.equal(shot.caught, shot.multiplier > 0);
  }
  const expected = 100_000n - 1100n + returned;
  assert.equal(value.balanceMinor, expected.toString());
  const state = await stateOf(t, player);
  assert.deepEqual(state, {
    balanceMinor: expected,
    batches: 1,
    rounds: 1,
    claims: returned > 0n ? 2 : 1,
    transfers: returned > 0n ? 2 : 1,
  });
  const [round] = await t.db.query<{ stake: string; win: string; status: string; gameType: string }>(
    `select stake_minor::text as stake, win_minor::text as win, status, game_type as "gameType" from game_rounds where round_id = $1`,
    [value.roundId],
  );
  assert.deepEqual(round, { stake: '1100', win: returned.toString(), status: 'settled', gameType: 'FISH' });

  const again = await fire(t, player, body);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(fishFireValue.parse(again.json().value), { ...value, replayed: true });
  assert.deepEqual(await stateOf(t, player), state);

  const reused = await fire(t, player, { key: body.key, shots: shots(8) });
  assert.equal(reused.statusCode, 409);
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  assert.deepEqual(await stateOf(t, player), state);
  assert.equal((await checkInvariants(t.db)).ok, true, 'the ledger balances');
});

test('the rate cap: a burst of 30 shots passes, the 31st is refused with fish_rate_limited (429) and nothing changes; the cannon refills at 10 a second', async () => {
  const player = await fishPlayer(t);
  const first = await fire(t, player, batch(30));
  assert.equal(first.statusCode, 200, first.body);
  const before = await stateOf(t, player);
  const refused = await fire(t, player, batch(1));
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().errorCode, 'fish_rate_limited');
  assert.equal(refused.json().maxShotsPerSecond, 10);
  assert.equal(refused.json().retryAfterMs, 100);
  assert.deepEqual(await stateOf(t, player), before);
  t.clock.advanceMs(1_000);
  const eleven = await fire(t, player, batch(11));
  assert.equal(eleven.statusCode, 429, 'one second refills 10 shots, not 11');
  assert.deepEqual(await stateOf(t, player), before);
  const ten = await fire(t, player, batch(10));
  assert.equal(ten.statusCode, 200, ten.body);
  t.clock.advanceMs(60_000);
  assert.equal((await fire(t, player, batch(30))).statusCode, 200, 'a full bucket again after a pause, never more than the burst');
  assert.equal((await fire(t, player, batch(1))).statusCode, 429);
});

test('bad input is refused with its code and nothing changes', async () => {
  const player = await fishPlayer(t);
  const before = await stateOf(t, player);
  const cases: [object, number, string][] = [
    [batch(1, 'kraken'), 400, 'bet_invalid'],
    [batch(1, 'clownfish', '150'), 400, 'bet_invalid'],
    [batch(1, 'clownfish', '0'), 400, 'bad_request'],
    [batch(1, 'clownfish', '-100'), 400, 'bad_request'],
    [batch(31), 400, 'bad_request'],
    [{ key: randomUUID(), shots: [] }, 400, 'bad_request'],
    [{ key: 'short', shots: shots(1) }, 400, 'bad_request'],
    [{ shots: shots(1) }, 400, 'bad_request'],
  ];
  for (const [body, status, code] of cases) {
    const response = await fire(t, player, body);
    assert.equal(response.statusCode, status, `${JSON.stringify(body)}: ${response.body}`);
    assert.equal(response.json().errorCode, code);
  }
  const stranger = await fire(t, { ...player, gameToken: 'x'.repeat(40) }, batch(1));
  assert.equal(stranger.json().errorCode, 'game_session_invalid');
  assert.deepEqual(await stateOf(t, player), before);
});

test('a batch the balance cannot cover is refused whole (insufficient_funds) and nothing moves', async () => {
  const player = await fishPlayer(t, { fundMinor: 900n });
  const response = await fire(t, player, batch(10, 'clownfish', '100'));
  assert.equal(response.statusCode, 409, response.body);
  assert.equal(response.json().errorCode, 'insufficient_funds');
  assert.deepEqual(await stateOf(t, player), { balanceMinor: 900n, batches: 0, rounds: 0, claims: 0, transfers: 0 });
});

test('a trial account plays in the trial currency', async () => {
  const player = await fishPlayer(t, { trial: true, fundMinor: 10_000n });
  const session = fishSessionValue.parse((await fishCall(t, player, API.fishSession)).json().value);
  assert.equal(session.currency.code, 'XTS');
  assert.equal(session.trial, true);
  const response = await fire(t, player, batch(5, 'sardine', '50'));
  assert.equal(response.statusCode, 200, response.body);
  const value = fishFireValue.parse(response.json().value);
  const [round] = await t.db.query<{ currency: string }>(`select currency from game_rounds where round_id = $1`, [value.roundId]);
  assert.equal(round?.currency, 'XTS');
  assert.equal((await stateOf(t, player)).balanceMinor, BigInt(value.balanceMinor));
});

test('responsible gaming: a self-excluded player is refused (rg_self_excluded) and nothing moves', async () => {
  const player = await fishPlayer(t);
  await t.db.query(
    `insert into rg_exclusions (merchant_id, account_id, kind, length, starts_at, ends_at)
     select merchant_id, id, 'self_exclusion', 'permanent', $2, null from accounts where id = $1`,
    [player.id, t.clock.now().toISOString()],
  );
  const before = await stateOf(t, player);
  const response = await fire(t, player, batch(3));
  assert.equal(response.json().errorCode, 'rg_self_excluded', response.body);
  assert.deepEqual(await stateOf(t, player), before);
});

test('two batches at once on one balance that covers one: exactly one is taken, the other refused, never overdrawn', async () => {
  const player = await fishPlayer(t, { fundMinor: 1_000n });
  const fish = fishService(t, NEVER);
  const results = await Promise.allSettled([fish.fire(player.gameToken, batch(10)), fish.fire(player.gameToken, batch(10))]);
  const taken = results.filter((result) => result.status === 'fulfilled');
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  assert.equal(taken.length, 1);
  assert.equal(refused.length, 1);
  assert.ok(refused[0]?.reason instanceof AppError && refused[0].reason.code === 'insufficient_funds', String(refused[0]?.reason));
  assert.deepEqual(await stateOf(t, player), { balanceMinor: 0n, batches: 1, rounds: 1, claims: 1, transfers: 1 });
  // The same key sent twice at once: one batch, the same answer twice.
  const rich = await fishPlayer(t, { fundMinor: 10_000n });
  const body = batch(10);
  const [a, b] = await Promise.all([fish.fire(rich.gameToken, body), fish.fire(rich.gameToken, body)]);
  assert.deepEqual({ ...a, replayed: false }, { ...b, replayed: false });
  assert.deepEqual([a.replayed, b.replayed].sort(), [false, true]);
  assert.deepEqual(await stateOf(t, rich), { balanceMinor: 9_000n, batches: 1, rounds: 1, claims: 1, transfers: 1 });
});

test('a process dying mid-batch (after the ledger posted, before the batch row) leaves nothing; the resend is then taken once', async () => {
  const player = await fishPlayer(t, { fundMinor: 5_000n });
  const dying = fishService(t, NEVER, () => Promise.reject(new Error('process killed')));
  const body = batch(10, 'shark', '100');
  await assert.rejects(dying.fire(player.gameToken, body), /process killed/);
  assert.deepEqual(await stateOf(t, player), { balanceMinor: 5_000n, batches: 0, rounds: 0, claims: 0, transfers: 0 });
  const alive = fishService(t, NEVER);
  const value = await alive.fire(player.gameToken, body);
  assert.equal(value.replayed, false);
  assert.equal(value.balanceMinor, '4000');
  assert.equal((await alive.fire(player.gameToken, body)).replayed, true);
  assert.deepEqual(await stateOf(t, player), { balanceMinor: 4_000n, batches: 1, rounds: 1, claims: 1, transfers: 1 });
  assert.equal((await checkInvariants(t.db)).ok, true, 'the ledger balances');
});
