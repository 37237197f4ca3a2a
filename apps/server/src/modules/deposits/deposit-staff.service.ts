import type { BoDepositPage, BoDepositQuery, BoDepositRow } from '@pkg/contracts/deposits';
import type { DepositStatus } from '@pkg/contracts/deposit-rules';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffContext } from '../staff/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { insertStaffAudit } from '../staff/index.ts';
import { creditOrder } from './deposit-credit.ts';
import { EFFECTIVE_STATUS, lockOrder, moveOrder, selectOrders } from './deposit.queries.ts';
import { inDepositTransaction } from './deposit-requests.ts';
import type { DepositOrder } from './deposit.types.ts';
import { staffOrderView } from './deposit-views.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GMT8_MS = 8 * 3_600_000;

/** Staff may approve a manual order still waiting (pending or submitted), or one that expired before they saw the money. */
const APPROVABLE: readonly DepositStatus[] = ['pending', 'submitted', 'expired'];
/** Staff may reject a manual order still waiting. */
const REJECTABLE: readonly DepositStatus[] = ['pending', 'submitted'];

/** The first instant of a GMT+8 calendar day (yyyy-mm-dd), plus `days`. */
function gmt8DayStart(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - GMT8_MS + days * 86_400_000);
}

/**
 * The finance desk's deposits (decision 016): the queue of the staff member's brands with filters,
 * and approving (credit through the ledger in the same transaction) or rejecting (with a reason)
 * a manual order. Every decision is written to the staff audit in its transaction.
 */
export function createDepositDesk(deps: { db: Db; clock: Clock; events: WalletEventBus }) {
  const { db, clock, events } = deps;

  async function lockInScope(tx: Queryable, staff: StaffContext, id: string): Promise<DepositOrder> {
    const order = UUID.test(id) ? await lockOrder(tx, clock.now(), id) : null;
    // Another brand's order reads as missing: staff learn nothing about brands outside their scope.
    if (!order || (staff.scope !== null && !staff.scope.includes(order.brandId))) throw new AppError('deposit_order_not_found');
    return order;
  }

  async function audit(
    tx: Queryable,
    staff: StaffContext,
    ip: string,
    action: string,
    order: DepositOrder,
    detail: Record<string, unknown>,
  ) {
    await insertStaffAudit(tx, {
      staffId: staff.staff.id,
      staffUsername: staff.staff.username,
      action,
      brandId: order.brandId,
      target: `deposit:${order.orderNo}`,
      ip,
      detail: {
        orderId: order.id,
        username: order.username,
        amountMinor: order.amountMinor.toString(),
        currency: order.currency,
        channel: order.channelCode,
        from: order.status,
        ...detail,
      },
      at: clock.now(),
    });
  }

  async function reread(tx: Queryable, id: string): Promise<BoDepositRow> {
    const [order] = await selectOrders(tx, clock.now(), 'o.id = $2', [id]);
    if (!order) throw new Error(`order ${id} vanished inside its transaction`);
    return staffOrderView(order);
  }

  return {
    /** The queue: orders of the brands in scope matching the filters, newest first. */
    async list(staff: StaffContext, query: BoDepositQuery): Promise<BoDepositPage> {
      const params: unknown[] = [
        staff.scope,
        query.brand ?? null,
        query.status ?? null,
        query.kind ?? null,
        query.from ? gmt8DayStart(query.from).toISOString() : null,
        query.to ? gmt8DayStart(query.to, 1).toISOString() : null,
        query.username ? query.username.toLowerCase() : null,
        query.before ?? null,
        query.limit + 1,
        query.orderNo ?? null,
      ];
      const rows = await selectOrders(
        db,
        clock.now(),
        `($2::bigint[] is null or o.merchant_id = any($2::bigint[]))
         and ($3::text is null or m.code = $3)
         and ($4::text is null or ${EFFECTIVE_STATUS} = $4)
         and ($5::text is null or o.kind = $5)
         and ($6::timestamptz is null or o.created_at >= $6)
         and ($7::timestamptz is null or o.created_at < $7)
         and ($8::text is null or starts_with(lower(a.username), $8))
         and ($9::bigint is null or o.order_no < $9)
         and ($11::bigint is null or o.order_no = $11)`,
        params,
        'order by o.order_no desc limit $10',
      );
      const page = rows.slice(0, query.limit);
      return { orders: page.map(staffOrderView), nextBefore: rows.length > query.limit ? (page.at(-1)?.orderNo ?? null) : null };
    },

    /** Approves a manual order: credits the player and records the decision, all in one transaction. */
    async approve(staff: StaffContext, id: string, ip: string): Promise<BoDepositRow> {
      const { row, order } = await inDepositTransaction(db, async (tx) => {
        const order = await lockInScope(tx, staff, id);
        if (order.kind !== 'manual') throw new AppError('deposit_order_closed', 'gateway orders are decided by the gateway');
        if (!APPROVABLE.includes(order.status)) throw new AppError('deposit_order_closed', order.status);
        const at = clock.now();
        const transferId = await creditOrder(tx, order, { actor: `staff:${staff.staff.id}`, ip, at });
        const moved = await moveOrder(tx, order.id, order.storedStatus, {
          status: 'approved',
          at,
          decidedByStaffId: staff.staff.id,
          ledgerTransferId: transferId,
          latePayment: order.status === 'expired',
          decided: true,
        });
        if (!moved) throw new Error(`order ${order.id} moved under its lock`);
        await audit(tx, staff, ip, 'deposit.approve', order, { transferId });
        return { row: await reread(tx, order.id), order };
      });
      // After commit: the player's live balance shows the credit.
      events.publish({ brandId: order.brandId, accountId: order.accountId, code: 'deposit' });
      return row;
    },

    /** Rejects a manual order with the reason the player will see; no money moves. */
    async reject(staff: StaffContext, id: string, reason: string, ip: string): Promise<BoDepositRow> {
      return inDepositTransaction(db, async (tx) => {
        const order = await lockInScope(tx, staff, id);
        if (order.kind !== 'manual') throw new AppError('deposit_order_closed', 'gateway orders are decided by the gateway');
        if (!REJECTABLE.includes(order.status)) throw new AppError('deposit_order_closed', order.status);
        const at = clock.now();
        const moved = await moveOrder(tx, order.id, order.storedStatus, {
          status: 'rejected',
          at,
          decidedByStaffId: staff.staff.id,
          reason,
          decided: true,
        });
        if (!moved) throw new Error(`order ${order.id} moved under its lock`);
        await audit(tx, staff, ip, 'deposit.reject', order, { reason });
        return reread(tx, order.id);
      });
    },
  };
}

export type DepositDesk = ReturnType<typeof createDepositDesk>;
