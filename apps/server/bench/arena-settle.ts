/**
 * The settlement half of bench:arena: one fight of the international demo brand's arena with
 * `bets` bets of `players` players, placed through the round engine's own path (the placing groups:
 * limits, the responsible-gaming gate, the stakes through the ledger, the players' game rounds and
 * wallet claims), closed and declared Meron by the desk's moves, and its settlement timed on its own
 * on a database that counts its statements: the pool's returns worked out by packages/games' sabong,
 * paid through the ledger in batches, the players' rounds settled and their credit claims written.
 * Every bet's return is then recomputed with settleFight, and the pool checked to pay exactly
 * returns + plasada + breakage = its total (no house money).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { settleFight } from '@pkg/games/sabong/settle-fight';
import { DEFAULT_SABONG_RULES, type SabongSide } from '@pkg/games/sabong/sabong-rules';
import type { Db } from '../src/db/client.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { settleRound } from '../src/modules/rounds/round-settle.ts';
import { selectRound, selectRoundBets, selectTableByGame, type TableRow } from '../src/modules/rounds/rounds.queries.ts';
import { countingDb } from '../test/counting-db.ts';
import { timedDb } from './timed-db.ts';

const VENDOR = 'BTSABONG';
const GAME = 'sabong-arena';

/** A player's bets: Meron or Wala by parity, every seventh player's second bet on the draw. */
function betsOf(player: number, count: number): Array<{ spot: SabongSide; amountMinor: string }> {
  const side: SabongSide = player % 2 === 0 ? 'meron' : 'wala';
  return Array.from({ length: count }, (_, index) => ({
    spot: index > 0 && player % 7 === 0 ? 'draw' : side,
    amountMinor: String(1_000 * (1 + ((player + index) % 9))),
  }));
}

/** Funded players of the brand (not timed). */
async function fundedPlayers(db: Db, brandId: string, currency: string, count: number): Promise<string[]> {
  await db.query(
    `insert into accounts (merchant_id, username, account_type) select $1, 'arenabench' || n, 0 from generate_series(1, $2::int) as n on conflict do nothing`,
    [brandId, count],
  );
  const owners = (
    await db.query<{ id: string }>(`select id::text as id from accounts where username like 'arenabench%' order by id limit $1`, [count])
  ).map((row) => row.id);
  const now = new Date();
  const bank = await openClearingAccount(db, brandId, currency, 'bench', now);
  for (const owner of owners) {
    const wallet = await openPlayerWallet(db, brandId, currency, owner, now);
    await transfer(db, {
      brandId,
      currency,
      code: 'deposit',
      idempotencyKey: `arena-fund-${wallet.id}`,
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
        await app.rounds.placeFor({ brandId: table.brandId, accountId, currency: 'PHP', gameType: 'COCKFIGHT', login: null }, table, {
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

export interface ArenaSettleBench {
  bets: number;
  players: number;
  placeSeconds: number;
  refused: number;
  settleSeconds: number;
  statements: number;
  payouts: number;
  paidMinor: bigint;
  pool: { totalMinor: bigint; returnedMinor: bigint; plasadaMinor: bigint; breakageMinor: bigint };
  mismatches: number;
  breakdown: Array<{ statement: string; count: number; ms: number }>;
}

/** Opens a fight of the seeded event, places every bet, closes and declares Meron, and times the settlement. */
export async function benchArenaSettlement(
  db: Db,
  app: FastifyInstance,
  options: {
    brandId: string;
    currency: string;
    players: number;
    bets: number;
    batchSize: number;
    width: number;
    log: (line: string) => void;
  },
): Promise<ArenaSettleBench> {
  const table = await selectTableByGame(db, options.brandId, VENDOR, GAME);
  if (!table) throw new Error('the international demo brand has no arena');
  const owners = await fundedPlayers(db, options.brandId, options.currency, options.players);
  options.log(`  ${owners.length.toLocaleString('en')} funded players`);
  // The seeded fight 1 is open: the bench bets on it.
  const [open] = await db.query<{ id: string }>(`select id::text as id from rounds where table_id = $1 and status = 'open'`, [table.id]);
  if (!open) throw new Error('the seeded arena has no open fight');
  const placed = await placeAll(app, table, open.id, owners, Math.ceil(options.bets / owners.length), options.width);
  options.log(`  bets placed through the engine in ${placed.seconds.toFixed(1)} s (${placed.refused} calls refused)`);
  await app.rounds.jobs.operate.close(open.id);
  await app.rounds.jobs.operate.declare(open.id, { result: 'meron' });
  const timed = timedDb(db);
  const counting = countingDb(timed.db);
  const started = performance.now();
  const run = await settleRound(
    { db: counting.db, games: app.rounds.games, now: () => new Date(), batchSize: options.batchSize },
    { roundId: open.id, version: 1, part: 0, lastPart: true },
  );
  const settleSeconds = (performance.now() - started) / 1000;
  const round = await selectRound(db, open.id);
  const bets = await selectRoundBets(db, open.id);
  const expected = settleFight(
    bets.map((bet) => ({ id: bet.betId, side: bet.spot as SabongSide, stakeMinor: bet.stakeMinor })),
    'meron',
    DEFAULT_SABONG_RULES,
  );
  const byId = new Map(expected.bets.map((bet) => [bet.id, bet.returnMinor]));
  const mismatches = bets.filter((bet) => byId.get(bet.betId) !== bet.returnMinor).length;
  const [paid] = await db.query<{ payouts: number; moved: string }>(
    `select count(*) filter (where moved_minor > 0)::int as payouts, coalesce(sum(moved_minor), 0)::text as moved from round_payouts where round_id = $1`,
    [open.id],
  );
  return {
    bets: bets.length,
    players: new Set(bets.map((bet) => bet.accountId)).size,
    placeSeconds: placed.seconds,
    refused: placed.refused,
    settleSeconds,
    statements: counting.count(),
    payouts: paid?.payouts ?? 0,
    paidMinor: BigInt(paid?.moved ?? '0'),
    pool: expected.pool,
    mismatches: mismatches + (run.superseded ? 1 : 0) + (round?.status === 'settled' ? 0 : 1),
    breakdown: timed.report(),
  };
}
