/**
 * Bet slip checks before a bet is accepted: the legs against the current prices and the player's
 * odds-change preference, the stake against the market, selection and parlay limits scaled by the
 * player's stake factor, and the maximum payout. Every failure is a problem with a code. (In-play
 * bets are held a few seconds by the server and this check runs again on the prices then.)
 */
import { type PriceX10k } from './odds-formats.ts';
import { parlayOdds } from './parlay.ts';

/** What the player accepts when a price moved since they saw it. */
export type OddsChangePolicy = 'accept_any' | 'accept_higher' | 'none';

/** A leg as the player submits it: the selection and the price on their screen. */
export interface SlipLeg {
  readonly selectionId: string;
  readonly seenPriceX10k: PriceX10k;
}

/** A selection as the book quotes it now, with its market's stake limits. */
export interface QuotedSelection {
  readonly fixtureId: string;
  readonly priceX10k: PriceX10k;
  /** False while the selection or its market is suspended or closed. */
  readonly open: boolean;
  readonly minStakeMinor: bigint;
  readonly maxStakeMinor: bigint;
  /** A tighter maximum on this selection alone, when the desk set one. */
  readonly selectionMaxStakeMinor?: bigint;
}

/** The player's and the brand's limits on a slip (data). */
export interface SlipLimits {
  /** The player's stake factor × 10_000 on every maximum stake: 10_000 = as set, 2_500 = a quarter. */
  readonly stakeFactorX10k: number;
  /** The largest return (stake included) one bet may pay. */
  readonly maxPayoutMinor: bigint;
  readonly parlayMinLegs: number;
  readonly parlayMaxLegs: number;
  readonly parlayMinStakeMinor: bigint;
  readonly parlayMaxStakeMinor: bigint;
}

/** Defaults: factor 1, payout at most 10 000 000 minor units, parlays of 2 to 10 legs. */
export const DEFAULT_SLIP_LIMITS: Readonly<SlipLimits> = Object.freeze({
  stakeFactorX10k: 10_000,
  maxPayoutMinor: 10_000_000n,
  parlayMinLegs: 2,
  parlayMaxLegs: 10,
  parlayMinStakeMinor: 100n,
  parlayMaxStakeMinor: 1_000_000n,
});

/** Why a slip was refused. */
export type SlipProblemCode =
  | 'single_needs_one_leg'
  | 'too_few_legs'
  | 'too_many_legs'
  | 'duplicate_selection'
  | 'selection_unknown'
  | 'selection_closed'
  | 'same_fixture'
  | 'price_changed'
  | 'stake_not_positive'
  | 'stake_below_min'
  | 'stake_above_max'
  | 'max_payout_exceeded';

/** One failure: its code, the leg it concerns, the new price (price_changed) or the limit broken. */
export interface SlipProblem {
  readonly code: SlipProblemCode;
  readonly selectionId?: string;
  readonly priceX10k?: PriceX10k;
  /** The stake limit for stake_below_min, stake_above_max and max_payout_exceeded. */
  readonly limitMinor?: bigint;
}

/** A leg at the price the book takes it (the current price). */
export interface PricedLeg {
  readonly selectionId: string;
  readonly priceX10k: PriceX10k;
}

/** The decision: accepted at the listed prices, or refused with its problems and the prices now. */
export type SlipDecision =
  | { readonly accepted: true; readonly legs: readonly PricedLeg[]; readonly potentialReturnMinor: bigint; readonly pricesChanged: boolean }
  | { readonly accepted: false; readonly problems: readonly SlipProblem[]; readonly legs: readonly PricedLeg[] };

/** A player's submitted slip. */
export interface SlipRequest {
  readonly kind: 'single' | 'parlay';
  readonly legs: readonly SlipLeg[];
  readonly stakeMinor: bigint;
  readonly policy: OddsChangePolicy;
}

const minOf = (values: bigint[]): bigint => values.reduce((a, b) => (b < a ? b : a));
const maxOf = (values: bigint[]): bigint => values.reduce((a, b) => (b > a ? b : a));

/**
 * The stake range of a slip over its quoted legs: min = the largest of the legs' market minimums
 * (and the parlay minimum); max = the smallest of the legs' market and selection maximums (and the
 * parlay maximum) × the player's stake factor, floored; and the largest stake whose return at
 * these prices stays within the maximum payout.
 */
