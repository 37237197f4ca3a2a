// Proves the table's rules around the cards (decision 059): no two seats from one address or device
// at a table; trial accounts meet only trial accounts (XTS tables); a turn that runs out is played
// automatically; a player who leaves or drops mid-hand is played to the hand's end and nothing is
// created or lost (every wallet moves by its net, the nets and the fee sum to zero, no hold is left,
// the ledger balances), then loses its seat; a seat that cannot be held at the deal is stood up and
// the hand cancelled; the player's own limits, a closed room and an empty wallet refuse a seat.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { away } from './pvp-events.ts';
import { DEFAULT_PVP_TIMING } from './pvp-deps.ts';
import { dealNow, moveOk, pvpCall, pvpPlayer, pvpPlayers, sitOk, tableOf, walletOf, type PvpPlayer } from './pvp.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

/** Seats players in order and deals; answers them by seat. */
async function seatAndDeal(players: readonly PvpPlayer[]): Promise<PvpPlayer[]> {
  for (const player of players) await sitOk(t, player);
  await dealNow(t);
  const bySeat: PvpPlayer[] = [];
  for (const player of players) bySeat[(await tableOf(t, player)).mySeat as number] = player;
  return bySeat;
}

/**
 * Plays the hand out: present seats play their first legal move; a seat in `absent` is left to the
 * turn clock (the clock moved past its grace). Answers the automatic moves' labels.
 */
async function playOut(bySeat: readonly PvpPlayer[], absent: ReadonlySet<number>): Promise<string[]> {
  const watcher = bySeat.find((_, seat) => !absent.has(seat)) as PvpPlayer;
  for (let step = 0; step < 500; step += 1) {
    const hand = (await tableOf(t, watcher)).hand;
    assert.ok(hand);
    if (hand.status !== 'playing') {
      const rows = await t.db.query<{ auto: string }>(`select auto from pvp_moves where hand_id = $1 and auto is not null order by n`, [
        hand.handId,
      ]);
      return rows.map((row) => row.auto);
    }
    const toAct = hand.toAct as number;
    if (absent.has(toAct)) {
      t.clock.advanceMs(DEFAULT_PVP_TIMING.awayMs + 1);
      assert.ok((await t.app.pvp.playDueTurns()) >= 1, 'the clock plays the absent seat');
      continue;
    }
    const mine = (await tableOf(t, bySeat[toAct] as PvpPlayer)).hand;
    assert.ok(mine);
    await moveOk(
      t,
      bySeat[toAct] as PvpPlayer,
      mine,
      mine.legal.find((move) => move.type !== 'pass' && move.type !== 'call') ?? mine.legal[0],
    );
  }
  assert.fail('the hand did not end');
}

