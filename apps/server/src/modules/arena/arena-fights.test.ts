// Proves the cockfight arena's money on hand-worked fights (decision 056, docs/games/sabong.md):
// staff run fights from the desk (open with a card, last call, close, declare) and the round engine
// pays each pool from itself: Meron wins (A 1,583, B 7,916 of a 10,000 pool: plasada 500, breakage
// 1), a correction to Wala approved by a second staff member takes the Meron wins back and pays C
// 5,937 and D 3,562, a correction to Cancelled refunds all; a draw returns the side stakes and pays
// the draw bet 9×; a cancelled fight and a lopsided pool (9,500 v 1,200: 107 per 100) refund every
// stake; trial XTS bets form their own pool. The public list publishes every pool with its final odds;
// the betting record has the fights with their detail; every desk step is audited; the books balance.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { arenaFightsValue, type BoArena } from '@pkg/contracts/arena';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { roundSessionValue } from '@pkg/contracts/rounds';
import { checkInvariants } from '../../ledger/invariants.ts';
import { sharedRoundDetail } from '../rounds/round-detail.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import {
  arenaPlayer,
  arenaTableId,
  balanceOf,
  bet,
  betOk,
  card,
  desk,
  deskOk,
  FROM_US,
  intlBrandId,
  pageCall,
  path,
  type ArenaPlayer,
} from './arena.test-kit.ts';

let t: TestApp;
let tableId: string;
let maria: TestStaff;
let ana: TestStaff;
const FUNDS = 1_000_000n;
before(async () => {
  t = await createTestApp();
  tableId = await arenaTableId(t);
  maria = await staffSignedIn(t, 'finance');
  ana = await staffSignedIn(t, 'owner');
});
after(() => t?.close());

/** The arena as the desk shows it now. */
async function arenaNow(): Promise<BoArena> {
  const response = await desk(t, ana, 'GET', BO_API.arenas);
  assert.equal(response.statusCode, 200, response.body);
  const found = (response.json().value.arenas as BoArena[]).find((arena) => arena.tableId === tableId);
  assert.ok(found);
  return found;
}

