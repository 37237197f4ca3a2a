/**
 * Sabong (cockfight) betting rules as per-brand data: the plasada (house commission on the
 * Meron/Wala pool), the fixed odds of the draw market and the lopsided-pool cancel rule. The
 * plasada is fixed per event and published; it is never drawn at random and the house never bets.
 */

/** What a bet backs: one of the two cocks, or a draw (a separate fixed-odds market). */
export type SabongSide = 'meron' | 'wala' | 'draw';

/** The declared result of a fight. 'cancelled' covers every stewards' cancel (no-show, injury, stream failure...). */
export type FightResult = 'meron' | 'wala' | 'draw' | 'cancelled';

/** One bet on a fight; stakes are positive minor units. */
export interface SabongBet {
  readonly id: string;
  readonly side: SabongSide;
  readonly stakeMinor: bigint;
}

/** The per-event rules. */
export interface SabongRules {
  /** House commission on the Meron + Wala pool, basis points (500 = 5%). */
  readonly plasadaBp: number;
  /**
   * Draw odds as profit per unit in ten-thousandths: "8:1" is 80_000, i.e. a winning draw bet of
   * 100 is returned 100 + 800 = 900 (return 9× the stake).
   */
  readonly drawOddsX10k: number;
  /**
   * Lopsided-pool cancel: every stake is refunded when the net return per unit staked on either
   * side is at or below (inclusive) / below (not inclusive) returnBp / 10_000. The rule page's
   * "payout 107 or less per 100" is { returnBp: 10_700, inclusive: true }; null turns the rule off.
   */
  readonly lopsidedCancel: { readonly returnBp: number; readonly inclusive: boolean } | null;
}

/** Defaults from the published rules of a Philippine operator: plasada 5%, draw 8:1, cancel at ≤ 107 per 100. */
export const DEFAULT_SABONG_RULES: SabongRules = Object.freeze({
  plasadaBp: 500,
  drawOddsX10k: 80_000,
  lopsidedCancel: Object.freeze({ returnBp: 10_700, inclusive: true }),
});

/** What is wrong with a rule set (empty when valid). */
export function sabongRulesProblems(rules: SabongRules): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(rules.plasadaBp) || rules.plasadaBp < 0 || rules.plasadaBp >= 10_000) {
    problems.push('plasadaBp must be an integer in [0, 10000)');
  }
  if (!Number.isInteger(rules.drawOddsX10k) || rules.drawOddsX10k < 0) problems.push('drawOddsX10k must be a non-negative integer');
  const lopsided = rules.lopsidedCancel;
  if (lopsided && (!Number.isInteger(lopsided.returnBp) || lopsided.returnBp < 0)) {
    problems.push('lopsidedCancel.returnBp must be a non-negative integer');
  }
  return problems;
}
