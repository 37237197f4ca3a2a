/**
 * House slot spins, many in ONE transaction (decision 050): spins that arrive while earlier groups
 * are in the database go together (lib/group-commit.ts), and a group is four statements however
 * many spins it holds: the spin rows claimed (a replay is found here, so the ledger keys of the
 * others are new and are not looked up), the accounts locked, every stake and win posted
 * (ledger/bets.ts: a win only with its own stake), then the spins, their rounds and their claims
 * written. A spin is whole or absent: it never commits with its stake taken and its win unpaid,
 * so there is nothing to resume.
 */
import type { SlotWin } from '@pkg/games/slots/slot-types';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { settleBets, type BetItem, type BetOutcome, withLedgerTransaction, ensureHouseShards, houseShardsOf } from '../../ledger/index.ts';
import type { Claim, SettledRound } from '../vendor-wallet/index.ts';
import type { NewSpin, SpinRow } from './house-slots.queries.ts';
import { stakeTransactionId, winTransactionId } from './slot-wallet.ts';
import { finishSpins, insertSpinRows } from './spin-group.queries.ts';

/** A spin ready for its group: who, what, the round's game type and the outcome, drawn already. */
export interface SpinJob extends NewSpin {
  /** The player's main wallet (ledger account id). */
  walletId: string;
  gameType: string;
  outcome: { stops: number[]; grid: string[][]; wins: SlotWin[]; winCredits: number; winMinor: bigint };
}

/** What became of a spin: written (settled, or refused for want of funds), or a replay of a stored spin. */
export type SpinJobResult = { kind: 'spun'; spin: SpinRow } | { kind: 'replay' };

/** Spin groups running at once, each on a house shard of its own (ledger/shards.ts houseShardsOf). */
const GROUPS_AT_ONCE = 2;

/** The queue of spins; `submit` answers one spin once its group has committed. */
export function createSpinGroups(deps: { db: Db; clock: Clock }) {
  const shards = houseShardsOf('house-spins', GROUPS_AT_ONCE);
  const groups = createGroupCommit<SpinJob, SpinJobResult>({
    run: (jobs, slot) => spinMany(deps.db, deps.clock.now(), jobs, shards[slot] as number),
    // One ledger batch is of one brand and currency, posted by one vendor.
    keyOf: (job) => `${job.brandId}\u0000${job.currency}\u0000${job.vendorCode}`,
    distinctBy: (job) => job.roundId,
    // Two groups running at once never lock the same wallet.
    resourcesOf: (job) => [job.walletId],
    maxInFlight: GROUPS_AT_ONCE,
  });
  return { submit: (job: SpinJob) => groups.submit(job) };
}

export type SpinGroups = ReturnType<typeof createSpinGroups>;

/** A spin's outcome as the ledger answered it, or the fault that makes the whole group fail. */
function decided(job: SpinJob, stake: BetOutcome | undefined, win: BetOutcome | null | undefined) {
  if (!stake) throw new Error(`no ledger outcome for the stake of ${job.roundId}`);
  if (!stake.ok) {
    // Only a wallet short of the stake is the player's refusal; anything else is a server fault.
    if (stake.code !== 'insufficient_funds') throw new Error(`the ledger refused the stake of ${job.roundId}: ${stake.code}`);
    return { refused: true as const, balanceMinor: stake.balanceMinor };
  }
  // The spin row was new, so its stake and win keys are too: a replay here is a fault.
  if (stake.replayed) throw new Error(`the stake of a new spin ${job.roundId} was posted before`);
  if (win === undefined || (win !== null && (!win.ok || win.replayed))) throw new Error(`the win of ${job.roundId} was not posted`);
  return { refused: false as const, stake, win };
}

/**
 * Spins of one brand, currency and vendor with distinct round ids, in ONE transaction, answered
 * in order. Throws when the transaction fails for a reason that is no one spin's refusal; the
 * queue then runs the spins one by one, so only a faulty one fails.
 */
