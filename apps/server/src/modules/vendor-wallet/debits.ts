/**
 * Debits (stakes) of the wallet API, many calls in ONE transaction (decision 023, group commit):
 * the claims of all the calls, their rounds opened and locked, one ledger batch for the stakes,
 * then the rounds and claims updated — a handful of statements however many calls. Each call is
 * still answered on its own and exactly as if it had run alone: a refused call leaves nothing
 * behind (its claim, and a round it alone opened, are removed in the same transaction), a
 * duplicate answers its first result.
 */
import type { DebitBody } from '@pkg/contracts/vendor-wallet';
import type { Db, Queryable } from '../../db/client.ts';
import { settleBets, type BetOutcome } from '../../ledger/bets.ts';
import { withLedgerTransaction } from '../../ledger/run.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';
import {
  claimTransactions,
  completeClaims,
  dropClaims,
  dropRounds,
  insertRounds,
  lockRounds,
  updateRounds,
  type ClaimKey,
  type NewRound,
} from './round-rows.ts';
import { Refusal, duplicate, mainBalance, refusalOf, type MoveAnswer, type MoveContext } from './wallet-moves.ts';

/** One debit call: who (its context) and what (its body). */
export interface DebitJob {
  ctx: MoveContext;
  body: DebitBody;
}

/**
 * The key jobs must share to go into one batch: brand, vendor, currency and caller address (the
 * ledger audit records one actor and address per batch).
 */
export function batchKeyOf(job: DebitJob): string {
  const { ctx } = job;
  return `${ctx.merchantId}\u0000${ctx.vendorCode}\u0000${ctx.player.currency}\u0000${ctx.ip ?? ''}`;
}

const keyOf = (job: DebitJob): ClaimKey => ({
  merchantId: job.ctx.merchantId,
  vendorCode: job.ctx.vendorCode,
  action: 'debit',
  transactionId: job.body.transactionId,
});

/**
 * Answers debit calls that share a batch key and have distinct transaction ids, in order. Throws
 * when the transaction fails for a reason that is not one call's refusal; the caller then runs
 * the calls one by one, so only the faulty one fails.
 */
export async function debitMany(db: Db, jobs: readonly DebitJob[]): Promise<MoveAnswer[]> {
  const [first] = jobs;
  if (!first) return [];
  const key = batchKeyOf(first);
  if (jobs.some((job) => batchKeyOf(job) !== key)) throw new Error('a debit batch must share brand, vendor, currency and address');
  if (new Set(jobs.map((job) => job.body.transactionId)).size !== jobs.length) throw new Error('a debit batch needs distinct transactions');
  const { merchantId, vendorCode, ip, at, player } = first.ctx;
  const currency = player.currency;

  // A stake of nothing is refused before anything is written.
  const early = jobs.map((job) => (BigInt(job.body.amount) <= 0n ? new Refusal('INVALID_REQUEST') : null));
  const live = jobs.flatMap((job, index) => (early[index] ? [] : [index]));

  // Opened (and remembered) on the database itself, so the batch inside the transaction skips it.
  await ensureHouseShards(db, merchantId, currency, at);
  const answers = await withLedgerTransaction(db, async (tx) => {
    const out = new Map<number, MoveAnswer | Refusal>();
    const claimed = await claimTransactions(
      tx,
      live.map((index) => {
        const job = jobs[index] as DebitJob;
        const amountMinor = BigInt(job.body.amount);
        return { ...keyOf(job), accountId: job.ctx.player.id, roundId: job.body.roundId, amountMinor, ledgerTransferId: null };
      }),
      at,
    );
    const fresh = live.filter((index) => claimed.has((jobs[index] as DebitJob).body.transactionId));
    const repeated = live.filter((index) => !claimed.has((jobs[index] as DebitJob).body.transactionId));

    const newRounds = new Map<string, NewRound>();
    for (const index of fresh) {
      const { ctx, body } = jobs[index] as DebitJob;
      if (newRounds.has(body.roundId)) continue;
      const round = { merchantId, vendorCode, roundId: body.roundId, accountId: ctx.player.id, gameCode: body.gameCode };
      newRounds.set(body.roundId, { ...round, gameType: ctx.gameType, currency });
    }
    const opened = await insertRounds(tx, [...newRounds.values()], at);
    const rounds = await lockRounds(tx, merchantId, vendorCode, [...newRounds.keys()]);

    const betting: number[] = [];
    for (const index of fresh) {
      const { ctx, body } = jobs[index] as DebitJob;
      const round = rounds.get(body.roundId);
      if (!round || round.accountId !== ctx.player.id) out.set(index, new Refusal('INVALID_REQUEST'));
      else if (round.status === 'settled') out.set(index, new Refusal('BET_ALREADY_SETTLED'));
      else if (round.status === 'cancelled') out.set(index, new Refusal('ROLLED_BACK'));
      else betting.push(index);
    }

    const outcomes: BetOutcome[] =
      betting.length === 0
        ? []
        : await settleBets(tx, {
            brandId: merchantId,
            currency,
            actor: `vendor:${vendorCode}`,
            ip,
            at,
            bets: betting.map((index) => {
              const { ctx, body } = jobs[index] as DebitJob;
              const metadata = { roundId: body.roundId, gameCode: body.gameCode };
              const amountMinor = BigInt(body.amount);
              return {
                type: 'stake' as const,
                walletId: ctx.walletId,
                vendor: vendorCode,
                transactionId: body.transactionId,
                amountMinor,
                metadata,
              };
            }),
          });

    const staked = new Map<string, bigint>();
    const completed: Array<{ key: ClaimKey; amountMinor: bigint; ledgerTransferId: string | null }> = [];
    betting.forEach((index, position) => {
      const outcome = outcomes[position];
      const { body } = jobs[index] as DebitJob;
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
      staked.set(body.roundId, (staked.get(body.roundId) ?? 0n) + amount);
      completed.push({ key: keyOf(jobs[index] as DebitJob), amountMinor: amount, ledgerTransferId: outcome.transfer.id });
      out.set(index, { status: 'OK', balanceMinor: outcome.balanceMinor, transactionId: outcome.transfer.id, moved: 'bet_stake' });
    });

    // What a refused call wrote goes, as if its own transaction had rolled back.
    const refused = fresh.filter((index) => out.get(index) instanceof Refusal);
    await dropClaims(
      tx,
      refused.map((index) => keyOf(jobs[index] as DebitJob)),
    );
    await dropRounds(
      tx,
      merchantId,
      vendorCode,
      [...opened].filter((roundId) => !staked.has(roundId)),
    );
    await updateRounds(
      tx,
      [...staked].map(([roundId, stakeDelta]) => ({ key: { merchantId, vendorCode, roundId }, change: { stakeDelta, winDelta: 0n } })),
    );
    await completeClaims(tx, completed);

    for (const index of repeated) {
      const job = jobs[index] as DebitJob;
      try {
        out.set(index, await duplicate(job.ctx, tx, keyOf(job), { roundId: job.body.roundId, amountMinor: BigInt(job.body.amount) }));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        out.set(index, error);
      }
    }
    return answerAll(tx, jobs, (index) => early[index] ?? out.get(index));
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
