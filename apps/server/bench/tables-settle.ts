/**
 * The settlement half of bench:tables: one Sic Bo round of the demo brand with `bets` bets of
 * `players` players, placed through the round engine's own path (the placing groups: limits, the
 * responsible-gaming gate, the stakes through the ledger, the players' game rounds and wallet
 * claims), then dealt from its seed, and its settlement timed on its own on a database that counts
 * its statements: every player's return worked out, paid through the ledger in batches, the
 * players' rounds settled and their credit claims written. Every bet's return is then recomputed
 * with packages/games' Sic Bo and the paytable.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SIC_BO, SIC_BO_MACAU_PAYTABLE } from '@pkg/games/tables/sic-bo-table';
import type { CompactOutcome } from '@pkg/games/tables/table-types';
import type { Db } from '../src/db/client.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { settleRound } from '../src/modules/rounds/round-settle.ts';
import { selectRound, selectRoundBets, selectTableByGame, updateTable, type TableRow } from '../src/modules/rounds/rounds.queries.ts';
import { countingDb } from '../test/counting-db.ts';
import { timedDb } from './timed-db.ts';

const VENDOR = 'BTLIVE';
const GAME = 'sic-bo';

/**
 * Each player's bets, one from each of two neighbouring groups of spots (never both of Big and
 * Small or of Odd and Even): Big or Small, Odd or Even, a total, a single number.
 */
function betsOf(player: number, count: number): Array<{ spot: string; amountMinor: string }> {
  const spots = [
    ['big', 'small'][player % 2],
    ['odd', 'even'][(player >> 1) % 2],
    `total${4 + (player % 14)}`,
    `single${1 + (player % 6)}`,
  ];
  return Array.from({ length: count }, (_, index) => ({
    spot: spots[(player + index) % spots.length] as string,
    amountMinor: String(1_000 * (1 + ((player + index) % 5))),
  }));
}

