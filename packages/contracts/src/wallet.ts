import { z } from 'zod';
import { amountMinor, amountMinorInput, currencyCode, currencyCodeInput, formattedAmount } from './amount.ts';
import { PROFIT_PERIODS, RECORD_TYPES } from './wallet-codes.ts';

/**
 * The wallet calls (decision 018): balance, the vendor wallets, transfers, and the records. Money
 * goes on the wire as integer minor units in decimal strings (`...Minor`), with the display form
 * beside it (formatted by packages/money on the server) and the currency named.
 */

/** A GMT+8 calendar day, yyyy-MM-dd. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One wallet of the player: the main wallet (`MAIN`) or a vendor's sub-wallet (its vendor code). */
export const walletBalanceSchema = z.object({
  walletCode: z.string(),
  /** The vendor's display name; null for the main wallet (the site names it). */
  name: z.string().nullable(),
  /** What may be spent now (posted balance less pending withdrawals and stakes), formatted. */
  balance: formattedAmount,
  balanceMinor: amountMinor,
  /** Set aside by pending holds (a withdrawal waiting for approval, an open stake). */
  heldMinor: amountMinor,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** `GET /wps/v2/wallets/balance`, and every `balance` event of the live stream. */
export const balanceValue = z.object({
  /** Ledger currency: the brand's, or the demo currency XTS for a trial account. */
  currency: currencyCode,
  /** The brand's symbol (TLB by default), shown before amounts. */
  currencySymbol: z.string(),
  minorDigits: z.number().int(),
  /** All wallets' spendable money, formatted (e.g. "1,234.56"). */
  sumBalance: formattedAmount,
  sumBalanceMinor: amountMinor,
  /** True for a trial (type 4) account: the money is the brand's demo balance. */
  trial: z.boolean(),
  wallets: z.array(walletBalanceSchema),
});
export type BalanceValue = z.infer<typeof balanceValue>;

/** `GET /wps/relay/GCS_merchantWallet`: the brand's vendors that keep a transfer wallet. */
export const merchantWalletValue = z.array(
  z.object({
    walletCode: z.string(),
    displayName: z.string(),
    gameType: z.string(),
    logoUrl: z.string(),
    /** Money cannot go in while the vendor is in maintenance (it can always come out). */
    maintenance: z.boolean(),
  }),
);
export type MerchantWalletValue = z.infer<typeof merchantWalletValue>;

// Amounts and currencies are only shaped here; the server parses them (amount_invalid,
// currency_mismatch) so a bad amount gets its own error code rather than bad_request.
const money = {
  amountMinor: amountMinorInput,
  currency: currencyCodeInput,
  paymentPassword: z.string().max(64),
};

/** `POST /wps/relay/GCS_walletTransfer`: main wallet to a vendor's sub-wallet or back. */
export const walletTransferBody = z.object({ from: z.string().min(1).max(32), to: z.string().min(1).max(32), ...money });
export type WalletTransferBody = z.infer<typeof walletTransferBody>;

/** `POST /wps/v2/wallets/transfer/upline`: a member's main wallet to the upline agent's. */
export const uplineTransferBody = z.object(money);
export type UplineTransferBody = z.infer<typeof uplineTransferBody>;

/** `POST /wps/v2/wallets/transfer/downline`: an agent's main wallet to a direct downline's (by username). */
export const downlineTransferBody = z.object({ downline: z.string().min(1).max(64), ...money });
export type DownlineTransferBody = z.infer<typeof downlineTransferBody>;

/** `GET /wps/v2/wallets/transfer/upline`: who the upline is, for the transfer page. */
export const uplineInfoValue = z.object({ upline: z.string() });
export type UplineInfoValue = z.infer<typeof uplineInfoValue>;

/** The answer of every transfer; a replay of its Idempotency-Key gets exactly this again. */
export const transferValue = z.object({
  transferId: z.string(),
  type: z.enum(RECORD_TYPES),
  amount: formattedAmount,
  amountMinor: amountMinor,
  currency: currencyCode,
  /** Wallet codes for a wallet transfer; for upline and downline the other account's username. */
  from: z.string(),
  to: z.string(),
  /** The caller's own wallets the transfer touched, with their spendable balance right after it. */
  wallets: z.array(z.object({ walletCode: z.string(), balance: formattedAmount, balanceMinor: amountMinor })),
  createdAt: z.string(),
});
export type TransferValue = z.infer<typeof transferValue>;

const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `GET /wps/v2/wallets/transactions` (transactionHistory): a type, GMT+8 days from and to (inclusive), a page. */
export const transactionsQuery = z.object({ type: z.enum(RECORD_TYPES).optional(), from: day.optional(), to: day.optional(), ...paging });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

/** One line of the account record: money in is positive, money out negative. */
export const recordEntrySchema = z.object({
  transferId: z.string(),
  type: z.enum(RECORD_TYPES),
  /** For a reversal: the type of the movement it undid. */
  reversedType: z.enum(RECORD_TYPES).nullable(),
  walletCode: z.string(),
  amount: formattedAmount,
  amountMinor: amountMinor,
  balanceAfter: formattedAmount,
  balanceAfterMinor: amountMinor,
  /** Who was on the other side of a transfer to or from another player, when there was one. */
  counterparty: z.string().nullable(),
  memo: z.string().nullable(),
  /** The instant (ISO, UTC); the site shows it in GMT+8. */
  createdAt: z.string(),
});
export type RecordEntry = z.infer<typeof recordEntrySchema>;

/** A page of records (DESIGN.md section 3 paging). */
export const recordPageValue = z.object({
  list: z.array(recordEntrySchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The GMT+8 days actually listed (the defaults filled in). */
  from: day,
  to: day,
});
export type RecordPageValue = z.infer<typeof recordPageValue>;

/** `GET /wps/v2/wallets/bonuses` (bonusDetails): GMT+8 days from and to, a page. */
export const bonusesQuery = z.object({ from: day.optional(), to: day.optional(), ...paging });
export type BonusesQuery = z.infer<typeof bonusesQuery>;

/** `GET /wps/v2/wallets/profit` (personalProfit). */
export const profitQuery = z.object({ period: z.enum(PROFIT_PERIODS).default('today') });

/** Personal profit and loss over one period, from the ledger's movements of all the player's wallets. */
export const profitValue = z.object({
  period: z.enum(PROFIT_PERIODS),
  /** The period's first and last GMT+8 day. */
  from: day,
  to: day,
  currency: currencyCode,
  /** Stakes placed, less stakes rolled back (positive). */
  betMinor: amountMinor,
  /** Wins paid, less wins reversed. */
  payoutMinor: amountMinor,
  bonusMinor: amountMinor,
  rebateMinor: amountMinor,
  /** payout - bet + bonus + rebate: positive when the player is ahead. */
  profitMinor: amountMinor,
  depositMinor: amountMinor,
  withdrawalMinor: amountMinor,
  /** The same figures formatted for display. */
  formatted: z.object({
    bet: formattedAmount,
    payout: formattedAmount,
    bonus: formattedAmount,
    rebate: formattedAmount,
    profit: formattedAmount,
    deposit: formattedAmount,
    withdrawal: formattedAmount,
  }),
});
export type ProfitValue = z.infer<typeof profitValue>;
