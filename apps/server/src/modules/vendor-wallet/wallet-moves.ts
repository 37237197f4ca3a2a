/**
 * What the money calls of the wallet API share: the context of a call, its answer, business
 * refusals and the answer to a repeat. The calls themselves run many to a transaction (group
 * commit): debits in debits.ts, credits and rollbacks in settlements.ts.
 */
import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { WalletStatus } from '@pkg/contracts/vendor-wallet';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances } from '../../ledger/index.ts';
import type { BetBatch } from '../../ledger/index.ts';
import { selectClaim, type ClaimKey } from './round-rows.queries.ts';
import type { WalletPlayer } from './vendor-wallet.queries.ts';

/** Who moves money where: the brand, the vendor, the player and the player's main wallet. */
export interface MoveContext {
  db: Db;
  at: Date;
  ip: string | null;
  brandId: string;
  vendorCode: string;
  player: WalletPlayer;
  /** The player's main wallet (ledger account id) in the player's currency. */
  walletId: string;
  /** The round's game type, for a round opened by a debit. */
  gameType: string;
}

/** What a money call's body says of its bet. */
interface BetCall {
  ctx: MoveContext;
  body: { transactionId: string; roundId: string; gameCode: string; amount: string };
}

/**
 * The ledger batch of money calls sharing a batch key (debits.ts batchKeyOf): posted by the vendor
 * for the brand and currency of the first, one bet of `type` per call, its house side on `shard`
 * when given. Debits send their stakes this way, credits their wins.
 */
export function vendorBetBatch(type: 'stake' | 'payout', calls: readonly BetCall[], shard: number | undefined): BetBatch {
  const first = calls[0];
  if (!first) throw new Error('a bet batch needs a call');
  const { brandId, vendorCode, ip, at, player } = first.ctx;
  return {
    brandId,
    currency: player.currency,
    actor: `vendor:${vendorCode}`,
    ip,
    at,
    ...(shard === undefined ? {} : { shard }),
    bets: calls.map(({ ctx, body }) => ({
      type,
      walletId: ctx.walletId,
      vendor: vendorCode,
      transactionId: body.transactionId,
      amountMinor: BigInt(body.amount),
      metadata: { roundId: body.roundId, gameCode: body.gameCode },
    })),
  };
}

/** The outcome of a money call; `moved` names the ledger code when money moved now. */
export interface MoveAnswer {
  status: WalletStatus;
  balanceMinor: bigint | null;
  transactionId?: string;
  moved: string | null;
}

/** A business refusal thrown inside the transaction to undo its claim and round rows. */
export class Refusal extends Error {
  constructor(
    readonly status: WalletStatus,
    readonly balanceMinor: bigint | null = null,
  ) {
    super(status);
  }
}

export const STATUS_OF_CODE: Partial<Record<ErrorCode, WalletStatus>> = {
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  bet_rolled_back: 'ROLLED_BACK',
  idempotency_key_reused: 'INVALID_REQUEST',
  currency_mismatch: 'CURRENCY_MISMATCH',
  transfer_not_found: 'TRANSACTION_NOT_FOUND',
  amount_invalid: 'INVALID_REQUEST',
  bad_request: 'INVALID_REQUEST',
  wallet_not_found: 'INVALID_TOKEN',
};

export function refusalOf(code: ErrorCode, balanceMinor: bigint | null): Refusal {
  const status = STATUS_OF_CODE[code];
  if (!status) throw new AppError(code, 'the ledger refused a wallet call');
  return new Refusal(status, balanceMinor);
}

/** The player's spendable main-wallet balance now (zero before the wallet is opened). */
export async function mainBalance(db: Queryable, player: WalletPlayer): Promise<bigint> {
  const { wallets } = await playerBalances(db, player.brandId, player.id, player.currency);
  return wallets.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
}

/** The answer to a repeated vendor transaction: its first result and the balance now, if it really is the same call. */
export async function duplicate(
  ctx: Pick<MoveContext, 'player'>,
  tx: Queryable,
  key: ClaimKey,
  same: { roundId: string; amountMinor?: bigint },
): Promise<MoveAnswer> {
  const first = await selectClaim(tx, key);
  const matches =
    first !== null &&
    first.accountId === ctx.player.id &&
    first.roundId === same.roundId &&
    (same.amountMinor === undefined || first.amountMinor === same.amountMinor);
  if (!matches) throw new Refusal('INVALID_REQUEST');
  const answer: MoveAnswer = { status: 'DUPLICATE', balanceMinor: await mainBalance(tx, ctx.player), moved: null };
  if (first.ledgerTransferId) answer.transactionId = first.ledgerTransferId;
  return answer;
}
