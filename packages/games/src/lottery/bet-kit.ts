/**
 * The parts every bet file builds its types from: the prepared draw the `hits` functions read,
 * token and row builders, combination counting, and `defineBetType`, which adds the shared
 * normalise (rows, tokens, min/max, minPicks, maxCombos) to a type's own combos and hits.
 */
import type { BetType, BetTypeInfo, LotteryFormat, PickRow, PreparedResult } from './lottery-types.ts';
import { LotteryPickError } from './lottery-types.ts';

/** Picks as the bet functions receive them: one read-only array of tokens per row. */
export type Picks = readonly (readonly string[])[];

/**
 * A result prepared once per draw (bet-catalogue's prepareResult builds it) so that `hits` runs in
 * a few array reads per picked token, without allocating.
 */
export interface PreparedDraw {
  format: LotteryFormat;
  numbers: readonly string[];
  /** Each number's value (ssc digits, k3 faces, 11x5 and pk10 numbers, VN prize numbers). */
  values: readonly number[];
  /** ssc: sum of the five digits; k3: sum of the dice; 11x5: sum of the five; pk10: champion + runner-up; VN: 0. */
  sum: number;
  /** `sum` as a token ('3'..'19'), for sum bets that compare tokens. */
  sumToken: string;
  /** k3: how many dice show each face (index 1..6); 11x5: 1 for each number drawn (index 1..11); others empty. */
  counts: Uint8Array;
  /** VN: appearances of each last-two-digits value 0..99 over every drawn number (the lô set); others empty. */
  lo2: Uint8Array;
  /** VN: appearances of each last-three value over the numbers with at least 3 digits. */
  lo3: Uint8Array;
  /** VN: appearances of each last-four value over the numbers with at least 4 digits. */
  lo4: Uint8Array;
  /** VN: appearances of each two-digit value in the head set (North 7th prizes, South/Centre 8th prize). */
  head: Uint8Array;
  /** VN: the special prize's last two and last three digits, as tokens ('' elsewhere). */
  deToken: string;
  cangToken: string;
}

/** Reads a prepared result, refusing one prepared for another format family. */
export function asDraw(result: PreparedResult, formats: readonly LotteryFormat[]): PreparedDraw {
  const draw = result as PreparedDraw;
  if (!draw || !formats.includes(draw.format)) {
    throw new TypeError(`expected a prepared ${formats.join('/')} result (from prepareResult), got ${String(draw?.format)}`);
  }
  return draw;
}

/** The value of a token of decimal digits ('07' → 7), by char codes so the hot path allocates nothing. */
export function tokenValue(token: string): number {
  let value = 0;
  for (let i = 0; i < token.length; i++) value = value * 10 + token.charCodeAt(i) - 48;
  return value;
}

