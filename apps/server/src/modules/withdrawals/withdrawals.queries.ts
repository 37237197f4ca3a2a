import type { DisputeState, PayoutType, ReceiptAnswer, ReceiptState, WithdrawalStatus } from '@pkg/contracts/withdrawal-rules';
import type { Queryable } from '../../db/client.ts';
import { isDbId } from '@pkg/contracts/db-ids';

/** A withdrawal with the names staff and players see (brand code, username, staff usernames); amounts as bigint. */
export interface WithdrawalRow {
  id: string;
  brandId: string;
  brandCode: string;
  currencySymbol: string;
  minorDigits: number;
  accountId: string;
  username: string;
  payoutAccountId: string;
  payoutType: PayoutType;
  payoutProvider: string;
  payoutAccountName: string;
  payoutAccountNumber: string;
  amountMinor: bigint;
  currency: string;
  status: WithdrawalStatus;
  holdId: string | null;
  captureTransferId: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  decisionReason: string | null;
  receipt: ReceiptState | null;
  confirmDueAt: Date | null;
  receiptAt: Date | null;
  playerAnswer: ReceiptAnswer | null;
  answeredAt: Date | null;
  receivedAmountMinor: bigint | null;
  proofUploadIds: string[];
  dispute: DisputeState | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionReason: string | null;
  refundedAmountMinor: bigint | null;
  refundTransferId: string | null;
  settleTransferId: string | null;
}

/** The row as the driver returns it: the amounts as text (bigint columns read through ::text). */
type StoredWithdrawal = Omit<WithdrawalRow, 'amountMinor' | 'receivedAmountMinor' | 'refundedAmountMinor'> & {
  amountMinor: string;
  receivedAmountMinor: string | null;
  refundedAmountMinor: string | null;
};

function withdrawalOf(row: StoredWithdrawal): WithdrawalRow {
  return {
    ...row,
    amountMinor: BigInt(row.amountMinor),
    receivedAmountMinor: row.receivedAmountMinor === null ? null : BigInt(row.receivedAmountMinor),
    refundedAmountMinor: row.refundedAmountMinor === null ? null : BigInt(row.refundedAmountMinor),
  };
}

const SELECT = `select w.id::text as id, w.merchant_id::text as "brandId", m.code as "brandCode",
  m.currency_symbol as "currencySymbol", m.currency_minor_digits as "minorDigits",
  w.account_id::text as "accountId", a.username, w.payout_account_id::text as "payoutAccountId",
  w.payout_type as "payoutType", w.payout_provider as "payoutProvider", w.payout_account_name as "payoutAccountName",
  w.payout_account_number as "payoutAccountNumber", w.amount::text as "amountMinor", w.currency, w.status,
  w.hold_id::text as "holdId", w.capture_transfer_id::text as "captureTransferId", w.requested_at as "requestedAt",
  w.decided_at as "decidedAt", d.username as "decidedBy", w.decision_reason as "decisionReason", w.receipt,
  w.confirm_due_at as "confirmDueAt", w.receipt_at as "receiptAt", w.player_answer as "playerAnswer",
  w.answered_at as "answeredAt", w.received_amount::text as "receivedAmountMinor", w.proof_upload_ids::text[] as "proofUploadIds",
  w.dispute, w.resolved_at as "resolvedAt", r.username as "resolvedBy", w.resolution_reason as "resolutionReason",
  w.refunded_amount::text as "refundedAmountMinor", w.refund_transfer_id::text as "refundTransferId",
  w.settle_transfer_id::text as "settleTransferId"
  from withdrawals w
  join merchants m on m.id = w.merchant_id
  join accounts a on a.id = w.account_id
  left join staff d on d.id = w.decided_by
  left join staff r on r.id = w.resolved_by`;

export interface NewWithdrawal {
  brandId: string;
  accountId: string;
  payoutAccountId: string;
  payoutType: PayoutType;
  payoutProvider: string;
  payoutAccountName: string;
  payoutAccountNumber: string;
  amountMinor: bigint;
  currency: string;
  idempotencyKey: string;
  at: Date;
}

