/**
 * Credits (wins) and rollbacks of the wallet API, many calls in ONE transaction (group commit,
 * decision 047), like the debits (debits.ts): each call is answered on its own and exactly as if
 * it had run alone. Nothing is written before a call is known to be accepted: its round is locked
 * and checked, its claim looked up, the money moved through the ledger, then the rounds updated
 * and the claims written complete, so a refused call leaves no row. A claim taken by a concurrent
 * call meanwhile (the same transaction id sent again elsewhere) sends the whole batch round again,
 * money included; the rerun then answers it as the duplicate it is.
 *
 * Calls that touch the same round or the same transaction go in successive passes of the same
 * transaction, in arrival order, so a credit and a rollback of one round (or a repeat) in one batch
 * see each other exactly as if they had come one after the other.
 */
import type { CreditBody, RollbackBody } from '@pkg/contracts/vendor-wallet';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settleBets, type BetOutcome, rollbackBet, LedgerRetry, withLedgerTransaction, ensureHouseShards } from '../../ledger/index.ts';
import { batchKeyOf } from './debits.ts';
import {
  claimKeyOf,
  claimTransactions,
  finishSettlement,
  lockRounds,
  selectClaims,
  updateRounds,
  type Claim,
  type ClaimKey,
  type RoundChange,
  selectAvailable,
} from './round-rows.queries.ts';
import { insertWalletCalls, type WalletCallLog } from './vendor-wallet.queries.ts';
import { Refusal, STATUS_OF_CODE, duplicate, refusalOf, vendorBetBatch, type MoveAnswer, type MoveContext } from './wallet-moves.ts';

/** One credit or rollback call: who (its context), what (its body), and the row that logs its answer, if any. */
export type SettleJob = ({ action: 'credit'; body: CreditBody } | { action: 'rollback'; body: RollbackBody }) & {
  ctx: MoveContext;
  /** Written in the same transaction as the money, so the call's answer and its log row commit together. */
  log?: (answer: MoveAnswer) => WalletCallLog;
};

const keyOf = (job: SettleJob): ClaimKey => ({
  brandId: job.ctx.brandId,
  vendorCode: job.ctx.vendorCode,
  action: job.action,
  transactionId: job.body.transactionId,
});

/**
 * Splits the jobs into passes: a job goes after every earlier job of its round or of its claim
 * key, so jobs of one pass touch distinct rounds and keys and may be decided together.
 */
export function passesOf(jobs: readonly SettleJob[]): number[][] {
  const passes: number[][] = [];
  const lastByRound = new Map<string, number>();
  const lastByKey = new Map<string, number>();
  jobs.forEach((job, index) => {
    const key = claimKeyOf(keyOf(job));
    const pass = Math.max(lastByRound.get(job.body.roundId) ?? -1, lastByKey.get(key) ?? -1) + 1;
    lastByRound.set(job.body.roundId, pass);
    lastByKey.set(key, pass);
    (passes[pass] ??= []).push(index);
  });
  return passes;
}

/**
 * Answers credit and rollback calls that share a batch key (brand, vendor, currency, caller
 * address), in order; the wins' house side goes to `shard` when given (batches running at once
 * pass different ones). Throws when the transaction fails for a reason that is not one call's
 * refusal; the caller then runs the calls one by one, so only the faulty one fails.
 */
export async function settleMany(db: Db, jobs: readonly SettleJob[], shard?: number): Promise<MoveAnswer[]> {
  const [first] = jobs;
  if (!first) return [];
  const batchKey = batchKeyOf(first);
  if (jobs.some((job) => batchKeyOf(job) !== batchKey))
    throw new Error('a settlement batch must share brand, vendor, currency and address');
  const { brandId } = first.ctx;
  // Opened (and remembered) on the database itself, so the batch inside the transaction skips it.
  await ensureHouseShards(db, brandId, first.ctx.player.currency, first.ctx.at);
  return withLedgerTransaction(db, async (tx) => {
    const answers: MoveAnswer[] = [];
    const calls = () => jobs.flatMap((job, index) => (job.log ? [job.log(answers[index] as MoveAnswer)] : []));
    const passes = passesOf(jobs);
    let logged = false;
    for (const [number, pass] of passes.entries()) {
      // The log rows ride on the last pass's closing statement, once every answer's status is known.
      const logsWith =
        number === passes.length - 1
          ? (statuses: readonly MoveAnswer[]) => {
              pass.forEach((index, position) => (answers[index] = statuses[position] as MoveAnswer));
              logged = true;
              return calls();
            }
          : undefined;
      const decided = await settlePass(tx, jobs, pass, shard, logsWith);
      pass.forEach((index, position) => (answers[index] = decided[position] as MoveAnswer));
    }
    if (!logged) await insertWalletCalls(tx, calls());
    return answers;
  });
}

/** What became of one job of a pass so far. */
type Result = MoveAnswer | Refusal | { balanceNow: Omit<MoveAnswer, 'balanceMinor'> };

