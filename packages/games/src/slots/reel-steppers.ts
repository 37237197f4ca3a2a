/**
 * The evaluators of `line-evaluator.ts` and `ways-evaluator.ts` restated reel by reel, for the
 * exact statistics: a stepper reads one reel's window at a time, keeps only what can still change
 * the pay (open line runs, open ways runs, scatters so far) and settles credits as soon as they
 * are certain. Two partial spins with the same state key pay the same for every continuation, so
 * `slot-stats.ts` can merge them; that is what makes exact enumeration fast.
 */
import type { SlotTitle } from './slot-types.ts';
import { lineCandidates, payFor, symbolKinds } from './symbol-kinds.ts';

/** A reel-by-reel evaluator: `step` reads reel `reel`'s window; `finish` settles what is still open. */
export interface ReelStepper<S> {
  initial: S;
  step(state: S, reel: number, window: readonly string[]): { state: S; credits: number };
  finish(state: S): number;
  /** Equal keys mean equal future pays. */
  key(state: S): string;
}

interface OpenRun {
  id: string;
  members: ReadonlySet<string>;
  count: number;
}
/** A payline still open: the best pay of its closed candidates and its open runs. Settled lines are dropped. */
interface OpenLine {
  line: number;
  best: number;
  open: OpenRun[];
}

/** Payline wins (see line-evaluator.ts), reel by reel. */
export function lineStepper(title: SlotTitle): ReelStepper<OpenLine[]> {
  const kinds = symbolKinds(title);
  const settle = (line: OpenLine): number => Math.max(line.best, ...line.open.map((run) => payFor(title, run.id, run.count)));
  return {
    initial: [],
    step(state, reel, window) {
      if (reel === 0) {
        const opened: OpenLine[] = [];
        title.paylines.forEach((rows, line) => {
          const symbol = window[rows[0] as number] as string;
          if (kinds.get(symbol) !== 'regular') return;
          opened.push({ line, best: 0, open: lineCandidates(title, symbol).map((candidate) => ({ ...candidate, count: 1 })) });
        });
        return { state: opened, credits: 0 };
      }
      let credits = 0;
      const next: OpenLine[] = [];
      for (const line of state) {
        const symbol = window[(title.paylines[line.line] as number[])[reel] as number] as string;
        const continues = kinds.get(symbol) === 'wild';
        let best = line.best;
        const open: OpenRun[] = [];
        for (const run of line.open) {
          if (continues || run.members.has(symbol)) open.push({ id: run.id, members: run.members, count: run.count + 1 });
          else best = Math.max(best, payFor(title, run.id, run.count));
        }
        if (open.length > 0) next.push({ line: line.line, best, open });
        else credits += best;
      }
      return { state: next, credits };
    },
    finish: (state) => state.reduce((sum, line) => sum + settle(line), 0),
    key: (state) =>
      state.map((line) => `${line.line}:${line.best}:${line.open.map((run) => `${run.id}=${run.count}`).join(',')}`).join('|'),
  };
}

/** Open ways runs by symbol: reels matched so far and the product of matching cells. */
type WaysState = Array<{ symbol: string; count: number; ways: number }>;

/** Ways wins (see ways-evaluator.ts), reel by reel. */
export function waysStepper(title: SlotTitle): ReelStepper<WaysState> {
  const kinds = symbolKinds(title);
  const matches = (window: readonly string[], symbol: string): number =>
    window.filter((id) => id === symbol || kinds.get(id) === 'wild').length;
  return {
    initial: [],
    step(state, reel, window) {
      if (reel === 0) {
        const symbols = [...new Set(window)].filter((id) => kinds.get(id) === 'regular').sort();
        return { state: symbols.map((symbol) => ({ symbol, count: 1, ways: matches(window, symbol) })), credits: 0 };
      }
      let credits = 0;
      const next: WaysState = [];
      for (const run of state) {
        const cells = matches(window, run.symbol);
        if (cells > 0) next.push({ symbol: run.symbol, count: run.count + 1, ways: run.ways * cells });
        else credits += payFor(title, run.symbol, run.count) * run.ways;
      }
      return { state: next, credits };
    },
    finish: (state) => state.reduce((sum, run) => sum + payFor(title, run.symbol, run.count) * run.ways, 0),
    key: (state) => state.map((run) => `${run.symbol}=${run.count}x${run.ways}`).join('|'),
  };
}

/** Scatter pays: the count of each scatter symbol so far, paid at the end. */
export function scatterStepper(title: SlotTitle): ReelStepper<number[]> {
  const scatters = title.symbols.filter((symbol) => symbol.kind === 'scatter').map((symbol) => symbol.id);
  return {
    initial: scatters.map(() => 0),
    step: (state, _reel, window) => ({
      state: state.map((count, index) => count + window.filter((id) => id === scatters[index]).length),
      credits: 0,
    }),
    finish: (state) => state.reduce((sum, count, index) => sum + payFor(title, scatters[index] as string, count), 0),
    key: (state) => state.join(','),
  };
}

/** Two steppers run side by side; their credits add up. */
export function bothSteppers<A, B>(a: ReelStepper<A>, b: ReelStepper<B>): ReelStepper<[A, B]> {
  return {
    initial: [a.initial, b.initial],
    step([sa, sb], reel, window) {
      const na = a.step(sa, reel, window);
      const nb = b.step(sb, reel, window);
      return { state: [na.state, nb.state], credits: na.credits + nb.credits };
    },
    finish: ([sa, sb]) => a.finish(sa) + b.finish(sb),
    key: ([sa, sb]) => `${a.key(sa)}#${b.key(sb)}`,
  };
}

/** The stepper that pays exactly what `evaluateStops` pays for a title. */
export function titleStepper(title: SlotTitle): ReelStepper<unknown> {
  const wins = title.kind === 'ways' ? waysStepper(title) : lineStepper(title);
  return bothSteppers<unknown, number[]>(wins as ReelStepper<unknown>, scatterStepper(title)) as ReelStepper<unknown>;
}
