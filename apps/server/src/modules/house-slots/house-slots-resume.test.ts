// Proves that a seeded random source gives a known outcome, and that every interrupted spin ends
// resumed (the stored outcome paid) or refunded with the money exact: a wallet call failing before
// or after it reached the wallet, and a process that stopped with the spin pending, debited or drawn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { seededRandom } from '@pkg/games/random';
import { evaluateStops, spinSlot, winMinor } from '@pkg/games/slots/spin';
import { findSlotTitle } from '@pkg/games/slots/titles';
import { AppError } from '../../http/errors.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import type { WalletSend } from '../vendor-wallet/wallet-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { insertSpin, moveSpin, selectSpin } from './house-slots.queries.ts';
import { injectSend, SLOT_GAME, slotKit, slotPlayer, walletBalance, type SlotPlayer } from './house-slots.test-kit.ts';
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

/** A send that fails `times` times on one action: before the call reaches the wallet, or after (the answer lost). */
function failing(action: string, when: 'before' | 'after', times = 1): WalletSend {
  const send = injectSend(t);
  let left = times;
  return async (path, rawBody, headers) => {
    const hit = path.endsWith(`/${action}`) && left > 0;
    if (hit) left -= 1;
    if (hit && when === 'before') throw new Error(`network down before ${action}`);
    const response = await send(path, rawBody, headers);
    if (hit) throw new Error(`answer of ${action} lost`);
    return response;
  };
}

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

test('a debit that never reached the wallet is refunded (a late debit is refused), money unchanged', async () => {
  const player = await slotPlayer(t, 10_000n);
  const kit = slotKit(t, { random: seededRandom(1), send: failing('debit', 'before') });
  const spin = body();
  await refusedWith(kit.slots.spin(player.gameToken, spin), 'bet_rolled_back');
  assert.equal(await walletBalance(t, player.id), 10_000n);
  const roundId = roundIdOf(brandId, player.id, spin.spinId);
  const row = await selectSpin(t.db, brandId, roundId);
  assert.equal(row?.status, 'refunded');
  assert.equal(row?.recovered, 'refunded');
  // The debit arriving late (a retry from a slow network) is refused by the wallet's tombstone.
  const late = await kit.wallet.debit({
    requestId: `${roundId}:late`,
    token: player.gameToken,
    transactionId: stakeTransactionId(roundId),
    roundId,
    gameCode: SLOT_GAME,
    amount: '200',
    currency: 'PHP',
  });
  assert.notEqual(late.status, 'OK');
  assert.equal(await walletBalance(t, player.id), 10_000n);
  // The same spinId answers the refund again, and moves nothing.
  await refusedWith(kit.slots.spin(player.gameToken, spin), 'bet_rolled_back');
  assert.equal(await walletBalance(t, player.id), 10_000n);
  await booksBalance();
});

test('a debit whose answer was lost is rolled back: the stake returns', async () => {
  const player = await slotPlayer(t, 10_000n);
  const kit = slotKit(t, { random: seededRandom(2), send: failing('debit', 'after') });
  const spin = body();
  await refusedWith(kit.slots.spin(player.gameToken, spin), 'bet_rolled_back');
  assert.equal(await walletBalance(t, player.id), 10_000n);
  const [round] = await t.db.query<{ status: string }>(`select status from game_rounds where round_id = $1`, [
    roundIdOf(brandId, player.id, spin.spinId),
  ]);
  assert.equal(round?.status, 'cancelled');
  await booksBalance();
});

test('a credit that failed once is sent again at once: the player gets the result', async () => {
  for (const when of ['before', 'after'] as const) {
    const player = await slotPlayer(t, 10_000n);
    const kit = slotKit(t, { random: seededRandom(`credit-${when}`), send: failing('credit', when) });
    const value = await kit.slots.spin(player.gameToken, body('200'));
    assert.equal(BigInt(value.balanceAfterMinor), 10_000n - 200n + BigInt(value.winMinor));
    assert.equal(await walletBalance(t, player.id), BigInt(value.balanceAfterMinor));
  }
  await booksBalance();
});

test('a credit the wallet cannot take stays drawn, then the session load pays the stored win', async () => {
  const player = await slotPlayer(t, 10_000n);
  const broken = slotKit(t, { random: seededRandom('drawn-1'), send: failing('credit', 'before', 100) });
  const spin = body('400');
  await refusedWith(broken.slots.spin(player.gameToken, spin), 'internal_error');
  const roundId = roundIdOf(brandId, player.id, spin.spinId);
  const stored = await selectSpin(t.db, brandId, roundId);
  assert.equal(stored?.status, 'drawn');
  assert.equal(await walletBalance(t, player.id), 10_000n - 400n);
  const expected = spinSlot(title, seededRandom('drawn-1'));
  assert.deepEqual(stored?.stops, expected.stops);

  // Too soon: a live spin is never taken over.
  const healed = slotKit(t, { random: seededRandom('never-used') });
  assert.deepEqual((await healed.slots.session(player.gameToken)).recovered, []);
  t.clock.advanceMs(2_000);
  const session = await healed.slots.session(player.gameToken);
  const win = winMinor(400n, title, expected);
  assert.deepEqual(session.recovered, [{ roundId, outcome: 'resumed', stakeMinor: '400', winMinor: win.toString() }]);
  assert.equal(BigInt(session.balanceMinor), 10_000n - 400n + win);
  // The replay answers the stored outcome; nothing moves.
  const replay = await healed.slots.spin(player.gameToken, spin);
  assert.equal(replay.replayed, true);
  assert.deepEqual(replay.stops, expected.stops);
  assert.equal(await walletBalance(t, player.id), 10_000n - 400n + win);
  await booksBalance();
});

/** Writes a spin row as a process would have left it, optionally after its debit reached the wallet. */
async function leftBehind(player: SlotPlayer, status: 'pending' | 'debited' | 'drawn', stakeMinor: bigint, debited: boolean) {
  const kit = slotKit(t, { random: seededRandom('unused') });
  const spinId = randomUUID();
  const roundId = roundIdOf(brandId, player.id, spinId);
  const spin = { merchantId: brandId, roundId, spinId, accountId: player.id, vendorCode: 'BTSLOT', gameCode: SLOT_GAME, currency: 'PHP' };
  assert.ok((await insertSpin(t.db, { ...spin, stakeMinor, at: t.clock.now() })).spin);
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
  return { roundId, win: winMinor(stakeMinor, title, outcome) };
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

test('a spin left drawn is resumed before the same account spins again: the stored win is paid', async () => {
  const player = await slotPlayer(t, 5_000n);
  const drawn = await leftBehind(player, 'drawn', 1_000n, true);
  t.clock.advanceMs(2_000);
  const kit = slotKit(t, { random: seededRandom(5) });
  const value = await kit.slots.spin(player.gameToken, body('20'));
  const row = await selectSpin(t.db, brandId, drawn.roundId);
  assert.equal(row?.status, 'settled');
  assert.equal(row?.recovered, 'resumed');
  assert.equal(await walletBalance(t, player.id), 5_000n - 1_000n + drawn.win - 20n + BigInt(value.winMinor));
  await booksBalance();
});