export async function insertWithdrawal(tx: Queryable, input: NewWithdrawal): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into withdrawals (merchant_id, account_id, payout_account_id, payout_type, payout_provider, payout_account_name,
       payout_account_number, amount, currency, idempotency_key, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text as id`,
    [
      input.brandId,
      input.accountId,
      input.payoutAccountId,
      input.payoutType,
      input.payoutProvider,
      input.payoutAccountName,
      input.payoutAccountNumber,
      input.amountMinor.toString(),
      input.currency,
      input.idempotencyKey,
      input.at.toISOString(),
    ],
  );
  return (row as { id: string }).id;
}

export async function setWithdrawalHold(tx: Queryable, id: string, holdId: string): Promise<void> {
  await tx.query(`update withdrawals set hold_id = $2 where id = $1`, [id, holdId]);
}

/** One withdrawal of a player. */
export async function selectPlayerWithdrawal(db: Queryable, accountId: string, id: string): Promise<WithdrawalRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db.query<StoredWithdrawal>(`${SELECT} where w.id = $1 and w.account_id = $2`, [id, accountId]);
  return row ? withdrawalOf(row) : null;
}

/**
 * Locks one withdrawal for a change (staff decision, player answer) and returns it; null when it
 * does not exist or is outside the brands given (null scope: every brand). Every change locks the
 * withdrawal row before the ledger's accounts, so the order of locks is always the same.
 */
export async function lockWithdrawal(tx: Queryable, id: string, scope: string[] | null): Promise<WithdrawalRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await tx.query<StoredWithdrawal>(
    `${SELECT} where w.id = $1 and ($2::bigint[] is null or w.merchant_id = any($2)) for update of w`,
    [id, scope],
  );
  return row ? withdrawalOf(row) : null;
}

/** A player's withdrawals, newest first, one page, and how many there are. */
export async function selectPlayerWithdrawals(db: Queryable, accountId: string, offset: number, limit: number) {
  const rows = await db.query<StoredWithdrawal>(`${SELECT} where w.account_id = $1 order by w.id desc offset $2 limit $3`, [
    accountId,
    offset,
    limit,
  ]);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from withdrawals where account_id = $1`, [accountId]);
  return { rows: rows.map(withdrawalOf), total: Number(count?.n ?? 0) };
}

export interface StaffFilter {
  scope: string[] | null;
  status?: WithdrawalStatus | undefined;
  receipt?: ReceiptState | undefined;
  dispute?: DisputeState | undefined;
  brandId?: string | undefined;
  username?: string | undefined;
  id?: number | undefined;
  before?: number | undefined;
  limit: number;
}

/** The back office's queue: newest first, paged by the last id seen, within the staff member's brands. */
export async function selectStaffWithdrawals(db: Queryable, filter: StaffFilter): Promise<WithdrawalRow[]> {
  const rows = await db.query<StoredWithdrawal>(
    `${SELECT}
     where ($1::bigint[] is null or w.merchant_id = any($1))
       and ($2::text is null or w.status = $2) and ($3::text is null or w.receipt = $3) and ($4::text is null or w.dispute = $4)
       and ($5::bigint is null or w.merchant_id = $5) and ($6::text is null or lower(a.username) = $6)
       and ($7::bigint is null or w.id < $7) and ($9::bigint is null or w.id = $9)
     order by w.id desc limit $8`,
    [
      filter.scope,
      filter.status ?? null,
      filter.receipt ?? null,
      filter.dispute ?? null,
      filter.brandId ?? null,
      filter.username ? filter.username.toLowerCase() : null,
      filter.before ?? null,
      filter.limit,
      filter.id ?? null,
    ],
  );
  return rows.map(withdrawalOf);
}