/**
 * Decides one pass (jobs of distinct rounds and keys) and answers its jobs in order. `logsWith`,
 * given each job's answer (its status; the balance may still be missing), answers the log rows
 * to write with the pass's closing statement; it is not called when that statement cannot carry them.
 */
async function settlePass(
  tx: Queryable,
  all: readonly SettleJob[],
  pass: readonly number[],
  shard: number | undefined,
  logsWith: ((answers: readonly MoveAnswer[]) => WalletCallLog[]) | undefined,
): Promise<MoveAnswer[]> {
  const jobs = pass.map((index) => all[index] as SettleJob);
  const { brandId, vendorCode, ip, at, player } = (jobs[0] as SettleJob).ctx;
  const currency = player.currency;
  // 1. The rounds, locked: a twin on the same round waits here until the first commits. Then the
  // claims, read after the lock so a committed twin is seen: the call's own (a repeat answers the
  // first result) and, for a rollback, its debit's (whose round and player it must match).
  const rounds = await lockRounds(
    tx,
    brandId,
    vendorCode,
    jobs.map((job) => job.body.roundId),
  );
  const claims = await selectClaims(
    tx,
    brandId,
    vendorCode,
    jobs.flatMap((job) => [
      keyOf(job),
      ...(job.action === 'rollback' ? [{ action: 'debit' as const, transactionId: job.body.transactionId }] : []),
    ]),
  );

  const results: Array<Result | undefined> = jobs.map(() => undefined);
  const wins: number[] = [];
  const undos: number[] = [];
  // Each accepted call's claim and round movement, by its position in the pass.
  const changes = new Map<number, RoundChange>();
  const written = new Map<number, Claim>();
  const repeated: number[] = [];
  const claimOf = (position: number, amountMinor: bigint, ledgerTransferId: string | null): Claim => {
    const job = jobs[position] as SettleJob;
    return { ...keyOf(job), accountId: job.ctx.player.id, roundId: job.body.roundId, amountMinor, ledgerTransferId };
  };

  jobs.forEach((job, position) => {
    const { body } = job;
    const me = job.ctx.player.id;
    const round = rounds.get(body.roundId);
    const earlier = claims.get(claimKeyOf(keyOf(job)));
    if (job.action === 'credit') {
      const amount = BigInt(job.body.amount);
      // A repeat answers its first result, if it really is the same call.
      if (earlier) results[position] = sameCall(earlier, me, body.roundId, amount) ? duplicateOf(earlier) : new Refusal('INVALID_REQUEST');
      // A credit ahead of its debit is refused: the vendor retries it once the stake is in.
      else if (!round || round.accountId !== me) results[position] = new Refusal('TRANSACTION_NOT_FOUND');
      else if (round.status === 'cancelled') results[position] = new Refusal('ROLLED_BACK');
      else if (round.status === 'settled') results[position] = new Refusal('BET_ALREADY_SETTLED');
      else {
        const closed = job.body.roundClosed !== false;
        changes.set(position, {
          roundId: body.roundId,
          stakeDelta: 0n,
          winDelta: amount,
          ...(closed ? { status: 'settled', settledAt: at } : {}),
        });
        if (amount > 0n) wins.push(position);
        else {
          written.set(position, claimOf(position, 0n, null));
          results[position] = { balanceNow: { status: 'OK', moved: null } };
        }
      }
      return;
    }
    const stake = claims.get(claimKeyOf({ action: 'debit', transactionId: body.transactionId }));
    if (earlier) results[position] = sameCall(earlier, me, body.roundId) ? duplicateOf(earlier) : new Refusal('INVALID_REQUEST');
    else if (round && round.accountId !== me) results[position] = new Refusal('TRANSACTION_NOT_FOUND');
    else if (stake && (stake.accountId !== me || stake.roundId !== body.roundId)) results[position] = new Refusal('TRANSACTION_NOT_FOUND');
    else if (stake && round?.status === 'settled') results[position] = new Refusal('BET_ALREADY_SETTLED');
    else undos.push(position);
  });

  // 2. The wins, in one ledger batch: the ledger's key (payout:vendor:transaction) makes a racing
  // twin on another round wait, fail on the key and rerun, then replay.
  const outcomes: BetOutcome[] =
    wins.length === 0
      ? []
      : await settleBets(
          tx,
          vendorBetBatch(
            'payout',
            wins.map((position) => jobs[position] as SettleJob & { action: 'credit' }),
            shard,
          ),
        );
  wins.forEach((position, order) => {
    const outcome = outcomes[order];
    if (!outcome) throw new Error('settleBets answered fewer outcomes than bets');
    if (!outcome.ok) {
      // A refusal the wallet API has no status for is a server fault: the whole batch fails.
      results[position] = refusalOf(outcome.code, outcome.balanceMinor);
      return;
    }
    if (outcome.replayed) {
      repeated.push(position);
      return;
    }
    written.set(position, claimOf(position, outcome.transfer.amountMinor, outcome.transfer.id));
    results[position] = { status: 'OK', balanceMinor: outcome.balanceMinor, transactionId: outcome.transfer.id, moved: 'bet_payout' };
  });

  // 3. The rollbacks, one by one: the ledger reverses the stake, or leaves a tombstone for a stake
  // not seen yet (a stake committing meanwhile sends the whole batch round again). A ledger
  // refusal comes before it writes anything, so the others stay.
  for (const position of undos) {
    const { ctx, body } = jobs[position] as SettleJob;
    let result;
    try {
      result = await rollbackBet(tx, {
        brandId,
        currency,
        walletId: ctx.walletId,
        vendor: vendorCode,
        transactionId: body.transactionId,
        actor: `vendor:${vendorCode}`,
        ip,
        at,
      });
    } catch (error) {
      const status = error instanceof AppError ? STATUS_OF_CODE[error.code] : undefined;
      if (!status) throw error;
      results[position] = new Refusal(status);
      continue;
    }
    const reversal = result.reversal && !result.replayed ? result.reversal.transfer : null;
    const round = rounds.get(body.roundId);
    if (reversal && round) {
      const left = round.stakeMinor - reversal.amountMinor;
      changes.set(position, {
        roundId: body.roundId,
        stakeDelta: -reversal.amountMinor,
        winDelta: 0n,
        ...(left <= 0n ? { status: 'cancelled' } : {}),
      });
    }
    written.set(position, claimOf(position, reversal?.amountMinor ?? 0n, reversal?.id ?? null));
    const answer: MoveAnswer = { status: 'OK', balanceMinor: result.balanceMinor, moved: reversal ? 'reversal' : null };
    if (reversal) answer.transactionId = reversal.id;
    results[position] = answer;
  }

  // 4. Rounds and claims of the accepted calls, and the balance now for the answers that give it
  // (a win of nothing, a repeat, a refusal): one statement, unless a win turned out to be a repeat
  // (its answer is read from the claims after they are written). A claim taken by a concurrent
  // call since step 1 sends the whole batch round again (with its money).
  const moved = [...changes].flatMap(([position, change]) => (written.has(position) ? [change] : []));
  const fresh = [...written.values()];
  const wanted = (position: number) => {
    const result = results[position];
    return result instanceof Refusal ? result.balanceMinor === null : result !== undefined && 'balanceNow' in result;
  };
  let balances = new Map<string, bigint>();
  if (repeated.length === 0) {
    const provisional = results.map((result, position) => {
      if (!result) throw new Error(`${(jobs[position] as SettleJob).action} got no answer`);
      return answerOf(result, null);
    });
    const finished = await finishSettlement(tx, {
      brandId,
      vendorCode,
      at,
      changes: moved,
      claims: fresh,
      calls: logsWith?.(provisional) ?? [],
      walletIds: jobs.flatMap((job, position) => (wanted(position) ? [job.ctx.walletId] : [])),
    });
    if (finished.claimed.size !== fresh.length) throw new LedgerRetry('a credit or rollback was claimed under a settlement batch');
    balances = finished.balances;
  } else {
    await updateRounds(tx, brandId, vendorCode, moved);
    const claimed = await claimTransactions(tx, fresh, at);
    if (claimed.size !== fresh.length) throw new LedgerRetry('a credit or rollback was claimed under a settlement batch');
    for (const position of repeated) {
      const job = jobs[position] as SettleJob;
      const amountMinor = job.action === 'credit' ? BigInt(job.body.amount) : undefined;
      try {
        results[position] = await duplicate(job.ctx, tx, keyOf(job), {
          roundId: job.body.roundId,
          ...(amountMinor === undefined ? {} : { amountMinor }),
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        results[position] = error;
      }
    }
    balances = await selectAvailable(
      tx,
      jobs.flatMap((job, position) => (wanted(position) ? [job.ctx.walletId] : [])),
    );
  }
  return jobs.map((job, position) => {
    const result = results[position];
    if (!result) throw new Error(`${job.action} ${job.body.transactionId} got no answer`);
    return answerOf(result, balances.get(job.ctx.walletId) ?? 0n);
  });
}

/** A job's answer from its result, with the balance now where the result has none. */
function answerOf(result: Result, balanceNow: bigint | null): MoveAnswer {
  if (result instanceof Refusal) return { status: result.status, balanceMinor: result.balanceMinor ?? balanceNow, moved: null };
  if ('balanceNow' in result) return { ...result.balanceNow, balanceMinor: balanceNow };
  return result;
}

/** True when a stored claim is the same call: the same player, round and (for a credit) amount. */
function sameCall(claim: Claim, accountId: string, roundId: string, amountMinor?: bigint): boolean {
  return claim.accountId === accountId && claim.roundId === roundId && (amountMinor === undefined || claim.amountMinor === amountMinor);
}

/** The answer to a repeat: its first result (the ledger transfer) and, once read, the balance now. */
function duplicateOf(claim: Claim): Result {
  return { balanceNow: { status: 'DUPLICATE', moved: null, ...(claim.ledgerTransferId ? { transactionId: claim.ledgerTransferId } : {}) } };
}
