/**
 * Benchmark of winner detection: `node --import tsx packages/games/src/bingo/bench-detect.ts [cards]`
 * builds a game of 100,000 cards (default) in each format, calls every ball until the last stage is
 * won, and prints the time to build the index and the ms per ball (mean, max), with and without
 * reading the ten leaders after each ball (detection-bench.ts). Timings only; correctness is in
 * bingo-game.test.ts. The server's `npm run bench:bingo` prints the same with the settlement.
 */
import { BINGO_75, BINGO_90 } from './bingo-types.ts';
import { timeDetection, timingLine } from './detection-bench.ts';
import { PATTERNS_75, PATTERNS_90 } from './patterns.ts';

const count = Number(process.argv[2] ?? 100_000);

for (const withLeaders of [false, true]) {
  console.log(
    timingLine(
      timeDetection(BINGO_75, [PATTERNS_75.line, PATTERNS_75.fourCorners, PATTERNS_75.x, PATTERNS_75.blackout], count, withLeaders),
    ),
  );
  console.log(timingLine(timeDetection(BINGO_90, [PATTERNS_90.oneLine, PATTERNS_90.twoLines, PATTERNS_90.fullHouse], count, withLeaders)));
}
