/**
 * Trend-chart statistics over past results (走势图): per row of positions and per token, the
 * draws since it was last seen, its longest absence and its appearances in the window; plus the
 * current big/small and odd/even streaks ("long dragon") where the format has those bets.
 */
import { bsoeWins, numberTokens } from './bet-kit.ts';
import type { LotteryFormat, LotteryResult } from './lottery-types.ts';

/** One token's figures in the window. */
export interface TokenTrend {
  token: string;
  /** Draws since it was last seen: 0 if in the newest draw, the window length if never seen. */
  current: number;
  /** The longest run of consecutive draws without it in the window (including the current run). */
  max: number;
  /** Appearances in the window (a VN number drawn twice in one draw counts twice, as do two dice). */
  hits: number;
}

/** One row of the chart: a position (or the sum, the dice, the lô set) and the figures of its tokens. */
export interface TrendRow {
  /** i18n row label (lottery.rows.<label>): pos1..pos5, rank1..rank10, sum, dice, lo. */
  label: string;
  tokens: TokenTrend[];
}

/** A current streak: the newest `length` draws all came out `token` on this subject. */
export interface StreakTrend {
  /** The subject's row label: pos1..pos5, rank1..rank10, sum, top2sum. */
  label: string;
  kind: 'bigSmall' | 'oddEven';
  token: 'B' | 'S' | 'O' | 'E';
  length: number;
}

/** The trend of a window of results. */
export interface LotteryTrend {
  format: LotteryFormat;
  draws: number;
  rows: TrendRow[];
  /** Current streaks of at least one draw, longest first (ties in subject order). */
  streaks: StreakTrend[];
}

/** A chart row: its tokens and the tokens a result shows in it (repeats included). */
interface RowSpec {
  label: string;
  tokens: readonly string[];
  seen(numbers: readonly string[]): readonly string[];
}

/** A streak subject: the value it reads and where big starts (neutral values end a big/small streak). */
interface StreakSpec {
  label: string;
  value(numbers: readonly string[]): number;
  /** Big/small of a value: 'B', 'S' or undefined (k3 triples, the 11x5 sum 30). */
  bigSmall(value: number, numbers: readonly string[]): 'B' | 'S' | undefined;
  oddEven(value: number, numbers: readonly string[]): 'O' | 'E' | undefined;
}

const sum = (numbers: readonly string[]): number => numbers.reduce((total, number) => total + Number(number), 0);
const parity = (value: number): 'O' | 'E' => (value % 2 === 1 ? 'O' : 'E');
const sizeFrom =
  (bigFrom: number) =>
  (value: number): 'B' | 'S' =>
    bsoeWins('B', value, bigFrom) ? 'B' : 'S';

/** One row per position, each showing the number drawn there. */
function positionRows(prefix: string, count: number, tokens: readonly string[]): RowSpec[] {
  return Array.from({ length: count }, (_, index) => ({
    label: `${prefix}${index + 1}`,
    tokens,
    seen: (numbers) => [numbers[index] as string],
  }));
}

/** Streak subjects reading one position each. */
function positionStreaks(prefix: string, count: number, bigFrom: number): StreakSpec[] {
  return Array.from({ length: count }, (_, index) => ({
    label: `${prefix}${index + 1}`,
    value: (numbers) => Number(numbers[index]),
    bigSmall: sizeFrom(bigFrom),
    oddEven: parity,
  }));
}

const isTriple = (numbers: readonly string[]): boolean => numbers[0] === numbers[1] && numbers[1] === numbers[2];

