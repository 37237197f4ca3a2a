import type { SlotHistoryItem, SlotSpinValue, SlotTitleView, SlotWinView } from '@pkg/contracts/house-slots';
import type { SlotTitle, SlotWin } from '@pkg/games/slots/slot-types';
import type { SpinRow } from './house-slots.queries.ts';

/** A title as the game page draws it: everything but the reel strips (the maths stays here). */
export function titleView(title: SlotTitle): SlotTitleView {
  const paytable = Object.entries(title.paytable).flatMap(([symbol, pays]) =>
    Object.entries(pays ?? {})
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
      .map(([count, credits]) => ({ symbol, count: Number(count), credits })),
  );
  paytable.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.count - b.count);
  return {
    code: title.code,
    name: title.name,
    kind: title.kind,
    reelCount: title.reelCount,
    rows: title.rows,
    symbols: title.symbols.map(({ id, name, kind }) => ({ id, name, kind })),
    paylines: title.paylines,
    paytable,
    mixed: Object.entries(title.mixed ?? {}).map(([id, symbols]) => ({ id, symbols })),
    betCredits: title.betCredits,
    rtp: title.rtp,
  };
}

/** Minor units a win of `credits` pays on a stake: stake × credits / betCredits (exact: stakes are multiples of betCredits). */
export function creditsToMinor(stakeMinor: bigint, credits: number, betCredits: number): bigint {
  return (stakeMinor * BigInt(credits)) / BigInt(betCredits);
}

/** The wins of a spin with their amounts. */
export function winViews(wins: readonly SlotWin[], stakeMinor: bigint, betCredits: number): SlotWinView[] {
  return wins.map((win) => ({
    kind: win.kind,
    symbol: win.symbol,
    count: win.count,
    ...(win.line === undefined ? {} : { line: win.line }),
    ...(win.ways === undefined ? {} : { ways: win.ways }),
    cells: win.cells.map(([reel, row]) => [reel, row] as [number, number]),
    credits: win.credits,
    amountMinor: creditsToMinor(stakeMinor, win.credits, betCredits).toString(),
  }));
}

/** A settled spin's answer. */
export function spinView(spin: SpinRow, betCredits: number, replayed: boolean): SlotSpinValue {
  return {
    roundId: spin.roundId,
    spinId: spin.spinId,
    titleCode: spin.gameCode,
    stops: spin.stops ?? [],
    grid: spin.grid ?? [],
    wins: winViews(spin.wins ?? [], spin.stakeMinor, betCredits),
    winCredits: spin.winCredits ?? 0,
    stakeMinor: spin.stakeMinor.toString(),
    winMinor: (spin.winMinor ?? 0n).toString(),
    balanceBeforeMinor: (spin.balanceBeforeMinor ?? 0n).toString(),
    balanceAfterMinor: (spin.balanceAfterMinor ?? 0n).toString(),
    replayed,
    createdAt: spin.createdAt.toISOString(),
  };
}

/** A spin of the history list: settled, refunded, refused, or still open. */
export function historyItemView(spin: SpinRow, betCredits: number): SlotHistoryItem {
  const status = spin.status === 'settled' || spin.status === 'refunded' || spin.status === 'refused' ? spin.status : 'open';
  const drawn = status === 'settled' || status === 'open';
  return {
    roundId: spin.roundId,
    status,
    stakeMinor: spin.stakeMinor.toString(),
    winMinor: (status === 'settled' ? (spin.winMinor ?? 0n) : 0n).toString(),
    balanceBeforeMinor: spin.balanceBeforeMinor?.toString() ?? null,
    balanceAfterMinor: spin.balanceAfterMinor?.toString() ?? null,
    grid: drawn ? (spin.grid ?? []) : [],
    wins: drawn ? winViews(spin.wins ?? [], spin.stakeMinor, betCredits) : [],
    createdAt: spin.createdAt.toISOString(),
  };
}
