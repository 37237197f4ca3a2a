/**
 * The money of a settlement (decision 028): per player and currency, what the draw's tickets win
 * at this version less what earlier versions already moved. A positive difference is paid from
 * the house in batches (`payout:<vendor>:d<draw>a<player>v<version>`); a negative one (a void or a
 * lower corrected result) is taken back as far as the wallet allows, and the rest recorded as
 * short. Each movement and its lottery_payouts row commit together, so a rerun skips what is done.
 */
import { mainWalletIds } from '../../ledger/accounts.ts';
import { settleBets } from '../../ledger/bets.ts';
import { clawBack } from '../../ledger/clawback.ts';
import { withLedgerTransaction } from '../../ledger/run.ts';
import type { Db, Queryable } from '../../db/client.ts';

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

async function recordPayouts(
  tx: Queryable,
  drawId: string,
  version: number,
  at: Date,
  rows: ReadonlyArray<{
    accountId: string;
    currency: string;
    winMinor: bigint;
    movedMinor: bigint;
    shortMinor: bigint;
    transferId: string | null;
  }>,
) {
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

/** Moves a draw's money at `version`; answers the players whose wallets moved. */
export async function settlePayouts(
  db: Db,
  draw: { id: string; merchantId: string; vendorCode: string; version: number; at: Date },
): Promise<string[]> {
  const owed = await owedAt(db, draw.id, draw.version);
  const moved: string[] = [];
  const actor = { actor: 'system:lottery', ip: null, at: draw.at };
  for (const currency of new Set(owed.map((o) => o.currency))) {
    const ofCurrency = owed.filter((o) => o.currency === currency);
    const wallets = await mainWalletIds(
      db,
      draw.merchantId,
      currency,
      ofCurrency.map((o) => o.accountId),
    );
    const walletOf = (accountId: string) => {
      const id = wallets.get(accountId);
      if (!id) throw new Error(`player ${accountId} has tickets but no ${currency} wallet`);
      return id;
    };
    const pays = ofCurrency.filter((o) => o.deltaMinor > 0n);
    for (let start = 0; start < pays.length; start += PAY_BATCH) {
      const chunk = pays.slice(start, start + PAY_BATCH);
      await withLedgerTransaction(db, async (tx) => {
        const outcomes = await settleBets(tx, {
          brandId: draw.merchantId,
          currency,
          ...actor,
          bets: chunk.map((o) => ({
            type: 'payout' as const,
            walletId: walletOf(o.accountId),
            vendor: draw.vendorCode,
            transactionId: `d${draw.id}a${o.accountId}v${draw.version}`,
            amountMinor: o.deltaMinor,
            metadata: { draw: draw.id, version: draw.version },
          })),
        });
        const rows = chunk.map((o, index) => {
          const outcome = outcomes[index];
          if (!outcome?.ok) throw new Error(`payout to ${o.accountId} refused: ${outcome && !outcome.ok ? outcome.code : 'no answer'}`);
          return { ...o, movedMinor: o.deltaMinor, shortMinor: 0n, transferId: outcome.transfer.id };
        });
        await recordPayouts(tx, draw.id, draw.version, draw.at, rows);
      });
      moved.push(...chunk.map((o) => o.accountId));
    }
    for (const o of ofCurrency.filter((row) => row.deltaMinor < 0n)) {
      await withLedgerTransaction(db, async (tx) => {
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
        await recordPayouts(tx, draw.id, draw.version, draw.at, [
          { ...o, movedMinor: -taken.takenMinor, shortMinor: wanted - taken.takenMinor, transferId: taken.transfer?.id ?? null },
        ]);
      });
      moved.push(o.accountId);
    }
  }
  return moved;
}
