import type { DepositChannelKind, DepositStatus } from '@pkg/contracts/deposit-rules';
import type { DepositPayTo } from '@pkg/contracts/deposits';

/** A brand's deposit channel as stored (decision 016). */
export interface DepositChannel {
  id: string;
  brandId: string;
  code: string;
  kind: DepositChannelKind;
  displayName: string;
  currency: string;
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  enabled: boolean;
  sortOrder: number;
  expiryMinutes: number;
  payTo: { provider: string; accountName: string; accountNumber: string; qrImageUrl: string | null } | null;
  /** Instructions by shipped language code. */
  instructions: Record<string, string>;
  /** The adapter of a gateway channel. */
  gateway: string | null;
}

/** The pay-to details kept on a manual order, with the instructions of every language. */
export interface StoredPayTo extends Omit<DepositPayTo, 'instructions'> {
  instructions: Record<string, string>;
}

/** A deposit order as stored, with its channel's code and name and its player's username. */
export interface DepositOrder {
  id: string;
  orderNo: string;
  brandId: string;
  brandCode: string;
  /** Digits after the point of the brand's currency, for showing amounts. */
  minorDigits: number;
  accountId: string;
  username: string;
  channelId: string;
  channelCode: string;
  channelName: string;
  kind: DepositChannelKind;
  /** The adapter of a gateway order's channel. */
  gateway: string | null;
  amountMinor: bigint;
  currency: string;
  /** The status as of the reading's "now": a pending order past its expiry reads as expired. */
  status: DepositStatus;
  /** The status row as written (differs from status only for a pending order not yet swept by the job). */
  storedStatus: DepositStatus;
  payTo: StoredPayTo | null;
  redirectUrl: string | null;
  reference: string | null;
  receiptIds: string[];
  gatewayRef: string | null;
  latePayment: boolean;
  decidedBy: string | null;
  reason: string | null;
  ledgerTransferId: string | null;
  idempotencyKey: string;
  createdAt: Date;
  expiresAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
}

/** What a player's deposit call does, under its Idempotency-Key (deposit-requests.ts). */
export type DepositOperation = 'create' | 'submit' | 'cancel';

/** One call under a player's key. */
export interface KeyedCall {
  brandId: string;
  accountId: string;
  key: string;
  operation: DepositOperation;
  hash: string;
}
