/**
 * The settlement job `lottery-settle:<drawId>:v<version>` (decision 028): judges or voids the
 * draw's tickets at the result version, moves the money, stops chases that won, and marks the
 * draw settled. Every step is idempotent, so a run killed at any point and run again (by this
 * process or another) finishes the work once.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import { mainWalletIds } from '../../ledger/index.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { publishDraw } from './draw-events.ts';
import { selectDrawById, type DrawRow } from './draws.queries.ts';
import { selectLotteryGame, type LotteryGameRow } from './lottery-games.queries.ts';
import { giveLegBack, refundLeg } from './order-legs.ts';
import { settlePayouts } from './settle-payouts.ts';
import { judgeTickets, SETTLE_BATCH, voidTickets } from './settle-tickets.ts';

/** The run key of a draw's settlement at a result version. */
export function settleRunKey(drawId: string, version: number): string {
  return `lottery-settle:${drawId}:v${version}`;
}

const RUN_KEY = /^lottery-settle:([0-9]+):v([0-9]+)$/;

export function createSettlement(deps: {
  db: Db;
  clock: Clock;
  walletEvents: Pick<WalletEventBus, 'publish'>;
  brandEvents: Pick<BrandEventBus, 'publish'>;
  batchSize?: number;
}) {
  const { db, clock } = deps;

  /** The legs (order, player, currency) of the draw's tickets, with each player's main wallet. */
  async function legsOf(draw: DrawRow, game: LotteryGameRow, where: string, extra: unknown[] = []) {
    const rows = await db.query<{ orderId: string; drawId: string; accountId: string; currency: string }>(
      `select distinct t.order_id::text as "orderId", t.draw_id::text as "drawId", t.account_id::text as "accountId", t.currency
         from lottery_tickets t join lottery_orders o on o.id = t.order_id join lottery_draws d on d.id = t.draw_id where ${where}`,
      [draw.id, ...extra],
    );
    const legs = [];
    for (const currency of new Set(rows.map((r) => r.currency))) {
      const wallets = await mainWalletIds(db, draw.merchantId, currency, [
        ...new Set(rows.filter((r) => r.currency === currency).map((r) => r.accountId)),
      ]);
      for (const row of rows.filter((r) => r.currency === currency)) {
        const walletId = wallets.get(row.accountId);
        if (!walletId) throw new Error(`player ${row.accountId} has tickets but no ${currency} wallet`);
        legs.push({ ...row, merchantId: draw.merchantId, vendorCode: game.vendorCode, format: game.format, walletId });
      }
    }
    return legs;
  }

  /** Settles a draw at a result version; nothing when that version is settled or superseded. */
  async function settle(drawId: string, version: number): Promise<void> {
    const draw = await selectDrawById(db, drawId);
    if (!draw || draw.resultVersion !== version || draw.settledVersion >= version) return;
    const game = await selectLotteryGame(db, draw.merchantId, draw.gameCode);
    if (!game) throw new Error(`draw ${drawId} has no game ${draw.gameCode}`);
    const at = clock.now();
    const touched = new Set<string>();
    if (draw.status === 'void') {
      await voidTickets(db, { id: draw.id, version, at }, deps.batchSize ?? SETTLE_BATCH);
      for (const leg of await legsOf(draw, game, 't.draw_id = $1')) {
        await refundLeg(db, leg, 'system:lottery', at);
        touched.add(leg.accountId);
      }
    } else {
      if (!draw.result) throw new Error(`draw ${drawId} at version ${version} has no result`);
      await judgeTickets(db, { id: draw.id, format: game.format, numbers: draw.result, version, at }, deps.batchSize ?? SETTLE_BATCH);
    }
    const paid = await settlePayouts(db, { id: draw.id, merchantId: draw.merchantId, vendorCode: game.vendorCode, version, at });
    for (const account of paid.accounts) touched.add(account);
    if (paid.superseded) {
      // A correction was approved meanwhile: its own run settles the draw, counting what this one paid.
      for (const accountId of touched) deps.walletEvents.publish({ brandId: draw.merchantId, accountId, code: 'bet_payout' });
      return;
    }
    if (draw.status !== 'void') {
      // Chases that stop on a win give back their draws not drawn yet.
      const later = await legsOf(
        draw,
        game,
        `t.status = 'open' and o.stop_on_win and d.draw_at > (select draw_at from lottery_draws where id = $1)
           and t.order_id in (select order_id from lottery_tickets where draw_id = $1 and status = 'won')`,
      );
      for (const leg of later) {
        if (await giveLegBack(db, leg, { until: 'draw', actor: 'system:lottery', at })) touched.add(leg.accountId);
      }
    }
    const [marked] = await db.query<{ status: 'settled' | 'void' }>(
      `update lottery_draws set status = case when status = 'void' then 'void' else 'settled' end, settled_version = $2
        where id = $1 and result_version = $2 and settled_version < $2 returning status`,
      [draw.id, version],
    );
    for (const accountId of touched) deps.walletEvents.publish({ brandId: draw.merchantId, accountId, code: 'bet_payout' });
    if (marked) {
      publishDraw(deps.brandEvents, draw.merchantId, {
        gameCode: draw.gameCode,
        numero: draw.drawNo,
        status: marked.status,
        stationCode: draw.stationCode,
        result: marked.status === 'void' ? null : draw.result,
        drawAt: new Date(draw.drawAt).toISOString(),
      });
    }
  }

  return {
    settle,
    /** Registers the job kind on the runner. */
    install(jobs: JobRunner): void {
      jobs.define(
        'lottery-settle',
        async (job) => {
          const match = RUN_KEY.exec(job.runKey);
          if (!match) throw new Error(`bad settlement run key ${job.runKey}`);
          await settle(match[1] as string, Number(match[2]));
        },
        { leaseMs: 120_000 },
      );
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
