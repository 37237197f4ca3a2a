// Proves that a seeded random source gives a known outcome; that a spin is whole or absent (decision
// 050): a spin whose transaction fails at any of its statements leaves no row, no money moved and no
// round, and the same spinId then spins once; and that spins decision 024's code left open (its
// process stopped with the spin pending, debited or drawn) end resumed (the stored outcome paid) or
// refunded with the money exact.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { seededRandom } from '@pkg/games/random';
import { evaluateStops, spinSlot, winMinor } from '@pkg/games/slots/spin';
import { findSlotTitle } from '@pkg/games/slots/titles';
import { AppError } from '../../http/errors.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { moveSpin, selectSpin } from './house-slots.queries.ts';
import { insertSpinRows } from './spin-group.queries.ts';
import { SLOT_GAME, slotKit, slotPlayer, walletBalance, type SlotPlayer } from './house-slots.test-kit.ts';
import { roundIdOf } from './spin.service.ts';
import { stakeTransactionId } from './slot-wallet.ts';

let t: TestApp;
let brandId: string;
const title = findSlotTitle(SLOT_GAME)!;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

async function refusedWith(promise: Promise<unknown>, code: string): Promise<void> {
  await assert.rejects(promise, (error) => error instanceof AppError && error.code === code);
}

async function booksBalance(): Promise<void> {
  const report = await checkInvariants(t.db, brandId);
  assert.equal(report.ok, true);
}

const body = (stakeMinor = '200') => ({ stakeMinor, spinId: randomUUID() });

test('a seeded random source gives the outcome spinSlot draws from the same seed', async () => {
  const player = await slotPlayer(t);
  const kit = slotKit(t, { random: seededRandom('house-slots-seed') });
  const expected = spinSlot(title, seededRandom('house-slots-seed'));
  const value = await kit.slots.spin(player.gameToken, body('200'));
  assert.deepEqual(value.stops, expected.stops);
  assert.deepEqual(value.grid, expected.grid);
  assert.equal(value.winCredits, expected.winCredits);
  assert.equal(value.winMinor, winMinor(200n, title, expected).toString());
  // The stored outcome is exactly what its stops evaluate to.
  assert.deepEqual(evaluateStops(title, value.stops).grid, value.grid);
});

/**
 * The test app's database, failing the `failAt`-th statement of the next transaction (1: its first
 * statement after BEGIN); the transactions after it run as usual.
 */
function failingTransaction(failAt: number): Db {
  let armed = true;
  return {
    kind: t.db.kind,
    query: (sql, params) => t.db.query(sql, params),
    exec: (sql) => t.db.exec(sql),
    close: () => t.db.close(),
    transaction: (fn) => {
      if (!armed) return t.db.transaction(fn);
      armed = false;
      let sent = 0;
      return t.db.transaction((tx) =>
        fn({
          query: (sql, params) => {
            sent += 1;
            if (sent === failAt) return Promise.reject(new Error(`statement ${failAt} failed`));
            return tx.query(sql, params);
          },
        }),
      );
    },
  } as Db;
}

test('a spin whose transaction fails at any statement leaves nothing behind; the same spinId then spins once', async () => {
  // The group's statements: spin rows, accounts locked, transfers, spins + rounds + claims.
  for (let failAt = 1; failAt <= 4; failAt += 1) {
    const player = await slotPlayer(t, 10_000n);
    const spin = body('400');
    const roundId = roundIdOf(brandId, player.id, spin.spinId);
    const broken = slotKit(t, { random: seededRandom(`fail-${failAt}`), db: failingTransaction(failAt) });
    await assert.rejects(broken.slots.spin(player.gameToken, spin), new RegExp(`statement ${failAt} failed`));
    assert.deepEqual(broken.published, []);
    assert.equal(await walletBalance(t, player.id), 10_000n);
    assert.equal(await selectSpin(t.db, brandId, roundId), null);
    const [left] = await t.db.query<{ rounds: number; transfers: number; claims: number }>(
      `select (select count(*) from game_rounds where round_id = $1)::int as rounds,
         (select count(*) from ledger_transfers where idempotency_key like 'stake:BTSLOT:spin:' || $1 || ':%'
            or idempotency_key like 'payout:BTSLOT:spin:' || $1 || ':%')::int as transfers,
         (select count(*) from vendor_wallet_transactions where round_id = $1)::int as claims`,
      [roundId],
    );
    assert.deepEqual(left, { rounds: 0, transfers: 0, claims: 0 }, `failing at statement ${failAt}`);

    const kit = slotKit(t, { random: seededRandom(`retry-${failAt}`) });
    const value = await kit.slots.spin(player.gameToken, spin);
    assert.equal(value.replayed, false);
    assert.equal(BigInt(value.balanceAfterMinor), 10_000n - 400n + BigInt(value.winMinor));
    assert.equal((await kit.slots.spin(player.gameToken, spin)).replayed, true);
    assert.equal(await walletBalance(t, player.id), BigInt(value.balanceAfterMinor));
    assert.equal(kit.published.length, 1);
  }
  await booksBalance();
});

