import { findSlotTitle } from '@pkg/games/slots/titles';
import type { SlotWinView } from '@pkg/contracts/house-slots';
import type { Queryable } from '../../db/client.ts';
import { selectSpin } from './house-slots.queries.ts';
import { winViews } from './slot-views.ts';

/** What the betting record's round detail shows of a house slot spin. */
export interface HouseSlotRoundDetail {
  kind: 'house-slot';
  titleCode: string;
  status: string;
  stops: number[];
  grid: string[][];
  wins: SlotWinView[];
  winCredits: number;
  stakeMinor: string;
  winMinor: string;
  balanceBeforeMinor: string | null;
  balanceAfterMinor: string | null;
  /** Set when a recovery finished the spin: resumed (the stored win paid) or refunded. */
  recovered: 'resumed' | 'refunded' | null;
}

/**
 * The round detail of a house slot round (decision 024), for the betting record: the grid, stops
 * and wins with their amounts, the stake, the win and the balance before and after; null when the
 * round is not a house slot spin of that brand and vendor. The vendor wallet's `roundDetail` hook.
 */
export async function houseSlotRoundDetail(
  db: Queryable,
  brandId: string,
  vendorCode: string,
  roundId: string,
): Promise<HouseSlotRoundDetail | null> {
  const spin = await selectSpin(db, brandId, roundId);
  if (!spin || spin.vendorCode !== vendorCode) return null;
  const betCredits = findSlotTitle(spin.gameCode)?.betCredits ?? 1;
  const drawn = spin.status === 'settled' || spin.status === 'drawn';
  return {
    kind: 'house-slot',
    titleCode: spin.gameCode,
    status: spin.status,
    stops: drawn ? (spin.stops ?? []) : [],
    grid: drawn ? (spin.grid ?? []) : [],
    wins: drawn ? winViews(spin.wins ?? [], spin.stakeMinor, betCredits) : [],
    winCredits: drawn ? (spin.winCredits ?? 0) : 0,
    stakeMinor: spin.stakeMinor.toString(),
    winMinor: (spin.status === 'settled' ? (spin.winMinor ?? 0n) : 0n).toString(),
    balanceBeforeMinor: spin.balanceBeforeMinor?.toString() ?? null,
    balanceAfterMinor: spin.balanceAfterMinor?.toString() ?? null,
    recovered: spin.recovered,
  };
}
