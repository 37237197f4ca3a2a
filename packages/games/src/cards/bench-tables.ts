/**
 * Prints the figures in docs/games/pvp-cards.md: the exact counts of Pusoy Dos five-card plays,
 * and, from bot games with fixed seeds, the cost of each call the table server makes (applyMove,
 * legalMoves, autoMove, botMove), the size of the serialised state, and how hands end.
 * Run: node --import tsx packages/games/src/cards/bench-tables.ts [games]
 */
import { seededRandom } from '../random.ts';
import { classify } from '../pusoy-dos/combinations.ts';
import { PUSOY_DOS } from '../pusoy-dos/pusoy-game.ts';
import { DEFAULT_PUSOY_TABLE } from '../pusoy-dos/pusoy-scoring.ts';
import { TONGITS } from '../tongits/tongits-game.ts';
import { DEFAULT_TONGITS_TABLE } from '../tongits/tongits-scoring.ts';
import type { CardGame } from './card-game.ts';

const GAMES = Number(process.argv[2] ?? 2000);

/** Counts every five-card set of the deck by Pusoy Dos kind. */
function fiveCardCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  const chosen: number[] = [];
  const walk = (start: number): void => {
    if (chosen.length === 5) {
      const kind = classify(chosen)?.kind ?? 'not a play';
      counts[kind] = (counts[kind] ?? 0) + 1;
      return;
    }
    for (let card = start; card < 52; card++) {
      chosen.push(card);
      walk(card + 1);
      chosen.pop();
    }
  };
  walk(0);
  return counts;
}

interface Timing {
  calls: number;
  ms: number;
}

/** Times `fn` into `timing` and returns its result. */
function timed<T>(timing: Timing, fn: () => T): T {
  const started = performance.now();
  const result = fn();
  timing.ms += performance.now() - started;
  timing.calls++;
  return result;
}

/** Plays `GAMES` bot games of one game and prints its figures. */
function bench<S, M, V, T, O, E extends string>(game: CardGame<S, M, V, T, O, E>, table: T, ends: (state: S) => string): void {
  const random = seededRandom(`bench:${game.code}`);
  const timings = {
    applyMove: { calls: 0, ms: 0 },
    legalMoves: { calls: 0, ms: 0 },
    botMove: { calls: 0, ms: 0 },
    autoMove: { calls: 0, ms: 0 },
  };
  let stateBytes = 0;
  let maxStateBytes = 0;
  let moves = 0;
  let winnerUnits = 0;
  const outcomes: Record<string, number> = {};
  for (let hand = 0; hand < GAMES; hand++) {
    let state = game.deal(game.seats, random);
    while (!game.isOver(state)) {
      const seat = game.toAct(state) as number;
      timed(timings.legalMoves, () => game.legalMoves(state, seat));
      timed(timings.autoMove, () => game.autoMove(state, seat));
      const move = timed(timings.botMove, () => game.botMove(state, seat, random));
      const next = timed(timings.applyMove, () => game.applyMove(state, seat, move));
      if (typeof next === 'object' && next !== null && 'error' in next) throw new Error(`bot move refused: ${String(next.error)}`);
      state = next as S;
      const bytes = JSON.stringify(state).length;
      stateBytes += bytes;
      maxStateBytes = Math.max(maxStateBytes, bytes);
      moves++;
    }
    const payments = game.score(state, table);
    winnerUnits += payments.unitsOwed.reduce((sum, units) => sum + units, 0);
    const outcome = ends(state);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  const micro = (timing: Timing): string => ((timing.ms * 1000) / timing.calls).toFixed(1);
  console.log(`\n${game.code}: ${GAMES} bot games, ${(moves / GAMES).toFixed(1)} moves a game`);
  console.log(
    `  µs per call: ${Object.entries(timings)
      .map(([name, timing]) => `${name} ${micro(timing)}`)
      .join(', ')}`,
  );
  console.log(`  state JSON: mean ${(stateBytes / moves).toFixed(0)} bytes, max ${maxStateBytes}`);
  console.log(`  units paid to the winner a hand (default table): ${(winnerUnits / GAMES).toFixed(2)}`);
  console.log(
    `  ends: ${Object.entries(outcomes)
      .map(([name, count]) => `${name} ${((100 * count) / GAMES).toFixed(1)} %`)
      .join(', ')}`,
  );
}

console.log('Pusoy Dos five-card sets by kind (all 2 598 960):', fiveCardCounts());
bench(PUSOY_DOS, DEFAULT_PUSOY_TABLE, (state) => `seat ${state.winner} first out`);
bench(TONGITS, DEFAULT_TONGITS_TABLE, (state) => state.end?.reason ?? '?');
