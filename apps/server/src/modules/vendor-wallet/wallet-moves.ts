/**
 * The money calls of the wallet API: credit and rollback here, debits in debits.ts (batched). Each
 * runs in ONE transaction: claim the vendor transaction (a duplicate waits on the claim's key,
 * then answers the first result), lock the round, move the money through the ledger (which locks
 * the wallet row), and update the round. A refusal throws inside the transaction, so nothing of it stays.
 */
import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { CreditBody, RollbackBody, WalletStatus } from '@pkg/contracts/vendor-wallet';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances } from '../../ledger/accounts.ts';
import { settleBets } from '../../ledger/bets.ts';
import { rollbackBet } from '../../ledger/rollback.ts';
import { withLedgerTransaction } from '../../ledger/run.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';
import { claimTransaction, completeClaim, lockRound, selectClaim, updateRound, type ClaimKey } from './round-rows.ts';
import type { WalletPlayer } from './vendor-wallet.queries.ts';

/** Who moves money where: the brand, the vendor, the player and the player's main wallet. */
export interface MoveContext {
  db: Db;
  at: Date;
  ip: string | null;
  merchantId: string;
  vendorCode: string;
  player: WalletPlayer;
  /** The player's main wallet (ledger account id) in the player's currency. */
  walletId: string;
  /** The round's game type, for a round opened by a debit. */
  gameType: string;
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
  const { wallets } = await playerBalances(db, player.merchantId, player.id, player.currency);
  return wallets.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
}

async function run(ctx: MoveContext, fn: (tx: Queryable) => Promise<MoveAnswer>): Promise<MoveAnswer> {
  try {
    // Opened (and remembered) on the database itself, so the bet inside the transaction skips it.
    await ensureHouseShards(ctx.db, ctx.merchantId, ctx.player.currency, ctx.at);
    return await withLedgerTransaction(ctx.db, fn);
  } catch (error) {
    let refusal = error;
    if (error instanceof AppError && STATUS_OF_CODE[error.code]) refusal = refusalOf(error.code, null);
    if (!(refusal instanceof Refusal)) throw error;
    return { status: refusal.status, balanceMinor: refusal.balanceMinor ?? (await mainBalance(ctx.db, ctx.player)), moved: null };
  }
}

/** The answer to a repeated vendor transaction: its first result and the balance now, if it really is the same call. */
export async function duplicate(
  ctx: MoveContext,
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

const actorOf = (ctx: MoveContext) => ({ actor: `vendor:${ctx.vendorCode}`, ip: ctx.ip, at: ctx.at });

async function bet(
  ctx: MoveContext,
  tx: Queryable,
  type: 'stake' | 'payout',
  body: { transactionId: string; roundId: string; gameCode: string },
  amount: bigint,
) {
  const [outcome] = await settleBets(tx, {
    brandId: ctx.merchantId,
    currency: ctx.player.currency,
    ...actorOf(ctx),
    bets: [
      {
        type,
        walletId: ctx.walletId,
        vendor: ctx.vendorCode,
        transactionId: body.transactionId,
        amountMinor: amount,
        metadata: { roundId: body.roundId, gameCode: body.gameCode },
      },
    ],
  });
  if (!outcome) throw new Error('settleBets answered nothing');
  if (!outcome.ok) throw refusalOf(outcome.code, outcome.balanceMinor);
  return outcome;
}

/** A win (or "0" closing the round): needs a round of this player with a stake, not cancelled or closed. */
export function credit(ctx: MoveContext, body: CreditBody): Promise<MoveAnswer> {
  const amount = BigInt(body.amount);
  const key: ClaimKey = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, action: 'credit', transactionId: body.transactionId };
  return run(ctx, async (tx) => {
    const claim = { ...key, accountId: ctx.player.id, roundId: body.roundId, amountMinor: amount, ledgerTransferId: null };
    if (!(await claimTransaction(tx, claim, ctx.at))) return duplicate(ctx, tx, key, { roundId: body.roundId, amountMinor: amount });
    const round = await lockRound(tx, ctx.merchantId, ctx.vendorCode, body.roundId);
    // A credit ahead of its debit is refused: the vendor retries it once the stake is in.
    if (!round || round.accountId !== ctx.player.id) throw new Refusal('TRANSACTION_NOT_FOUND');
    if (round.status === 'cancelled') throw new Refusal('ROLLED_BACK');
    if (round.status === 'settled') throw new Refusal('BET_ALREADY_SETTLED');
    let transactionId: string | undefined;
    let balanceMinor: bigint | null = null;
    if (amount > 0n) {
      const outcome = await bet(ctx, tx, 'payout', body, amount);
      if (outcome.replayed) return duplicate(ctx, tx, key, { roundId: body.roundId, amountMinor: amount });
      transactionId = outcome.transfer.id;
      balanceMinor = outcome.balanceMinor;
    }
    const closed = body.roundClosed !== false;
    const roundKey = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, roundId: body.roundId };
    await updateRound(tx, roundKey, { stakeDelta: 0n, winDelta: amount, ...(closed ? { status: 'settled', settledAt: ctx.at } : {}) });
    await completeClaim(tx, key, amount, transactionId ?? null);
    const answer: MoveAnswer = { status: 'OK', balanceMinor: balanceMinor ?? (await mainBalance(tx, ctx.player)), moved: null };
    if (transactionId) Object.assign(answer, { transactionId, moved: 'bet_payout' });
    return answer;
  });
}