/** The public list of the event's fights. */
async function publicFights() {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API.arenaFights}?tableId=${tableId}`,
    headers: { merchant: 'bituin-intl', 'x-forwarded-for': FROM_US },
  });
  assert.equal(response.statusCode, 200, response.body);
  return arenaFightsValue.parse(response.json().value);
}

const act = (roundId: string, body: object, staff = maria) => deskOk(t, staff, 'POST', path.action(roundId), body);

/** Players with `FUNDS` each. */
const players = (n: number, trial = false) => Promise.all(Array.from({ length: n }, () => arenaPlayer(t, FUNDS, { trial })));

test('the seeded event has fight 1 open; the page shows the event, the card and the published rules', async () => {
  const [player] = (await players(1)) as [ArenaPlayer];
  const response = await pageCall(t, API.roundSession, player);
  assert.equal(response.statusCode, 200, response.body);
  const session = roundSessionValue.parse(response.json().value);
  assert.equal(session.table.kind, 'sabong');
  assert.equal(session.table.drive, 'operator');
  assert.equal((session.table.state as { event: { title: string } }).event.title, 'Bituin International Derby');
  assert.deepEqual((session.table.settings as { rules: unknown }).rules, {
    plasadaBp: 500,
    drawOddsX10k: 80_000,
    lopsidedCancel: { returnBp: 10_700, inclusive: true },
  });
  assert.equal(session.table.round?.status, 'open');
  const info = session.table.round?.info as { fightNo: number; meron: { name: string }; wala: { name: string } };
  assert.equal(info.fightNo, 1);
  assert.equal(info.meron.name, 'Pulang Bagwis');
  assert.equal(info.wala.name, 'Puting Tari');
});

test('a cancelled fight refunds every stake, draw bets included; the public list says cancelled', async () => {
  const fight = (await arenaNow()).fight;
  assert.ok(fight && fight.fightNo === 1 && fight.status === 'open');
  const [a, b, c] = (await players(3)) as [ArenaPlayer, ArenaPlayer, ArenaPlayer];
  await betOk(t, a, fight.roundId, 'meron', '50000');
  await betOk(t, b, fight.roundId, 'wala', '30000');
  await betOk(t, c, fight.roundId, 'draw', '1000');
  assert.equal(await balanceOf(t, a), FUNDS - 50_000n);
  // Below the seeded arena's ₱10 minimum: refused, nothing taken.
  const small = await bet(t, c, fight.roundId, 'meron', '999');
  assert.equal(small.statusCode, 400, small.body);
  assert.equal(small.json().problem, 'below_min');
  await act(fight.roundId, { action: 'declare', result: 'cancelled', cancelReason: 'no_show' });
  for (const player of [a, b, c]) assert.equal(await balanceOf(t, player), FUNDS);
  const [published] = (await publicFights()).fights;
  assert.equal(published?.result, 'cancelled');
  assert.equal(published?.voidReason, 'no_show');
  assert.equal(published?.status, 'void');
  assert.equal(published?.pools[0]?.outcome, 'refunded');
});

/** The docs' hand-worked fight: Meron A 1,000 + B 5,000; Wala C 2,500 + D 1,500; draw F 200. */
let fight2: { roundId: string; a: ArenaPlayer; b: ArenaPlayer; c: ArenaPlayer; d: ArenaPlayer; f: ArenaPlayer; x: ArenaPlayer };

test('Meron wins: A 1,583 and B 7,916 from a 10,000 pool (plasada 500, breakage 1); the trial pool stands apart', async () => {
  // Stakes of one centavo up: the desk lowers the limits for the fights it opens next.
  const rules = { plasadaBp: 500, drawOddsX10k: 80_000, lopsidedCancel: { returnBp: 10_700, inclusive: true } };
  await deskOk(t, maria, 'PUT', path.rules(tableId), { rules, minMinor: '1', maxMinor: '5000000', drawMaxMinor: '500000' });
  const opened = await deskOk(t, maria, 'POST', path.fights(tableId), card('Red Baron', 'Blue Knight'));
  assert.equal(opened.fight?.fightNo, 2);
  const roundId = opened.fight.roundId;
  const [a, b, c, d, f] = (await players(5)) as [ArenaPlayer, ArenaPlayer, ArenaPlayer, ArenaPlayer, ArenaPlayer];
  const [x] = (await players(1, true)) as [ArenaPlayer];
  fight2 = { roundId, a, b, c, d, f, x };
  await betOk(t, a, roundId, 'meron', '1000');
  await betOk(t, c, roundId, 'wala', '2500');
  await act(roundId, { action: 'lastCall' });
  // Bets go on after the last call until betting closes.
  await betOk(t, b, roundId, 'meron', '5000');
  await betOk(t, d, roundId, 'wala', '1500');
  await betOk(t, f, roundId, 'draw', '200');
  // A trial player's demo money is a pool of its own: one side only, so it is refunded.
  await betOk(t, x, roundId, 'wala', '3000');
  await act(roundId, { action: 'close' });
  const late = await bet(t, a, roundId, 'meron', '100');
  assert.equal(late.statusCode, 409, late.body);
  assert.equal(late.json().errorCode, 'round_closed');
  const board = (await arenaNow()).fight;
  const php = board?.pools.find((pool) => pool.currency === 'PHP');
  assert.deepEqual(
    [php?.meronMinor, php?.walaMinor, php?.drawMinor, php?.meronPer100, php?.walaPer100, php?.drawPer100],
    ['6000', '4000', '200', 158, 237, 900],
  );
  assert.equal(board?.pools.find((pool) => pool.currency === 'XTS')?.standing, 'one_side_empty');

  await act(roundId, { action: 'declare', result: 'meron' });
  assert.equal(await balanceOf(t, a), FUNDS - 1_000n + 1_583n);
  assert.equal(await balanceOf(t, b), FUNDS - 5_000n + 7_916n);
  for (const loser of [c, d, f]) assert.ok((await balanceOf(t, loser)) < FUNDS);
  assert.equal(await balanceOf(t, c), FUNDS - 2_500n);
  assert.equal(await balanceOf(t, f), FUNDS - 200n);
  assert.equal(await balanceOf(t, x), FUNDS, 'the trial pool had one side: refunded');
  // What the pool paid (9,499) + plasada (500) + breakage (1) = 10,000: the house added nothing.
  const [published] = (await publicFights()).fights;
  const pool = published?.pools.find((entry) => entry.currency === 'PHP');
  assert.equal(published?.result, 'meron');
  assert.equal(published?.status, 'settled');
  assert.equal(pool?.outcome, 'meron');
  assert.equal(pool?.plasadaMinor, '500');
  const [paid] = await t.db.query<{ paid: string }>(
    `select sum(return_minor)::text as paid from round_bets where round_id = $1 and currency = 'PHP' and spot <> 'draw'`,
    [roundId],
  );
  assert.equal(paid?.paid, '9499');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a correction to Wala needs a second staff member, then takes the Meron wins back and pays C 5,937 and D 3,562', async () => {
  const { roundId, a, b, c, d } = fight2;
  const support = await staffSignedIn(t, 'support');
  const refused = await desk(t, support, 'POST', path.corrections(roundId), { result: 'wala', reason: 'the judge saw Wala win' });
  assert.equal(refused.statusCode, 403, 'support may read the arena, not decide it');
  const proposed = await deskOk(t, maria, 'POST', path.corrections(roundId), { result: 'wala', reason: 'the judge saw Wala win' });
  const correction = proposed.pendingCorrections[0];
  assert.ok(correction && correction.result === 'wala' && correction.mine, 'the proposer sees it as theirs');
  assert.equal(await balanceOf(t, a), FUNDS - 1_000n + 1_583n, 'a proposal moves no money');
  const same = await desk(t, maria, 'POST', path.approve(correction.id));
  assert.equal(same.statusCode, 403, same.body);
  assert.equal(same.json().errorCode, 'arena_same_staff');
  const again = await desk(t, ana, 'POST', path.corrections(roundId), { result: 'draw', reason: 'second' });
  assert.equal(again.json().errorCode, 'arena_fight_state', 'one pending correction per fight');

  await deskOk(t, ana, 'POST', path.approve(correction.id));
  assert.equal(await balanceOf(t, a), FUNDS - 1_000n);
  assert.equal(await balanceOf(t, b), FUNDS - 5_000n);
  assert.equal(await balanceOf(t, c), FUNDS - 2_500n + 5_937n);
  assert.equal(await balanceOf(t, d), FUNDS - 1_500n + 3_562n);
  const [published] = (await publicFights()).fights;
  assert.equal(published?.result, 'wala');
  assert.equal(published?.resultVersion, 2);
  const audits = await t.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by id`, [
    `arena-fight:${roundId}`,
  ]);
  assert.deepEqual(
    audits.map((row) => row.action),
    [
      'arena.fight.open',
      'arena.fight.lastCall',
      'arena.fight.close',
      'arena.fight.declare',
      'arena.correction.propose',
      'arena.correction.approve',
    ],
  );
  // Approving again is refused: the proposal was decided.
  const twice = await desk(t, ana, 'POST', path.approve(correction.id));
  assert.equal(twice.json().errorCode, 'arena_fight_state');
});

