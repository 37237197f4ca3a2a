/** Manual point corrections under four eyes (decision 032): proposals, their decisions and the players they name. */
import type { Queryable } from '../../db/client.ts';

/** A proposed correction with its brand, player and staff; points as bigint. */
export interface AdjustmentRow {
  id: string;
  brandId: string;
  brandCode: string;
  accountId: string;
  username: string;
  points: bigint;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedById: string;
  proposedBy: string;
  proposedAt: Date | string;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  decisionReason: string | null;
}

type StoredAdjustment = Omit<AdjustmentRow, 'points'> & { points: string };

const toAdjustment = (row: StoredAdjustment): AdjustmentRow => ({ ...row, points: BigInt(row.points) });

const SELECT = `select p.id::text as id, p.merchant_id::text as "brandId", m.code as "brandCode", p.account_id::text as "accountId",
    a.username, p.points::text as points, p.reason, p.status, p.proposed_by::text as "proposedById", sp.username as "proposedBy",
    p.proposed_at as "proposedAt", sd.username as "decidedBy", p.decided_at as "decidedAt", p.decision_reason as "decisionReason"
  from point_adjustments p join merchants m on m.id = p.merchant_id join accounts a on a.id = p.account_id
  join staff sp on sp.id = p.proposed_by left join staff sd on sd.id = p.decided_by`;

/** A correction in the scope (null: every brand), locked; null when none. */
export async function lockAdjustment(tx: Queryable, id: string, scope: string[] | null): Promise<AdjustmentRow | null> {
  const [row] = await tx.query<StoredAdjustment>(
    `${SELECT} where p.id = $1 and ($2::bigint[] is null or p.merchant_id = any($2::bigint[])) for update of p`,
    [id, scope],
  );
  return row ? toAdjustment(row) : null;
}

/** The newest 100 corrections in the scope, optionally of one status. */
export async function selectAdjustments(db: Queryable, scope: string[] | null, status: string | null): Promise<AdjustmentRow[]> {
  const rows = await db.query<StoredAdjustment>(
    `${SELECT} where ($1::bigint[] is null or p.merchant_id = any($1::bigint[])) and ($2::text is null or p.status = $2)
      order by p.id desc limit 100`,
    [scope, status],
  );
  return rows.map(toAdjustment);
}

/** An account of the brand by username (any case), with its type; null when none. */
export async function selectPlayerByUsername(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ id: string; accountType: number } | null> {
  const [player] = await db.query<{ id: string; accountType: number }>(
    `select id::text as id, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return player ?? null;
}

/** Writes a pending correction; its id. */
export async function insertAdjustment(
  tx: Queryable,
  a: { brandId: string; accountId: string; points: string; reason: string; staffId: string; at: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into point_adjustments (merchant_id, account_id, points, reason, status, proposed_by, proposed_at)
     values ($1, $2, $3, $4, 'pending', $5, $6) returning id::text as id`,
    [a.brandId, a.accountId, a.points, a.reason, a.staffId, a.at.toISOString()],
  );
  if (!row) throw new Error('adjustment not written');
  return row.id;
}

/** Records the second staff member's decision on a correction. */
export async function decideAdjustment(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; staffId: string; at: Date; reason: string | null },
): Promise<void> {
  await tx.query(
    `update point_adjustments set status = '${decision.status}', decided_by = $2, decided_at = $3, decision_reason = $4 where id = $1`,
    [id, decision.staffId, decision.at.toISOString(), decision.reason],
  );
}
