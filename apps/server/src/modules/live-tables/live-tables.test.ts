// Proves a live table's round end to end on the round engine (decisions 053, 054): the round opens
// with its seed hash, bets take exactly their stakes through the ledger and land in the player's
// game round, the close deals from the seed (recomputed here from the revealed seed and the shoe's
// history), settlement pays exactly what the paytable says, the betting record shows the round, and
// the books balance; bad bets are refused with their code and nothing taken.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { placeBetsValue, roundHistoryValue, roundProofValue, tablesValue } from '@pkg/contracts/rounds';
import { commitmentOf, fairRandom } from '@pkg/games/lottery/fair-draw';
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE } from '@pkg/games/tables/baccarat-table';
import type { Shoe } from '@pkg/games/tables/table-shoe';
import type { CompactOutcome } from '@pkg/games/tables/table-types';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { selectRound } from '../rounds/rounds.queries.ts';
import {
  currentRound,
  demoTable,
  finishRound,
  openRounds,
  placeBets,
  tableCall,
  tablePlayer,
  tableSession,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

let t: TestApp;
let ana: TablePlayer;
let ben: TablePlayer;
before(async () => {
  t = await createTestApp();
  ana = await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a');
  ben = await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a', 5_000n);
  await openRounds(t);
});
after(() => t?.close());

const balanceOf = async (player: TablePlayer) => BigInt((await tableSession(t, player)).balanceMinor);

test('the lobby lists the demo tables with their open rounds and published seed hashes', async () => {
  const response = await t.app.inject({ method: 'GET', url: `${API.roundTables}?vendorCode=${LIVE_VENDOR_CODE}`, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  const { tables } = tablesValue.parse(response.json().value);
  assert.deepEqual(tables.map((table) => table.gameCode).sort(), ['baccarat-a', 'baccarat-nc', 'color-game', 'dragon-tiger', 'sic-bo']);
  for (const table of tables) {
    assert.equal(table.round?.status, 'open', table.gameCode);
    assert.match(table.round?.seedHash ?? '', /^[0-9a-f]{64}$/);
    assert.equal(table.round?.seed, null, 'the seed stays secret until the deal');
  }
  const baccarat = tables.find((table) => table.gameCode === 'baccarat-a');
  assert.equal((baccarat?.settings as { houseEdges: Record<string, string> }).houseEdges.banker, '1.0579');
  assert.equal((baccarat?.state as { shoeNo: number }).shoeNo, 1);
});

test('a round: stakes through the ledger, a deal anyone can recompute, exact payouts, the betting record', async () => {
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-a');
  const round = await currentRound(t, table);
  const before = await balanceOf(ana);
  const bets = [
    { spot: 'banker', amountMinor: '10000' },
    { spot: 'tie', amountMinor: '2000' },
    { spot: 'playerPair', amountMinor: '1000' },
  ];
  const placed = await placeBets(t, ana, round.id, bets);
  assert.equal(placed.statusCode, 200, placed.body);
  const value = placeBetsValue.parse(placed.json().value);
  assert.equal(value.bets.length, 3);
  assert.equal(BigInt(value.balanceMinor), before - 13_000n);
  assert.equal(await balanceOf(ana), before - 13_000n);
  // More chips on the banker spot later in the window add to the same spot.
  const more = await placeBets(t, ana, round.id, [{ spot: 'banker', amountMinor: '5000' }]);
  assert.equal(more.statusCode, 200, more.body);
  assert.equal(placeBetsValue.parse(more.json().value).roundBets.length, 4);

  await finishRound(t, round);
  const dealt = await selectRound(t.db, round.id);
  assert.ok(dealt?.seed && dealt.result);
  assert.equal(dealt.status, 'settled');
  // The proof: the seed matches the published hash, and the seed with the context and the shoe before the round deals this result.
  const proof = roundProofValue.parse(
    (await t.app.inject({ method: 'GET', url: API.roundProof.replace(':roundId', round.id), headers: demoHeaders() })).json().value,
  );
  assert.equal(commitmentOf(proof.seed as string), proof.seedHash);
  assert.equal(proof.seedHash, round.seedHash);
  const shoe = (proof.stateBefore as { shoe: Shoe }).shoe;
  const again = BACCARAT.dealRound(fairRandom(proof.seed as string, proof.context), shoe);
  assert.deepEqual(BACCARAT.describeOutcome(again.outcome), proof.result);
  // Paid exactly what the commission paytable says for these spots on this outcome.
  const outcome = BACCARAT.readOutcome(proof.result as CompactOutcome);
  const expected =
    BACCARAT.settleBet('banker', 15_000n, outcome, BACCARAT_COMMISSION_PAYTABLE) +
    BACCARAT.settleBet('tie', 2_000n, outcome, BACCARAT_COMMISSION_PAYTABLE) +
    BACCARAT.settleBet('playerPair', 1_000n, outcome, BACCARAT_COMMISSION_PAYTABLE);
  assert.equal(await balanceOf(ana), before - 18_000n + expected);

  // The player's history at the table and the betting record show the round with its bets.
  const history = roundHistoryValue.parse((await tableCall(t, API.roundHistory, ana.gameToken)).json().value);
  assert.equal(history.rounds[0]?.round.roundId, round.id);
  assert.equal(history.rounds[0]?.stakeMinor, '18000');
  assert.equal(history.rounds[0]?.returnMinor, expected.toString());
  const record = await t.app.inject({ method: 'GET', url: `${API.gameRounds}?pageNo=1&pageSize=10`, headers: authed(ana.token) });
  assert.equal(record.statusCode, 200, record.body);
  const rows = record.json().value.list as Array<{
    roundId: string;
    stakeMinor: string;
    winMinor: string;
    status: string;
    vendorCode: string;
  }>;
  const row = rows.find((entry) => entry.roundId === `r${round.id}a${ana.id}`);
  assert.ok(row, 'the round is in the betting record');
  assert.equal(row.vendorCode, LIVE_VENDOR_CODE);
  assert.equal(row.stakeMinor, '18000');
  assert.equal(row.winMinor, expected.toString());
  assert.equal(row.status, 'settled');
  const detail = await t.app.inject({
    method: 'GET',
    url: API.gameRound.replace(':vendorCode', LIVE_VENDOR_CODE).replace(':roundId', row.roundId),
    headers: authed(ana.token),
  });
  assert.equal(detail.statusCode, 200, detail.body);
  assert.equal(detail.json().value.detail.kind, 'shared-round');
  assert.equal(detail.json().value.detail.bets.length, 4);

  const report = await checkInvariants(t.db, await demoBrandId(t.db));
  assert.equal(
    report.ok,
    true,
    JSON.stringify(report, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
  );
});

test('bad bets are refused with their code and take nothing', async () => {
  await openRounds(t);
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-a');
  let round = await currentRound(t, table);
  if (round.status !== 'open') {
    t.clock.advanceMs(10_000);
    await t.app.jobs.drain();
    round = await currentRound(t, table);
  }
  assert.equal(round.status, 'open');
  const before = await balanceOf(ana);
  const refused = async (bets: Array<{ spot: string; amountMinor: string }>, status: number, code: string, player = ana) => {
    const response = await placeBets(t, player, round.id, bets);
    assert.equal(response.statusCode, status, response.body);
    assert.equal(response.json().errorCode, code, response.body);
    return response.json();
  };
  assert.equal((await refused([{ spot: 'dragon', amountMinor: '1000' }], 400, 'bet_invalid')).problem, 'unknown_spot');
  assert.equal((await refused([{ spot: 'banker', amountMinor: '500' }], 400, 'bet_invalid')).problem, 'below_min');
  assert.equal((await refused([{ spot: 'tie', amountMinor: '1000001' }], 400, 'bet_invalid')).problem, 'above_max');
  assert.equal(
    (
      await refused(
        [
          { spot: 'player', amountMinor: '1000' },
          { spot: 'banker', amountMinor: '1000' },
        ],
        400,
        'bet_invalid',
      )
    ).problem,
    'opposite_bets',
  );
  await refused([{ spot: 'banker', amountMinor: '10.5' }], 400, 'amount_invalid');
  await refused([{ spot: 'banker', amountMinor: '-100' }], 400, 'amount_invalid');
  const poor = await refused([{ spot: 'banker', amountMinor: '10000' }], 409, 'insufficient_funds', ben);
  assert.equal(poor.balanceMinor, '5000');
  assert.equal(await balanceOf(ana), before);

  // The same key twice counts once; the same key with another body is refused.
  const key = randomUUID();
  const first = await placeBets(t, ana, round.id, [{ spot: 'player', amountMinor: '1000' }], key);
  assert.equal(first.statusCode, 200, first.body);
  const again = await placeBets(t, ana, round.id, [{ spot: 'player', amountMinor: '1000' }], key);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(await balanceOf(ana), before - 1_000n);
  const reused = await placeBets(t, ana, round.id, [{ spot: 'player', amountMinor: '2000' }], key);
  assert.equal(reused.statusCode, 409, reused.body);
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');

  // After the window: refused, nothing taken.
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await refused([{ spot: 'player', amountMinor: '1000' }], 409, 'round_closed');
  assert.equal(await balanceOf(ana), before - 1_000n);
  await t.app.jobs.drain();
});

test('a dead game token is refused; a slot session cannot bet on a table', async () => {
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-a');
  const round = await currentRound(t, table);
  const response = await placeBets(t, { ...ana, gameToken: 'not-a-token' }, round.id, [{ spot: 'player', amountMinor: '1000' }]);
  assert.equal(response.statusCode, 401, response.body);
  assert.equal(response.json().errorCode, 'game_session_invalid');
});
