import type { PointEntryKind } from '@pkg/contracts/points';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The one write path of points (decision 032): every change of a balance is a conditional update
 * of point_balances and a journal row with the balance after, in the caller's transaction. The
 * update refuses to go below zero, so spends racing each other queue on the balance row and the
 * loser gets points_insufficient; the journal's unique (account, source_key) refuses a second entry
 * for the same cause.
 */
export interface PointMove {
  brandId: string;
  accountId: string;
  kind: PointEntryKind;
  /** Signed whole points, never zero. */
  points: bigint;
  /** What caused it (earn:<window>, redeem:<id>, ...): one entry per account and key. */
  sourceKey: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Applies one change; answers the balance after it. points_insufficient when a spend is more than the balance. */
export async function movePoints(tx: Queryable, move: PointMove): Promise<bigint> {
  if (move.points === 0n) throw new Error('a point move needs a non-zero amount');
  const at = move.at.toISOString();
  let balance: string | undefined;
  if (move.points > 0n) {
    const [row] = await tx.query<{ balance: string }>(
      `insert into point_balances (account_id, merchant_id, balance, updated_at) values ($1, $2, $3, $4)
       on conflict (account_id) do update set balance = point_balances.balance + excluded.balance, updated_at = excluded.updated_at
       returning balance::text as balance`,
      [move.accountId, move.brandId, move.points.toString(), at],
    );
    balance = row?.balance;
  } else {
    const [row] = await tx.query<{ balance: string }>(
      `update point_balances set balance = balance + $2, updated_at = $3
        where account_id = $1 and balance + $2 >= 0 returning balance::text as balance`,
      [move.accountId, move.points.toString(), at],
    );
    balance = row?.balance;
    if (balance === undefined) throw new AppError('points_insufficient');
  }
  if (balance === undefined) throw new Error('point balance not written');
  await tx.query(
    `insert into point_journal (merchant_id, account_id, kind, points, balance_after, source_key, detail, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [move.brandId, move.accountId, move.kind, move.points.toString(), balance, move.sourceKey, JSON.stringify(move.detail ?? {}), at],
  );
  return BigInt(balance);
}

/**
 * Credits many players at once (a window's earnings): one statement for the balances and one for
 * the journal, whatever the number of players. Each account appears once in `credits`.
 */
export async function creditMany(
  tx: Queryable,
  brandId: string,
  credits: readonly { accountId: string; points: bigint; detail: Record<string, unknown> }[],
  sourceKey: string,
  at: Date,
): Promise<void> {
  if (credits.length === 0) return;
  const ids = credits.map((credit) => credit.accountId);
  const points = credits.map((credit) => credit.points.toString());
  await tx.query(
    `with input as (select * from unnest($1::bigint[], $2::bigint[]) as i(account_id, points)),
     moved as (
       insert into point_balances (account_id, merchant_id, balance, updated_at)
       select account_id, $3, points, $4 from input
       on conflict (account_id) do update set balance = point_balances.balance + excluded.balance, updated_at = excluded.updated_at
       returning account_id, balance
     )
     insert into point_journal (merchant_id, account_id, kind, points, balance_after, source_key, detail, created_at)
     select $3, input.account_id, 'earn', input.points, moved.balance, $5, d.detail, $4
       from input join moved using (account_id)
       join unnest($1::bigint[], $6::jsonb[]) as d(account_id, detail) using (account_id)`,
    [ids, points, brandId, at.toISOString(), sourceKey, credits.map((credit) => JSON.stringify(credit.detail))],
  );
}