/** Funded players of the brand (not timed). */
async function fundedPlayers(db: Db, brandId: string, currency: string, count: number): Promise<string[]> {
  await db.query(
    `insert into accounts (merchant_id, username, account_type) select $1, 'tablebench' || n, 0 from generate_series(1, $2::int) as n on conflict do nothing`,
    [brandId, count],
  );
  const owners = (
    await db.query<{ id: string }>(`select id::text as id from accounts where username like 'tablebench%' order by id limit $1`, [count])
  ).map((row) => row.id);
  const now = new Date();
  const bank = await openClearingAccount(db, brandId, currency, 'bench', now);
  for (const owner of owners) {
    const wallet = await openPlayerWallet(db, brandId, currency, owner, now);
    await transfer(db, {
      brandId,
      currency,
      code: 'deposit',
      idempotencyKey: `table-fund-${wallet.id}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: 10_000_000n,
      actor: 'bench',
      ip: null,
      at: now,
    });
  }
  return owners;
}

/** The bench's table: Sic Bo with a two-minute window (room to place every bet), every other table paused. */
async function benchTable(db: Db, brandId: string): Promise<TableRow> {
  await db.query(`update round_tables set status = 'paused' where merchant_id = $1`, [brandId]);
  const table = await selectTableByGame(db, brandId, VENDOR, GAME);
  if (!table) throw new Error('the demo brand has no Sic Bo table');
  await updateTable(db, table.id, { status: 'open', settings: { ...(table.settings as object), bettingMs: 120_000 } }, new Date());
  return (await selectTableByGame(db, brandId, VENDOR, GAME)) as TableRow;
}

/** Places every player's bets through the engine, `width` calls at once; answers the seconds and refusals. */
async function placeAll(app: FastifyInstance, table: TableRow, roundId: string, owners: string[], betsPerPlayer: number, width: number) {
  const started = performance.now();
  let refused = 0;
  let next = 0;
  async function lane() {
    while (next < owners.length) {
      const index = next++;
      const accountId = owners[index] as string;
      try {
        await app.rounds.placeFor({ brandId: table.brandId, accountId, currency: 'PHP', gameType: 'LIVE', login: null }, table, {
          roundId,
          key: randomUUID(),
          bets: betsOf(index, betsPerPlayer),
        });
      } catch {
        refused += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: width }, lane));
  return { seconds: (performance.now() - started) / 1000, refused };
}

export interface SettleBench {
  bets: number;
  players: number;
  placeSeconds: number;
  refused: number;
  settleSeconds: number;
  statements: number;
  batches: number;
  payouts: number;
  paidMinor: bigint;
  mismatches: number;
  result: CompactOutcome;
  /** Where the settlement's database time went, by statement. */
  breakdown: Array<{ statement: string; count: number; ms: number }>;
}

/** Seeds the players once, then places, deals and times the settlement of `repeat` rounds one after the other. */
export async function benchSettlement(
  db: Db,
  app: FastifyInstance,
  options: {
    brandId: string;
    currency: string;
    players: number;
    bets: number;
    batchSize: number;
    width: number;
    repeat: number;
    log: (line: string) => void;
  },
): Promise<SettleBench[]> {
  const owners = await fundedPlayers(db, options.brandId, options.currency, options.players);
  options.log(`  ${owners.length} funded players`);
  const table = await benchTable(db, options.brandId);
  const runs: SettleBench[] = [];
  for (let index = 0; index < options.repeat; index += 1) runs.push(await oneRound(db, app, table, owners, options));
  return runs;
}

/** Opens a round, places every player's bets, deals it and times its settlement. */
async function oneRound(
  db: Db,
  app: FastifyInstance,
  table: TableRow,
  owners: string[],
  options: { bets: number; batchSize: number; width: number; log: (line: string) => void },
): Promise<SettleBench> {
  const [latest] = await db.query<{ seq: number }>(`select coalesce(max(seq), 0)::int as seq from rounds where table_id = $1`, [table.id]);
  await app.rounds.jobs.open(table.id, (latest?.seq ?? 0) + 1);
  const [round] = await db.query<{ id: string }>(`select id::text as id from rounds where table_id = $1 order by seq desc limit 1`, [
    table.id,
  ]);
  if (!round) throw new Error('no round opened');
  const placed = await placeAll(app, table, round.id, owners, Math.ceil(options.bets / owners.length), options.width);
  options.log(`  bets placed through the engine in ${placed.seconds.toFixed(1)} s (${placed.refused} calls refused)`);
  await app.rounds.jobs.closeAndDeal(round.id);
  const timed = timedDb(db);
  const counting = countingDb(timed.db);
  const started = performance.now();
  const run = await settleRound(
    { db: counting.db, games: app.rounds.games, now: () => new Date(), batchSize: options.batchSize },
    { roundId: round.id, version: 1, part: 0, lastPart: true },
  );
  const settleSeconds = (performance.now() - started) / 1000;
  const dealt = await selectRound(db, round.id);
  const bets = await selectRoundBets(db, round.id);
  const outcome = SIC_BO.readOutcome(dealt?.result as CompactOutcome);
  const mismatches = bets.filter(
    (bet) => SIC_BO.settleBet(bet.spot, bet.stakeMinor, outcome, SIC_BO_MACAU_PAYTABLE) !== bet.returnMinor,
  ).length;
  const [paid] = await db.query<{ payouts: number; moved: string }>(
    `select count(*) filter (where moved_minor > 0)::int as payouts, coalesce(sum(moved_minor), 0)::text as moved from round_payouts where round_id = $1`,
    [round.id],
  );
  const players = new Set(bets.map((bet) => bet.accountId)).size;
  return {
    bets: bets.length,
    players,
    placeSeconds: placed.seconds,
    refused: placed.refused,
    settleSeconds,
    statements: counting.count(),
    batches: Math.ceil(players / options.batchSize),
    payouts: paid?.payouts ?? 0,
    paidMinor: BigInt(paid?.moved ?? '0'),
    mismatches: mismatches + (run.superseded ? 1 : 0) + (dealt?.status === 'settled' ? 0 : 1),
    result: dealt?.result as CompactOutcome,
    breakdown: timed.report(),
  };
}
