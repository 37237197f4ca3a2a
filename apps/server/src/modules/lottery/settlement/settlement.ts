/**
 * The settlement job `lottery-settle:<drawId>:v<version>` (decision 028): judges or voids the
 * draw's tickets at the result version, moves the money, stops chases that won, and marks the
 * draw settled. Every step is idempotent, so a run killed at any point and run again (by this
 * process or another) finishes the work once.
 */
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { BrandEventBus } from '../../../lib/brand-events.ts';
import { mainWalletIds } from '../../../ledger/index.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import type { WalletEventBus } from '../../../lib/wallet-events.ts';
import { selectLotteryGame, type LotteryGameRow } from '../games/lottery-games.queries.ts';
import { publishDraw } from '../draws/draw-events.ts';
import { selectDrawById, type DrawRow } from '../draws/draws.queries.ts';
import { parseSettleRunKey } from '../draws/run-keys.ts';
import { giveLegBack, refundLeg, type LegRef } from '../orders/order-legs.ts';
import { settlePayouts } from './settle-payouts.ts';
import { judgeTickets, SETTLE_BATCH, voidTickets } from './settle-tickets.ts';
import { markDrawSettled, selectDrawLegs, selectStoppedChaseLegs, type LegRow } from './settlement.queries.ts';

interface SettlementDeps {
  db: Db;
  clock: Clock;
  walletEvents: Pick<WalletEventBus, 'publish'>;
  brandEvents: Pick<BrandEventBus, 'publish'>;
  batchSize?: number;
}

/** The legs of a draw's tickets (order, player, currency) with each player's main wallet. */
async function legsOf(
  db: Db,
  draw: DrawRow,
  game: LotteryGameRow,
  rows: readonly LegRow[],
): Promise<Array<LegRef & { accountId: string }>> {
  const legs = [];
  for (const currency of new Set(rows.map((r) => r.currency))) {
    const wallets = await mainWalletIds(db, draw.brandId, currency, [
      ...new Set(rows.filter((r) => r.currency === currency).map((r) => r.accountId)),
    ]);
    for (const row of rows.filter((r) => r.currency === currency)) {
      const walletId = wallets.get(row.accountId);
      if (!walletId) throw new Error(`player ${row.accountId} has tickets but no ${currency} wallet`);
      legs.push({ ...row, brandId: draw.brandId, vendorCode: game.vendorCode, format: game.format, walletId });
    }
  }
  return legs;
}

/** Judges the tickets at `version`, or for a void draw voids them and gives every stake back; answers the players refunded. */
async function settleTickets(deps: SettlementDeps, draw: DrawRow, game: LotteryGameRow, version: number, at: Date): Promise<string[]> {
  const { db } = deps;
  const batchSize = deps.batchSize ?? SETTLE_BATCH;
  if (draw.status !== 'void') {
    if (!draw.result) throw new Error(`draw ${draw.id} at version ${version} has no result`);
    await judgeTickets(db, { id: draw.id, format: game.format, numbers: draw.result, version, at }, batchSize);
    return [];
  }
  await voidTickets(db, { id: draw.id, version, at }, batchSize);
  const refunded = [];
  for (const leg of await legsOf(db, draw, game, await selectDrawLegs(db, draw.id))) {
    await refundLeg(db, leg, 'system:lottery', at);
    refunded.push(leg.accountId);
  }
  return refunded;
}

/** Chases that stop on a win give back their draws not drawn yet; answers the players given back. */
async function stopWonChases(db: Db, draw: DrawRow, game: LotteryGameRow, at: Date): Promise<string[]> {
  const stopped = [];
  for (const leg of await legsOf(db, draw, game, await selectStoppedChaseLegs(db, draw.id))) {
    if (await giveLegBack(db, leg, { until: 'draw', actor: 'system:lottery', at })) stopped.push(leg.accountId);
  }
  return stopped;
}

/** Settles a draw at a result version; nothing when that version is settled or superseded. */
async function settle(deps: SettlementDeps, drawId: string, version: number): Promise<void> {
  const { db } = deps;
  const draw = await selectDrawById(db, drawId);
  if (!draw || draw.resultVersion !== version || draw.settledVersion >= version) return;
  const game = await selectLotteryGame(db, draw.brandId, draw.gameCode);
  if (!game) throw new Error(`draw ${drawId} has no game ${draw.gameCode}`);
  const at = deps.clock.now();
  const touched = new Set(await settleTickets(deps, draw, game, version, at));
  const paid = await settlePayouts(db, { id: draw.id, brandId: draw.brandId, vendorCode: game.vendorCode, version, at });
  for (const account of paid.accounts) touched.add(account);
  const tellPlayers = () => {
    for (const accountId of touched) deps.walletEvents.publish({ brandId: draw.brandId, accountId, code: 'bet_payout' });
  };
  // A correction was approved meanwhile: its own run settles the draw, counting what this one paid.
  if (paid.superseded) return tellPlayers();
  if (draw.status !== 'void') for (const account of await stopWonChases(db, draw, game, at)) touched.add(account);
  const marked = await markDrawSettled(db, draw.id, version);
  tellPlayers();
  if (marked) {
    publishDraw(deps.brandEvents, draw.brandId, {
      gameCode: draw.gameCode,
      numero: draw.drawNo,
      status: marked,
      stationCode: draw.stationCode,
      result: marked === 'void' ? null : draw.result,
      drawAt: new Date(draw.drawAt).toISOString(),
    });
  }
}

export function createSettlement(deps: SettlementDeps) {
  return {
    settle: (drawId: string, version: number) => settle(deps, drawId, version),
    /** Registers the job kind on the runner. */
    install(jobs: JobRunner): void {
      jobs.define(
        'lottery-settle',
        async (job) => {
          const key = parseSettleRunKey(job.runKey);
          if (!key) throw new Error(`bad settlement run key ${job.runKey}`);
          await settle(deps, key.drawId, key.version);
        },
        { leaseMs: 120_000 },
      );
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