/** Writes a spin row as a process would have left it, optionally after its debit reached the wallet. */
async function leftBehind(player: SlotPlayer, status: 'pending' | 'debited' | 'drawn', stakeMinor: bigint, debited: boolean) {
  const kit = slotKit(t, { random: seededRandom('unused') });
  const spinId = randomUUID();
  const roundId = roundIdOf(brandId, player.id, spinId);
  const spin = { brandId, roundId, spinId, accountId: player.id, vendorCode: 'BTSLOT', gameCode: SLOT_GAME, currency: 'PHP' };
  assert.ok((await insertSpinRows(t.db, [{ ...spin, stakeMinor }], t.clock.now())).has(roundId));
  if (debited) {
    const answer = await kit.wallet.debit({
      requestId: `${roundId}:debit`,
      token: player.gameToken,
      transactionId: stakeTransactionId(roundId),
      roundId,
      gameCode: SLOT_GAME,
      amount: stakeMinor.toString(),
      currency: 'PHP',
    });
    assert.equal(answer.status, 'OK');
  }
  const outcome = spinSlot(title, seededRandom(roundId));
  if (status !== 'pending') assert.ok(await moveSpin(t.db, spin, ['pending'], 'debited', t.clock.now()));
  if (status === 'drawn') {
    const changes = { stops: outcome.stops, grid: outcome.grid, wins: outcome.wins, winCredits: outcome.winCredits };
    assert.ok(
      await moveSpin(t.db, spin, ['debited'], 'drawn', t.clock.now(), { ...changes, winMinor: winMinor(stakeMinor, title, outcome) }),
    );
  }
  return { roundId, spinId, win: winMinor(stakeMinor, title, outcome) };
}

test('a spin left pending, its debit never sent, is refunded when the session loads; a late debit is refused', async () => {
  const player = await slotPlayer(t, 5_000n);
  const { roundId } = await leftBehind(player, 'pending', 1_000n, false);
  t.clock.advanceMs(2_000);
  const kit = slotKit(t, { random: seededRandom(3) });
  const session = await kit.slots.session(player.gameToken);
  assert.deepEqual(session.recovered, [{ roundId, outcome: 'refunded', stakeMinor: '1000', winMinor: '0' }]);
  const late = await kit.wallet.debit({
    requestId: `${roundId}:late`,
    token: player.gameToken,
    transactionId: stakeTransactionId(roundId),
    roundId,
    gameCode: SLOT_GAME,
    amount: '1000',
    currency: 'PHP',
  });
  assert.notEqual(late.status, 'OK');
  assert.equal(await walletBalance(t, player.id), 5_000n);
  await booksBalance();
});

test('spins left pending (debit landed) and debited are refunded by the sweep, never drawn', async () => {
  const player = await slotPlayer(t, 5_000n);
  const pending = await leftBehind(player, 'pending', 1_000n, true);
  const debited = await leftBehind(player, 'debited', 2_000n, true);
  assert.equal(await walletBalance(t, player.id), 2_000n);
  t.clock.advanceMs(2_000);
  const kit = slotKit(t, { random: seededRandom(4) });
  const done = await kit.recovery.resumeOpenSpins(null);
  assert.deepEqual(
    done.filter((round) => [pending.roundId, debited.roundId].includes(round.roundId)).map((round) => round.outcome),
    ['refunded', 'refunded'],
  );
  assert.equal(await walletBalance(t, player.id), 5_000n);
  for (const roundId of [pending.roundId, debited.roundId]) {
    const row = await selectSpin(t.db, brandId, roundId);
    assert.equal(row?.status, 'refunded');
    assert.equal(row?.grid, null);
  }
  await booksBalance();
});

test('a spin left drawn is resumed by the session load, not before it is stale; its replay answers the stored outcome', async () => {
  const player = await slotPlayer(t, 5_000n);
  const drawn = await leftBehind(player, 'drawn', 1_000n, true);
  const kit = slotKit(t, { random: seededRandom(5) });
  // Too soon: a spin another server may still be finishing is left alone, and its replay asks to retry.
  assert.deepEqual((await kit.slots.session(player.gameToken)).recovered, []);
  await refusedWith(kit.slots.spin(player.gameToken, { stakeMinor: '1000', spinId: drawn.spinId }), 'too_many_requests');
  t.clock.advanceMs(2_000);
  const session = await kit.slots.session(player.gameToken);
  assert.deepEqual(session.recovered, [{ roundId: drawn.roundId, outcome: 'resumed', stakeMinor: '1000', winMinor: drawn.win.toString() }]);
  const row = await selectSpin(t.db, brandId, drawn.roundId);
  assert.equal(row?.status, 'settled');
  assert.equal(row?.recovered, 'resumed');
  assert.equal(await walletBalance(t, player.id), 5_000n - 1_000n + drawn.win);
  const replay = await kit.slots.spin(player.gameToken, { stakeMinor: '1000', spinId: drawn.spinId });
  assert.equal(replay.replayed, true);
  assert.equal(replay.winMinor, drawn.win.toString());
  assert.equal(await walletBalance(t, player.id), 5_000n - 1_000n + drawn.win);
  await booksBalance();
});

test('a replay that finds a spin left drawn long ago finishes it and answers it', async () => {
  const player = await slotPlayer(t, 5_000n);
  const drawn = await leftBehind(player, 'drawn', 1_000n, true);
  t.clock.advanceMs(2_000);
  const kit = slotKit(t, { random: seededRandom(6) });
  const replay = await kit.slots.spin(player.gameToken, { stakeMinor: '1000', spinId: drawn.spinId });
  assert.deepEqual([replay.replayed, replay.winMinor], [true, drawn.win.toString()]);
  assert.equal((await selectSpin(t.db, brandId, drawn.roundId))?.recovered, 'resumed');
  assert.equal(await walletBalance(t, player.id), 5_000n - 1_000n + drawn.win);
  await booksBalance();
});
