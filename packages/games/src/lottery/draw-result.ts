/**
 * Drawing a result for each format from a RandomSource, and checking a result staff typed in.
 * The draw procedure is part of the provably fair contract (docs/games/lottery-bet-types.md):
 * changing the order or number of `random.int` calls changes every published verification.
 */
import type { RandomSource } from '../random.ts';
import type { LotteryFormat, LotteryResult } from './lottery-types.ts';
import { LOTTERY_FORMATS } from './lottery-types.ts';
import { VN_TIERS, isVnFormat, vnDigitsByIndex } from './vn-tiers.ts';
import type { VnFormat } from './vn-tiers.ts';

/** `value` as a decimal string left-padded with zeros to `width` digits. */
function padded(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The numbers 1..size with the first `count` positions shuffled by a partial Fisher–Yates
 * shuffle: for i = 0 .. count-1, swap position i with position i + random.int(size - i). Every
 * ordered choice of the first `count` is equally likely, and it takes exactly `count` draws (none
 * wasted on rejected duplicates); with count = size - 1 the whole list is a uniform permutation.
 */
function shuffledPrefix(random: RandomSource, size: number, count: number): number[] {
  const pool = Array.from({ length: size }, (_, index) => index + 1);
  for (let i = 0; i < count; i++) {
    const j = i + random.int(size - i);
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return pool;
}

/**
 * Draws a result:
 * - ssc: 5 times random.int(10), positions 1 to 5;
 * - k3: 3 times 1 + random.int(6), in throw order;
 * - 11x5: partial Fisher–Yates over 01..11 (5 draws: int(11), int(10), int(9), int(8), int(7));
 * - pk10: Fisher–Yates over 01..10 for i = 0..8 (9 draws: int(10) .. int(2)); index 0 is the champion;
 * - vn27 / vn18: each number in table order (special first) as random.int(10^digits), zero-padded,
 *   so every digit is independent and uniform and numbers may repeat across prizes.
 */
export function drawResult(format: LotteryFormat, random: RandomSource): LotteryResult {
  switch (format) {
    case 'ssc':
      return { format, numbers: Array.from({ length: 5 }, () => String(random.int(10))) };
    case 'k3':
      return { format, numbers: Array.from({ length: 3 }, () => String(1 + random.int(6))) };
    case '11x5':
      return {
        format,
        numbers: shuffledPrefix(random, 11, 5)
          .slice(0, 5)
          .map((value) => padded(value, 2)),
      };
    case 'pk10':
      return { format, numbers: shuffledPrefix(random, 10, 9).map((value) => padded(value, 2)) };
    case 'vn27':
    case 'vn18':
      return { format, numbers: vnDigitsByIndex(format).map((digits) => padded(random.int(10 ** digits), digits)) };
  }
}

/** Ordinal of a 1-based position for messages: 1st, 2nd, 3rd, 4th ... */
function ordinal(position: number): string {
  const suffix = position % 100 >= 11 && position % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
}

/** How each format's numbers look, for checkResult: count, digits per index, allowed range, distinctness. */
function shapeOf(format: LotteryFormat): { digits: number[]; min: number; max: (index: number) => number; distinct: boolean } {
  switch (format) {
    case 'ssc':
      return { digits: [1, 1, 1, 1, 1], min: 0, max: () => 9, distinct: false };
    case 'k3':
      return { digits: [1, 1, 1], min: 1, max: () => 6, distinct: false };
    case '11x5':
      return { digits: [2, 2, 2, 2, 2], min: 1, max: () => 11, distinct: true };
    case 'pk10':
      return { digits: Array.from({ length: 10 }, () => 2), min: 1, max: () => 10, distinct: true };
    case 'vn27':
    case 'vn18': {
      const digits = vnDigitsByIndex(format);
      return { digits, min: 0, max: (index) => 10 ** (digits[index] as number) - 1, distinct: false };
    }
  }
}

/** Where a VN number sits, for messages: "special prize", "3rd prize #2". */
function vnPlace(format: VnFormat, index: number): string {
  const tier = VN_TIERS[format].find((candidate) => index >= candidate.start && index < candidate.end);
  if (!tier) return `number ${index + 1}`;
  const name = tier.code === 'DB' ? 'special prize' : `${ordinal(Number(tier.code.slice(1)))} prize`;
  return tier.count > 1 ? `${name} #${index - tier.start + 1}` : name;
}

/**
 * Validates a result typed in by staff and returns it (a copy): the format's count of numbers,
 * each a string of exactly its digits, ssc digits 0-9, k3 dice 1-6, 11x5 distinct 01-11, pk10 a
 * permutation of 01-10, VN numbers of their tier's digit count. Throws an Error naming the first
 * bad position (1-based, with the prize tier for VN).
 */
export function checkResult(format: LotteryFormat, numbers: readonly string[]): LotteryResult {
  if (!(LOTTERY_FORMATS as readonly string[]).includes(format)) throw new Error(`unknown lottery format: ${String(format)}`);
  const shape = shapeOf(format);
  if (!Array.isArray(numbers) || numbers.length !== shape.digits.length) {
    throw new Error(`${format} needs ${shape.digits.length} numbers, got ${Array.isArray(numbers) ? numbers.length : 'none'}`);
  }
  const seen = new Set<string>();
  numbers.forEach((number, index) => {
    const place = isVnFormat(format) ? `${vnPlace(format, index)} (number ${index + 1})` : `number ${index + 1}`;
    const digits = shape.digits[index] as number;
    if (typeof number !== 'string' || number.length !== digits || !/^[0-9]+$/.test(number)) {
      throw new Error(`${format} ${place} must be ${digits} digit${digits > 1 ? 's' : ''}: got ${JSON.stringify(number)}`);
    }
    const value = Number(number);
    if (value < shape.min || value > shape.max(index)) {
      throw new Error(
        `${format} ${place} must be between ${padded(shape.min, digits)} and ${padded(shape.max(index), digits)}: got ${number}`,
      );
    }
    if (shape.distinct && seen.has(number)) throw new Error(`${format} ${place} repeats ${number}: the numbers must all differ`);
    seen.add(number);
  });
  return { format, numbers: [...numbers] };
}