/** The tokens from..to as decimal strings zero-padded to `width` ('00'..'99', '01'..'11'). */
export function numberTokens(from: number, to: number, width: number): readonly string[] {
  return Object.freeze(Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0')));
}

/** The digits '0'..'9'. */
export const DIGIT_TOKENS = numberTokens(0, 9, 1);
/** Big, small, odd, even. */
export const BSOE_TOKENS: readonly string[] = Object.freeze(['B', 'S', 'O', 'E']);

/** Whether a big/small/odd/even token wins on `value`, big being `value >= bigFrom` and small below it. */
export function bsoeWins(token: string, value: number, bigFrom: number): boolean {
  switch (token) {
    case 'B':
      return value >= bigFrom;
    case 'S':
      return value < bigFrom;
    case 'O':
      return value % 2 === 1;
    default:
      return value % 2 === 0;
  }
}

/** A picker row. */
export function row(label: string, tokens: readonly string[], min: number, max: number): PickRow {
  return Object.freeze({ label, tokens, min, max });
}

/** Default odds of a type: one rate for every pick, or a rate per token (k3.sum, ssc.dt ...). */
export type DefaultOdds = number | Readonly<Record<string, number>>;

/** What a bet file writes for one type; defineBetType adds normalise and the info. */
export interface BetSpec {
  code: string;
  group: string;
  formats: readonly LotteryFormat[];
  rows: readonly PickRow[];
  minPicks: number;
  maxCombos: number;
  priceUnits: number;
  odds: DefaultOdds;
  /** Exact RTP at the default odds (the lowest over tokens where odds differ by token). */
  rtp: number;
  combos(picks: Picks): number;
  hits(picks: Picks, draw: PreparedDraw): number;
  exposureKeys(picks: Picks): string[];
  /** Only where odds differ by token: each winning token's hits. */
  hitsByToken?(picks: Picks, draw: PreparedDraw): Record<string, number>;
}

/** Freezes an object and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Checks picks against the rows and returns them canonical (see BetType.normalise). */
function normaliseWith(spec: BetSpec, orders: readonly Map<string, number>[], picks: Picks): string[][] {
  if (!Array.isArray(picks) || picks.length !== spec.rows.length) {
    throw new LotteryPickError('bad_shape', `${spec.code} takes ${spec.rows.length} row(s) of picks`);
  }
  let total = 0;
  const canonical = spec.rows.map((pickRow, index) => {
    const tokens = picks[index];
    if (!Array.isArray(tokens)) throw new LotteryPickError('bad_shape', `${spec.code} row ${index + 1} is not a list`);
    const order = orders[index] as Map<string, number>;
    const unique = new Set<string>();
    for (const token of tokens) {
      if (typeof token !== 'string' || !order.has(token)) {
        throw new LotteryPickError(
          'unknown_token',
          `${spec.code} row ${index + 1} (${pickRow.label}) has no token ${JSON.stringify(token)}`,
        );
      }
      unique.add(token);
    }
    if (unique.size < pickRow.min) throw new LotteryPickError('too_few', `${spec.code} row ${index + 1} needs at least ${pickRow.min}`);
    if (unique.size > pickRow.max) throw new LotteryPickError('too_many', `${spec.code} row ${index + 1} takes at most ${pickRow.max}`);
    total += unique.size;
    return [...unique].sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
  });
  if (total < spec.minPicks) throw new LotteryPickError('too_few', `${spec.code} needs at least ${spec.minPicks} pick(s)`);
  const combos = spec.combos(canonical);
  if (combos < 1) throw new LotteryPickError('too_few', `${spec.code}: these picks make no combination`);
  if (combos > spec.maxCombos) {
    throw new LotteryPickError('too_many_combos', `${spec.code}: ${combos} combinations, at most ${spec.maxCombos}`);
  }
  return canonical;
}

/** Builds a frozen BetType from a spec. */
export function defineBetType(spec: BetSpec): BetType {
  const orders = spec.rows.map((pickRow) => new Map(pickRow.tokens.map((token, index) => [token, index])));
  const info: BetTypeInfo = {
    code: spec.code,
    group: spec.group,
    rows: spec.rows,
    minPicks: spec.minPicks,
    maxCombos: spec.maxCombos,
    priceUnits: spec.priceUnits,
    defaultOddsBp: typeof spec.odds === 'number' ? spec.odds : Math.min(...Object.values(spec.odds)),
    defaultRtp: spec.rtp,
    ...(typeof spec.odds === 'number' ? {} : { oddsByToken: spec.odds }),
  };
  const { formats, hits, hitsByToken } = spec;
  const betType: BetType = {
    info,
    normalise: (picks) => normaliseWith(spec, orders, picks),
    combos: (picks) => spec.combos(picks),
    hits: (picks, result) => hits(picks, asDraw(result, formats)),
    exposureKeys: (picks) => spec.exposureKeys(picks),
    ...(hitsByToken ? { hitsByToken: (picks: Picks, result: PreparedResult) => hitsByToken(picks, asDraw(result, formats)) } : {}),
  };
  return deepFreeze(betType);
}

/**
 * A type whose every picked token is one combination, winning when `wins(rowIndex, token, draw)`:
 * combos = tokens picked, hits = winning tokens, exposure key code:row:token (code:token with one
 * row). With per-token odds it also reports hits by token.
 */
export function tokenBet(
  spec: Omit<BetSpec, 'combos' | 'hits' | 'exposureKeys' | 'hitsByToken'> & {
    wins(rowIndex: number, token: string, draw: PreparedDraw): boolean;
  },
): BetType {
  const { wins, ...rest } = spec;
  const single = spec.rows.length === 1;
  // hitsByToken keys by token alone, so per-token odds need a single row to stay unambiguous.
  if (typeof spec.odds !== 'number' && !single) throw new Error(`${spec.code}: per-token odds need exactly one row`);
  const hits = (picks: Picks, draw: PreparedDraw): number => {
    let count = 0;
    for (let r = 0; r < picks.length; r++) {
      const tokens = picks[r] as readonly string[];
      for (let t = 0; t < tokens.length; t++) if (wins(r, tokens[t] as string, draw)) count++;
    }
    return count;
  };
  return defineBetType({
    ...rest,
    combos: (picks) => picks.reduce((sum, tokens) => sum + tokens.length, 0),
    hits,
    exposureKeys: (picks) =>
      picks.flatMap((tokens, r) => tokens.map((token) => (single ? `${spec.code}:${token}` : `${spec.code}:${r + 1}:${token}`))),
    ...(typeof spec.odds === 'number'
      ? {}
      : {
          hitsByToken: (picks: Picks, draw: PreparedDraw) => {
            const out: Record<string, number> = {};
            for (const token of picks[0] ?? []) if (wins(0, token, draw)) out[token] = 1;
            return out;
          },
        }),
  });
}
