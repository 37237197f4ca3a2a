/** The house slot titles, by code. The codes are fixed: the catalogue seeds them and rounds store them. */
import { BITUIN_LINES } from './bituin-lines.ts';
import { JUNGLE_WAYS } from './jungle-ways.ts';
import { LUCKY_777 } from './lucky-777.ts';
import type { SlotTitle } from './slot-types.ts';

/** Freezes a title all the way down, so no caller can change what a certified title pays. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every house slot title (frozen). */
export const SLOT_TITLES: readonly SlotTitle[] = deepFreeze([BITUIN_LINES, LUCKY_777, JUNGLE_WAYS]);

/** The title with this code, or undefined. */
export function findSlotTitle(code: string): SlotTitle | undefined {
  return SLOT_TITLES.find((title) => title.code === code);
}
