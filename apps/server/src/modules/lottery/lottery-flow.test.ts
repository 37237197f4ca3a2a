// Proves a house lottery end to end: the planner plans draws ahead with published seed hashes
// (and only once), a bet on the open draw takes its stake through the ledger, the draw at its
// time comes from the committed seed (anyone can recompute it), settlement pays exactly what the
// rules say, and the ticket shows in the tickets list and the betting record.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { findBetType, prepareResult, settleTicket } from '@pkg/games/lottery/bet-catalogue';
import { commitmentOf, fairResult } from '@pkg/games/lottery/fair-draw';
import { checkInvariants } from '../../ledger/invariants.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { advanceTo, drawRow, openDraw, placeOrder, runJobs } from '../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';

let t: TestApp;
let player: Player;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'lotto', { pin: false });
  await fund(t, player.id, 100_000n);
  await runJobs(t);
});
after(() => t.close());

test('the planner plans every game’s draws ahead once, each house draw with a seed hash and a draw job', async () => {
  const [counts] = await t.db.query<{ fast: number; daily: number; jobs: number; hashes: number }>(
    `select count(*) filter (where g.schedule = 'cadence')::int as fast, count(*) filter (where g.schedule = 'daily')::int as daily,
            (select count(*)::int from jobs where kind = 'lottery-draw') as jobs,
            count(*) filter (where d.seed_hash ~ '^[0-9a-f]{64}$' and d.seed_sealed is not null and (d.seed is null) = (d.result is null))::int as hashes
       from lottery_draws d join lottery_games g on g.merchant_id = d.merchant_id and g.game_code = d.game_code`,
  );
  assert.ok(counts);
  // Eight fast games at least two hours ahead: 1-minute games plan 120+, 5-minute ones the longest chase.
  assert.ok(counts.fast >= 3 * 120 + 2 * 40 + 3 * 24, `fast draws: ${counts.fast}`);
  assert.equal(counts.hashes, counts.fast, 'every house draw has a sealed seed and its hash; a seed shows only with its result');
  assert.ok(counts.daily >= 3, 'today’s and tomorrow’s stations');
  assert.equal(counts.jobs, counts.fast + counts.daily, 'a draw job per draw');
  await t.app.lottery.drawJobs.plan();
  const [again] = await t.db.query<{ n: number }>(`select count(*)::int as n from lottery_draws`);
  assert.equal(again?.n, counts.fast + counts.daily, 'planning again adds nothing');
});

test('a bet on the open draw is paid exactly by the rules once the committed seed is drawn', async () => {
  const draw = await openDraw(t, player.token, 'ssc-1m');
  const before = BigInt((await balanceOf(t, player.token)).sumBalanceMinor);
  const bets = [
    { betType: 'ssc.pos', picks: [['0', '1', '2', '3', '4'], [], [], [], ['5', '6', '7', '8', '9']], unitMinor: '200' },
    { betType: 'ssc.bsoe', picks: [['B'], ['S'], ['O'], ['E'], ['B', 'S']], unitMinor: '1000' },
  ];
  const placed = await placeOrder(t, player.token, { gameCode: 'ssc-1m', numero: draw.numero, bets });
  assert.equal(placed.statusCode, 200, placed.body);
  const { order, balanceMinor } = placed.json().value;
  // ssc.pos: 10 combos × 2.00; ssc.bsoe: 6 combos × 10.00.
  assert.equal(order.stakeMinor, '8000');
  assert.equal(BigInt(balanceMinor), before - 8000n);
  assert.deepEqual(
    order.tickets.map((ticket: { status: string; numero: string }) => [ticket.status, ticket.numero]),
    [
      ['open', draw.numero],
      ['open', draw.numero],
    ],
  );

  await advanceTo(t, draw.drawAt);
  const row = await drawRow(t, 'ssc-1m', draw.numero);
  assert.equal(row.status, 'settled');
  assert.ok(row.seed && row.result);
  // The published hash commits to the revealed seed, and the seed and context give the result.
  assert.equal(commitmentOf(row.seed), draw.seedHash);
  assert.deepEqual(fairResult('ssc', row.seed, `bituin:ssc-1m:${draw.numero}`).numbers, row.result);

  const prepared = prepareResult({ format: 'ssc', numbers: row.result });
  let expected = 0n;
  for (const bet of bets) {
    const betType = findBetType('ssc', bet.betType);
    assert.ok(betType);
    expected += settleTicket(betType, betType.normalise(bet.picks), prepared, BigInt(bet.unitMinor)).winMinor;
  }
  const tickets = await t.app.inject({ url: `${API.lotteryTickets}?gameCode=ssc-1m`, headers: authed(player.token) });
  const list = tickets.json().value.list as Array<{ status: string; winMinor: string; result: string[] }>;
  assert.equal(
    list.reduce((sum, ticket) => sum + BigInt(ticket.winMinor), 0n),
    expected,
  );
  for (const ticket of list) {
    assert.equal(ticket.status, BigInt(ticket.winMinor) > 0n ? 'won' : 'lost');
    assert.deepEqual(ticket.result, row.result);
  }
  assert.equal(BigInt((await balanceOf(t, player.token)).sumBalanceMinor), before - 8000n + expected);

  const record = await t.app.inject({ url: `${API.gameRounds}?vendorCode=BTFAST`, headers: authed(player.token) });
  assert.equal(record.statusCode, 200, record.body);
  const rounds = record.json().value.list as Array<{
    roundId: string;
    stakeMinor: string;
    winMinor: string;
    status: string;
    gameType: string;
  }>;
  assert.equal(rounds.length, 2);
  assert.ok(rounds.every((round) => round.status === 'settled' && round.gameType === 'ELOTT' && /^T[0-9]+$/.test(round.roundId)));
  const detail = await t.app.inject({
    url: API.gameRound.replace(':vendorCode', 'BTFAST').replace(':roundId', rounds[0]?.roundId ?? ''),
    headers: authed(player.token),
  });
  assert.equal(detail.statusCode, 200, detail.body);
  assert.equal(detail.json().value.detail.kind, 'lottery');
  assert.equal(detail.json().value.detail.ticket.numero, draw.numero);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
