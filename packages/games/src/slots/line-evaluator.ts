/**
 * Payline and scatter evaluation over a visible grid. Rules (the same in `reel-steppers.ts`, which
 * the exact statistics use; a test checks both agree on every stop combination of small titles):
 * - a line pays from the leftmost reel rightwards; its first symbol must be a regular symbol (wilds
 *   never sit on the first reel and scatters never pay on lines);
 * - wilds continue any run; a run of `count` reels pays paytable[symbol][count];
 * - a line whose first symbol belongs to a mixed combination (ANY7, ANYBAR) also counts that run,
 *   and the line pays only its single best combination (the exact symbol wins ties);
 * - scatters pay paytable[scatter][n] for n of them anywhere on the grid, on top of line wins.
 */
import type { SlotTitle, SlotWin } from './slot-types.ts';
import { lineCandidates, payFor, symbolKinds } from './symbol-kinds.ts';

/** The line wins of a grid (grid[reel][row]), at most one per payline. */
export function evaluateLines(title: SlotTitle, grid: readonly (readonly string[])[]): SlotWin[] {
  const kinds = symbolKinds(title);
  const wins: SlotWin[] = [];
  const reels = grid.length;
  for (let line = 0; line < title.paylines.length; line++) {
    const rows = title.paylines[line] as number[];
    const first = grid[0]?.[rows[0] as number] as string;
    if (kinds.get(first) !== 'regular') continue;
    let best: { id: string; count: number; credits: number } | undefined;
    for (const candidate of lineCandidates(title, first)) {
      let count = 1;
      while (count < reels) {
        const symbol = grid[count]?.[rows[count] as number] as string;
        if (!candidate.members.has(symbol) && kinds.get(symbol) !== 'wild') break;
        count++;
      }
      const credits = payFor(title, candidate.id, count);
      if (credits > 0 && (!best || credits > best.credits)) best = { id: candidate.id, count, credits };
    }
    if (best) {
      const cells = rows.slice(0, best.count).map((row, reel): [number, number] => [reel, row]);
      wins.push({ kind: 'line', symbol: best.id, count: best.count, line, cells, credits: best.credits });
    }
  }
  return wins;
}

/** The scatter wins of a grid: for each scatter symbol, its count anywhere and what that pays. */
export function evaluateScatters(title: SlotTitle, grid: readonly (readonly string[])[]): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const symbol of title.symbols) {
    if (symbol.kind !== 'scatter') continue;
    const cells: Array<[number, number]> = [];
    grid.forEach((column, reel) => column.forEach((id, row) => id === symbol.id && cells.push([reel, row])));
    const credits = payFor(title, symbol.id, cells.length);
    if (credits > 0) wins.push({ kind: 'scatter', symbol: symbol.id, count: cells.length, cells, credits });
  }
  return wins;
}
