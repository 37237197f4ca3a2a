import type { LiveTableSettingsView } from '@pkg/contracts/live-tables';

/**
 * The chips a player has put on the layout but not yet confirmed, in the order they were put
 * (so Undo takes the last one back), and what Repeat and Double make of them. Pure: the page
 * keeps the slip in its state and sends `slipBets` when the player confirms.
 */

/** One chip (or several at once, from Repeat or Double) on a spot. */
export interface Placement {
  spot: string;
  amountMinor: bigint;
}

export type Slip = readonly Placement[];

/** A bet already taken by the server, as the page holds it. */
export interface PlacedStake {
  spot: string;
  stakeMinor: string;
}

/** The slip's total per spot. */
export function slipTotals(slip: Slip): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { spot, amountMinor } of slip) totals.set(spot, (totals.get(spot) ?? 0n) + amountMinor);
  return totals;
}

/** What the slip adds up to. */
export const slipTotal = (slip: Slip): bigint => slip.reduce((sum, placement) => sum + placement.amountMinor, 0n);

/** Stakes per spot of bets the server took. */
export function placedTotals(bets: readonly PlacedStake[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const bet of bets) totals.set(bet.spot, (totals.get(bet.spot) ?? 0n) + BigInt(bet.stakeMinor));
  return totals;
}

/** One more chip on a spot. */
export const addChip = (slip: Slip, spot: string, amountMinor: bigint): Slip => [...slip, { spot, amountMinor }];

/** The slip without its last chip. */
export const undoChip = (slip: Slip): Slip => slip.slice(0, -1);

/** Repeat: last round's bets, spot by spot, as one placement each. */
export function repeatSlip(lastRound: readonly PlacedStake[], spots: readonly string[]): Slip {
  const totals = placedTotals(lastRound);
  return spots.flatMap((spot) => {
    const amountMinor = totals.get(spot);
    return amountMinor ? [{ spot, amountMinor }] : [];
  });
}

/**
 * Double: every spot the player is on gets as much again. With unconfirmed chips that means the
 * slip's own; with none, the bets already placed this round (so the confirm adds their match).
 */
export function doubleSlip(slip: Slip, placed: readonly PlacedStake[], spots: readonly string[]): Slip {
  const base = slip.length > 0 ? slipTotals(slip) : placedTotals(placed);
  const more = spots.flatMap((spot) => {
    const amountMinor = base.get(spot);
    return amountMinor ? [{ spot, amountMinor }] : [];
  });
  return [...slip, ...more];
}

/** The placing call's bets: one per spot, in layout order. */
export function slipBets(slip: Slip, spots: readonly string[]): Array<{ spot: string; amountMinor: string }> {
  const totals = slipTotals(slip);
  return spots.flatMap((spot) => {
    const amountMinor = totals.get(spot);
    return amountMinor ? [{ spot, amountMinor: amountMinor.toString() }] : [];
  });
}

/** A spot's stake limits (its own, else the table's default). */
export function spotLimit(settings: LiveTableSettingsView, spot: string): { minMinor: bigint; maxMinor: bigint } {
  const limit = settings.limits.spots[spot] ?? settings.limits.defaultSpot;
  return { minMinor: BigInt(limit.minMinor), maxMinor: BigInt(limit.maxMinor) };
}

/** Why the page would not send a slip yet (the server checks everything again): over a spot's maximum, or both of an opposite pair. */
export type SlipProblem =
  { code: 'above_max'; spot: string } | { code: 'below_min'; spot: string } | { code: 'opposite_bets'; spot: string };

/** The first problem of the slip with the bets already placed, or null. */
export function slipProblem(slip: Slip, placed: readonly PlacedStake[], settings: LiveTableSettingsView): SlipProblem | null {
  const pending = slipTotals(slip);
  const already = placedTotals(placed);
  for (const spot of settings.spots) {
    const add = pending.get(spot);
    if (!add) continue;
    const total = add + (already.get(spot) ?? 0n);
    const { minMinor, maxMinor } = spotLimit(settings, spot);
    if (total > maxMinor) return { code: 'above_max', spot };
    if (total < minMinor) return { code: 'below_min', spot };
  }
  if (!settings.limits.allowOpposite) {
    for (const [a, b] of settings.limits.opposites) {
      const on = (spot: string) => (pending.get(spot) ?? 0n) + (already.get(spot) ?? 0n) > 0n;
      if (on(a) && on(b)) return { code: 'opposite_bets', spot: pending.has(b) ? b : a };
    }
  }
  return null;
}
