// Proves the rules reach the money through the server's calls, on hand-worked deals (a dealt hand's
// state replaced by a chosen one; the maths package tests every combination exhaustively): in
// Tongits a meld, a lay-off (sapaw) that blocks the meld's owner from calling Draw, a Draw called
// and fought, and a burned seat, paid by the table's units less the fee; in Pusoy Dos an invalid
// combination, a play of another size and one that does not beat refused, and a win paying ×1, ×2
// from 10 cards and ×3 with 13 — the most a loser can pay being exactly its hold.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCard, parseCards } from '@pkg/games/cards/cards';
import { classify } from '@pkg/games/pusoy-dos/combinations';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dealNow, moveAs, moveOk, pvpPlayers, sitOk, tableOf, walletOf, type PvpPlayer } from './pvp.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

/** Seats a full table of `room`, deals, and answers the players by seat and the hand id. */
async function dealtTable(room: string, count: number) {
  const players = await pvpPlayers(t, room, count);
  for (const player of players) await sitOk(t, player);
  await dealNow(t);
  const bySeat: PvpPlayer[] = [];
  let handId = '';
  for (const player of players) {
    const table = await tableOf(t, player);
    bySeat[table.mySeat as number] = player;
    handId = table.hand?.handId as string;
  }
  return { bySeat, handId };
}

/** Replaces a dealt hand's state with a hand-worked one (its seat to act too). */
async function rig(handId: string, state: object, toAct: number) {
  await t.db.query(`update pvp_hands set state = $2::jsonb, to_act = $3 where id = $1`, [handId, JSON.stringify(state), toAct]);
}

const hand = async (player: PvpPlayer) => (await tableOf(t, player)).hand as NonNullable<Awaited<ReturnType<typeof tableOf>>['hand']>;
const c = (codes: string) => parseCards(codes).sort((a, b) => a - b);

test("Tongits: meld, a lay-off that blocks the owner's Draw, a Draw fought and won, a burned seat; paid by the units less the fee", async () => {
  const { bySeat, handId } = await dealtTable('tongits-5', 3);
  const [s0, s1, s2] = bySeat as [PvpPlayer, PvpPlayer, PvpPlayer];
  const before = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  await rig(
    handId,
    {
      game: 'tongits',
      dealer: 0,
      hands: [c('Ac 2c 3c 9d Kd'), c('4c 7s 7h 7d 5h'), c('Qs Qh Jd 8s 6c')],
      stock: parseCards('2h 9s 5c Th Ts'),
      discards: [],
      melds: [],
      turn: 0,
      phase: 'play',
      lastDrawer: null,
      callBlocked: [false, false, false],
      call: null,
      end: null,
      moveCount: 0,
    },
    0,
  );
  await moveOk(t, s0, await hand(s0), { type: 'meld', cards: parseCards('Ac 2c 3c') });
  await moveOk(t, s0, await hand(s0), { type: 'discard', card: parseCard('Kd') });
  await moveOk(t, s1, await hand(s1), { type: 'draw' });
  const laidOff = await moveOk(t, s1, await hand(s1), { type: 'layoff', card: parseCard('4c'), meld: 0 });
  assert.deepEqual(laidOff.view?.game === 'tongits' && laidOff.view.melds[0]?.cards, c('Ac 2c 3c 4c'), "sapaw on the opponent's run");
  const badMeld = await moveAs(t, s1, laidOff, { type: 'meld', cards: parseCards('7s 7h 5h') });
  assert.match(badMeld.body, /invalid_meld/);
  await moveOk(t, s1, laidOff, { type: 'meld', cards: parseCards('7s 7h 7d') });
  await moveOk(t, s1, await hand(s1), { type: 'discard', card: parseCard('5h') });
  await moveOk(t, s2, await hand(s2), { type: 'draw' });
  await moveOk(t, s2, await hand(s2), { type: 'discard', card: parseCard('Qs') });
  const blocked = await moveAs(t, s0, await hand(s0), { type: 'call' });
  assert.match(blocked.body, /call_blocked/, 'a player whose meld was laid off on cannot call Draw that turn');
  await moveOk(t, s0, await hand(s0), { type: 'draw' });
  await moveOk(t, s0, await hand(s0), { type: 'discard', card: parseCard('9d') });
  const called = await moveOk(t, s1, await hand(s1), { type: 'call' });
  assert.equal(called.toAct, 0, 'seat 0 (with a meld) answers; seat 2 (none) folds by itself');
  const fought = await moveOk(t, s0, await hand(s0), { type: 'fight' });
  assert.equal(fought.status, 'settled');
  const end = fought.view?.game === 'tongits' ? fought.view.end : null;
  assert.equal(end?.reason, 'draw');
  assert.equal(end?.winner, 1, 'the caller with 2 points beats the fighter with 5');
  assert.deepEqual(end?.burned, [false, false, true], 'seat 2 never exposed a meld: burned');
  // Seat 0: base 1 + lost challenge 1; seat 2: base 1 + burned 1; 4 units of ₱5, 5 % fee on the ₱20 won.
  assert.deepEqual(fought.result?.unitsOwed, [2, 0, 2]);
  assert.deepEqual(fought.result?.netMinor, ['-1000', '1900', '-1000']);
  assert.equal(fought.result?.rakeMinor, '100');
  const afterWallets = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  assert.deepEqual(
    afterWallets.map((wallet, seat) => wallet.balance - (before[seat]?.balance as bigint)),
    [-1000n, 1900n, -1000n],
  );
  assert.ok(afterWallets.every((wallet) => wallet.held === 0n));
  void s2;
});