export async function spinMany(db: Db, at: Date, jobs: readonly SpinJob[], shard: number): Promise<SpinJobResult[]> {
  const [first] = jobs;
  if (!first) return [];
  const { brandId, currency, vendorCode } = first;
  await ensureHouseShards(db, brandId, currency, at);
  return withLedgerTransaction(db, async (tx) => {
    const fresh = await insertSpinRows(tx, jobs, at);
    const spinning = jobs.filter((job) => fresh.has(job.roundId));
    const written = new Map<string, SpinRow>();
    if (spinning.length > 0) {
      // Each stake, and right behind it its win (if any), which is posted only with that stake.
      const bets: BetItem[] = [];
      const places = spinning.map((job) => {
        const metadata = { roundId: job.roundId, gameCode: job.gameCode };
        const common = { walletId: job.walletId, vendor: vendorCode, metadata };
        const stakeAt =
          bets.push({ ...common, type: 'stake', transactionId: stakeTransactionId(job.roundId), amountMinor: job.stakeMinor }) - 1;
        if (job.outcome.winMinor === 0n) return { stakeAt, winAt: null };
        const winAt =
          bets.push({
            ...common,
            type: 'payout',
            transactionId: winTransactionId(job.roundId),
            amountMinor: job.outcome.winMinor,
            after: stakeAt,
          }) - 1;
        return { stakeAt, winAt };
      });
      // The spin rows just inserted were new, so their stake and win keys are too (keysNew).
      const actor = `vendor:${vendorCode}`;
      const outcomes = await settleBets(tx, { brandId, currency, actor, ip: null, at, shard, bets, keysNew: true });

      const rounds: SettledRound[] = [];
      const claims: Claim[] = [];
      spinning.forEach((job, index) => {
        const { stakeAt, winAt } = places[index] as { stakeAt: number; winAt: number | null };
        const result = decided(job, outcomes[stakeAt], winAt === null ? null : outcomes[winAt]);
        const row = {
          brandId,
          roundId: job.roundId,
          spinId: job.spinId,
          accountId: job.accountId,
          vendorCode,
          gameCode: job.gameCode,
          currency,
          stakeMinor: job.stakeMinor,
          recovered: null,
          createdAt: at,
          updatedAt: at,
        };
        if (result.refused) {
          const none = { stops: null, grid: null, wins: null, winCredits: null, winMinor: null, balanceBeforeMinor: null };
          written.set(job.roundId, {
            ...row,
            ...none,
            status: 'refused',
            refusal: 'insufficient_funds',
            balanceAfterMinor: result.balanceMinor,
          });
          return;
        }
        const { stake, win } = result;
        const { stops, grid, wins, winCredits, winMinor } = job.outcome;
        written.set(job.roundId, {
          ...row,
          stops,
          grid,
          wins,
          winCredits,
          winMinor,
          status: 'settled',
          refusal: null,
          balanceBeforeMinor: stake.balanceMinor + job.stakeMinor,
          balanceAfterMinor: win?.balanceMinor ?? stake.balanceMinor,
        });
        const owner = { brandId, vendorCode, roundId: job.roundId, accountId: job.accountId };
        rounds.push({ ...owner, gameCode: job.gameCode, gameType: job.gameType, currency, stakeMinor: job.stakeMinor, winMinor });
        claims.push(
          {
            ...owner,
            action: 'debit',
            transactionId: stakeTransactionId(job.roundId),
            amountMinor: job.stakeMinor,
            ledgerTransferId: stake.transfer.id,
          },
          {
            ...owner,
            action: 'credit',
            transactionId: winTransactionId(job.roundId),
            amountMinor: winMinor,
            ledgerTransferId: win?.transfer.id ?? null,
          },
        );
      });
      await finishSpins(tx, { brandId, vendorCode, at, spins: [...written.values()], rounds, claims });
    }
    return jobs.map((job): SpinJobResult => {
      const spin = written.get(job.roundId);
      return spin ? { kind: 'spun', spin } : { kind: 'replay' };
    });
  });
}
