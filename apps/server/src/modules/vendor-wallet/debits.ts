/**
 * Debits (stakes) of the wallet API, many calls in ONE transaction (decision 023, group commit):
 * their existing rounds locked and checked, one ledger batch for the stakes, then the rounds
 * opened or added to and the claims written — a handful of statements however many calls. Each
 * call is still answered on its own and exactly as if it had run alone: a refused call writes
 * nothing, a duplicate answers its first result.
 */
import type { DebitBody } from '@pkg/contracts/vendor-wallet';
import type { Db, Queryable } from '../../db/client.ts';
import { settleBets, type BetOutcome, LedgerRetry, withLedgerTransaction, ensureHouseShards } from '../../ledger/index.ts';
import {
  claimTransactions,
  finishDebits,
  lockRounds,
  selectClaim,
  stakeRounds,
  type Claim,
  type ClaimKey,
  type NewRound,
} from './round-rows.queries.ts';
import { insertWalletCalls, type WalletCallLog } from './vendor-wallet.queries.ts';
import { Refusal, duplicate, mainBalance, refusalOf, vendorBetBatch, type MoveAnswer, type MoveContext } from './wallet-moves.ts';

/** One debit call: who (its context) and what (its body), and the row that logs its answer, if any. */
export interface DebitJob {
  ctx: MoveContext;
  body: DebitBody;
  /** Written in the same transaction as the money, so the call's answer and its log row commit together. */
  log?: (answer: MoveAnswer) => WalletCallLog;
}

/**
 * The key jobs must share to go into one batch: brand, vendor, currency and caller address (the
 * ledger audit records one actor and address per batch).
 */
export function batchKeyOf(job: { ctx: MoveContext }): string {
  const { ctx } = job;
  return `${ctx.brandId}\u0000${ctx.vendorCode}\u0000${ctx.player.currency}\u0000${ctx.ip ?? ''}`;
}

const keyOf = (job: DebitJob): ClaimKey => ({
  brandId: job.ctx.brandId,
  vendorCode: job.ctx.vendorCode,
  action: 'debit',
  transactionId: job.body.transactionId,
});

/**
 * Answers debit calls that share a batch key and have distinct transaction ids, in order; the
 * house side goes to `shard` when given (batches running at once pass different ones). Throws
 * when the transaction fails for a reason that is not one call's refusal; the caller then runs
 * the calls one by one, so only the faulty one fails.
 */
