/**
 * Timing of winner detection (bench-detect.ts and the server's bench:bingo): a game of `count`
 * cards of a format, every ball called until the last stage is won, the index build and each
 * ball's time (with or without reading the ten leaders after it). Timings only; correctness is in
 * bingo-game.test.ts.
 */
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { ballOrder } from './ball-order.ts';
import type { PackedCards } from './bingo-game.ts';
import { BingoGame, packCards } from './bingo-game.ts';
import type { BingoFormat, Ticket90 } from './bingo-types.ts';
import { generateCard75 } from './card-75.ts';
import type { BingoPattern } from './patterns.ts';
import { generateStrip90 } from './strip-90.ts';

/** What one timed game gave. */
export interface DetectionTiming {
  format: string;
  cards: number;
  withLeaders: boolean;
  buildMs: number;
  balls: number;
  meanMs: number;
  maxMs: number;
  /** Each stage as pattern@calls×winners. */
  wins: string;
}

function cardsOf(format: BingoFormat, count: number, random: RandomSource): PackedCards {
  if (format.code === '75')
    return packCards(
      format,
      Array.from({ length: count }, () => generateCard75(random)),
    );
  const tickets: Ticket90[] = [];
  while (tickets.length < count) tickets.push(...generateStrip90(random));
  return packCards(format, tickets.slice(0, count));
}

/** Times one game of `count` seeded cards. */
export function timeDetection(format: BingoFormat, stages: BingoPattern[], count: number, withLeaders: boolean): DetectionTiming {
  const random = seededRandom(`bench:${format.code}`);
  const cards = cardsOf(format, count, random);
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
  return {
    format: format.code,
    cards: count,
    withLeaders,
    buildMs,
    balls: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    maxMs: Math.max(...times),
    wins: game.stageWins.map((w) => `${w.pattern}@${w.calls}×${w.cards.length}`).join(', '),
  };
}

/** One line of figures. */
export function timingLine(timing: DetectionTiming): string {
  return (
    `${timing.format}-ball ${timing.cards} cards${timing.withLeaders ? ' + leaders(10)' : ''}: index ${timing.buildMs.toFixed(1)} ms; ` +
    `${timing.balls} balls, ${timing.meanMs.toFixed(3)} ms/ball mean, ${timing.maxMs.toFixed(3)} ms max; ${timing.wins}`
  );
}
