import { VN_REVEAL_ORDER, VN_TIERS, type VnFormat, type VnTierCode } from '@pkg/games/lottery/vn-tiers';

/** A tier line of a Vietnamese result table: its code and numbers, each with its step in the live reveal. */
export interface VnTierLine {
  code: VnTierCode;
  numbers: Array<{ value: string | null; step: number }>;
}

/**
 * The prize table of a Vietnamese result in reading order (special prize first, then 1st to the
 * 7th or 8th), each number with its place in the draw order (VN_REVEAL_ORDER: the North from the
 * 1st prize up and the special last, the South and Centre from the 8th up and the special last),
 * so a live screen fills the table as the draw does. Missing numbers (a table still being drawn)
 * are null.
 */
export function vnTierLines(format: VnFormat, numbers: readonly string[] | null): VnTierLine[] {
  const stepOf = new Map(VN_REVEAL_ORDER[format].map((index, step) => [index, step]));
  return VN_TIERS[format].map((tier) => ({
    code: tier.code,
    numbers: Array.from({ length: tier.count }, (_, offset) => {
      const index = tier.start + offset;
      return { value: numbers?.[index] ?? null, step: stepOf.get(index) ?? index };
    }),
  }));
}
