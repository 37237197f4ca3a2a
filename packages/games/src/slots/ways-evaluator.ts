/**
 * "243 ways" evaluation: a symbol pays when it appears on adjacent reels from the leftmost one,
 * anywhere in each reel's window. For each regular symbol on the first reel, count the cells
 * showing it or a wild on each reel until a reel has none; a run over `count` reels pays
 * paytable[symbol][count] per way, and the ways are the product of those per-reel counts. Each
 * symbol pays once (no double counting of a way under two symbols' names), wilds never sit on the
 * first reel, and scatters pay separately (`evaluateScatters`).
 */
import type { SlotTitle, SlotWin } from './slot-types.ts';
import { payFor, symbolKinds } from './symbol-kinds.ts';

/** The ways wins of a grid (grid[reel][row]), at most one per symbol. */
export function evaluateWays(title: SlotTitle, grid: readonly (readonly string[])[]): SlotWin[] {
  const kinds = symbolKinds(title);
  const firstReel = grid[0] ?? [];
  const wins: SlotWin[] = [];
  for (const symbol of new Set(firstReel)) {
    if (kinds.get(symbol) !== 'regular') continue;
    let ways = 1;
    let count = 0;
    const cells: Array<[number, number]> = [];
    for (let reel = 0; reel < grid.length; reel++) {
      const column = grid[reel] as readonly string[];
      const before = cells.length;
      for (let row = 0; row < column.length; row++) {
        const id = column[row] as string;
        if (id === symbol || kinds.get(id) === 'wild') cells.push([reel, row]);
      }
      if (cells.length === before) break;
      ways *= cells.length - before;
      count++;
    }
    const perWay = payFor(title, symbol, count);
    if (perWay > 0) wins.push({ kind: 'ways', symbol, count, ways, cells, credits: perWay * ways });
  }
  return wins;
}
