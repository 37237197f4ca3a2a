/**
 * What a slip returns at its legs' settlements (decision 058), with packages/games' rules: a
 * single is floor(stake × leg factor), a parlay floor(stake × Π leg factors) once every leg is in
 * (or 0 at once when one lost), both capped at the slip's maximum payout. A slip whose every leg is
 * void is void (its stake back, and its round not a valid bet).
 */
import { rational } from '@pkg/games/exact/rational';
import { settleParlay } from '@pkg/games/sports/parlay';
import { settleSingle, type Settlement } from '@pkg/games/sports/settlement';
import type { StoredSettlement } from './sports-rows.ts';

/** A stored settlement as packages/games reads it. */
export function settlementOf(stored: StoredSettlement): Settlement {
  return {
    kind: stored.kind,
    ...(stored.void ? { void: true } : {}),
    ...(stored.deadHeat ? { deadHeat: rational(BigInt(stored.deadHeat[0]), BigInt(stored.deadHeat[1])) } : {}),
  };
}

/** A settlement as its column keeps it (a dead heat's share as text, since JSON has no bigint). */
export function storedOf(settlement: Settlement): StoredSettlement {
  return {
    kind: settlement.kind,
    ...(settlement.void ? { void: true } : {}),
    ...(settlement.deadHeat ? { deadHeat: [settlement.deadHeat.num.toString(), settlement.deadHeat.den.toString()] } : {}),
  };
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
