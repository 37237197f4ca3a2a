/**
 * The bet slip in the browser (decision 058): the picks the player tapped (one per selection), a
 * stake for each single and one for the parlay, and what they return. The server checks and prices
 * everything again; this only shows the player what they are about to place.
 */
import type { MarketDefinition } from '@pkg/contracts/sports';
import { parlayPotentialReturn } from '@pkg/games/sports/parlay';
import { decimalOdds } from '@pkg/games/sports/odds-formats';

/** A tapped selection with what the slip shows of it. */
export interface SlipPick {
  selectionId: string;
  fixtureId: string;
  fixtureName: string;
  home: string | null;
  away: string | null;
  sportCode: string;
  definition: MarketDefinition;
  code: string;
  name: string | null;
  /** The price now (live events move it) and the one the player first saw. */
  priceX10k: number;
  seenPriceX10k: number;
  open: boolean;
}

export interface SlipState {
  picks: SlipPick[];
  /** Stakes as typed (major units), by selection id; and the parlay's. */
  stakes: Record<string, string>;
  parlayStake: string;
}

export const EMPTY_SLIP: SlipState = { picks: [], stakes: {}, parlayStake: '' };

/** Adds a pick, or takes it off when tapped again. */
export function togglePick(state: SlipState, pick: SlipPick): SlipState {
  if (state.picks.some((p) => p.selectionId === pick.selectionId)) return removePick(state, pick.selectionId);
  return { ...state, picks: [...state.picks, pick] };
}

export function removePick(state: SlipState, selectionId: string): SlipState {
  const stakes = { ...state.stakes };
  delete stakes[selectionId];
  return { ...state, picks: state.picks.filter((p) => p.selectionId !== selectionId), stakes };
}

/** A price move or suspension from the live stream, applied to the picks it concerns. */
export function movePicks(state: SlipState, changes: ReadonlyArray<{ selectionId: string; priceX10k: number; open: boolean }>): SlipState {
  const byId = new Map(changes.map((change) => [change.selectionId, change]));
  if (!state.picks.some((pick) => byId.has(pick.selectionId))) return state;
  return {
    ...state,
    picks: state.picks.map((pick) => {
      const change = byId.get(pick.selectionId);
      return change ? { ...pick, priceX10k: change.priceX10k, open: change.open } : pick;
    }),
  };
}

/** The player accepts the prices now (what they place is checked against these). */
export function acceptPrices(state: SlipState): SlipState {
  return { ...state, picks: state.picks.map((pick) => ({ ...pick, seenPriceX10k: pick.priceX10k })) };
}

/** Whether the picks make a parlay: two or more, each of a different fixture, at most `maxLegs`. */
export function parlayAllowed(picks: readonly SlipPick[], maxLegs: number): boolean {
  const fixtures = new Set(picks.map((pick) => pick.fixtureId));
  return picks.length >= 2 && picks.length <= maxLegs && fixtures.size === picks.length;
}

/** The parlay's combined decimal odds as text with two decimals (rounded down). */
export function parlayOddsText(picks: readonly SlipPick[]): string {
  const product = picks.reduce(
    (odds, pick) => {
      const d = decimalOdds(pick.priceX10k);
      return { num: odds.num * d.num, den: odds.den * d.den };
    },
    { num: 1n, den: 1n },
  );
  const hundredths = (product.num * 100n) / product.den;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** What a stake returns if every pick wins (stake included), capped at the maximum payout. */
export function potentialReturn(stakeMinor: bigint, picks: readonly SlipPick[], maxPayoutMinor: bigint): bigint {
  if (stakeMinor <= 0n || picks.length === 0) return 0n;
  return parlayPotentialReturn(
    stakeMinor,
    picks.map((pick) => pick.priceX10k),
    maxPayoutMinor,
  );
}

/** Whether a pick's price moved since the player saw it, and which way. */
export function priceMove(pick: SlipPick): 'up' | 'down' | null {
  if (pick.priceX10k === pick.seenPriceX10k) return null;
  return pick.priceX10k > pick.seenPriceX10k ? 'up' : 'down';
}
