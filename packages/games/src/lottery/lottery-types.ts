/**
 * The shapes of the house lotteries' mathematics (decision 027): draw formats, their results, and
 * the bet types a player may place on them. Everything here is pure and deterministic: a result
 * comes from a RandomSource, a bet's price and win from its picks and the result.
 *
 * Money rule shared by every bet type (whole minor units, never floats):
 *   stake = unitStakeMinor × combos(picks) × priceUnits
 *   win   = floor(unitStakeMinor × oddsBp × hits(picks, result) / 10_000)
 * where oddsBp is the payout per unit per hit in basis points (1.98 → 19_800; VN lô "1:95" → 950_000),
 * the stake included (a lost ticket pays 0; there is no separate stake return).
 */

/** The draw formats the house runs. vn27 is the North's 27-number table, vn18 the South/Centre 18-number table. */
export const LOTTERY_FORMATS = ['ssc', 'k3', '11x5', 'pk10', 'vn27', 'vn18'] as const;
export type LotteryFormat = (typeof LOTTERY_FORMATS)[number];

/**
 * A draw's result as the numbers of its table, every number a string of digits:
 * - ssc: 5 digits '0'..'9', positions 1 to 5 (ten-thousands to units);
 * - k3: 3 dice '1'..'6' in the order thrown;
 * - 11x5: 5 distinct numbers '01'..'11' in the order drawn;
 * - pk10: the 10 cars '01'..'10' by finishing rank (index 0 is the champion);
 * - vn27 / vn18: the prize table in tier order, special prize first (see VN_TIERS), each number with its tier's digits.
 */
export interface LotteryResult {
  format: LotteryFormat;
  numbers: string[];
}

/** One row of a bet's picks: what a player may choose in it. */
export interface PickRow {
  /** i18n key suffix of the row's label (lottery.rows.<label>), e.g. 'pos1', 'numbers', 'side'. */
  label: string;
  /** Tokens allowed in the row, in display order ('0'..'9', 'B', 'S', 'O', 'E', '00'..'99' ...). */
  tokens: readonly string[];
  /** Fewest and most tokens a player may pick in this row (min 0 lets a row stay empty). */
  min: number;
  max: number;
}

/** What a bet type is, for menus, validation messages and the odds table. */
export interface BetTypeInfo {
  /** Stable code, format first: 'ssc.pos', 'k3.sum', 'vn.lo2' (VN types serve vn27 and vn18 alike). */
  code: string;
  /** i18n key suffix of the UI group the type is listed under (lottery.groups.<group>). */
  group: string;
  /** The rows the picker shows. */
  rows: readonly PickRow[];
  /** At least this many tokens over all rows (e.g. 2 for đá, n for any-n-of-5). */
  minPicks: number;
  /** The most combinations one ticket may hold; more is refused (lottery_picks_invalid). */
  maxCombos: number;
  /** Price of one combination in units (1 for e-lottery types; the lô count for VN lô-style types). */
  priceUnits: number;
  /** Default odds (payout per unit per hit, stake included) in basis points; brands override per type. */
  defaultOddsBp: number;
  /** Return to player at the default odds, exactly (e.g. 0.97), for the odds table and the docs. */
  defaultRtp: number;
  /**
   * Only on types whose picks win with different probabilities, so pay at different rates (k3.sum
   * per sum, ssc.dt's tie, pk10.top2.sum per value, the two-sided sum bets of 11x5 and pk10): the
   * default odds of every token in basis points. Brands override per (code, token). Then
   * defaultOddsBp is the lowest of them and defaultRtp the lowest per-token RTP, and a ticket wins
   * sum over its tokens of floor(unitStakeMinor × odds(token) × hitsByToken[token] / 10_000).
   */
  oddsByToken?: Readonly<Record<string, number>>;
}

/** A result prepared once for evaluating many tickets quickly (counts, sets, sums computed once). */
export type PreparedResult = unknown;

/** One bet type's rules. */
export interface BetType {
  info: BetTypeInfo;
  /**
   * Checks picks against the rows (known tokens, per-row min/max, minPicks, maxCombos) and returns
   * them canonical: each row's tokens unique and in the row's token order. Throws LotteryPickError.
   */
  normalise(picks: readonly (readonly string[])[]): string[][];
  /** How many combinations the (canonical) picks hold; the stake is unit × combos × priceUnits. */
  combos(picks: readonly (readonly string[])[]): number;
  /** Winning hits of the (canonical) picks on a prepared result: 0 for a lost ticket. */
  hits(picks: readonly (readonly string[])[], result: PreparedResult): number;
  /**
   * The exposure keys the picks load, one per combination (e.g. 'vn.lo2:23', 'ssc.pos:3:7'), each
   * carrying one hit's payout; the server sums unit × odds per key and draw against the brand's cap.
   */
  exposureKeys(picks: readonly (readonly string[])[]): string[];
  /**
   * Present exactly when info.oddsByToken is: the winning tokens of the (canonical) picks with
   * their hits (tokens that lost are absent). `hits` is then the sum of these. Such types key their
   * exposure as '<code>:<token>', so the token names the odds a key carries.
   */
  hitsByToken?(picks: readonly (readonly string[])[], result: PreparedResult): Record<string, number>;
}

/** A bet's picks were refused; `reason` says why for the message (unknown_token, too_few, too_many, too_many_combos, bad_shape). */
export class LotteryPickError extends Error {
  constructor(
    readonly reason: 'unknown_token' | 'too_few' | 'too_many' | 'too_many_combos' | 'bad_shape',
    message: string,
  ) {
    super(message);
  }
}