/**
 * Undoes a debit: the ledger reverses the stake, or leaves a tombstone for a stake not seen yet so
 * the late debit is refused. A round whose stakes are all rolled back is cancelled; a settled
 * round's stakes can no longer be rolled back.
 */
export function rollback(ctx: MoveContext, body: RollbackBody): Promise<MoveAnswer> {
  const key: ClaimKey = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, action: 'rollback', transactionId: body.transactionId };
  return run(ctx, async (tx) => {
    const claim = { ...key, accountId: ctx.player.id, roundId: body.roundId, amountMinor: 0n, ledgerTransferId: null };
    if (!(await claimTransaction(tx, claim, ctx.at))) return duplicate(ctx, tx, key, { roundId: body.roundId });
    const round = await lockRound(tx, ctx.merchantId, ctx.vendorCode, body.roundId);
    if (round && round.accountId !== ctx.player.id) throw new Refusal('TRANSACTION_NOT_FOUND');
    const stake = await selectClaim(tx, { ...key, action: 'debit' });
    if (stake && (stake.accountId !== ctx.player.id || stake.roundId !== body.roundId)) throw new Refusal('TRANSACTION_NOT_FOUND');
    if (stake && round?.status === 'settled') throw new Refusal('BET_ALREADY_SETTLED');
    const result = await rollbackBet(tx, {
      brandId: ctx.merchantId,
      currency: ctx.player.currency,
      walletId: ctx.walletId,
      vendor: ctx.vendorCode,
      transactionId: body.transactionId,
      ...actorOf(ctx),
    });
    const reversal = result.reversal && !result.replayed ? result.reversal.transfer : null;
    if (reversal && round) {
      const left = round.stakeMinor - reversal.amountMinor;
      const roundKey = { merchantId: ctx.merchantId, vendorCode: ctx.vendorCode, roundId: body.roundId };
      await updateRound(tx, roundKey, { stakeDelta: -reversal.amountMinor, winDelta: 0n, ...(left <= 0n ? { status: 'cancelled' } : {}) });
    }
    await completeClaim(tx, key, reversal?.amountMinor ?? 0n, reversal?.id ?? null);
    const answer: MoveAnswer = { status: 'OK', balanceMinor: result.balanceMinor, moved: reversal ? 'reversal' : null };
    if (reversal) answer.transactionId = reversal.id;
    return answer;
  });
}
