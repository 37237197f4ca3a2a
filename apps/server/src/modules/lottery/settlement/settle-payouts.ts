/**
 * The money of a settlement (decision 028): per player and currency, what the draw's tickets win
 * at this version less what earlier versions already moved. A positive difference is paid from
 * the house in batches (`payout:<vendor>:d<draw>a<player>v<version>`); a negative one (a void or a
 * lower corrected result) is taken back as far as the wallet allows, and the rest recorded as
 * short. Each movement and its lottery_payouts row commit together, so a rerun skips what is done.
 * Batches hold the draw's lock and stop once a newer result version is approved (settlePayouts).
 */
import { mainWalletIds, settleBets, clawBack, withLedgerTransaction } from '../../../ledger/index.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { lockDraw, selectResultVersion } from '../draws/draws.queries.ts';
import { insertPayouts, selectWinsAndMoved, type PayoutRow } from './settlement.queries.ts';

/** Payouts per ledger transaction. */
const PAY_BATCH = 1000;

interface Owed {
  accountId: string;
  currency: string;
  winMinor: bigint;
  deltaMinor: bigint;
}

/** What each player of the draw is owed at `version` beyond what was moved before; players already done at it are left out. */
async function owedAt(db: Queryable, drawId: string, version: number): Promise<Owed[]> {
  return (await selectWinsAndMoved(db, drawId, version))
    .filter((player) => !player.done)
    .map((player) => ({
      accountId: player.accountId,
      currency: player.currency,
      winMinor: player.winMinor,
      deltaMinor: player.winMinor - player.movedMinor,
    }))
    .filter((player) => player.deltaMinor !== 0n);
}

/** What a settlement's money step did: the players whose wallets moved, and whether a newer result version took over. */
export interface PayoutsDone {
  accounts: string[];
  superseded: boolean;
}

type PayingDraw = { id: string; brandId: string; vendorCode: string; version: number; at: Date };

/**
 * Moves one batch's money inside `tx` (players of one currency): the wins paid in one ledger batch,
 * what a void or a lower corrected result takes back clawed back as far as each wallet allows (the
 * rest recorded as short); answers the batch's lottery_payouts rows.
 */
async function moveBatch(tx: Queryable, draw: PayingDraw, currency: string, batch: readonly Owed[]): Promise<PayoutRow[]> {
  const actor = { actor: 'system:lottery', ip: null, at: draw.at };
  const wallets = await mainWalletIds(
    tx,
    draw.brandId,
    currency,
    batch.map((o) => o.accountId),
  );
  const walletOf = (accountId: string) => {
    const id = wallets.get(accountId);
    if (!id) throw new Error(`player ${accountId} has tickets but no ${currency} wallet`);
    return id;
  };
  const pays = batch.filter((o) => o.deltaMinor > 0n);
  const outcomes =
    pays.length === 0
      ? []
      : await settleBets(tx, {
          brandId: draw.brandId,
          currency,
          ...actor,
          bets: pays.map((o) => ({
            type: 'payout' as const,
            walletId: walletOf(o.accountId),
            vendor: draw.vendorCode,
            transactionId: `d${draw.id}a${o.accountId}v${draw.version}`,
            amountMinor: o.deltaMinor,
            metadata: { draw: draw.id, version: draw.version },
          })),
        });
  const rows: PayoutRow[] = pays.map((o, index) => {
    const outcome = outcomes[index];
    if (!outcome?.ok) throw new Error(`payout to ${o.accountId} refused: ${outcome && !outcome.ok ? outcome.code : 'no answer'}`);
    return { ...o, movedMinor: o.deltaMinor, shortMinor: 0n, transferId: outcome.transfer.id };
  });
  for (const o of batch.filter((row) => row.deltaMinor < 0n)) {
    const wanted = -o.deltaMinor;
    const taken = await clawBack(tx, {
      brandId: draw.brandId,
      currency,
      walletId: walletOf(o.accountId),
      key: `clawback:${draw.vendorCode}:d${draw.id}a${o.accountId}v${draw.version}`,
      amountMinor: wanted,
      metadata: { draw: draw.id, version: draw.version },
      ...actor,
    });
    rows.push({ ...o, movedMinor: -taken.takenMinor, shortMinor: wanted - taken.takenMinor, transferId: taken.transfer?.id ?? null });
  }
  return rows;
}

/**
 * Moves a draw's money at `version`, a batch of players at a time. Each batch is one transaction
 * that holds the draw's lock (the one a result's approval takes), checks that `version` is still
 * the draw's result version and reads what is owed there: a run of an older version that is still
 * paying when a correction is approved stops at its next batch instead of paying the old wins on
 * top of the new version's run (which, under the same lock, sees every batch the old run recorded).
 */
export async function settlePayouts(db: Db, draw: PayingDraw): Promise<PayoutsDone> {
  const accounts: string[] = [];
  for (;;) {
    const step = await withLedgerTransaction(db, async (tx): Promise<'superseded' | 'done' | string[]> => {
      await lockDraw(tx, draw.id, 'exclusive');
      if ((await selectResultVersion(tx, draw.id)) !== draw.version) return 'superseded';
      const owed = await owedAt(tx, draw.id, draw.version);
      const currency = owed[0]?.currency;
      if (currency === undefined) return 'done';
      const batch = owed.filter((o) => o.currency === currency).slice(0, PAY_BATCH);
      await insertPayouts(tx, draw.id, draw.version, draw.at, await moveBatch(tx, draw, currency, batch));
      return batch.map((o) => o.accountId);
    });
    if (step === 'superseded') return { accounts, superseded: true };
    if (step === 'done') return { accounts, superseded: false };
    accounts.push(...step);
  }
}
