/**
 * The Vietnamese prize tables: which tiers a result holds, how many numbers of how many digits
 * each, where they sit in `LotteryResult.numbers`, and the order a live screen reveals them in.
 */

/** The two Vietnamese formats: vn27 is the North's table (XSMB), vn18 the South's and Centre's. */
export type VnFormat = 'vn27' | 'vn18';

/** A prize tier's code: DB is the special prize (giải đặc biệt), G1..G8 the 1st to 8th prizes. */
export type VnTierCode = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

/** One tier of a table: `count` numbers of `digits` digits at numbers[start] .. numbers[end - 1]. */
export interface VnTier {
  code: VnTierCode;
  count: number;
  digits: number;
  start: number;
  end: number;
}

/** Lays tiers out one after the other, special prize first, as `numbers` holds them. */
function layout(tiers: readonly (readonly [VnTierCode, number, number])[]): readonly VnTier[] {
  let start = 0;
  return Object.freeze(
    tiers.map(([code, count, digits]) => {
      const tier = Object.freeze({ code, count, digits, start, end: start + count });
      start += count;
      return tier;
    }),
  );
}

/** The tier layout of each table (DOMAIN.md section 1), in the order `numbers` holds them: DB, G1, G2, ... */
export const VN_TIERS: Readonly<Record<VnFormat, readonly VnTier[]>> = Object.freeze({
  vn27: layout([
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ]),
  vn18: layout([
    ['DB', 1, 6],
    ['G1', 1, 5],
    ['G2', 1, 5],
    ['G3', 2, 5],
    ['G4', 7, 5],
    ['G5', 1, 4],
    ['G6', 3, 4],
    ['G7', 1, 3],
    ['G8', 1, 2],
  ]),
});

/** Whether a format is one of the Vietnamese tables. */
export function isVnFormat(format: string): format is VnFormat {
  return format === 'vn27' || format === 'vn18';
}

/** The tier of a format by code; throws if the table has no such tier (vn27 has no G8). */
export function vnTier(format: VnFormat, code: VnTierCode): VnTier {
  const tier = VN_TIERS[format].find((candidate) => candidate.code === code);
  if (!tier) throw new RangeError(`${format} has no tier ${code}`);
  return tier;
}

/** The digit count of every number of a table, by index into `numbers`. */
export function vnDigitsByIndex(format: VnFormat): number[] {
  return VN_TIERS[format].flatMap((tier) => Array.from({ length: tier.count }, () => tier.digits));
}

/** How many numbers a table draws (27 or 18). */
export function vnNumberCount(format: VnFormat): number {
  return vnDigitsByIndex(format).length;
}

/** How many numbers of a table have at least `digits` digits: the lô count of bao lô 2/3/4 (27/23/20 North, 18/17/16 South). */
export function vnCountWithDigits(format: VnFormat, digits: number): number {
  return vnDigitsByIndex(format).filter((length) => length >= digits).length;
}

/**
 * The "head" (đầu) numbers of a table, as indexes into `numbers`: the four 7th prizes in the North,
 * the 8th prize in the South and Centre (the lowest tier, drawn first in the South).
 */
export function vnHeadIndexes(format: VnFormat): number[] {
  const tier = vnTier(format, format === 'vn27' ? 'G7' : 'G8');
  return Array.from({ length: tier.count }, (_, offset) => tier.start + offset);
}

/** Indexes into `numbers` in tier order, for the tier codes given. */
function indexesOf(format: VnFormat, codes: readonly VnTierCode[]): readonly number[] {
  return Object.freeze(
    codes.flatMap((code) => {
      const tier = vnTier(format, code);
      return Array.from({ length: tier.count }, (_, offset) => tier.start + offset);
    }),
  );
}

/**
 * The order a live-result screen fills the table in, as indexes into `numbers`: the North draws
 * from the 1st prize up to the 7th and the special last; the South and Centre from the 8th prize
 * up to the 1st and the special last. Within a tier, numbers appear in index order.
 */
export const VN_REVEAL_ORDER: Readonly<Record<VnFormat, readonly number[]>> = Object.freeze({
  vn27: indexesOf('vn27', ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'DB']),
  vn18: indexesOf('vn18', ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']),
});
