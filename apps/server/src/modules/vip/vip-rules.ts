/**
 * The VIP rules as pure functions (decision 033): which level a period's figures reach, which
 * level they keep at the monthly pass, the progress to show, and the checks of a level table.
 */
import type { VipMatch } from '@pkg/contracts/vip';

/** A level as the rules need it (minor units of the brand's currency). */
export interface LevelRule {
  level: number;
  name: string;
  betMinor: bigint;
  depositMinor: bigint;
  keepBetMinor: bigint;
  keepDepositMinor: bigint;
  upgradeBonusMinor: bigint;
  upgradeWageringBp: number;
  monthlyGiftMinor: bigint;
  giftWageringBp: number;
}

/** A player's figures over a qualifying period. */
export interface Figures {
  betMinor: bigint;
  depositMinor: bigint;
}

/**
 * Whether figures meet a pair of thresholds. A threshold of 0 is not asked; with `all` every asked
 * one must be met, with `any` one of them is enough. A pair asking nothing is met.
 */
export function meets(figures: Figures, bet: bigint, deposit: bigint, match: VipMatch): boolean {
  const asked = [bet > 0n ? figures.betMinor >= bet : null, deposit > 0n ? figures.depositMinor >= deposit : null].filter(
    (x): x is boolean => x !== null,
  );
  if (asked.length === 0) return true;
  return match === 'all' ? asked.every(Boolean) : asked.some(Boolean);
}

/** The highest level whose reach thresholds the figures meet (0: none). Levels sorted by number. */
export function reachedLevel(levels: readonly LevelRule[], figures: Figures, match: VipMatch): number {
  let reached = 0;
  for (const rule of levels) if (meets(figures, rule.betMinor, rule.depositMinor, match)) reached = rule.level;
  return reached;
}

/**
 * The level a player at `current` holds after the monthly pass: the level the figures reach if it
 * is higher, else the highest level up to `current` whose keep thresholds they meet (0: none).
 */
export function keptLevel(levels: readonly LevelRule[], current: number, figures: Figures, match: VipMatch): number {
  const reached = reachedLevel(levels, figures, match);
  if (reached >= current) return reached;
  let kept = reached;
  for (const rule of levels) {
    if (rule.level > current) break;
    if (meets(figures, rule.keepBetMinor, rule.keepDepositMinor, match)) kept = Math.max(kept, rule.level);
  }
  return kept;
}

/** The levels passed going from `from` up to `to` (exclusive, inclusive), whose upgrade bonuses are due. */
export function levelsPassed(levels: readonly LevelRule[], from: number, to: number): LevelRule[] {
  return levels.filter((rule) => rule.level > from && rule.level <= to);
}

/** Progress of one figure toward a target; null when the target is not asked. */
export function progress(current: bigint, target: bigint) {
  if (target <= 0n) return null;
  const remaining = target > current ? target - current : 0n;
  return { currentMinor: current.toString(), targetMinor: target.toString(), remainingMinor: remaining.toString() };
}

/**
 * Checks a whole table and answers what is wrong (null when fine): levels numbered 1..n in order,
 * names unique, each level asking something, each asked threshold rising with the level (a
 * threshold a lower level asks must be asked, and higher, by every level above it), and keep
 * figures at most the reach ones.
 */
export function tableProblem(levels: readonly LevelRule[]): string | null {
  const names = new Set<string>();
  for (const [index, rule] of levels.entries()) {
    const at = `level ${rule.level}`;
    if (rule.level !== index + 1)
      return `levels must be numbered 1 to ${levels.length} in order (found ${rule.level} at position ${index + 1})`;
    if (names.has(rule.name.toLowerCase())) return `${at}: the name ${rule.name} is used twice`;
    names.add(rule.name.toLowerCase());
    if (rule.betMinor <= 0n && rule.depositMinor <= 0n) return `${at}: asks neither valid bets nor deposits`;
    if (rule.keepBetMinor > rule.betMinor) return `${at}: the valid bets that keep it exceed those that reach it`;
    if (rule.keepDepositMinor > rule.depositMinor) return `${at}: the deposits that keep it exceed those that reach it`;
    const below = levels[index - 1];
    if (!below) continue;
    for (const [field, label] of [
      ['betMinor', 'valid bets'],
      ['depositMinor', 'deposits'],
    ] as const) {
      if (below[field] > 0n && rule[field] <= below[field]) return `${at}: its ${label} must be higher than level ${below.level}'s`;
    }
    if (rule.betMinor <= below.betMinor && rule.depositMinor <= below.depositMinor)
      return `${at}: its thresholds must be higher than level ${below.level}'s`;
  }
  return null;
}
