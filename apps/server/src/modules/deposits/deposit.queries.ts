import type { DepositStatus } from '@pkg/contracts/deposit-rules';
import type { Queryable } from '../../db/client.ts';
import type { DepositChannel, DepositOrder, StoredPayTo } from './deposit.types.ts';

interface ChannelRow {
  id: string;
  brandId: string;
  code: string;
  kind: DepositChannel['kind'];
  displayName: string;
  currency: string;
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
  sortOrder: number;
  expiryMinutes: number;
  provider: string | null;
  accountName: string | null;
  accountNumber: string | null;
  qrUrl: string | null;
  instructions: Record<string, string>;
  gateway: string | null;
}

const CHANNEL_COLUMNS = `id::text as id, merchant_id::text as "brandId", code, kind, display_name as "displayName", currency,
  min_amount::text as "minAmount", max_amount::text as "maxAmount", enabled, sort_order as "sortOrder",
  expiry_minutes as "expiryMinutes", pay_to_provider as provider, pay_to_account_name as "accountName",
  pay_to_account_number as "accountNumber", pay_to_qr_url as "qrUrl", instructions, gateway`;

function toChannel(row: ChannelRow): DepositChannel {
  return {
    id: row.id,
    brandId: row.brandId,
    code: row.code,
    kind: row.kind,
    displayName: row.displayName,
    currency: row.currency,
    minAmountMinor: BigInt(row.minAmount),
    maxAmountMinor: BigInt(row.maxAmount),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    expiryMinutes: row.expiryMinutes,
    payTo:
      row.provider !== null && row.accountName !== null && row.accountNumber !== null
        ? { provider: row.provider, accountName: row.accountName, accountNumber: row.accountNumber, qrImageUrl: row.qrUrl }
        : null,
    instructions: row.instructions ?? {},
    gateway: row.gateway,
  };
}

/** A brand's channels, enabled or not, in the brand's order. */
export async function selectChannels(db: Queryable, brandId: string): Promise<DepositChannel[]> {
  const rows = await db.query<ChannelRow>(
    `select ${CHANNEL_COLUMNS} from deposit_channels where merchant_id = $1 order by sort_order, id`,
    [brandId],
  );
  return rows.map(toChannel);
}

/** One channel of a brand by its code, or null. */
export async function selectChannelByCode(db: Queryable, brandId: string, code: string): Promise<DepositChannel | null> {
  const rows = await db.query<ChannelRow>(`select ${CHANNEL_COLUMNS} from deposit_channels where merchant_id = $1 and code = $2`, [
    brandId,
    code,
  ]);
  return rows[0] ? toChannel(rows[0]) : null;
}

interface OrderRow {
  id: string;
  orderNo: string;
  brandId: string;
  brandCode: string;
  minorDigits: number;
  accountId: string;
  username: string;
  channelId: string;
  channelCode: string;
  channelName: string;
  kind: DepositOrder['kind'];
  gateway: string | null;
  amount: string;
  currency: string;
  status: DepositStatus;
  storedStatus: DepositStatus;
  payTo: StoredPayTo | null;
  redirectUrl: string | null;
  reference: string | null;
  receiptIds: string[] | null;
  gatewayRef: string | null;
  latePayment: boolean;
  decidedBy: string | null;
  reason: string | null;
  ledgerTransferId: string | null;
  idempotencyKey: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  submittedAt: Date | string | null;
  decidedAt: Date | string | null;
}

/**
 * The columns of an order read as of $1 (now): a pending order past its expiry reads as expired
 * even before the expiry job has written it, so expiry holds when the job lags.
 */
const ORDER_COLUMNS = `o.id::text as id, o.order_no::text as "orderNo", o.merchant_id::text as "brandId", m.code as "brandCode",
  m.currency_minor_digits as "minorDigits",
  o.account_id::text as "accountId", a.username, o.channel_id::text as "channelId", c.code as "channelCode",
  c.display_name as "channelName", o.kind, c.gateway, o.amount::text as amount, o.currency,
  case when o.status = 'pending' and o.expires_at <= $1 then 'expired' else o.status end as status,
  o.status as "storedStatus", o.pay_to as "payTo", o.redirect_url as "redirectUrl", o.player_reference as reference,
  o.receipt_upload_ids::text[] as "receiptIds", o.gateway_ref as "gatewayRef", o.late_payment as "latePayment",
  s.username as "decidedBy", o.decision_reason as reason, o.ledger_transfer_id::text as "ledgerTransferId",
  o.idempotency_key as "idempotencyKey", o.created_at as "createdAt", o.expires_at as "expiresAt",
  o.submitted_at as "submittedAt", o.decided_at as "decidedAt"`;

const ORDER_FROM = `deposit_orders o join accounts a on a.id = o.account_id join deposit_channels c on c.id = o.channel_id
  join merchants m on m.id = o.merchant_id left join staff s on s.id = o.decided_by_staff_id`;

/** The effective status in SQL, for filters (the same rule as the status column above). */
export const EFFECTIVE_STATUS = `(case when o.status = 'pending' and o.expires_at <= $1 then 'expired' else o.status end)`;

const date = (value: Date | string) => new Date(value);

