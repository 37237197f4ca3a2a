/**
 * The money of a settlement (decision 028): per player and currency, what the draw's tickets win
 * at this version less what earlier versions already moved. A positive difference is paid from
 * the house in batches (`payout:<vendor>:d<draw>a<player>v<version>`); a negative one (a void or a
 * lower corrected result) is taken back as far as the wallet allows, and the rest recorded as
 * short. Each movement and its lottery_payouts row commit together, so a rerun skips what is done.
 * Batches hold the draw's lock and stop once a newer result version is approved (settlePayouts).
 */
import { mainWalletIds, settleBets, clawBack, withLedgerTransaction } from '../../ledger/index.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { lockDraw } from './draws.queries.ts';

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
  const rows = await db.query<{ accountId: string; currency: string; win: string; moved: string; done: boolean }>(
    `with wins as (
       select account_id, currency, sum(win_minor) as win from lottery_tickets where draw_id = $1 group by account_id, currency),
     moved as (
       select account_id, currency, sum(moved_minor) filter (where version < $2) as moved, bool_or(version = $2) as done
         from lottery_payouts where draw_id = $1 group by account_id, currency)
     select w.account_id::text as "accountId", w.currency, w.win::text as win, coalesce(m.moved, 0)::text as moved, coalesce(m.done, false) as done
       from wins w left join moved m on m.account_id = w.account_id and m.currency = w.currency`,
    [drawId, version],
  );
  return rows
    .filter((row) => !row.done)
    .map((row) => ({
      accountId: row.accountId,
      currency: row.currency,
      winMinor: BigInt(row.win),
      deltaMinor: BigInt(row.win) - BigInt(row.moved),
    }))
    .filter((row) => row.deltaMinor !== 0n);
}

interface PayoutRow {
  accountId: string;
  currency: string;
  winMinor: bigint;
  movedMinor: bigint;
  shortMinor: bigint;
  transferId: string | null;
}

async function recordPayouts(tx: Queryable, drawId: string, version: number, at: Date, rows: readonly PayoutRow[]) {
  await tx.query(
    `insert into lottery_payouts (draw_id, account_id, currency, version, win_minor, moved_minor, short_minor, transfer_id, created_at)
     select $1, p.account_id, p.currency, $2, p.win, p.moved, p.short, p.transfer_id, $3
       from unnest($4::bigint[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[]) as p(account_id, currency, win, moved, short, transfer_id)
     on conflict do nothing`,
    [
      drawId,
      version,
      at.toISOString(),
      rows.map((r) => r.accountId),
      rows.map((r) => r.currency),
      rows.map((r) => r.winMinor.toString()),
      rows.map((r) => r.movedMinor.toString()),
      rows.map((r) => r.shortMinor.toString()),
      rows.map((r) => r.transferId),
    ],
  );
}

/** What a settlement's money step did: the players whose wallets moved, and whether a newer result version took over. */
export interface PayoutsDone {
  accounts: string[];
  superseded: boolean;
}

/**
 * Moves a draw's money at `version`, a batch of players at a time. Each batch is one transaction
 * that holds the draw's lock (the one a result's approval takes), checks that `version` is still
 * the draw's result version and reads what is owed there: a run of an older version that is still
 * paying when a correction is approved stops at its next batch instead of paying the old wins on
 * top of the new version's run (which, under the same lock, sees every batch the old run recorded).
 */
export async function settlePayouts(
  db: Db,
  draw: { id: string; merchantId: string; vendorCode: string; version: number; at: Date },
): Promise<PayoutsDone> {
  const accounts: string[] = [];
  const actor = { actor: 'system:lottery', ip: null, at: draw.at };
  for (;;) {
    const step = await withLedgerTransaction(db, async (tx): Promise<'superseded' | 'done' | string[]> => {
      await lockDraw(tx, draw.id, 'exclusive');
      const [current] = await tx.query<{ version: number }>(`select result_version as version from lottery_draws where id = $1`, [draw.id]);
      if (current?.version !== draw.version) return 'superseded';
      const owed = await owedAt(tx, draw.id, draw.version);
      const currency = owed[0]?.currency;
      if (currency === undefined) return 'done';
      const batch = owed.filter((o) => o.currency === currency).slice(0, PAY_BATCH);
      const wallets = await mainWalletIds(
        tx,
        draw.merchantId,
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
              brandId: draw.merchantId,
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
      // A void or a lower corrected result: taken back as far as each wallet allows, the rest recorded as short.
      for (const o of batch.filter((row) => row.deltaMinor < 0n)) {
        const wanted = -o.deltaMinor;
        const taken = await clawBack(tx, {
          brandId: draw.merchantId,
          currency,
          walletId: walletOf(o.accountId),
          key: `clawback:${draw.vendorCode}:d${draw.id}a${o.accountId}v${draw.version}`,
          amountMinor: wanted,
          metadata: { draw: draw.id, version: draw.version },
          ...actor,
        });
        rows.push({ ...o, movedMinor: -taken.takenMinor, shortMinor: wanted - taken.takenMinor, transferId: taken.transfer?.id ?? null });
      }
      await recordPayouts(tx, draw.id, draw.version, draw.at, rows);
      return batch.map((o) => o.accountId);
    });
    if (step === 'superseded') return { accounts, superseded: true };
    if (step === 'done') return { accounts, superseded: false };
    accounts.push(...step);
  }
}