/** Every wallet moved by its net of the hand; the nets and the fee sum to zero; no hold left; the ledger balances. */
async function assertNothingLost(bySeat: readonly PvpPlayer[], before: ReadonlyArray<{ balance: bigint }>, handId: string) {
  const [row] = await t.db.query<{ result: { netMinor: string[]; rakeMinor: string } }>(`select result from pvp_hands where id = $1`, [
    handId,
  ]);
  const nets = (row?.result.netMinor ?? []).map(BigInt);
  assert.equal(nets.reduce((a, b) => a + b, 0n) + BigInt(row?.result.rakeMinor ?? '0'), 0n);
  for (const [seat, player] of bySeat.entries()) {
    const wallet = await walletOf(t, player.id);
    assert.equal(wallet.held, 0n, `seat ${seat} holds nothing`);
    assert.equal(wallet.balance - (before[seat]?.balance as bigint), nets[seat], `seat ${seat} moved by its net`);
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
}

test('no two seats from one address or device at a table: the second player sits at another table', async () => {
  const [a, b, c] = await pvpPlayers(t, 'tongits-20', 3);
  const same = { ...(b as PvpPlayer), ip: (a as PvpPlayer).ip };
  const first = await sitOk(t, a as PvpPlayer);
  const second = await sitOk(t, same);
  assert.notEqual(second.tableId, first.tableId, 'same address: another table');
  const session = await pvpCall(t, c as PvpPlayer, API.pvpSession);
  const cookie = String(session.headers['set-cookie']).split(';')[0] as string;
  const [d] = await pvpPlayers(t, 'tongits-20', 1);
  const third = await sitOk(t, c as PvpPlayer, cookie);
  const fourth = await sitOk(t, d as PvpPlayer, cookie);
  assert.notEqual(fourth.tableId, third.tableId, 'same device: another table');
  for (const player of [a, same, c, d] as PvpPlayer[]) await pvpCall(t, player, API.pvpLeave, {});
});

test('trial accounts sit at XTS tables and never with real money', async () => {
  const trial = await pvpPlayers(t, 'tongits-20', 2, { trial: true });
  const [real] = await pvpPlayers(t, 'tongits-20', 1);
  const a = await sitOk(t, trial[0] as PvpPlayer);
  const b = await sitOk(t, trial[1] as PvpPlayer);
  const c = await sitOk(t, real as PvpPlayer);
  assert.equal(a.tableId, b.tableId);
  assert.equal(a.currency.code, 'XTS');
  assert.notEqual(c.tableId, a.tableId);
  assert.equal(c.currency.code, 'PHP');
  for (const player of [...trial, real] as PvpPlayer[]) await pvpCall(t, player, API.pvpLeave, {});
});

test('a turn that runs out is played automatically; a player who leaves mid-hand is played at once to the end, then loses its seat', async () => {
  const bySeat = await seatAndDeal(await pvpPlayers(t, 'tongits-5', 3));
  const before = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  const first = (await tableOf(t, bySeat[0] as PvpPlayer)).hand;
  assert.ok(first?.deadline);
  t.clock.advanceMs(25_000 + 1);
  assert.equal(await t.app.pvp.playDueTurns(), 1);
  const [timedOut] = await t.db.query<{ auto: string }>(`select auto from pvp_moves where hand_id = $1 order by n limit 1`, [first.handId]);
  assert.equal(timedOut?.auto, 'timeout');
  const leaver = bySeat[2] as PvpPlayer;
  const left = await pvpCall(t, leaver, API.pvpLeave, {});
  assert.equal(left.statusCode, 200, left.body);
  assert.deepEqual({ left: left.json().value.left, afterHand: left.json().value.afterHand }, { left: false, afterHand: true });
  const labels = await playOut(bySeat, new Set([2]));
  assert.ok(labels.includes('left'), 'the leaver was played automatically');
  await assertNothingLost(bySeat, before, first.handId);
  const seats = await t.db.query(`select 1 from pvp_seats where account_id = $1`, [leaver.id]);
  assert.equal(seats.length, 0, "the leaver's seat is free after the hand");
  for (const player of bySeat) await pvpCall(t, player, API.pvpLeave, {});
});

test('a player who drops mid-hand (its stream closes) is played after the grace; nothing is created or lost; it loses its seat', async () => {
  const bySeat = await seatAndDeal(await pvpPlayers(t, 'tongits-5', 3));
  const before = await Promise.all(bySeat.map((player) => walletOf(t, player.id)));
  const handId = (await tableOf(t, bySeat[0] as PvpPlayer)).hand?.handId as string;
  const dropped = bySeat[1] as PvpPlayer;
  await away(t.app.pvp.deps, dropped.id);
  const table = await tableOf(t, bySeat[0] as PvpPlayer);
  assert.equal(table.seats[1]?.away, true, 'the others see the seat away');
  const labels = await playOut(bySeat, new Set([1]));
  assert.ok(labels.includes('away'));
  await assertNothingLost(bySeat, before, handId);
  assert.equal((await t.db.query(`select 1 from pvp_seats where account_id = $1`, [dropped.id])).length, 0);
  for (const player of bySeat) await pvpCall(t, player, API.pvpLeave, {});
});

test('a seat that cannot be held at the deal is stood up and the hand cancelled with its seed shown; nothing is held', async () => {
  const players = await pvpPlayers(t, 'tongits-5', 3);
  for (const player of players) await sitOk(t, player);
  const poor = players[1] as PvpPlayer;
  // The player spends its money elsewhere between sitting and the deal.
  await t.db.query(`update ledger_accounts set held = balance where owner_account_id = $1 and kind = 'player_main'`, [poor.id]);
  await dealNow(t);
  const table = await tableOf(t, players[0] as PvpPlayer);
  assert.equal(table.hand?.status, 'cancelled');
  assert.match(table.hand?.seed ?? '', /^[0-9a-f]{64}$/);
  assert.equal(table.seats.filter((seat) => seat.status !== 'empty').length, 2);
  for (const player of [players[0], players[2]] as PvpPlayer[]) assert.equal((await walletOf(t, player.id)).held, 0n);
  await t.db.query(`update ledger_accounts set held = 0 where owner_account_id = $1 and kind = 'player_main'`, [poor.id]);
  for (const player of players) await pvpCall(t, player, API.pvpLeave, {});
});

test("the player's own loss limit, a closed room and too little money refuse a seat", async () => {
  const limited = await pvpPlayer(t, 'pusoy-5');
  await t.db.query(
    `insert into rg_limits (account_id, merchant_id, kind, period, amount, updated_at) select $1, merchant_id, 'loss', 'day', 1000, now() from accounts where id = $1`,
    [limited.id],
  );
  const refused = await pvpCall(t, limited, API.pvpSit, {});
  assert.equal(refused.json().errorCode, 'rg_bet_limit');
  const poor = await pvpPlayer(t, 'pusoy-5', { fundMinor: 1_000n });
  const broke = await pvpCall(t, poor, API.pvpSit, {});
  assert.equal(broke.json().errorCode, 'insufficient_funds');
  assert.equal(broke.json().details?.neededMinor ?? broke.json().neededMinor, '19500');
  await t.db.query(`update pvp_rooms set status = 'closed' where room_code = 'pusoy-20'`);
  const closed = await pvpCall(t, await pvpPlayer(t, 'pusoy-20'), API.pvpSit, {});
  assert.equal(closed.json().errorCode, 'pvp_room_closed');
  assert.equal((await t.db.query(`select 1 from pvp_seats where account_id = any($1::bigint[])`, [[limited.id, poor.id]])).length, 0);
});