/** What each format charts. */
function specOf(format: LotteryFormat): { rows: RowSpec[]; streaks: StreakSpec[] } {
  switch (format) {
    case 'ssc':
      return {
        rows: positionRows('pos', 5, numberTokens(0, 9, 1)),
        streaks: [...positionStreaks('pos', 5, 5), { label: 'sum', value: sum, bigSmall: sizeFrom(23), oddEven: parity }],
      };
    case 'k3':
      return {
        rows: [
          { label: 'sum', tokens: numberTokens(3, 18, 1), seen: (numbers) => [String(sum(numbers))] },
          { label: 'dice', tokens: numberTokens(1, 6, 1), seen: (numbers) => numbers },
        ],
        // As the k3.bsoe bet: a triple is neither big, small, odd nor even.
        streaks: [
          {
            label: 'sum',
            value: sum,
            bigSmall: (value, numbers) => (isTriple(numbers) ? undefined : sizeFrom(11)(value)),
            oddEven: (value, numbers) => (isTriple(numbers) ? undefined : parity(value)),
          },
        ],
      };
    case '11x5':
      return {
        rows: positionRows('pos', 5, numberTokens(1, 11, 2)),
        streaks: [{ label: 'sum', value: sum, bigSmall: (value) => (value === 30 ? undefined : sizeFrom(31)(value)), oddEven: parity }],
      };
    case 'pk10':
      return {
        rows: positionRows('rank', 10, numberTokens(1, 10, 2)),
        streaks: [
          ...positionStreaks('rank', 10, 6),
          { label: 'top2sum', value: (numbers) => Number(numbers[0]) + Number(numbers[1]), bigSmall: sizeFrom(12), oddEven: parity },
        ],
      };
    case 'vn27':
    case 'vn18':
      return {
        rows: [{ label: 'lo', tokens: numberTokens(0, 99, 2), seen: (numbers) => numbers.map((number) => number.slice(-2)) }],
        streaks: [],
      };
  }
}

/** Gap and hit figures of one row over the window (newest first). */
function rowTrend(spec: RowSpec, history: readonly (readonly string[])[]): TrendRow {
  const figures = spec.tokens.map((token) => ({ token, current: -1, max: 0, hits: 0, gap: 0 }));
  const byToken = new Map(figures.map((figure) => [figure.token, figure]));
  for (const numbers of history) {
    const seen = spec.seen(numbers);
    for (const token of seen) {
      const figure = byToken.get(token);
      if (figure) figure.hits++;
    }
    for (const figure of figures) {
      if (seen.includes(figure.token)) {
        figure.max = Math.max(figure.max, figure.gap);
        if (figure.current < 0) figure.current = figure.gap;
        figure.gap = 0;
      } else figure.gap++;
    }
  }
  return {
    label: spec.label,
    tokens: figures.map(({ token, current, max, hits, gap }) => ({
      token,
      current: current < 0 ? history.length : current,
      max: Math.max(max, gap),
      hits,
    })),
  };
}

/** The current run of equal outcomes from the newest draw. */
function streakOf(label: string, kind: StreakTrend['kind'], outcomes: readonly (string | undefined)[]): StreakTrend | undefined {
  const token = outcomes[0];
  if (token === undefined) return undefined;
  let length = 0;
  while (length < outcomes.length && outcomes[length] === token) length++;
  return { label, kind, token: token as StreakTrend['token'], length };
}

/** Trend statistics of `results` (newest first, all of `format`); throws on a result of another format. */
export function trendOf(format: LotteryFormat, results: readonly LotteryResult[]): LotteryTrend {
  for (const result of results) {
    if (result.format !== format) throw new RangeError(`trendOf(${format}) got a ${result.format} result`);
  }
  const history = results.map((result) => result.numbers);
  const spec = specOf(format);
  const streaks = spec.streaks.flatMap((subject) => {
    const values = history.map((numbers) => subject.value(numbers));
    return [
      streakOf(
        subject.label,
        'bigSmall',
        values.map((value, index) => subject.bigSmall(value, history[index] as string[])),
      ),
      streakOf(
        subject.label,
        'oddEven',
        values.map((value, index) => subject.oddEven(value, history[index] as string[])),
      ),
    ].filter((streak): streak is StreakTrend => streak !== undefined);
  });
  return {
    format,
    draws: results.length,
    rows: spec.rows.map((rowSpec) => rowTrend(rowSpec, history)),
    // A stable sort keeps subject order among equal lengths.
    streaks: streaks.sort((a, b) => b.length - a.length),
  };
}
