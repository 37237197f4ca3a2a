/**
 * Structural checks of a title that the evaluators rely on. Every shipped title passes them (a
 * unit test); a new or edited title must too before its RTP can be trusted.
 */
import type { SlotTitle } from './slot-types.ts';

/** The problems found in a title, empty when it is sound. */
export function titleProblems(title: SlotTitle): string[] {
  const problems: string[] = [];
  const kinds = new Map(title.symbols.map((symbol) => [symbol.id, symbol.kind]));
  if (kinds.size !== title.symbols.length) problems.push('symbol ids repeat');
  if (title.reels.length !== title.reelCount) problems.push(`${title.reels.length} reel strips for ${title.reelCount} reels`);
  title.reels.forEach((strip, reel) => {
    if (strip.length < title.rows) problems.push(`reel ${reel} is shorter than the window`);
    for (const id of strip) {
      if (!kinds.has(id)) problems.push(`reel ${reel} has unknown symbol ${id}`);
      // A line or way is named by its first-reel symbol, so a wild there would have no name.
      if (reel === 0 && kinds.get(id) === 'wild') problems.push('a wild sits on the first reel');
    }
  });
  const needsLines = title.kind !== 'ways';
  if (needsLines && title.paylines.length === 0) problems.push('a line game without paylines');
  for (const [index, rows] of title.paylines.entries()) {
    if (rows.length !== title.reelCount || rows.some((row) => !Number.isInteger(row) || row < 0 || row >= title.rows)) {
      problems.push(`payline ${index} is off the grid`);
    }
  }
  const payIds = new Set([...kinds.keys(), ...Object.keys(title.mixed ?? {})]);
  for (const [id, pays] of Object.entries(title.paytable)) {
    if (!payIds.has(id)) problems.push(`paytable names unknown ${id}`);
    for (const credits of Object.values(pays)) {
      if (!Number.isSafeInteger(credits) || (credits as number) < 0) problems.push(`paytable ${id} pays a non-whole number`);
    }
  }
  for (const [id, members] of Object.entries(title.mixed ?? {})) {
    if (kinds.has(id)) problems.push(`mixed combination ${id} shadows a symbol`);
    if (members.some((member) => kinds.get(member) !== 'regular')) problems.push(`mixed combination ${id} has a non-regular member`);
  }
  if (!Number.isSafeInteger(title.betCredits) || title.betCredits < 1) problems.push('betCredits is not a positive whole number');
  if (needsLines && title.betCredits !== title.paylines.length) problems.push('a line game must cost one credit per line');
  return problems;
}
