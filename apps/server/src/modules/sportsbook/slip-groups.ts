/**
 * Placing slips (decision 058), many in ONE transaction: slips that arrive while earlier groups
 * are in the database go together (lib/group-commit.ts, as the house spins and the round bets).
 * A group is five statements however many slips it holds:
 *
 *   1. the quotes of every leg held `for share` (a price move or suspension waits for the group)
 *      and the players' stake factors: each slip is checked again on what is committed;
 *   2. the slips and their legs inserted (a key seen before is a duplicate);
 *   3-4. one ledger batch: the stake of each pre-match slip, main wallet to the group's house shard;
 *   5. each staked slip's round in game_rounds and its debit claim.
 *
 * An in-play slip is written `pending` and its check enqueued for after the book's delay
 * (slip-accept.ts); nothing is taken yet. A slip short of funds loses its rows again.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import type { SlipView } from '@pkg/contracts/sports';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { ensureHouseShards, houseShardsOf, settleBets, withLedgerTransaction, type BetItem } from '../../ledger/index.ts';
import type { Claim, NewRound } from '../vendor-wallet/index.ts';
import { selectQuotes, selectStakeFactors } from './book.queries.ts';
import { checkSlip, refusalError, slipLimits, startedError, type SlipAsk } from './slip-checks.ts';
import { finishStakes, slipRoundId } from './slip-money.queries.ts';
import { newSlipView } from './slip-views.ts';
import { deleteSlips, insertSlips, selectSlipByKey, type NewSlip } from './slips.queries.ts';
import type { BookRulesRow, QuoteRow } from './sports-rows.ts';

/** One slip to place, checked for shape. */
export interface SlipJob {
  brandId: string;
  accountId: string;
  walletId: string;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  ask: SlipAsk;
  requestKey: string;
  requestHash: string;
  rules: BookRulesRow;
}

/** What became of a slip: placed (open, or pending its in-play check), a duplicate of a stored one, or refused. */
export type SlipJobResult =
  | { kind: 'placed'; slipId: string; status: 'open' | 'pending'; balanceMinor: bigint | null; view: SlipView }
  | { kind: 'duplicate'; slipId: string; sameBody: boolean }
  | { kind: 'refused'; error: AppError };

/** The run key of a held in-play slip's check. */
export const acceptRunKey = (slipId: string): string => `sport-accept:${slipId}`;

const GROUPS_AT_ONCE = 2;

/** The queue of placing calls; `submit` answers one slip once its group committed. */
export function createSlipGroups(deps: { db: Db; clock: Clock; jobs: JobRunner }) {
  const shards = houseShardsOf('sport-slips', GROUPS_AT_ONCE);
  const groups = createGroupCommit<SlipJob, SlipJobResult>({
    run: (jobs, slot) => placeMany(deps, jobs, shards[slot] as number),
    keyOf: (job) => `${job.brandId}\u0000${job.currency}\u0000${job.vendorCode}`,
    distinctBy: (job) => job.accountId,
    resourcesOf: (job) => [job.walletId],
    maxInFlight: GROUPS_AT_ONCE,
    maxGroup: 200,
  });
  return { submit: (job: SlipJob) => groups.submit(job) };
}

export type SlipGroups = ReturnType<typeof createSlipGroups>;

/** The slip a checked job stores: in play when a leg's fixture is live (held unless the book's delay is 0). */
function newSlipOf(job: SlipJob, quotes: ReadonlyMap<string, QuoteRow>, prices: readonly number[], potential: bigint, now: Date): NewSlip {
  const inPlay = job.ask.legs.some((leg) => quotes.get(leg.selectionId)?.fixtureStatus === 'live');
  const held = inPlay && job.rules.inPlayDelayMs > 0;
  return {
    brandId: job.brandId,
    accountId: job.accountId,
    currency: job.currency,
    vendorCode: job.vendorCode,
    gameCode: job.gameCode,
    gameType: job.gameType,
    kind: job.ask.kind,
    stakeMinor: job.ask.stakeMinor,
    potentialReturnMinor: potential > job.rules.maxPayoutMinor ? job.rules.maxPayoutMinor : potential,
    maxPayoutMinor: job.rules.maxPayoutMinor,
    policy: job.ask.policy,
    status: held ? 'pending' : 'open',
    inPlay,
    requestKey: job.requestKey,
    requestHash: job.requestHash,
    decideAt: held ? new Date(now.getTime() + job.rules.inPlayDelayMs) : null,
    legs: job.ask.legs.map((leg, index) => {
      const quote = quotes.get(leg.selectionId) as QuoteRow;
      const score = quote.fixtureStatus === 'live' && quote.score ? { home: quote.score.home, away: quote.score.away } : null;
      return {
        fixtureId: quote.fixtureId,
        marketId: quote.marketId,
        selectionId: leg.selectionId,
        selectionCode: quote.code,
        seenPriceX10k: leg.priceX10k,
        priceX10k: prices[index] as number,
        scoreAtBet: score,
      };
    }),
  };
}

