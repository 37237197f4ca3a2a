import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DepositStatus } from '@pkg/contracts/deposit-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { creditOrder } from './deposit-credit.ts';
import { lockOrder, moveOrder } from './deposit.queries.ts';
import { inDepositTransaction } from './deposit-requests.ts';
import type { PaymentGateways } from './payment-gateway.ts';

/** What a callback did: the order's status after it, and whether this delivery changed anything. */
export interface CallbackOutcome {
  orderId: string;
  status: DepositStatus;
  changed: boolean;
}

/**
 * Gateway callbacks (decision 016): verified by the adapter before anything is read, then applied
 * in one transaction with the order locked, so repeats and races change nothing twice.
 *
 * - "paid" credits the order (clearing -> player wallet, ledger key `deposit:<orderId>`) and marks
 *   it paid in the same transaction. A second "paid" changes nothing. A "paid" for an order that
 *   expired, was cancelled or was reported failed is still credited and marked late_payment: the
 *   gateway says the player's money arrived, and keeping it would be wrong.
 * - "failed" moves only a pending order to failed; for any other state it is acknowledged and ignored.
 * - A callback whose amount or currency differs from the order's credits nothing (payment_callback_mismatch).
 */
export function createPaymentCallbacks(deps: {
  db: Db;
  clock: Clock;
  gateways: PaymentGateways;
  events: WalletEventBus;
  log: FastifyBaseLogger;
}) {
  const { db, clock, gateways, events, log } = deps;
  return {
    async handle(gatewayCode: string, rawBody: Buffer, headers: IncomingHttpHeaders, ip: string): Promise<CallbackOutcome> {
      const gateway = gateways.get(gatewayCode);
      if (!gateway) throw new AppError('not_found', `no gateway ${gatewayCode}`);
      const event = gateway.verifyCallback(rawBody, headers);
      const { outcome, credited } = await inDepositTransaction(
        db,
        async (tx): Promise<{ outcome: CallbackOutcome; credited: { brandId: string; accountId: string } | null }> => {
          const at = clock.now();
          const order = await lockOrder(tx, at, event.orderId);
          if (!order || order.kind !== 'gateway' || order.gateway !== gatewayCode) throw new AppError('deposit_order_not_found');
          if (event.amountMinor !== order.amountMinor || event.currency !== order.currency) {
            log.error(
              { orderId: order.id, gateway: gatewayCode, event: { ...event, amountMinor: String(event.amountMinor) } },
              'callback amount differs from its order',
            );
            throw new AppError('payment_callback_mismatch', `order ${order.orderNo}`);
          }
          const actor = `gateway:${gatewayCode}`;
          if (event.status === 'paid') {
            if (order.storedStatus === 'paid') return { outcome: { orderId: order.id, status: 'paid', changed: false }, credited: null };
            const late = order.status !== 'pending';
            const transferId = await creditOrder(tx, order, { actor, ip, at });
            const moved = await moveOrder(tx, order.id, order.storedStatus, {
              status: 'paid',
              at,
              ledgerTransferId: transferId,
              gatewayRef: event.gatewayRef,
              latePayment: late,
              decided: true,
            });
            if (!moved) throw new Error(`order ${order.id} moved under its lock`);
            await recordAudit(tx, {
              brandId: order.brandId,
              accountId: order.accountId,
              actor,
              action: 'deposit.paid',
              ip,
              before: { status: order.status },
              after: { status: 'paid', orderNo: order.orderNo, amountMinor: order.amountMinor.toString(), transferId, late },
              at,
            });
            if (late) log.warn({ orderId: order.id, was: order.status }, 'gateway paid an order that was no longer pending; credited');
            return {
              outcome: { orderId: order.id, status: 'paid', changed: true },
              credited: { brandId: order.brandId, accountId: order.accountId },
            };
          }
          if (order.status !== 'pending') return { outcome: { orderId: order.id, status: order.status, changed: false }, credited: null };
          await moveOrder(tx, order.id, 'pending', { status: 'failed', at, gatewayRef: event.gatewayRef, decided: true });
          await recordAudit(tx, {
            brandId: order.brandId,
            accountId: order.accountId,
            actor,
            action: 'deposit.failed',
            ip,
            before: { status: 'pending' },
            after: { status: 'failed', orderNo: order.orderNo },
            at,
          });
          return { outcome: { orderId: order.id, status: 'failed', changed: true }, credited: null };
        },
      );
      // After commit: the player's live balance shows the credit.
      if (credited) events.publish({ ...credited, code: 'deposit' });
      return outcome;
    },
  };
}

export type PaymentCallbacks = ReturnType<typeof createPaymentCallbacks>;
