import { z } from 'zod';
import { amountMinorInput, currencyCode, currencyCodeInput, positiveAmountMinor } from './amount.ts';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES } from './deposit-rules.ts';

/**
 * Deposits on the wire (SPEC.md's depositv2, decision 016). Amounts are integer minor units as
 * decimal strings with the currency beside them; times are ISO instants (the site shows GMT+8).
 */

/** One channel the brand offers, as the member centre lists it. */
export const depositChannelView = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  displayName: z.string(),
  currency: currencyCode,
  minAmountMinor: positiveAmountMinor,
  maxAmountMinor: positiveAmountMinor,
  /** Minutes an order of this channel stays open (to be submitted or paid). */
  expiryMinutes: z.number().int(),
});
export type DepositChannelView = z.infer<typeof depositChannelView>;

/** `GET /wps/v2/deposits/channels`: the enabled channels, in the brand's order. */
export const depositChannelList = z.object({ channels: z.array(depositChannelView) });
export type DepositChannelList = z.infer<typeof depositChannelList>;

/**
 * `POST /wps/v2/deposits/orders` (Idempotency-Key header): amountMinor is whole minor units as a
 * decimal string ("50000" is 500.00 PHP); anything else answers amount_invalid.
 */
export const createDepositPayload = z.object({
  channelCode: z.string().trim().min(1).max(40),
  amountMinor: amountMinorInput,
  currency: currencyCodeInput,
});
export type CreateDepositPayload = z.infer<typeof createDepositPayload>;

/** Where a manual order is paid into, as it was when the order was made. */
export const depositPayTo = z.object({
  provider: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  qrImageUrl: z.string().nullable(),
  /** The brand's instructions in the caller's language (English when that one is missing). */
  instructions: z.string().nullable(),
});
export type DepositPayTo = z.infer<typeof depositPayTo>;

/** One order as its player sees it. */
export const depositOrderView = z.object({
  id: z.string(),
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amountMinor: positiveAmountMinor,
  currency: currencyCode,
  status: z.enum(DEPOSIT_STATUSES),
  payTo: depositPayTo.nullable(),
  /** Gateway orders: where to send the browser to pay (while pending). */
  redirectUrl: z.string().nullable(),
  reference: z.string().nullable(),
  receiptIds: z.array(z.string()),
  /** Why staff rejected it. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type DepositOrderView = z.infer<typeof depositOrderView>;

/** `GET /wps/v2/deposits/orders`: the caller's orders, newest first, paged by the last orderNo. */
export const depositOrdersQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const depositOrderPage = z.object({ orders: z.array(depositOrderView), nextBefore: z.string().nullable() });
export type DepositOrderPage = z.infer<typeof depositOrderPage>;

/** `GET /bo/deposits`: filters of the staff queue; dates are GMT+8 calendar days, both ends included. */
export const boDepositQuery = z.object({
  brand: z.string().trim().max(32).optional(),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  username: z.string().trim().max(64).optional(),
  /** One order by its number (the back office's search, issue 37). */
  orderNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoDepositQuery = z.infer<typeof boDepositQuery>;

/** One order in the staff queue. */
export const boDepositRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  brand: z.string(),
  username: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amountMinor: positiveAmountMinor,
  currency: currencyCode,
  /** Digits after the point of the currency, to show the amount. */
  minorDigits: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  receiptIds: z.array(z.string()),
  gatewayRef: z.string().nullable(),
  latePayment: z.boolean(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  ledgerTransferId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type BoDepositRow = z.infer<typeof boDepositRow>;

export const boDepositPage = z.object({ orders: z.array(boDepositRow), nextBefore: z.string().nullable() });
export type BoDepositPage = z.infer<typeof boDepositPage>;

/** `POST /bo/deposits/:id/reject`: the reason is required and kept with the order and in the audit. */
export const boDepositRejectPayload = z.object({ reason: z.string().trim().min(2).max(200) });
export type BoDepositRejectPayload = z.infer<typeof boDepositRejectPayload>;