test('a correction to Cancelled refunds every stake of the fight', async () => {
  const { roundId, a, b, c, d, f } = fight2;
  const proposed = await deskOk(t, ana, 'POST', path.corrections(roundId), {
    result: 'cancelled',
    cancelReason: 'wrong_tape',
    reason: 'tapes swapped',
  });
  await deskOk(t, maria, 'POST', path.approve(proposed.pendingCorrections[0]?.id as string));
  for (const player of [a, b, c, d, f]) assert.equal(await balanceOf(t, player), FUNDS);
  const [published] = (await publicFights()).fights;
  assert.equal(published?.result, 'cancelled');
  assert.equal(published?.voidReason, 'wrong_tape');
  const stays = await desk(t, maria, 'POST', path.corrections(roundId), { result: 'meron', reason: 'no' });
  assert.equal(stays.json().errorCode, 'arena_fight_state', 'a cancelled fight stays cancelled');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a draw returns the Meron and Wala stakes without plasada and pays the draw bet 9×', async () => {
  const opened = await deskOk(t, maria, 'POST', path.fights(tableId), card('Talisayin', 'Bulik'));
  const roundId = opened.fight?.roundId as string;
  const [m, w, f] = (await players(3)) as [ArenaPlayer, ArenaPlayer, ArenaPlayer];
  await betOk(t, m, roundId, 'meron', '6000');
  await betOk(t, w, roundId, 'wala', '4000');
  await betOk(t, f, roundId, 'draw', '200');
  const early = await desk(t, maria, 'POST', path.action(roundId), { action: 'declare', result: 'draw' });
  assert.equal(early.json().errorCode, 'round_in_progress', 'close betting first');
  await act(roundId, { action: 'close' });
  await act(roundId, { action: 'declare', result: 'draw' });
  assert.equal(await balanceOf(t, m), FUNDS);
  assert.equal(await balanceOf(t, w), FUNDS);
  assert.equal(await balanceOf(t, f), FUNDS - 200n + 1_800n);
  const twice = await desk(t, maria, 'POST', path.action(roundId), { action: 'declare', result: 'meron' });
  assert.equal(twice.json().errorCode, 'arena_fight_state', 'a declared fight changes only by a correction');
});