export async function markApproved(
  tx: Queryable,
  id: string,
  input: { staffId: string; note: string | null; captureTransferId: string; at: Date; confirmDueAt: Date },
): Promise<void> {
  await tx.query(
    `update withdrawals set status = 'approved', decided_at = $2, decided_by = $3, decision_reason = $4,
       capture_transfer_id = $5, receipt = 'pending', confirm_due_at = $6 where id = $1 and status = 'requested'`,
    [id, input.at.toISOString(), input.staffId, input.note, input.captureTransferId, input.confirmDueAt.toISOString()],
  );
}

export async function markRejected(tx: Queryable, id: string, input: { staffId: string; reason: string; at: Date }): Promise<void> {
  await tx.query(
    `update withdrawals set status = 'rejected', decided_at = $2, decided_by = $3, decision_reason = $4 where id = $1 and status = 'requested'`,
    [id, input.at.toISOString(), input.staffId, input.reason],
  );
}

/** Records the player's answer; a "not received" or partial answer opens the dispute. */
export async function markAnswered(
  tx: Queryable,
  id: string,
  input: { answer: ReceiptAnswer; receivedMinor: bigint | null; proofIds: string[]; at: Date },
): Promise<void> {
  await tx.query(
    `update withdrawals set receipt = $2, receipt_at = $5, player_answer = $2, answered_at = $5, received_amount = $3,
       proof_upload_ids = $4::uuid[], dispute = case when $2 = 'received' then null else 'open' end
     where id = $1 and receipt = 'pending'`,
    [id, input.answer, input.receivedMinor?.toString() ?? null, input.proofIds, input.at.toISOString()],
  );
}

/** Staff settle it as received: closes an open dispute as paid, or the confirmation window early. */
export async function markForced(tx: Queryable, id: string, input: { staffId: string; reason: string; at: Date }): Promise<void> {
  await tx.query(
    `update withdrawals set receipt = 'forced_received', receipt_at = $2, resolved_at = $2, resolved_by = $3, resolution_reason = $4,
       dispute = case when dispute = 'open' then 'paid' else dispute end
     where id = $1 and (receipt = 'pending' or dispute = 'open')`,
    [id, input.at.toISOString(), input.staffId, input.reason],
  );
}

export async function markRefunded(
  tx: Queryable,
  id: string,
  input: { staffId: string; reason: string; at: Date; refundedMinor: bigint; refundTransferId: string; settleTransferId: string | null },
): Promise<void> {
  await tx.query(
    `update withdrawals set dispute = 'refunded', resolved_at = $2, resolved_by = $3, resolution_reason = $4, refunded_amount = $5,
       refund_transfer_id = $6, settle_transfer_id = $7
     where id = $1 and dispute = 'open'`,
    [
      id,
      input.at.toISOString(),
      input.staffId,
      input.reason,
      input.refundedMinor.toString(),
      input.refundTransferId,
      input.settleTransferId,
    ],
  );
}

/**
 * Closes every confirmation window that has run out as auto_received (at the moment it ran out),
 * in one brand or all; a repeated run finds nothing left to close. Returns the ids closed.
 */
export async function closeOverdueReceipts(db: Queryable, now: Date, brandId: string | null = null): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `update withdrawals set receipt = 'auto_received', receipt_at = confirm_due_at
      where receipt = 'pending' and confirm_due_at <= $1 and ($2::bigint is null or merchant_id = $2)
      returning id::text as id`,
    [now.toISOString(), brandId],
  );
  return rows.map((row) => row.id);
}

/** Closes one withdrawal's window if it has run out (the on-read check before a change); true when it did. */
export async function closeOverdueReceipt(db: Queryable, id: string, now: Date): Promise<boolean> {
  if (!isDbId(id)) return false;
  const closed = await db.query(
    `update withdrawals set receipt = 'auto_received', receipt_at = confirm_due_at
      where id = $1 and receipt = 'pending' and confirm_due_at <= $2 returning 1`,
    [id, now.toISOString()],
  );
  return closed.length > 0;
}
