import type { BoDepositRow, DepositChannelView, DepositOrderView } from '@pkg/contracts/deposits';
import type { DepositChannel, DepositOrder } from './deposit.types.ts';

/** Text in the caller's language, else English, else any language the operator wrote. */
export function pickLanguage(texts: Record<string, string>, language: string): string | null {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? null;
}

/** A channel as the member centre lists it. */
export function channelView(channel: DepositChannel): DepositChannelView {
  return {
    code: channel.code,
    kind: channel.kind,
    displayName: channel.displayName,
    currency: channel.currency,
    minAmountMinor: channel.minAmountMinor.toString(),
    maxAmountMinor: channel.maxAmountMinor.toString(),
    expiryMinutes: channel.expiryMinutes,
  };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** An order as its player sees it; the gateway's page only while it can still be paid. */
export function orderView(order: DepositOrder, language: string): DepositOrderView {
  return {
    id: order.id,
    orderNo: order.orderNo,
    channelCode: order.channelCode,
    channelName: order.channelName,
    kind: order.kind,
    amountMinor: order.amountMinor.toString(),
    currency: order.currency,
    status: order.status,
    payTo: order.payTo ? { ...order.payTo, instructions: pickLanguage(order.payTo.instructions, language) } : null,
    redirectUrl: order.status === 'pending' ? order.redirectUrl : null,
    reference: order.reference,
    receiptIds: order.receiptIds,
    rejectReason: order.status === 'rejected' ? order.reason : null,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    submittedAt: iso(order.submittedAt),
    decidedAt: iso(order.decidedAt),
  };
}

/** An order as the staff queue shows it. */
export function staffOrderView(order: DepositOrder): BoDepositRow {
  return {
    id: order.id,
    orderNo: order.orderNo,
    brand: order.brandCode,
    username: order.username,
    channelCode: order.channelCode,
    channelName: order.channelName,
    kind: order.kind,
    amountMinor: order.amountMinor.toString(),
    currency: order.currency,
    minorDigits: order.minorDigits,
    status: order.status,
    reference: order.reference,
    receiptIds: order.receiptIds,
    gatewayRef: order.gatewayRef,
    latePayment: order.latePayment,
    decidedBy: order.decidedBy,
    reason: order.reason,
    ledgerTransferId: order.ledgerTransferId,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    submittedAt: iso(order.submittedAt),
    decidedAt: iso(order.decidedAt),
  };
}
