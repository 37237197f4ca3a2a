/**
 * Bingo benchmark (decision 057). First winner detection per ball with 100,000 cards in a game
 * (packages/games' detector: the index build, each ball's time, with and without the ten leaders),
 * target under 50 ms per ball. Then one game of 100,000 cards through the round engine and the
 * ledger: the cards bought by thousands of players through the engine's placing path (stakes
 * through the ledger into their game rounds), the deal (the whole call from the seed, every card
 * run through the detector, the prizes and the jackpot), and the settlement of every winning ball
 * (each player's prizes through the ledger, round payouts, game rounds settled), timed each, with
 * the payouts checked against the result and the ledger's balance check after.
 *
 *   npm run bench:bingo
 *   npm run bench:bingo -- --cards 100000 --players 5000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bingo
 *
 * Figures are printed, never asserted; the exit code is 1 only if a check failed.
 */
import { parseArgs } from 'node:util';
import { BINGO_75, BINGO_90 } from '@pkg/games/bingo/bingo-types';
import { timeDetection, timingLine } from '@pkg/games/bingo/detection-bench';
import { PATTERNS_75, PATTERNS_90 } from '@pkg/games/bingo/patterns';
import type { BingoRoomSettings } from '@pkg/contracts/bingo';
import { checkInvariants } from '../src/ledger/invariants.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { settleRound } from '../src/modules/rounds/round-settle.ts';
import { insertTable, selectRound, selectTable, type RoundRow } from '../src/modules/rounds/rounds.queries.ts';
import { readResult } from '../src/modules/bingo/bingo-result.ts';
import { createTestApp } from '../test/test-app.ts';

const { values: args } = parseArgs({
  options: { cards: { type: 'string', default: '100000' }, players: { type: 'string', default: '5000' } },
});
const CARDS = Number(args.cards);
const PLAYERS = Number(args.players);
const PRICE = 1_000n;
let failures = 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// --- Detection per ball --------------------------------------------------------------------------
console.log(`Winner detection, ${CARDS} cards in a game (target: under 50 ms per ball)`);
for (const withLeaders of [false, true]) {
  const stages75 = [PATTERNS_75.line, PATTERNS_75.fourCorners, PATTERNS_75.x, PATTERNS_75.blackout];
  console.log(`  ${timingLine(timeDetection(BINGO_75, stages75, CARDS, withLeaders))}`);
  console.log(
    `  ${timingLine(timeDetection(BINGO_90, [PATTERNS_90.oneLine, PATTERNS_90.twoLines, PATTERNS_90.fullHouse], CARDS, withLeaders))}`,
  );
}

// --- One game through the engine and the ledger -----------------------------------------------
const t = await createTestApp();
const where = process.env.DATABASE_URL ? 'the PostgreSQL server' : 'the embedded database';
const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
const brandId = (brand as { id: string }).id;
const perPlayer = Math.ceil(CARDS / PLAYERS);
const settings: BingoRoomSettings = {
  names: { EN: 'Bench Room' },
  format: '75',
  ticketPriceMinor: PRICE.toString(),
  payoutShareBp: 7_000,
  stages: [
    { pattern: 'line', shareBp: 2_000, guaranteedMinor: '10000' },
    { pattern: 'four-corners', shareBp: 2_000, guaranteedMinor: '10000' },
    { pattern: 'x', shareBp: 2_000, guaranteedMinor: '10000' },
    { pattern: 'blackout', shareBp: 4_000, guaranteedMinor: '25000' },
  ],
  cardsPerPlayerMax: Math.min(60, perPlayer),
  minCards: 1,
  cadenceMs: 3_600_000,
  minBuyMs: 3_000_000,
  ballIntervalMs: 2_000,
  pauseMs: 10_000,
  jackpot: { contributionBp: 200, withinCalls: 50, seedMinor: '100000' },
};
await t.db.query(
  `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url)
  values ($1, 'BTBINGO', 'bench-room', 'Bench Room', '{}', 'BINGO', 'seventy-five-ball', '') on conflict do nothing`,
  [brandId],
);
const tableId = (await insertTable(
  t.db,
  {
    brandId,
    vendorCode: 'BTBINGO',
    gameCode: 'bench-room',
    kind: 'bingo',
    drive: 'timer',
    settings: settings as never,
    state: { jackpots: {} },
  },
  t.clock.now(),
)) as string;
await t.app.rounds.jobs.openNext(tableId);
const [round] = await t.db.query<{ id: string }>(`select id::text as id from rounds where table_id = $1 order by seq desc limit 1`, [
  tableId,
]);
const roundId = (round as { id: string }).id;

