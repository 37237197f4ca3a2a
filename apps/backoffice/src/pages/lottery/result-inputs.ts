/**
 * The official-result form as pure data: one row per prize tier (Vietnamese tables) or one row of
 * positions (the other formats), one input per number, and turning what staff typed into the
 * `numbers` array the server takes (table order, special prize first). The browser checks with
 * the same `checkResult` the server runs again.
 */
import { checkResult } from '@pkg/games/lottery/draw-result';
import type { LotteryFormat } from '@pkg/games/lottery/lottery-types';
import { VN_TIERS, isVnFormat, type VnTierCode } from '@pkg/games/lottery/vn-tiers';

/** One row of the form: `count` inputs of `digits` digits at numbers[start] .. numbers[start + count - 1]. */
export interface ResultRow {
  /** The VN tier (DB, G1 .. G8), or null for the positions of a non-Vietnamese format. */
  tier: VnTierCode | null;
  start: number;
  count: number;
  digits: number;
}

/** The non-Vietnamese formats' results: how many numbers of how many digits (packages/games draw-result.ts). */
const OTHER_SHAPES: Record<Exclude<LotteryFormat, 'vn27' | 'vn18'>, { count: number; digits: number }> = {
  ssc: { count: 5, digits: 1 },
  k3: { count: 3, digits: 1 },
  '11x5': { count: 5, digits: 2 },
  pk10: { count: 10, digits: 2 },
};

/** The rows of a format's result, in the order `numbers` holds them. */
export function resultRows(format: LotteryFormat): ResultRow[] {
  if (isVnFormat(format))
    return VN_TIERS[format].map((tier) => ({ tier: tier.code, start: tier.start, count: tier.count, digits: tier.digits }));
  const shape = OTHER_SHAPES[format];
  return [{ tier: null, start: 0, count: shape.count, digits: shape.digits }];
}

/** How many numbers a format's result holds. */
export function resultSize(format: LotteryFormat): number {
  return resultRows(format).reduce((sum, row) => sum + row.count, 0);
}

/** The digits of the number at each index. */
export function digitsByIndex(format: LotteryFormat): number[] {
  return resultRows(format).flatMap((row) => Array.from({ length: row.count }, () => row.digits));
}

/** The row an index falls in, and its place (0-based) within the row. */
export function rowOf(format: LotteryFormat, index: number): { row: ResultRow; place: number } | null {
  const row = resultRows(format).find((candidate) => index >= candidate.start && index < candidate.start + candidate.count);
  return row ? { row, place: index - row.start } : null;
}

/** The form's starting values: a draw's current result (a correction) or empty inputs. */
export function initialInputs(format: LotteryFormat, current: readonly string[] | null): string[] {
  const size = resultSize(format);
  if (current && current.length === size) return [...current];
  return Array.from({ length: size }, () => '');
}

/** What an input keeps of what was typed: digits only, at most the tier's digits. */
export function cleanInput(value: string, digits: number): string {
  return value.replace(/[^0-9]/g, '').slice(0, digits);
}

/**
 * Spreads pasted text over the inputs from `index` on: a paste holding several numbers (a whole
 * table copied from the official source, separated by spaces, commas, tabs or new lines) fills
 * the next inputs in table order. Answers the new inputs and how many were filled.
 */
export function spreadPaste(
  format: LotteryFormat,
  inputs: readonly string[],
  index: number,
  text: string,
): { inputs: string[]; filled: number } {
  const tokens = text.split(/[\s,;|]+/).filter((token) => /^[0-9]+$/.test(token));
  const digits = digitsByIndex(format);
  const next = [...inputs];
  let filled = 0;
  for (const token of tokens) {
    const at = index + filled;
    if (at >= next.length) break;
    next[at] = token.slice(0, digits[at]);
    filled += 1;
  }
  return { inputs: next, filled };
}

/** Why an input is not ready: empty, or not exactly its tier's digits. */
export type InputProblem = { index: number; kind: 'missing' | 'digits'; digits: number };

/** The first input that is empty or has the wrong number of digits, or null. */
export function firstInputProblem(format: LotteryFormat, inputs: readonly string[]): InputProblem | null {
  const digits = digitsByIndex(format);
  for (const [index, expected] of digits.entries()) {
    const value = (inputs[index] ?? '').trim();
    if (value === '') return { index, kind: 'missing', digits: expected };
    if (!new RegExp(`^[0-9]{${expected}}$`).test(value)) return { index, kind: 'digits', digits: expected };
  }
  return null;
}

/**
 * The numbers to send, checked: `{ numbers }` when every input is filled and the result fits the
 * table (checkResult), otherwise the first input problem or checkResult's message.
 */
export function numbersFromInputs(
  format: LotteryFormat,
  inputs: readonly string[],
): { ok: true; numbers: string[] } | { ok: false; problem: InputProblem | null; message: string } {
  const trimmed = inputs.map((value) => value.trim());
  const problem = firstInputProblem(format, trimmed);
  if (problem) return { ok: false, problem, message: '' };
  try {
    return { ok: true, numbers: checkResult(format, trimmed).numbers };
  } catch (error) {
    return { ok: false, problem: null, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Indexes where a proposed result differs from the draw's current one (a correction), for highlighting. */
export function changedIndexes(current: readonly string[] | null, proposed: readonly string[]): Set<number> {
  if (!current) return new Set();
  return new Set(proposed.flatMap((number, index) => (current[index] === number ? [] : [index])));
}
