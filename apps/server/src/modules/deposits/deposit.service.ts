import { createHash, randomUUID } from 'node:crypto';
import { DEPOSIT_REFERENCE_PATTERN, MAX_OPEN_DEPOSIT_ORDERS } from '@pkg/contracts/deposit-rules';
import type { CreateDepositPayload, DepositChannelList, DepositOrderPage, DepositOrderView } from '@pkg/contracts/deposits';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { checkAmount } from '../../ledger/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { CleanImage } from '../uploads/index.ts';
import { insertUploads } from '../uploads/index.ts';
import {
  countOpenOrders,
  insertOrder,
  lockAccountDeposits,
  lockOrder,
  moveOrder,
  selectChannelByCode,
  selectChannels,
  selectOrders,
} from './deposit.queries.ts';
import { fingerprint, inDepositTransaction, keepAnswer, storedAnswer } from './deposit-requests.ts';
import type { DepositChannel, DepositOrder, KeyedCall } from './deposit.types.ts';
import { channelView, orderView } from './deposit-views.ts';
import type { GatewayPayment, PaymentGateways } from './payment-gateway.ts';

/** Who is calling: the brand, the account, its language and address. */
export interface DepositCaller {
  brand: Brand;
  account: Account;
  /** Shipped language code for texts (instructions, the gateway's page). */
  language: string;
  ip: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The player's side of deposits (SPEC.md depositv2, decision 016): the brand's channels, creating
 * an order, submitting a manual order's reference and receipts, cancelling, and reading orders.
 * Every changing call is idempotent under the caller's key and writes nothing when refused.
 */
export function createDepositService(deps: {
  db: Db;
  clock: Clock;
  gateways: PaymentGateways;
  /** The player's own deposit limits and exclusions (decision 037), checked with the order's other rules. */
  limits?: { checkDeposit(q: Queryable, accountId: string, amountMinor: bigint, brandLimits?: Brand['depositLimits']): Promise<void> };
}) {
  const { db, clock, gateways } = deps;

  /** A channel a player may use now: enabled, and for a gateway, one this server runs. */
  function usable(channel: DepositChannel | null): channel is DepositChannel {
    return channel !== null && channel.enabled && (channel.kind === 'manual' || gateways.has(channel.gateway ?? ''));
  }

  async function ownOrder(tx: Queryable, caller: DepositCaller, id: string): Promise<DepositOrder> {
    const order = UUID.test(id) ? await lockOrder(tx, clock.now(), id) : null;
    if (!order || order.accountId !== caller.account.id || order.brandId !== caller.brand.id) {
      throw new AppError('deposit_order_not_found');
    }
    return order;
  }

  async function reread(tx: Queryable, id: string): Promise<DepositOrder> {
    const [order] = await selectOrders(tx, clock.now(), 'o.id = $2', [id]);
    if (!order) throw new Error(`order ${id} vanished inside its transaction`);
    return order;
  }

  function keyed(caller: DepositCaller, key: string, operation: KeyedCall['operation'], fields: Parameters<typeof fingerprint>[1]) {
    return { brandId: caller.brand.id, accountId: caller.account.id, key, operation, hash: fingerprint(operation, fields) };
  }

  /** Checks a new order against the channel and the account's open orders; nothing is written. */
  async function checkNewOrder(q: Queryable, caller: DepositCaller, payload: CreateDepositPayload, amount: bigint) {
    const channel = await selectChannelByCode(q, caller.brand.id, payload.channelCode);
    if (!usable(channel)) throw new AppError('deposit_channel_unavailable', payload.channelCode);
    if (payload.currency !== channel.currency) throw new AppError('currency_mismatch', `the channel takes ${channel.currency}`);
    if (amount < channel.minAmountMinor || amount > channel.maxAmountMinor) {
      throw new AppError('deposit_amount_out_of_range', `${channel.minAmountMinor}-${channel.maxAmountMinor} minor units`);
    }
    if ((await countOpenOrders(q, clock.now(), caller.account.id)) >= MAX_OPEN_DEPOSIT_ORDERS) {
      throw new AppError('deposit_open_orders_limit');
    }
    // Inside the order's transaction this runs after the account's deposit lock, so two orders
    // racing each other cannot both fit under a limit.
    await deps.limits?.checkDeposit(q, caller.account.id, amount, caller.brand.depositLimits);
    return channel;
  }

  return {
    /** The brand's channels the player can use now, in the brand's order. */
    async channels(brand: Brand): Promise<DepositChannelList> {
      const channels = (await selectChannels(db, brand.id)).filter((channel) => usable(channel));
      return { channels: channels.map(channelView) };
    },

    /**
     * Opens an order on a channel. A gateway order gets its payment page first (outside the
     * transaction: a real gateway is a network call); if a racing retry stored an answer meanwhile,
     * that answer wins and the unused gateway payment is simply never paid.
     */
    async create(caller: DepositCaller, key: string, payload: CreateDepositPayload): Promise<DepositOrderView> {
      const amount = checkAmount(payload.amountMinor);
      const call = keyed(caller, key, 'create', {
        channelCode: payload.channelCode,
        amountMinor: amount.toString(),
        currency: payload.currency,
      });
      const earlier = await storedAnswer<DepositOrderView>(db, call);
      if (earlier) return earlier;
      const channel = await checkNewOrder(db, caller, payload, amount);
      const id = randomUUID();
      const at = clock.now();
      const expiresAt = new Date(at.getTime() + channel.expiryMinutes * 60_000);
      let payment: GatewayPayment | null = null;
      if (channel.kind === 'gateway') {
        const gateway = gateways.get(channel.gateway ?? '');
        if (!gateway) throw new AppError('deposit_channel_unavailable', payload.channelCode);
        payment = await gateway.createPayment({
          orderId: id,
          orderNo: '',
          brandCode: caller.brand.code,
          amountMinor: amount,
          currency: channel.currency,
          language: caller.language,
          expiresAt,
        });
      }
      return inDepositTransaction(db, async (tx) => {
        await lockAccountDeposits(tx, caller.account.id);
        const raced = await storedAnswer<DepositOrderView>(tx, call);
        if (raced) return raced;
        await checkNewOrder(tx, caller, payload, amount);
        await insertOrder(tx, {
          id,
          brandId: caller.brand.id,
          accountId: caller.account.id,
          channel,
          amountMinor: amount,
          payTo: channel.payTo ? { ...channel.payTo, instructions: channel.instructions } : null,
          redirectUrl: payment?.redirectUrl ?? null,
          gatewayRef: payment?.gatewayRef ?? null,
          idempotencyKey: key,
          at,
          expiresAt,
        });
        const view = orderView(await reread(tx, id), caller.language);
        await keepAnswer(tx, call, id, view, at);
        return view;
      });
    },

    /** Sends a manual order's payment reference and receipt images; the order waits for staff. */
    async submit(caller: DepositCaller, key: string, id: string, referenceInput: string, images: CleanImage[]): Promise<DepositOrderView> {
      const reference = referenceInput.trim();
      if (!DEPOSIT_REFERENCE_PATTERN.test(reference)) throw new AppError('field_invalid', 'reference', { field: 'reference' });
      const imageHashes = images.map((image) => fingerprintImage(image));
      const call = keyed(caller, key, 'submit', { orderId: id, reference, images: imageHashes });
      const earlier = await storedAnswer<DepositOrderView>(db, call);
      if (earlier) return earlier;
      return inDepositTransaction(db, async (tx) => {
        await lockAccountDeposits(tx, caller.account.id);
        const raced = await storedAnswer<DepositOrderView>(tx, call);
        if (raced) return raced;
        const order = await ownOrder(tx, caller, id);
        if (order.kind !== 'manual') throw new AppError('deposit_order_closed', 'gateway orders are confirmed by the gateway');
        if (order.status !== 'pending') throw new AppError('deposit_order_closed', order.status);
        const at = clock.now();
        const receiptIds = await insertUploads(
          tx,
          { brandId: order.brandId, accountId: order.accountId, purpose: 'deposit_receipt', at },
          images,
        );
        await moveOrder(tx, id, 'pending', { status: 'submitted', at, reference, receiptIds, submitted: true });
        await recordAudit(tx, {
          brandId: order.brandId,
          accountId: order.accountId,
          actor: 'self',
          action: 'deposit.submit',
          ip: caller.ip,
          before: { status: 'pending' },
          after: { status: 'submitted', orderNo: order.orderNo, reference, receipts: receiptIds.length },
          at,
        });
        const view = orderView(await reread(tx, id), caller.language);
        await keepAnswer(tx, call, id, view, at);
        return view;
      });
    },

    /** Cancels an order that is still pending (not submitted, paid or past its expiry). */
    async cancel(caller: DepositCaller, key: string, id: string): Promise<DepositOrderView> {
      const call = keyed(caller, key, 'cancel', { orderId: id });
      const earlier = await storedAnswer<DepositOrderView>(db, call);
      if (earlier) return earlier;
      return inDepositTransaction(db, async (tx) => {
        await lockAccountDeposits(tx, caller.account.id);
        const raced = await storedAnswer<DepositOrderView>(tx, call);
        if (raced) return raced;
        const order = await ownOrder(tx, caller, id);
        if (order.status !== 'pending') throw new AppError('deposit_order_closed', order.status);
        const at = clock.now();
        await moveOrder(tx, id, 'pending', { status: 'cancelled', at });
        await recordAudit(tx, {
          brandId: order.brandId,
          accountId: order.accountId,
          actor: 'self',
          action: 'deposit.cancel',
          ip: caller.ip,
          before: { status: 'pending' },
          after: { status: 'cancelled', orderNo: order.orderNo },
          at,
        });
        const view = orderView(await reread(tx, id), caller.language);
        await keepAnswer(tx, call, id, view, at);
        return view;
      });
    },

    /** One of the caller's orders. */
    async order(caller: DepositCaller, id: string): Promise<DepositOrderView> {
      const [order] = UUID.test(id)
        ? await selectOrders(db, clock.now(), 'o.id = $2 and o.account_id = $3 and o.merchant_id = $4', [
            id,
            caller.account.id,
            caller.brand.id,
          ])
        : [];
      if (!order) throw new AppError('deposit_order_not_found');
      return orderView(order, caller.language);
    },

    /** The caller's orders, newest first, `limit` at a time before an order number. */
    async orders(caller: DepositCaller, before: number | undefined, limit: number): Promise<DepositOrderPage> {
      const rows = await selectOrders(
        db,
        clock.now(),
        'o.account_id = $2 and o.merchant_id = $3 and ($4::bigint is null or o.order_no < $4)',
        [caller.account.id, caller.brand.id, before ?? null, limit + 1],
        'order by o.order_no desc limit $5',
      );
      const page = rows.slice(0, limit);
      return {
        orders: page.map((order) => orderView(order, caller.language)),
        nextBefore: rows.length > limit ? (page.at(-1)?.orderNo ?? null) : null,
      };
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;

/** A stable fingerprint of a clean image (re-encoding the same upload gives the same bytes). */
function fingerprintImage(image: CleanImage): string {
  return createHash('sha256').update(image.bytes).digest('base64url');
}