let started = performance.now();
await t.db.query(
  `insert into accounts (merchant_id, username, account_type) select $1, 'bingobench' || n, 0 from generate_series(1, $2::int) as n`,
  [brandId, PLAYERS],
);
const owners = await t.db.query<{ id: string }>(`select id::text as id from accounts where username like 'bingobench%' order by id`);
const bank = await openClearingAccount(t.db, brandId, 'PHP', 'bench', t.clock.now());
for (const owner of owners) {
  const wallet = await openPlayerWallet(t.db, brandId, 'PHP', owner.id, t.clock.now());
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'deposit',
    idempotencyKey: `bingo-bench-fund-${wallet.id}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 10_000_000n,
    actor: 'bench',
    ip: null,
    at: t.clock.now(),
  });
}
console.log(`\nOne game of ${CARDS} cards of ${PLAYERS} players on ${where}`);
console.log(`  players funded: ${seconds(performance.now() - started)}`);

started = performance.now();
const full = await selectTable(t.db, tableId);
if (!full) throw new Error('the bench room is missing');
let bought = 0;
for (let start = 0; start < owners.length; start += 200) {
  await Promise.all(
    owners.slice(start, start + 200).map(async (owner, index) => {
      const cards = Math.min(perPlayer, CARDS - (start + index) * perPlayer);
      if (cards <= 0) return;
      await t.app.rounds.placeFor({ brandId, accountId: owner.id, currency: 'PHP', gameType: 'BINGO', login: null }, full, {
        roundId,
        key: `bench-${owner.id}-cards`,
        bets: Array.from({ length: cards }, () => ({ spot: 'card', amountMinor: PRICE.toString() })),
      });
      bought += cards;
    }),
  );
}
const buyMs = performance.now() - started;
console.log(`  cards bought through the engine: ${bought} in ${seconds(buyMs)} (${Math.round(bought / (buyMs / 1000))} cards/s)`);

const opened = (await selectRound(t.db, roundId)) as RoundRow;
t.clock.advanceMs((opened.closesAt as Date).getTime() - t.clock.now().getTime());
started = performance.now();
await t.app.rounds.jobs.closeAndDeal(roundId);
const dealMs = performance.now() - started;
const dealt = (await selectRound(t.db, roundId)) as RoundRow;
const result = readResult(dealt.result);
const php = result.currencies.PHP;
console.log(`  deal (the call from the seed, ${bought} cards through the detector, prizes, jackpot): ${seconds(dealMs)}`);
console.log(
  `  the game: ${result.totalCalls} balls; ${php?.stages.map((stage) => `${stage.pattern}@${stage.calls}×${stage.winners.length}`).join(', ')}; ` +
    `jackpot ${php?.jackpot?.won ? 'won' : 'not won'}`,
);

t.clock.advanceMs(result.totalCalls * result.intervalMs);
const game = t.app.rounds.games;
const parts =
  game
    .get('bingo')
    ?.parts({ tableId, brandId, brandCode: 'bituin', gameCode: 'bench-room', settings: dealt.settings, state: {} }, dealt.result) ?? [];
started = performance.now();
for (const { part } of parts) {
  const partStarted = performance.now();
  await settleRound(
    { db: t.db, games: game, now: () => t.clock.now() },
    { roundId, version: 1, part, lastPart: part === parts.at(-1)?.part },
  );
  console.log(`  settlement of ball ${part}: ${seconds(performance.now() - partStarted)}`);
}
console.log(`  settlement of the game (${parts.length} winning balls, ${PLAYERS} players each): ${seconds(performance.now() - started)}`);

// The checks: every prize paid once, exactly as the result says; the books balance.
const owed = (php?.stages ?? [])
  .flatMap((stage) => stage.winners)
  .reduce((sum, winner) => sum + BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor), 0n);
const [paid] = await t.db.query<{ total: string }>(
  `select coalesce(sum(moved_minor), 0)::text as total from round_payouts where round_id = $1`,
  [roundId],
);
const settled = await selectRound(t.db, roundId);
if (BigInt(paid?.total ?? '0') !== owed || settled?.status !== 'settled') {
  failures += 1;
  console.log(`  CHECK FAILED: paid ${paid?.total}, owed ${owed}, status ${settled?.status}`);
} else console.log(`  checked: ${owed} minor units paid once, exactly as the result says; the game is settled`);
const report = await checkInvariants(t.db);
if (!report.ok) failures += 1;
console.log(`  ledger balance check: ${report.ok ? 'ok' : 'FAILED'}`);
await t.close();
process.exit(failures > 0 ? 1 : 0);