test('a lopsided pool (Meron 9,500 v Wala 1,200: 107 per 100) is refunded whatever the result', async () => {
  const opened = await deskOk(t, maria, 'POST', path.fights(tableId), card('Hatch', 'Roundhead'));
  const roundId = opened.fight?.roundId as string;
  const [m, w] = (await players(2)) as [ArenaPlayer, ArenaPlayer];
  await betOk(t, m, roundId, 'meron', '9500');
  await betOk(t, w, roundId, 'wala', '1200');
  await act(roundId, { action: 'close' });
  const closed = (await arenaNow()).fight;
  assert.equal(closed?.pools[0]?.standing, 'lopsided');
  assert.equal(closed?.pools[0]?.meronPer100, 107);
  await act(roundId, { action: 'declare', result: 'meron' });
  assert.equal(await balanceOf(t, m), FUNDS);
  assert.equal(await balanceOf(t, w), FUNDS);
  const [published] = (await publicFights()).fights;
  assert.equal(published?.pools[0]?.outcome, 'refunded');
  assert.equal(published?.pools[0]?.plasadaMinor, '0');
});

test('the betting record has the fight with its stake and return', async () => {
  const { roundId, c } = fight2;
  const [row] = await t.db.query<{ status: string; stake: string; win: string; gameType: string }>(
    `select status, stake_minor::text as stake, win_minor::text as win, game_type as "gameType" from game_rounds where round_id = $1`,
    [`r${roundId}a${c.id}`],
  );
  assert.deepEqual(row, { status: 'cancelled', stake: '2500', win: '2500', gameType: 'COCKFIGHT' });
  // The round's detail names the fight and shows each bet with what it returned.
  const detail = await sharedRoundDetail(t.db, t.app.rounds.games, {
    brandId: await intlBrandId(t),
    vendorCode: 'BTSABONG',
    roundId: `r${roundId}a${c.id}`,
    now: t.clock.now(),
  });
  assert.equal((detail?.info as { fightNo: number }).fightNo, 2);
  assert.equal(detail?.status, 'void');
  assert.deepEqual(
    detail?.bets.map((entry) => [entry.spot, entry.stakeMinor, entry.returnMinor]),
    [['wala', '2500', '2500']],
  );
});