export async function debitMany(db: Db, jobs: readonly DebitJob[], shard?: number): Promise<MoveAnswer[]> {
  const [first] = jobs;
  if (!first) return [];
  const key = batchKeyOf(first);
  if (jobs.some((job) => batchKeyOf(job) !== key)) throw new Error('a debit batch must share brand, vendor, currency and address');
  if (new Set(jobs.map((job) => job.body.transactionId)).size !== jobs.length) throw new Error('a debit batch needs distinct transactions');
  const { brandId, vendorCode, at, player } = first.ctx;
  const currency = player.currency;

  // A stake of nothing is refused before anything is written.
  const early = jobs.map((job) => (BigInt(job.body.amount) <= 0n ? new Refusal('INVALID_REQUEST') : null));
  const live = jobs.flatMap((job, index) => (early[index] ? [] : [index]));

  // Opened (and remembered) on the database itself, so the batch inside the transaction skips it.
  await ensureHouseShards(db, brandId, currency, at);
  const answers = await withLedgerTransaction(db, async (tx) => {
    const out = new Map<number, MoveAnswer | Refusal>();
    // 1. The rounds that exist, locked: their player and status decide before any money moves.
    const rounds = await lockRounds(
      tx,
      brandId,
      vendorCode,
      live.map((index) => (jobs[index] as DebitJob).body.roundId),
    );
    const betting: number[] = [];
    const repeated: number[] = [];
    // Who opens each new round: the first call naming it in this batch.
    const opener = new Map<string, string>();
    for (const index of live) {
      const { ctx, body } = jobs[index] as DebitJob;
      const round = rounds.get(body.roundId);
      if (!round && !opener.has(body.roundId)) opener.set(body.roundId, ctx.player.id);
      const owner = round?.accountId ?? opener.get(body.roundId);
      let refusal: Refusal | null = null;
      if (owner !== ctx.player.id) refusal = new Refusal('INVALID_REQUEST');
      else if (round?.status === 'settled') refusal = new Refusal('BET_ALREADY_SETTLED');
      else if (round?.status === 'cancelled') refusal = new Refusal('ROLLED_BACK');
      if (!refusal) betting.push(index);
      // A repeat of a debit made before the round closed answers its first result, not the refusal.
      else if (await selectClaim(tx, keyOf(jobs[index] as DebitJob))) repeated.push(index);
      else out.set(index, refusal);
    }

    // 2. The stakes, in one ledger batch: the ledger's key (stake:vendor:transaction) makes a
    // repeat a replay, a rolled-back id a refusal, and a racing twin wait and then replay.
    const outcomes: BetOutcome[] =
      betting.length === 0
        ? []
        : await settleBets(
            tx,
            vendorBetBatch(
              'stake',
              betting.map((index) => jobs[index] as DebitJob),
              shard,
            ),
          );

    const stakes = new Map<string, NewRound & { stakeMinor: bigint }>();
    const claims: Claim[] = [];
    betting.forEach((index, position) => {
      const outcome = outcomes[position];
      const { ctx, body } = jobs[index] as DebitJob;
      if (!outcome) throw new Error('settleBets answered fewer outcomes than bets');
      if (!outcome.ok) {
        // A refusal the wallet API has no status for is a server fault: the whole batch fails.
        out.set(index, refusalOf(outcome.code, outcome.balanceMinor));
        return;
      }
      if (outcome.replayed) {
        repeated.push(index);
        return;
      }
      const amount = outcome.transfer.amountMinor;
      const earlier = stakes.get(body.roundId);
      const round = { brandId, vendorCode, roundId: body.roundId, accountId: ctx.player.id, gameCode: body.gameCode };
      stakes.set(body.roundId, { ...round, gameType: ctx.gameType, currency, stakeMinor: (earlier?.stakeMinor ?? 0n) + amount });
      claims.push({
        ...keyOf(jobs[index] as DebitJob),
        accountId: ctx.player.id,
        roundId: body.roundId,
        amountMinor: amount,
        ledgerTransferId: outcome.transfer.id,
      });
      out.set(index, { status: 'OK', balanceMinor: outcome.balanceMinor, transactionId: outcome.transfer.id, moved: 'bet_stake' });
    });

    // 3. Rounds and claims of the accepted stakes, with the calls' log rows: one statement, unless
    // a stake turned out to be a repeat (its answer is read from the claims after they are written).
    // A round opened or closed by a concurrent call since step 1, or a claim taken meanwhile,
    // sends the whole batch round again (with its money).
    const resultOf = (index: number) => early[index] ?? out.get(index);
    if (repeated.length === 0) {
      const calls = jobs.flatMap((job, index) => {
        const result = resultOf(index);
        if (!job.log || !result) return [];
        return [job.log(result instanceof Refusal ? { status: result.status, balanceMinor: result.balanceMinor, moved: null } : result)];
      });
      const finished = await finishDebits(tx, { brandId, vendorCode, at, stakes: [...stakes.values()], claims, calls });
      if (finished.staked.size !== stakes.size) throw new LedgerRetry('a round changed under a debit batch');
      if (finished.claimed.size !== claims.length) throw new LedgerRetry('a debit was claimed under a debit batch');
      return answerAll(tx, jobs, resultOf);
    }
    const staked = await stakeRounds(tx, [...stakes.values()], at);
    if (staked.size !== stakes.size) throw new LedgerRetry('a round changed under a debit batch');
    const claimed = await claimTransactions(tx, claims, at);
    if (claimed.size !== claims.length) throw new LedgerRetry('a debit was claimed under a debit batch');

    for (const index of repeated) {
      const job = jobs[index] as DebitJob;
      try {
        out.set(index, await duplicate(job.ctx, tx, keyOf(job), { roundId: job.body.roundId, amountMinor: BigInt(job.body.amount) }));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        out.set(index, error);
      }
    }
    const answered = await answerAll(tx, jobs, resultOf);
    await insertWalletCalls(
      tx,
      jobs.flatMap((job, index) => (job.log ? [job.log(answered[index] as MoveAnswer)] : [])),
    );
    return answered;
  });
  return answers;
}

/** Turns each call's result into its answer; a refusal without a balance gets the wallet's balance now. */
async function answerAll(
  tx: Queryable,
  jobs: readonly DebitJob[],
  resultOf: (index: number) => MoveAnswer | Refusal | undefined,
): Promise<MoveAnswer[]> {
  const answers: MoveAnswer[] = [];
  for (const [index, job] of jobs.entries()) {
    const result = resultOf(index);
    if (!result) throw new Error(`debit ${job.body.transactionId} got no answer`);
    if (!(result instanceof Refusal)) {
      answers.push(result);
      continue;
    }
    const balanceMinor = result.balanceMinor ?? (await mainBalance(tx, job.ctx.player));
    answers.push({ status: result.status, balanceMinor, moved: null });
  }
  return answers;
}
