import type { Queryable } from '../../db/client.ts';
import { openClearingAccount, openPlayerWallet, transfer } from '../../ledger/index.ts';
import type { Actor } from '../../ledger/index.ts';
import type { DepositOrder } from './deposit.types.ts';

/** The ledger key of an order's credit: one order is credited at most once, whoever asks. */
export function depositTransferKey(orderId: string): string {
  return `deposit:${orderId}`;
}

/**
 * Credits an order's amount from its channel's clearing account to the player's main wallet,
 * inside the caller's transaction (the one that moves the order to approved or paid), and returns
 * the ledger transfer id. The key derived from the order makes a second credit a replay.
 */
export async function creditOrder(tx: Queryable, order: DepositOrder, actor: Actor): Promise<string> {
  const clearing = await openClearingAccount(tx, order.brandId, order.currency, order.channelCode, actor.at);
  const wallet = await openPlayerWallet(tx, order.brandId, order.currency, order.accountId, actor.at);
  const result = await transfer(tx, {
    ...actor,
    brandId: order.brandId,
    currency: order.currency,
    code: 'deposit',
    idempotencyKey: depositTransferKey(order.id),
    fromAccountId: clearing.id,
    toAccountId: wallet.id,
    amountMinor: order.amountMinor,
    memo: `deposit order ${order.orderNo}`,
    metadata: { orderId: order.id, orderNo: order.orderNo, channel: order.channelCode },
  });
  return result.transfer.id;
}
