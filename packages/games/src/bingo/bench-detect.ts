/**
 * Benchmark of winner detection: `node --import tsx packages/games/src/bingo/bench-detect.ts [cards]`
 * builds a game of 100,000 cards (default) in each format, calls every ball until the last stage is
 * won, and prints the time to build the index and the ms per ball (mean, max), with and without
 * reading the ten leaders after each ball. Timings only; correctness is in bingo-game.test.ts.
 */
import { seededRandom } from '../random.ts';
import { ballOrder } from './ball-order.ts';
import type { PackedCards } from './bingo-game.ts';
import { BingoGame, packCards } from './bingo-game.ts';
import type { BingoFormat, Ticket90 } from './bingo-types.ts';
import { BINGO_75, BINGO_90 } from './bingo-types.ts';
import { generateCard75 } from './card-75.ts';
import type { BingoPattern } from './patterns.ts';
import { PATTERNS_75, PATTERNS_90 } from './patterns.ts';
import { generateStrip90 } from './strip-90.ts';

const count = Number(process.argv[2] ?? 100_000);

function cardsOf(format: BingoFormat, random: ReturnType<typeof seededRandom>): PackedCards {
  if (format.code === '75')
    return packCards(
      format,
      Array.from({ length: count }, () => generateCard75(random)),
    );
  const tickets: Ticket90[] = [];
  while (tickets.length < count) tickets.push(...generateStrip90(random));
  return packCards(format, tickets.slice(0, count));
}

function run(format: BingoFormat, stages: BingoPattern[], withLeaders: boolean): void {
  const random = seededRandom(`bench:${format.code}`);
  const cards = cardsOf(format, random);
  let t = performance.now();
  const game = new BingoGame(cards, stages);
  const buildMs = performance.now() - t;
  const times: number[] = [];
  for (const ball of ballOrder(format.balls, random)) {
    t = performance.now();
    game.call(ball);
    if (withLeaders && !game.finished) game.leaders(10);
    times.push(performance.now() - t);
    if (game.finished) break;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const wins = game.stageWins.map((w) => `${w.pattern}@${w.calls}×${w.cards.length}`).join(', ');
  console.log(
    `${format.code}-ball ${count} cards${withLeaders ? ' + leaders(10)' : ''}: index ${buildMs.toFixed(1)} ms; ` +
      `${times.length} balls, ${mean.toFixed(3)} ms/ball mean, ${Math.max(...times).toFixed(3)} ms max; ${wins}`,
  );
}

for (const withLeaders of [false, true]) {
  run(BINGO_75, [PATTERNS_75.line, PATTERNS_75.fourCorners, PATTERNS_75.x, PATTERNS_75.blackout], withLeaders);
  run(BINGO_90, [PATTERNS_90.oneLine, PATTERNS_90.twoLines, PATTERNS_90.fullHouse], withLeaders);
}
