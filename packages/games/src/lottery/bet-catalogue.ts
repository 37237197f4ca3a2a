/**
 * Every bet type by format and code, the prepared result that settlement evaluates tickets on,
 * and the money rule of lottery-types.ts in bigint: stake = unit × combos × priceUnits,
 * win = floor(unit × oddsBp × hits / 10_000).
 */
import type { BetType, LotteryFormat, LotteryResult, PreparedResult } from './lottery-types.ts';
import type { PreparedDraw } from './bet-kit.ts';
import { checkResult } from './draw-result.ts';
import { ELEVEN_FIVE_BET_TYPES } from './eleven-five-bets.ts';
import { K3_BET_TYPES } from './k3-bets.ts';
import { PK10_BET_TYPES } from './pk10-bets.ts';
import { SSC_BET_TYPES } from './ssc-bets.ts';
import { VN18_BET_TYPES, VN27_BET_TYPES } from './vn-bets.ts';
import { isVnFormat, vnDigitsByIndex, vnHeadIndexes } from './vn-tiers.ts';

const BET_TYPES: Readonly<Record<LotteryFormat, readonly BetType[]>> = Object.freeze({
  ssc: SSC_BET_TYPES,
  k3: K3_BET_TYPES,
  '11x5': ELEVEN_FIVE_BET_TYPES,
  pk10: PK10_BET_TYPES,
  vn27: VN27_BET_TYPES,
  vn18: VN18_BET_TYPES,
});

const BY_CODE = new Map(
  Object.entries(BET_TYPES).map(([format, types]) => [format, new Map(types.map((betType) => [betType.info.code, betType]))]),
);

/** The bet types of a format, in menu order (frozen). VN codes are the same for vn27 and vn18, priced per table. */
export function betTypesOf(format: LotteryFormat): readonly BetType[] {
  const types = BET_TYPES[format];
  if (!types) throw new RangeError(`unknown lottery format: ${String(format)}`);
  return types;
}

/** The bet type of a format with this code, or undefined. */
export function findBetType(format: LotteryFormat, code: string): BetType | undefined {
  return BY_CODE.get(format)?.get(code);
}

const EMPTY = new Uint8Array(0);

/** Adds one to a count. */
function bump(table: Uint8Array, index: number): void {
  table[index] = (table[index] as number) + 1;
}

/**
 * Checks a result (checkResult) and prepares it once for settling many tickets: numeric values,
 * the sum bets' sum, dice/number counts, and for VN the appearance counts of every last-2/3/4
 * digits value, the head set, đề and 3 càng. `hits` then costs a few array reads per pick.
 */
export function prepareResult(result: LotteryResult): PreparedResult {
  const { format, numbers } = checkResult(result.format, result.numbers);
  const values = numbers.map(Number);
  const draw: PreparedDraw = {
    format,
    numbers: Object.freeze(numbers),
    values: Object.freeze(values),
    sum: 0,
    sumToken: '',
    counts: EMPTY,
    lo2: EMPTY,
    lo3: EMPTY,
    lo4: EMPTY,
    head: EMPTY,
    deToken: '',
    cangToken: '',
  };
  if (format === 'k3' || format === '11x5') {
    draw.counts = new Uint8Array(format === 'k3' ? 7 : 12);
    for (const value of values) bump(draw.counts, value);
  }
  if (isVnFormat(format)) {
    const digits = vnDigitsByIndex(format);
    draw.lo2 = new Uint8Array(100);
    draw.lo3 = new Uint8Array(1000);
    draw.lo4 = new Uint8Array(10_000);
    draw.head = new Uint8Array(100);
    values.forEach((value, index) => {
      // Every number has at least 2 digits; only those long enough count for bao lô 3 and 4.
      bump(draw.lo2, value % 100);
      if ((digits[index] as number) >= 3) bump(draw.lo3, value % 1000);
      if ((digits[index] as number) >= 4) bump(draw.lo4, value % 10_000);
    });
    for (const index of vnHeadIndexes(format)) bump(draw.head, (values[index] as number) % 100);
    const special = numbers[0] as string;
    draw.deToken = special.slice(-2);
    draw.cangToken = special.slice(-3);
  } else {
    draw.sum = format === 'pk10' ? (values[0] as number) + (values[1] as number) : values.reduce((sum, value) => sum + value, 0);
    draw.sumToken = String(draw.sum);
  }
  return Object.freeze(draw);
}

/** Checks that a count is a whole number of at least zero. */
function wholeNumber(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0: ${value}`);
  return BigInt(value);
}

/** A ticket's stake in minor units: unitStakeMinor × combos × priceUnits. */
export function stakeOf(unitStakeMinor: bigint, combos: number, priceUnits: number): bigint {
  if (unitStakeMinor < 0n) throw new RangeError(`unit stake must not be negative: ${unitStakeMinor}`);
  return unitStakeMinor * wholeNumber('combos', combos) * wholeNumber('priceUnits', priceUnits);
}

/** A ticket's win in minor units: floor(unitStakeMinor × oddsBp × hits / 10_000), stake included; 0 when hits is 0. */
export function winOf(unitStakeMinor: bigint, oddsBp: number, hits: number): bigint {
  if (unitStakeMinor < 0n) throw new RangeError(`unit stake must not be negative: ${unitStakeMinor}`);
  return (unitStakeMinor * wholeNumber('oddsBp', oddsBp) * wholeNumber('hits', hits)) / 10_000n;
}

/**
 * The win of a ticket of a type with per-token odds (info.oddsByToken): the sum over its winning
 * tokens of winOf(unit, odds of the token, its hits). `oddsBp` holds the brand's rate per token
 * (info.oddsByToken for the defaults); a winning token without a rate is an error.
 */
export function winByToken(
  unitStakeMinor: bigint,
  oddsBp: Readonly<Record<string, number>>,
  hitsByToken: Readonly<Record<string, number>>,
): bigint {
  let total = 0n;
  for (const [token, hits] of Object.entries(hitsByToken)) {
    const odds = oddsBp[token];
    if (odds === undefined) throw new RangeError(`no odds for token ${token}`);
    total += winOf(unitStakeMinor, odds, hits);
  }
  return total;
}

/** What one ticket costs and wins on a draw. */
export interface TicketSettlement {
  combos: number;
  stakeMinor: bigint;
  hits: number;
  winMinor: bigint;
}

/**
 * Prices and settles one ticket of canonical picks on a prepared result, by the money rule:
 * `odds` is the brand's rate in basis points (a rate per token for types with info.oddsByToken),
 * the type's defaults if omitted.
 */
export function settleTicket(
  betType: BetType,
  picks: readonly (readonly string[])[],
  result: PreparedResult,
  unitStakeMinor: bigint,
  odds: number | Readonly<Record<string, number>> = betType.info.oddsByToken ?? betType.info.defaultOddsBp,
): TicketSettlement {
  const combos = betType.combos(picks);
  const hits = betType.hits(picks, result);
  let winMinor: bigint;
  if (betType.hitsByToken) {
    if (typeof odds === 'number') throw new TypeError(`${betType.info.code} pays per token: pass its odds per token`);
    winMinor = winByToken(unitStakeMinor, odds, betType.hitsByToken(picks, result));
  } else {
    if (typeof odds !== 'number') throw new TypeError(`${betType.info.code} pays one rate: pass a number`);
    winMinor = winOf(unitStakeMinor, odds, hits);
  }
  return { combos, stakeMinor: stakeOf(unitStakeMinor, combos, betType.info.priceUnits), hits, winMinor };
}
