/**
 * What a slip returns at its legs' settlements (decision 058), with packages/games' rules: a
 * single is floor(stake × leg factor), a parlay floor(stake × Π leg factors) once every leg is in
 * (or 0 at once when one lost), both capped at the slip's maximum payout. A slip whose every leg is
 * void is void (its stake back, and its round not a valid bet).
 */
import { settleSelection } from '@pkg/games/sports/markets';
import { settleParlay } from '@pkg/games/sports/parlay';
import { settleSingle, type Settlement } from '@pkg/games/sports/settlement';
import type { FixtureResult, Market, Score } from '@pkg/games/sports/sport-types';

/** What a leg is settled by: its market, selection and in-play score, and its fixture's result (none yet: null). */
export interface LegFacts {
  definition: Market;
  selectionCode: string;
  scoreAtBet: Score | null;
  result: FixtureResult | null;
  resultVersion: number;
}

/**
 * A leg's settlement at its fixture's current result, worked out when needed (never stored, so a
 * corrected result changes it without a write): null while the fixture has no result, or when the
 * result cannot settle the market (the desk refuses such results; an old one read here counts as none).
 */
export function legSettlement(leg: LegFacts): Settlement | null {
  if (leg.resultVersion === 0 || !leg.result) return null;
  try {
    return settleSelection(leg.definition, leg.selectionCode, leg.result, leg.scoreAtBet ? { scoreAtBet: leg.scoreAtBet } : {});
  } catch {
    return null;
  }
}

/** A slip's legs at settlement: price and settlement (absent while its fixture has no result). */
export interface SettlingLeg {
  priceX10k: number;
  settlement: Settlement | null;
}

/** What a slip returns now: decided (its return and whether it is void) or still waiting for a leg. */
export type SlipOutcome = { decided: true; returnMinor: bigint; void: boolean } | { decided: false };

const isVoid = (leg: SettlingLeg) => leg.settlement?.kind === 'push' && leg.settlement.void === true;

/** The outcome of a slip over its legs. */
export function slipOutcome(
  slip: { kind: 'single' | 'parlay'; stakeMinor: bigint; maxPayoutMinor: bigint },
  legs: readonly SettlingLeg[],
): SlipOutcome {
  if (slip.kind === 'single') {
    const [leg] = legs;
    if (!leg?.settlement) return { decided: false };
    return {
      decided: true,
      returnMinor: settleSingle(slip.stakeMinor, leg.priceX10k, leg.settlement, slip.maxPayoutMinor),
      void: isVoid(leg),
    };
  }
  const result = settleParlay(
    slip.stakeMinor,
    legs.map((leg) => ({ priceX10k: leg.priceX10k, ...(leg.settlement ? { settlement: leg.settlement } : {}) })),
    slip.maxPayoutMinor,
  );
  if (result.status === 'pending') return { decided: false };
  return { decided: true, returnMinor: result.returnMinor, void: legs.every(isVoid) };
}
