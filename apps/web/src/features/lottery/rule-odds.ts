import type { BetTypeRule } from '@pkg/contracts/lottery';

/**
 * A bet type as the rules answer sends it. Types whose picks win at different rates (k3 sums,
 * the dragon-tiger tie, pk10 champion + runner-up sums) also carry the brand's odds per token;
 * `oddsBp` is then the lowest of them (packages/games lottery-types.ts, BetTypeInfo.oddsByToken).
 */
export type RuleOdds = Pick<BetTypeRule, 'oddsBp'> & { oddsByToken?: Readonly<Record<string, number>> | null };

/** The odds per token of a type that pays different rates, or null when one rate pays every pick. */
export function tokenOddsOf(rule: RuleOdds): Readonly<Record<string, number>> | null {
  const odds = rule.oddsByToken;
  return odds && Object.keys(odds).length > 0 ? odds : null;
}

/**
 * The lowest and highest odds a bet can win at: over the picked tokens when some are picked (all
 * tokens otherwise) for a type with per-token odds, else the type's one rate both ways.
 */
export function oddsRange(rule: RuleOdds, picked: readonly string[]): { min: number; max: number } {
  const odds = tokenOddsOf(rule);
  if (!odds) return { min: rule.oddsBp, max: rule.oddsBp };
  const known = picked.map((token) => odds[token]).filter((value): value is number => value !== undefined);
  const values = known.length > 0 ? known : Object.values(odds);
  return { min: Math.min(...values), max: Math.max(...values) };
}
