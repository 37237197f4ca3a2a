/**
 * The markets as pure functions over a fixture's result: each market's selections, a check of its
 * definition, and the settlement of one selection. Rules (docs/games/sportsbook.md): soccer settles
 * on 90 minutes plus stoppage unless the market's period is 'final'; an abandoned fixture voids
 * every market except an esports map already played; a map not played voids.
 */
import { deadHeat, lineSettlement, LOSE, type Settlement, VOID, winOrLose } from './settlement.ts';
import type { BetContext, FixtureResult, Market, Score, Side } from './sport-types.ts';

const TWO_SIDES: readonly string[] = Object.freeze(['home', 'away']);
const OVER_UNDER: readonly string[] = Object.freeze(['over', 'under']);

/** The selections of a market, in display order (correct score: every 'h-a' row by row, then 'other'). */
export function selectionsOf(market: Market): readonly string[] {
  switch (market.type) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'total':
    case 'total_maps':
      return OVER_UNDER;
    case 'btts':
      return ['yes', 'no'];
    case 'correct_score': {
      const scores: string[] = [];
      for (let home = 0; home <= market.maxGoals; home++)
        for (let away = 0; away <= market.maxGoals; away++) scores.push(`${home}-${away}`);
      return [...scores, 'other'];
    }
    case 'outright':
      return market.competitors;
    default:
      return TWO_SIDES;
  }
}

const isWhole = (n: unknown, min: number): boolean => Number.isSafeInteger(n) && (n as number) >= min;

/** The problems in a market's definition, empty when sound. */
export function marketProblems(market: Market): string[] {
  const problems: string[] = [];
  const line = (market as { lineQuarters?: unknown }).lineQuarters;
  switch (market.type) {
    case 'asian_handicap':
    case 'map_handicap':
      if (!isWhole(line, Number.MIN_SAFE_INTEGER)) problems.push('lineQuarters must be a whole number of quarters');
      break;
    case 'total':
    case 'total_maps':
      if (!isWhole(line, 1)) problems.push('a total line must be a positive whole number of quarters');
      break;
    case 'correct_score':
      if (!isWhole(market.maxGoals, 0) || market.maxGoals > 20) problems.push('maxGoals must be a whole number from 0 to 20');
      break;
    case 'map_winner':
      if (!isWhole(market.map, 1)) problems.push('map must be a whole number from 1');
      break;
    case 'outright':
      if (market.competitors.length < 2) problems.push('an outright needs at least two competitors');
      if (new Set(market.competitors).size !== market.competitors.length) problems.push('competitor ids repeat');
      if (!isWhole(market.places, 1) || market.places >= market.competitors.length) {
        problems.push('places must be a whole number from 1 to one less than the competitors');
      }
      break;
  }
  return problems;
}

function checkScore(score: Score | undefined, what: string): Score {
  if (!score || !isWhole(score.home, 0) || !isWhole(score.away, 0)) throw new TypeError(`the result needs a ${what} score of whole goals`);
  return score;
}

/** The score a market settles on: regular time by default, 'final' = after extra time when there was any. */
function scoreFor(result: FixtureResult, period: 'regular' | 'final' = 'regular'): Score {
  if (period === 'final') return checkScore(result.final ?? result.regularTime, 'final');
  return checkScore(result.regularTime, 'regular-time');
}

/** The sign of home − away as the selection sees it: +1 if `side` won, 0 level, −1 lost. */
function sideSign(home: number, away: number, side: Side): number {
  const difference = side === 'home' ? home - away : away - home;
  return Math.sign(difference);
}

function mapTally(result: FixtureResult): { home: number; away: number; played: number } {
  const maps = result.maps ?? [];
  return {
    home: maps.filter((m) => m === 'home').length,
    away: maps.filter((m) => m === 'away').length,
    played: maps.length,
  };
}

function settleOutright(market: Extract<Market, { type: 'outright' }>, competitor: string, result: FixtureResult): Settlement {
  if (result.nonRunners?.includes(competitor)) return VOID;
  const positions = result.positions ?? {};
  const position = positions[competitor];
  if (position === undefined || position > market.places) return LOSE;
  if (!isWhole(position, 1)) throw new TypeError(`position of ${competitor} must be a whole number from 1`);
  const tied = Object.values(positions).filter((p) => p === position).length;
  return deadHeat(tied, market.places - position + 1);
}

/**
 * The settlement of one selection of a market on a fixture's result (throws RangeError on a
 * selection the market does not have, TypeError when the result lacks what the market reads).
 * `bet.scoreAtBet` makes an in-play Asian handicap count only the goals scored after the bet.
 */
export function settleSelection(market: Market, selection: string, result: FixtureResult, bet: BetContext = {}): Settlement {
  const problems = marketProblems(market);
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  if (!selectionsOf(market).includes(selection)) throw new RangeError(`${market.type} has no selection ${selection}`);
  if (result.status === 'abandoned') {
    // Only an esports map already played is decided; everything else is void.
    if (market.type !== 'map_winner' || (result.maps?.length ?? 0) < market.map) return VOID;
  }
  switch (market.type) {
    case '1x2': {
      const { home, away } = scoreFor(result, market.period);
      return winOrLose(selection === (home > away ? 'home' : home < away ? 'away' : 'draw'));
    }
    case 'moneyline': {
      const { home, away } = scoreFor(result, market.period);
      return home === away ? VOID : winOrLose(sideSign(home, away, selection as Side) > 0);
    }
    case 'asian_handicap': {
      const { home, away } = scoreFor(result, market.period);
      const before = bet.scoreAtBet ? checkScore(bet.scoreAtBet, 'at-bet') : { home: 0, away: 0 };
      const homeMargin = home - before.home - (away - before.away);
      const homeQuarters = 4 * homeMargin + market.lineQuarters;
      return lineSettlement(selection === 'home' ? homeQuarters : -homeQuarters);
    }
    case 'total': {
      const { home, away } = scoreFor(result, market.period);
      const overQuarters = 4 * (home + away) - market.lineQuarters;
      return lineSettlement(selection === 'over' ? overQuarters : -overQuarters);
    }
    case 'btts': {
      const { home, away } = scoreFor(result, market.period);
      return winOrLose((home > 0 && away > 0) === (selection === 'yes'));
    }
    case 'correct_score': {
      const { home, away } = scoreFor(result, market.period);
      const beyond = home > market.maxGoals || away > market.maxGoals;
      return winOrLose(selection === (beyond ? 'other' : `${home}-${away}`));
    }
    case 'outright':
      return settleOutright(market, selection, result);
    case 'match_winner': {
      const { home, away, played } = mapTally(result);
      return played === 0 || home === away ? VOID : winOrLose(sideSign(home, away, selection as Side) > 0);
    }
    case 'map_winner': {
      const winner = result.maps?.[market.map - 1];
      return winner === undefined || winner === 'draw' ? VOID : winOrLose(winner === selection);
    }
    case 'map_handicap': {
      const { home, away, played } = mapTally(result);
      if (played === 0) return VOID;
      const homeQuarters = 4 * (home - away) + market.lineQuarters;
      return lineSettlement(selection === 'home' ? homeQuarters : -homeQuarters);
    }
    case 'total_maps': {
      const { played } = mapTally(result);
      if (played === 0) return VOID;
      const overQuarters = 4 * played - market.lineQuarters;
      return lineSettlement(selection === 'over' ? overQuarters : -overQuarters);
    }
  }
}
