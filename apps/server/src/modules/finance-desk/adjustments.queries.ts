import type { AdjustmentDirection, AdjustmentStatus } from '@pkg/contracts/withdrawal-rules';
import type { Queryable } from '../../db/client.ts';

/** A manual balance adjustment with the names the console shows; the amount as bigint. */
export interface AdjustmentRow {
  id: string;
  brandId: string;
  brandCode: string;
  currencySymbol: string;
  minorDigits: number;
  accountId: string;
  username: string;
  currency: string;
  direction: AdjustmentDirection;
  amountMinor: bigint;
  reason: string;
  status: AdjustmentStatus;
  proposedById: string;
  proposedBy: string;
  proposedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  transferId: string | null;
}

/** The row as the driver returns it: the amount as text. */
type StoredAdjustment = Omit<AdjustmentRow, 'amountMinor'> & { amountMinor: string };

const adjustmentOf = (row: StoredAdjustment): AdjustmentRow => ({ ...row, amountMinor: BigInt(row.amountMinor) });

const SELECT = `select j.id::text as id, j.merchant_id::text as "brandId", m.code as "brandCode",
  m.currency_symbol as "currencySymbol", m.currency_minor_digits as "minorDigits", j.account_id::text as "accountId",
  a.username, j.currency, j.direction, j.amount::text as "amountMinor", j.reason, j.status, j.proposed_by::text as "proposedById",
  p.username as "proposedBy", j.proposed_at as "proposedAt", d.username as "decidedBy", j.decided_at as "decidedAt",
  j.decision_reason as "decisionReason", j.transfer_id::text as "transferId"
  from balance_adjustments j
  join merchants m on m.id = j.merchant_id
  join accounts a on a.id = j.account_id
  join staff p on p.id = j.proposed_by
  left join staff d on d.id = j.decided_by`;

export async function insertAdjustment(
  tx: Queryable,
  input: {
    brandId: string;
    accountId: string;
    currency: string;
    direction: AdjustmentDirection;
    amountMinor: bigint;
    reason: string;
    staffId: string;
    at: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into balance_adjustments (merchant_id, account_id, currency, direction, amount, reason, proposed_by, proposed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
    [
      input.brandId,
      input.accountId,
      input.currency,
      input.direction,
      input.amountMinor.toString(),
      input.reason,
      input.staffId,
      input.at.toISOString(),
    ],
  );
  return (row as { id: string }).id;
}

/** Locks one adjustment within the brands given (null: every brand); null when there is none. */
export async function lockAdjustment(tx: Queryable, id: string, scope: string[] | null): Promise<AdjustmentRow | null> {
  if (!/^[1-9][0-9]{0,18}$/.test(id)) return null;
  const [row] = await tx.query<StoredAdjustment>(
    `${SELECT} where j.id = $1 and ($2::bigint[] is null or j.merchant_id = any($2)) for update of j`,
    [id, scope],
  );
  return row ? adjustmentOf(row) : null;
}

export async function selectAdjustments(
  db: Queryable,
  filter: { scope: string[] | null; status?: AdjustmentStatus | undefined; before?: number | undefined; limit: number },
): Promise<AdjustmentRow[]> {
  const rows = await db.query<StoredAdjustment>(
    `${SELECT} where ($1::bigint[] is null or j.merchant_id = any($1)) and ($2::text is null or j.status = $2)
       and ($3::bigint is null or j.id < $3) order by j.id desc limit $4`,
    [filter.scope, filter.status ?? null, filter.before ?? null, filter.limit],
  );
  return rows.map(adjustmentOf);
}

export async function markAdjustmentDecided(
  tx: Queryable,
  id: string,
  input: { status: 'approved' | 'rejected'; staffId: string; reason: string | null; transferId: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `update balance_adjustments set status = $2, decided_by = $3, decision_reason = $4, transfer_id = $5, decided_at = $6
      where id = $1 and status = 'pending'`,
    [id, input.status, input.staffId, input.reason, input.transferId, input.at.toISOString()],
  );
}

/** A player (not a trial account) of a brand by username; null when there is none. */
export async function selectPlayerByUsername(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{ id: string; accountType: number } | null> {
  const [row] = await db.query<{ id: string; accountType: number }>(
    `select id::text as id, account_type as "accountType" from accounts where merchant_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return row ?? null;
}

/** Brands (all, or those given) with their currency, for the console's forms. */
export async function selectBrandCurrencies(db: Queryable, scope: string[] | null) {
  return db.query<{ id: string; code: string; name: string; currencyCode: string; symbol: string; minorDigits: number }>(
    `select id::text as id, code, name, currency_code as "currencyCode", currency_symbol as symbol, currency_minor_digits as "minorDigits"
       from merchants where ($1::bigint[] is null or id = any($1)) order by code`,
    [scope],
  );
}
