/**
 * A slip against the book (decision 058): the quotes of its selections as packages/games'
 * `validateSlip` reads them, the fixture-started rule it does not know, and its problems as the
 * one error the player gets (with every problem and the current prices beside it).
 */
import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { OddsPolicy, SlipProblemWire } from '@pkg/contracts/sports';
import {
  type QuotedSelection,
  type SlipDecision,
  type SlipLimits,
  type SlipProblem,
  type SlipRequest,
  validateSlip,
} from '@pkg/games/sports/bet-slip';
import { AppError } from '../../http/errors.ts';
import type { BookRulesRow, QuoteRow } from './sports-rows.ts';

/** Whether a quote's fixture has moved past the prices the slip was built on (a pre-match price after the start). */
export function startedFor(quote: QuoteRow, now: Date): boolean {
  if (quote.fixtureStatus === 'live') return !quote.inPlay;
  return quote.fixtureStatus === 'prematch' && quote.startsAt.getTime() <= now.getTime();
}

/** Whether a quote takes bets now (its fixture's state allowing). */
function openNow(quote: QuoteRow, now: Date): boolean {
  if (!quote.selectionOpen || quote.marketStatus !== 'open') return false;
  if (quote.fixtureStatus === 'live') return quote.inPlay;
  return quote.fixtureStatus === 'prematch' && quote.startsAt.getTime() > now.getTime();
}

/** The quotes as validateSlip reads them, keyed by selection id. */
export function quotedSelections(quotes: ReadonlyMap<string, QuoteRow>, now: Date): Map<string, QuotedSelection> {
  const out = new Map<string, QuotedSelection>();
  for (const [id, quote] of quotes) {
    out.set(id, {
      fixtureId: quote.fixtureId,
      priceX10k: quote.priceX10k,
      open: openNow(quote, now),
      minStakeMinor: quote.minStakeMinor,
      maxStakeMinor: quote.maxStakeMinor,
      ...(quote.selectionMaxMinor === null ? {} : { selectionMaxStakeMinor: quote.selectionMaxMinor }),
    });
  }
  return out;
}

/** The brand's and the player's limits of a slip. */
export function slipLimits(rules: BookRulesRow, stakeFactorX10k: number): SlipLimits {
  return {
    stakeFactorX10k,
    maxPayoutMinor: rules.maxPayoutMinor,
    parlayMinLegs: rules.parlayMinLegs,
    parlayMaxLegs: rules.parlayMaxLegs,
    parlayMinStakeMinor: rules.parlayMinStakeMinor,
    parlayMaxStakeMinor: rules.parlayMaxStakeMinor,
  };
}

/** What a slip asks for, checked for shape by the contract. */
export interface SlipAsk {
  kind: 'single' | 'parlay';
  legs: ReadonlyArray<{ selectionId: string; priceX10k: number }>;
  stakeMinor: bigint;
  policy: OddsPolicy;
}

/** The decision on a slip: the book's own refusal (a leg's fixture started), or packages/games' decision. */
export type SlipCheck = { started: true } | { started: false; decision: SlipDecision };

/** Checks a slip against the quotes now (the book's started rule first, then validateSlip). */
export function checkSlip(ask: SlipAsk, quotes: ReadonlyMap<string, QuoteRow>, limits: SlipLimits, now: Date): SlipCheck {
  if (ask.legs.some((leg) => quotes.has(leg.selectionId) && startedFor(quotes.get(leg.selectionId) as QuoteRow, now))) {
    return { started: true };
  }
  const request: SlipRequest = {
    kind: ask.kind,
    legs: ask.legs.map((leg) => ({ selectionId: leg.selectionId, seenPriceX10k: leg.priceX10k })),
    stakeMinor: ask.stakeMinor,
    policy: ask.policy,
  };
  return { started: false, decision: validateSlip(request, quotedSelections(quotes, now), limits) };
}

const SHAPE: ReadonlySet<SlipProblem['code']> = new Set([
  'single_needs_one_leg',
  'too_few_legs',
  'too_many_legs',
  'duplicate_selection',
  'selection_unknown',
  'same_fixture',
]);
const STAKE: ReadonlySet<SlipProblem['code']> = new Set([
  'stake_not_positive',
  'stake_below_min',
  'stake_above_max',
  'max_payout_exceeded',
]);

/** The error code of a refusal: the first of shape, closed, price changed, stake (in that order). */
export function refusalCode(problems: readonly SlipProblem[]): ErrorCode {
  if (problems.some((p) => SHAPE.has(p.code))) return 'sport_slip_invalid';
  if (problems.some((p) => p.code === 'selection_closed')) return 'sport_selection_closed';
  if (problems.some((p) => p.code === 'price_changed')) return 'sport_price_changed';
  return 'sport_stake_limit';
}

/** The problems as the failure envelope carries them (JSON text under `problems`). */
export function problemsWire(problems: readonly SlipProblem[]): SlipProblemWire[] {
  return problems.map((p) => ({
    code: p.code,
    ...(p.selectionId === undefined ? {} : { selectionId: p.selectionId }),
    ...(p.priceX10k === undefined ? {} : { priceX10k: p.priceX10k }),
    ...(p.limitMinor === undefined ? {} : { limitMinor: p.limitMinor.toString() }),
  }));
}

/** The refusal as an error: its code, every problem and, for a stake refusal, the limit broken. */
export function refusalError(problems: readonly SlipProblem[]): AppError {
  const code = refusalCode(problems);
  const limit = STAKE.has(problems.find((p) => STAKE.has(p.code))?.code ?? 'too_few_legs')
    ? problems.find((p) => p.limitMinor !== undefined)?.limitMinor
    : undefined;
  return new AppError(code, problems.map((p) => p.code).join(', '), {
    problems: JSON.stringify(problemsWire(problems)),
    ...(limit === undefined ? {} : { limitMinor: limit.toString() }),
  });
}

/** The refusal of a slip whose leg's fixture started. */
export function startedError(): AppError {
  return new AppError('sport_fixture_started');
}