export function stakeRange(
  kind: SlipRequest['kind'],
  quotes: readonly QuotedSelection[],
  limits: SlipLimits = DEFAULT_SLIP_LIMITS,
): { minStakeMinor: bigint; maxStakeMinor: bigint; maxStakeForPayoutMinor: bigint } {
  if (quotes.length === 0) throw new RangeError('a slip needs at least one leg');
  const parlay = kind === 'parlay';
  const minimum = maxOf([...quotes.map((q) => q.minStakeMinor), ...(parlay ? [limits.parlayMinStakeMinor] : [])]);
  const caps = quotes.flatMap((q) => [q.maxStakeMinor, ...(q.selectionMaxStakeMinor === undefined ? [] : [q.selectionMaxStakeMinor])]);
  const maximum = (minOf([...caps, ...(parlay ? [limits.parlayMaxStakeMinor] : [])]) * BigInt(limits.stakeFactorX10k)) / 10_000n;
  // floor(s × P) ≤ M  ⇔  s × P < M + 1  ⇔  s ≤ ((M + 1) × den − 1) / num.
  const odds = parlayOdds(quotes.map((q) => q.priceX10k));
  const forPayout = ((limits.maxPayoutMinor + 1n) * odds.den - 1n) / odds.num;
  return { minStakeMinor: minimum, maxStakeMinor: maximum, maxStakeForPayoutMinor: forPayout };
}

/** The problems of a slip's shape: how many legs, repeats, and two legs of one fixture in a parlay. */
function shapeProblems(request: SlipRequest, quotes: ReadonlyMap<string, QuotedSelection>, limits: SlipLimits): SlipProblem[] {
  const problems: SlipProblem[] = [];
  const count = request.legs.length;
  if (request.kind === 'single' && count !== 1) problems.push({ code: 'single_needs_one_leg' });
  if (request.kind === 'parlay' && count < limits.parlayMinLegs) problems.push({ code: 'too_few_legs' });
  if (request.kind === 'parlay' && count > limits.parlayMaxLegs) problems.push({ code: 'too_many_legs' });
  const seen = new Set<string>();
  const fixtures = new Set<string>();
  for (const { selectionId } of request.legs) {
    if (seen.has(selectionId)) problems.push({ code: 'duplicate_selection', selectionId });
    seen.add(selectionId);
    const quote = quotes.get(selectionId);
    if (!quote) continue;
    // Legs of one fixture are correlated (a home win and over 2.5 move together): never in a parlay.
    if (request.kind === 'parlay' && fixtures.has(quote.fixtureId) && !problems.some((p) => p.selectionId === selectionId)) {
      problems.push({ code: 'same_fixture', selectionId });
    }
    fixtures.add(quote.fixtureId);
  }
  return problems;
}

/** Whether the player's policy takes `now` in place of `seen`. */
function policyAccepts(policy: OddsChangePolicy, seen: PriceX10k, now: PriceX10k): boolean {
  if (policy === 'accept_any') return true;
  return policy === 'accept_higher' ? now >= seen : now === seen;
}

/**
 * Decides a slip: accepted at the current prices when every leg is known and open, every price
 * change is one the player's policy takes (accept_any: any; accept_higher: equal or higher;
 * none: unchanged), the slip's shape is sound and the stake within its limits; otherwise refused
 * with every problem found and the current prices, so the player can look again.
 */
export function validateSlip(
  request: SlipRequest,
  quotes: ReadonlyMap<string, QuotedSelection>,
  limits: SlipLimits = DEFAULT_SLIP_LIMITS,
): SlipDecision {
  const problems = shapeProblems(request, quotes, limits);
  const legs: PricedLeg[] = [];
  const known: QuotedSelection[] = [];
  for (const { selectionId, seenPriceX10k } of request.legs) {
    const quote = quotes.get(selectionId);
    if (!quote) {
      problems.push({ code: 'selection_unknown', selectionId });
      continue;
    }
    legs.push({ selectionId, priceX10k: quote.priceX10k });
    known.push(quote);
    if (!quote.open) problems.push({ code: 'selection_closed', selectionId });
    else if (!policyAccepts(request.policy, seenPriceX10k, quote.priceX10k)) {
      problems.push({ code: 'price_changed', selectionId, priceX10k: quote.priceX10k });
    }
  }
  const stake = request.stakeMinor;
  if (stake <= 0n) problems.push({ code: 'stake_not_positive' });
  else if (known.length > 0) {
    const range = stakeRange(request.kind, known, limits);
    if (stake < range.minStakeMinor) problems.push({ code: 'stake_below_min', limitMinor: range.minStakeMinor });
    if (stake > range.maxStakeMinor) problems.push({ code: 'stake_above_max', limitMinor: range.maxStakeMinor });
    if (stake > range.maxStakeForPayoutMinor) problems.push({ code: 'max_payout_exceeded', limitMinor: range.maxStakeForPayoutMinor });
  }
  if (problems.length > 0) return { accepted: false, problems, legs };
  const odds = parlayOdds(legs.map((leg) => leg.priceX10k));
  return {
    accepted: true,
    legs,
    potentialReturnMinor: (stake * odds.num) / odds.den,
    pricesChanged: request.legs.some((leg, i) => leg.seenPriceX10k !== legs[i]!.priceX10k),
  };
}
