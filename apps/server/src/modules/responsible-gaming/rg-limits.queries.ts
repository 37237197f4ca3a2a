import type { Queryable } from '../../db/client.ts';
import type { LimitRow } from './rg-rules.queries.ts';

/** One change at a time per account: the account row is the lock (the rules' rows may not exist yet). */
export async function lockAccountRow(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`select 1 from accounts where id = $1 for update`, [accountId]);
}

/** One money limit, locked for its change; null when the account has none of that kind and period. */
export async function lockLimit(
  tx: Queryable,
  accountId: string,
  kind: LimitRow['kind'],
  period: LimitRow['period'],
): Promise<LimitRow | null> {
  const [row] = await tx.query<{ amount: string; pending: string | null; pendingFrom: Date | null }>(
    `select amount::text as amount, pending_amount::text as pending, pending_from as "pendingFrom"
         from rg_limits where account_id = $1 and kind = $2 and period = $3 for update`,
    [accountId, kind, period],
  );
  if (!row) return null;
  return {
    kind,
    period,
    amountMinor: BigInt(row.amount),
    pendingAmountMinor: row.pending === null ? null : BigInt(row.pending),
    pendingFrom: row.pendingFrom === null ? null : new Date(row.pendingFrom),
  };
}

export async function deleteLimit(tx: Queryable, accountId: string, kind: LimitRow['kind'], period: LimitRow['period']): Promise<void> {
  await tx.query(`delete from rg_limits where account_id = $1 and kind = $2 and period = $3`, [accountId, kind, period]);
}

/** Writes one limit: the amount in force and a waiting raise or removal (pending null with a time: removal). */
export async function upsertLimit(
  tx: Queryable,
  limit: { accountId: string; brandId: string; kind: LimitRow['kind']; period: LimitRow['period'] },
  next: { amountMinor: bigint; pendingMinor: bigint | null; from: Date | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into rg_limits (account_id, merchant_id, kind, period, amount, pending_amount, pending_from, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8)
             on conflict (account_id, kind, period) do update
               set amount = excluded.amount, pending_amount = excluded.pending_amount, pending_from = excluded.pending_from,
                   updated_at = excluded.updated_at`,
    [
      limit.accountId,
      limit.brandId,
      limit.kind,
      limit.period,
      next.amountMinor.toString(),
      next.pendingMinor === null ? null : next.pendingMinor.toString(),
      next.from?.toISOString() ?? null,
      now.toISOString(),
    ],
  );
}

export async function insertExclusion(
  tx: Queryable,
  exclusion: {
    accountId: string;
    brandId: string;
    kind: 'cool_off' | 'self_exclusion';
    length: string;
    startsAt: Date;
    endsAt: Date | null;
  },
): Promise<void> {
  await tx.query(`insert into rg_exclusions (account_id, merchant_id, kind, length, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6)`, [
    exclusion.accountId,
    exclusion.brandId,
    exclusion.kind,
    exclusion.length,
    exclusion.startsAt.toISOString(),
    exclusion.endsAt?.toISOString() ?? null,
  ]);
}

/** An account's cool-offs and self-exclusions, the latest first (at most 50), for the desk. */
export async function selectExclusionHistory(
  q: Queryable,
  accountId: string,
): Promise<{ kind: 'cool_off' | 'self_exclusion'; length: string; startsAt: Date; endsAt: Date | null }[]> {
  const rows = await q.query<{
    kind: 'cool_off' | 'self_exclusion';
    length: string;
    startsAt: Date | string;
    endsAt: Date | string | null;
  }>(
    `select kind, length, starts_at as "startsAt", ends_at as "endsAt" from rg_exclusions
        where account_id = $1 order by starts_at desc, id desc limit 50`,
    [accountId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    length: row.length,
    startsAt: new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  }));
}