test('Pusoy Dos: 3 and 4 are no play; a straight that empties the hand wins and pays ×1, ×2 from 10 cards and ×3 with 13', async () => {
  const { bySeat, handId } = await dealtTable('pusoy-5', 4);
  const before = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  // Seat 0 holds a straight 3-7 and leads; the others hold 10, 13 and 4 cards.
  await rig(
    handId,
    {
      game: 'pusoy-dos',
      hands: [c('3c 4d 5h 6s 7c'), c('8c 8d 9c 9d Tc Td Jc Jd Qc Qd'), c('3d 4c 4h 5c 5d 6c 6d 7d 8h 9h Th Jh Qh'), c('Kc Kd Ac Ad')],
      turn: 0,
      lastPlay: null,
      passes: 0,
      opening: false,
      winner: null,
      moveCount: 0,
    },
    0,
  );
  const [s0] = bySeat as [PvpPlayer];
  const twoPairs = await moveAs(t, s0, await hand(s0), { type: 'play', cards: parseCards('3c 4d') });
  assert.match(twoPairs.body, /invalid_combination/, '3 and 4 are no pair');
  const won = await moveOk(t, s0, await hand(s0), { type: 'play', cards: parseCards('3c 4d 5h 6s 7c') });
  assert.equal(won.status, 'settled');
  assert.equal(won.result?.winner, 0);
  assert.deepEqual(won.result?.unitsOwed, [0, 20, 39, 4], '10 cards ×2, 13 cards ×3, 4 cards ×1');
  const gross = 63n * 500n;
  const fee = (gross * 500n) / 10_000n;
  assert.deepEqual(won.result?.netMinor, [String(gross - fee), '-10000', '-19500', '-2000']);
  const afterWallets = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  assert.equal((before[2]?.balance as bigint) - (afterWallets[2]?.balance as bigint), 19_500n, 'the 13-card loser pays exactly its hold');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('Pusoy Dos: a play must beat the last with the same number of cards', async () => {
  const { bySeat, handId } = await dealtTable('pusoy-5', 4);
  const nines = classify(c('9s 9h'));
  assert.ok(nines);
  await rig(
    handId,
    {
      game: 'pusoy-dos',
      hands: [c('9c 9d 5c'), c('8c 8d Kh Ks'), c('3d 4c'), c('Jc Jd')],
      turn: 1,
      lastPlay: { seat: 0, cards: c('9s 9h'), kind: nines.kind, key: nines.key },
      passes: 0,
      opening: false,
      winner: null,
      moveCount: 0,
    },
    1,
  );
  const s1 = bySeat[1] as PvpPlayer;
  const wrongCount = await moveAs(t, s1, await hand(s1), { type: 'play', cards: parseCards('Kh') });
  assert.match(wrongCount.body, /wrong_card_count/);
  const lower = await moveAs(t, s1, await hand(s1), { type: 'play', cards: parseCards('8c 8d') });
  assert.match(lower.body, /does_not_beat/);
  const kings = await moveOk(t, s1, await hand(s1), { type: 'play', cards: parseCards('Kh Ks') });
  assert.equal(kings.toAct, 2);
  assert.equal(kings.lastMove?.move.type, 'play');
  const s2 = bySeat[2] as PvpPlayer;
  const passed = await moveOk(t, s2, await hand(s2), { type: 'pass' });
  assert.equal(passed.toAct, 3, 'passing moves the turn on');
});