/** Checks each job on the committed quotes: a slip to store, or the job's refusal. */
async function checkAll(
  tx: Queryable,
  jobs: readonly SlipJob[],
  answers: Array<SlipJobResult | null>,
  now: Date,
): Promise<{ slips: NewSlip[]; owners: number[]; quotes: Map<string, QuoteRow> }> {
  const quotes = await selectQuotes(
    tx,
    jobs.flatMap((job) => job.ask.legs.map((leg) => leg.selectionId)),
    true,
  );
  const factors = await selectStakeFactors(
    tx,
    jobs.map((job) => job.accountId),
  );
  const slips: NewSlip[] = [];
  const owners: number[] = [];
  jobs.forEach((job, index) => {
    const foreign = job.ask.legs.some((leg) => quotes.get(leg.selectionId)?.brandId !== job.brandId);
    const mine = foreign ? new Map<string, QuoteRow>() : quotes;
    const check = checkSlip(job.ask, mine, slipLimits(job.rules, factors.get(job.accountId) ?? 10_000), now);
    if (check.started) answers[index] = { kind: 'refused', error: startedError() };
    else if (!check.decision.accepted) answers[index] = { kind: 'refused', error: refusalError(check.decision.problems) };
    else {
      const prices = check.decision.legs.map((leg) => leg.priceX10k);
      slips.push(newSlipOf(job, mine, prices, check.decision.potentialReturnMinor, now));
      owners.push(index);
    }
  });
  return { slips, owners, quotes };
}

/** Places the slips of one group (one brand, currency and vendor; distinct accounts), answered in order. */
async function placeMany(
  deps: { db: Db; clock: Clock; jobs: JobRunner },
  jobs: readonly SlipJob[],
  shard: number,
): Promise<SlipJobResult[]> {
  const [first] = jobs;
  if (!first) return [];
  const now = deps.clock.now();
  await ensureHouseShards(deps.db, first.brandId, first.currency, now);
  const results = await withLedgerTransaction(deps.db, async (tx) => {
    const answers: Array<SlipJobResult | null> = jobs.map(() => null);
    const { slips, owners, quotes } = await checkAll(tx, jobs, answers, now);
    const ids = await insertSlips(tx, slips, now);
    const staking: Array<{ index: number; slip: NewSlip; slipId: string; view: SlipView }> = [];
    const pending: string[] = [];
    for (const [place, slip] of slips.entries()) {
      const index = owners[place] as number;
      const slipId = ids.get(`${slip.accountId}\u0000${slip.requestKey}`);
      if (!slipId) {
        const stored = await selectSlipByKey(tx, slip.accountId, slip.requestKey);
        if (!stored) throw new Error(`slip ${slip.requestKey} is neither new nor stored`);
        answers[index] = { kind: 'duplicate', slipId: stored.id, sameBody: stored.requestHash === slip.requestHash };
      } else if (slip.status === 'pending') {
        pending.push(slipId);
        answers[index] = { kind: 'placed', slipId, status: 'pending', balanceMinor: null, view: newSlipView(slipId, slip, quotes, now) };
      } else staking.push({ index, slip, slipId, view: newSlipView(slipId, slip, quotes, now) });
    }
    await stakeSlips(tx, jobs, staking, answers, shard, now);
    for (const slipId of pending) {
      const slip = slips.find((s) => ids.get(`${s.accountId}\u0000${s.requestKey}`) === slipId) as NewSlip;
      await deps.jobs.enqueue(tx, { runKey: acceptRunKey(slipId), dueAt: slip.decideAt as Date });
    }
    return answers as SlipJobResult[];
  });
  if (results.some((result) => result.kind === 'placed' && result.status === 'pending')) deps.jobs.wake();
  return results;
}

/** The stakes of the group's open slips in one ledger batch, then their rounds and claims; a refused stake's slip is removed. */
async function stakeSlips(
  tx: Queryable,
  jobs: readonly SlipJob[],
  staking: ReadonlyArray<{ index: number; slip: NewSlip; slipId: string; view: SlipView }>,
  answers: Array<SlipJobResult | null>,
  shard: number,
  at: Date,
): Promise<void> {
  const first = jobs[0];
  if (staking.length === 0 || !first) return;
  const bets: BetItem[] = staking.map(({ index, slip, slipId }) => ({
    type: 'stake',
    walletId: (jobs[index] as SlipJob).walletId,
    vendor: slip.vendorCode,
    transactionId: slipRoundId(slipId),
    amountMinor: slip.stakeMinor,
    metadata: { roundId: slipRoundId(slipId), gameCode: slip.gameCode },
  }));
  // The slips were new, so their stake keys are too (keysNew).
  const outcomes = await settleBets(tx, {
    brandId: first.brandId,
    currency: first.currency,
    actor: `vendor:${first.vendorCode}`,
    ip: null,
    at,
    shard,
    bets,
    keysNew: true,
  });
  const refused: string[] = [];
  const stakes: Array<NewRound & { stakeMinor: bigint }> = [];
  const claims: Claim[] = [];
  staking.forEach(({ index, slip, slipId, view }, place) => {
    const outcome = outcomes[place];
    if (!outcome) throw new Error(`no ledger outcome for slip ${slipId}`);
    if (!outcome.ok) {
      if (outcome.code !== 'insufficient_funds') throw new Error(`the ledger refused the stake of slip ${slipId}: ${outcome.code}`);
      refused.push(slipId);
      const extra = outcome.balanceMinor === null ? undefined : { balanceMinor: outcome.balanceMinor.toString() };
      answers[index] = { kind: 'refused', error: new AppError('insufficient_funds', undefined, extra) };
      return;
    }
    const owner = { brandId: slip.brandId, vendorCode: slip.vendorCode, roundId: slipRoundId(slipId), accountId: slip.accountId };
    stakes.push({ ...owner, gameCode: slip.gameCode, gameType: slip.gameType, currency: slip.currency, stakeMinor: slip.stakeMinor });
    claims.push({
      ...owner,
      action: 'debit',
      transactionId: slipRoundId(slipId),
      amountMinor: slip.stakeMinor,
      ledgerTransferId: outcome.transfer.id,
    });
    answers[index] = { kind: 'placed', slipId, status: 'open', balanceMinor: outcome.balanceMinor, view };
  });
  await deleteSlips(tx, refused);
  await finishStakes(tx, { brandId: first.brandId, vendorCode: first.vendorCode, at, stakes, claims });
}