function toOrder(row: OrderRow): DepositOrder {
  return {
    ...row,
    amountMinor: BigInt(row.amount),
    receiptIds: row.receiptIds ?? [],
    createdAt: date(row.createdAt),
    expiresAt: date(row.expiresAt),
    submittedAt: row.submittedAt === null ? null : date(row.submittedAt),
    decidedAt: row.decidedAt === null ? null : date(row.decidedAt),
  };
}

/** Orders matching a condition over `o` (parameters from $2 on), as of now. */
export async function selectOrders(db: Queryable, now: Date, where: string, params: unknown[], tail = ''): Promise<DepositOrder[]> {
  const rows = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${where} ${tail}`, [
    now.toISOString(),
    ...params,
  ]);
  return rows.map(toOrder);
}

/** One order by id, locked for the rest of the transaction (a decision, a callback, a submission). */
export async function lockOrder(tx: Queryable, now: Date, id: string): Promise<DepositOrder | null> {
  const [order] = await selectOrders(tx, now, 'o.id = $2', [id], 'for update of o');
  return order ?? null;
}

/** Open (pending or submitted, not past expiry) orders of an account. */
export async function countOpenOrders(db: Queryable, now: Date, accountId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from deposit_orders o where o.account_id = $2 and ${EFFECTIVE_STATUS} in ('pending', 'submitted')`,
    [now.toISOString(), accountId],
  );
  return row?.n ?? 0;
}

export interface OrderInsert {
  id: string;
  brandId: string;
  accountId: string;
  channel: DepositChannel;
  amountMinor: bigint;
  payTo: StoredPayTo | null;
  redirectUrl: string | null;
  gatewayRef: string | null;
  idempotencyKey: string;
  at: Date;
  expiresAt: Date;
}

/** Writes a new pending order. */
export async function insertOrder(tx: Queryable, order: OrderInsert): Promise<void> {
  await tx.query(
    `insert into deposit_orders (id, merchant_id, account_id, channel_id, kind, amount, currency, status, pay_to, redirect_url,
       gateway_ref, idempotency_key, created_at, expires_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11, $12, $13, $12)`,
    [
      order.id,
      order.brandId,
      order.accountId,
      order.channel.id,
      order.channel.kind,
      order.amountMinor.toString(),
      order.channel.currency,
      order.payTo ? JSON.stringify(order.payTo) : null,
      order.redirectUrl,
      order.gatewayRef,
      order.idempotencyKey,
      order.at.toISOString(),
      order.expiresAt.toISOString(),
    ],
  );
}

/** The changes a status move may carry. */
export interface OrderChange {
  status: DepositStatus;
  at: Date;
  reference?: string;
  receiptIds?: string[];
  submitted?: boolean;
  decidedByStaffId?: string | null;
  reason?: string | null;
  ledgerTransferId?: string;
  gatewayRef?: string | null;
  latePayment?: boolean;
  decided?: boolean;
}

/**
 * Moves a locked order from the status it was read with to a new one. The `status = from` guard
 * makes a move that lost a race change nothing (false), never overwrite the winner.
 */
export async function moveOrder(tx: Queryable, id: string, from: DepositStatus, change: OrderChange): Promise<boolean> {
  const rows = await tx.query(
    `update deposit_orders set status = $3, updated_at = $4,
        player_reference = coalesce($5, player_reference),
        receipt_upload_ids = coalesce($6::uuid[], receipt_upload_ids),
        submitted_at = case when $7 then $4 else submitted_at end,
        decided_by_staff_id = coalesce($8, decided_by_staff_id),
        decision_reason = coalesce($9, decision_reason),
        ledger_transfer_id = coalesce($10, ledger_transfer_id),
        gateway_ref = coalesce($11, gateway_ref),
        late_payment = late_payment or $12,
        decided_at = case when $13 then $4 else decided_at end
      where id = $1 and status = $2 returning id`,
    [
      id,
      from,
      change.status,
      change.at.toISOString(),
      change.reference ?? null,
      change.receiptIds ?? null,
      change.submitted ?? false,
      change.decidedByStaffId ?? null,
      change.reason ?? null,
      change.ledgerTransferId ?? null,
      change.gatewayRef ?? null,
      change.latePayment ?? false,
      change.decided ?? false,
    ],
  );
  return rows.length === 1;
}

/**
 * Marks pending orders past their expiry as expired (the job's sweep, at most `limit` a run) and
 * returns how many. Only the status moves: no money was taken for an order that never completed.
 */
export async function expireDueOrders(db: Queryable, now: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `update deposit_orders set status = 'expired', updated_at = $1
      where id in (select id from deposit_orders where status = 'pending' and expires_at <= $1 order by expires_at limit $2 for update skip locked)
        and status = 'pending'
      returning id`,
    [now.toISOString(), limit],
  );
  return rows.length;
}

/**
 * Serialises one account's deposit calls for the rest of the transaction (a transaction-scoped
 * advisory lock), so the open-order limit and the idempotency check cannot be raced.
 */
export async function lockAccountDeposits(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('deposits:' || $1::text, 0))`, [accountId]);
}

/** A brand's name and currency, as the sandbox payment page shows them. */
export async function selectBrandLook(
  db: Queryable,
  brandId: string,
): Promise<{ name: string; symbol: string; minorDigits: number } | null> {
  const [row] = await db.query<{ name: string; symbol: string; minorDigits: number }>(
    `select name, currency_symbol as symbol, currency_minor_digits as "minorDigits" from merchants where id = $1`,
    [brandId],
  );
  return row ?? null;
}
