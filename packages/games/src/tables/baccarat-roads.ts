/**
 * The baccarat roads (scoreboards) of one shoe, as pure functions of its results in order. Every
 * road is a list of cells placed on a grid of `rows` rows (6) and as many columns as needed; col
 * and row count from 0 at the top left. A new shoe starts new roads.
 *
 * - Bead plate: every round, ties included, filled down then right (round i at col i div 6, row i mod 6).
 * - Big road: Banker and Player wins only. A new column starts when the winner changes; a tie adds
 *   to the tie count of the last cell (ties before the shoe's first win are counted on its first
 *   cell, shown alone until that win comes). Placement ("dragon tail"): a streak goes down until
 *   row 6 or an occupied cell, then turns right along its row; a new streak starts at the top of
 *   the first free column after the previous streak's first column.
 * - Derived roads (big eye boy, small road, cockroach pig; offset k = 1, 2, 3) compare the big
 *   road's logical columns (its streaks, whatever their placement). For each big-road entry at
 *   column c, depth r (0-based), from big-road cell (column k, row 1) or, if that column has one
 *   entry, (column k + 1, row 0): a first entry of a column (r = 0) is red if columns c-1 and
 *   c-1-k have the same length, blue otherwise; a later entry looks at column c-k: red if it has
 *   an entry at depth r, blue if it ends exactly at depth r-1, red if it ended earlier ("two
 *   empty cells" repeat). The marks are placed like the big road, a new column on a colour change.
 * - Predictions: the mark each derived road would add if the next round were Banker, or Player.
 */
import type { BaccaratOutcome } from './baccarat-rules.ts';

/** Rows of every road grid. */
export const ROAD_ROWS = 6;

/** One round as the roads see it. */
export interface RoadRound {
  result: 'B' | 'P' | 'T';
  playerPair: boolean;
  bankerPair: boolean;
}

/** A cell's place: grid col and row, and for the big and derived roads its logical column and depth in the streak. */
export interface RoadPlace {
  col: number;
  row: number;
}

export interface BeadCell extends RoadPlace, RoadRound {
  /** The round's index in the shoe. */
  round: number;
}

export interface BigRoadCell extends RoadPlace {
  column: number;
  depth: number;
  /** null only on the lone cell of a shoe that has had ties and no win yet. */
  winner: 'B' | 'P' | null;
  /** Ties recorded on this cell. */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Index in the shoe of the round that won this cell (-1 on the lone tie cell). */
  round: number;
}

export type RoadColour = 'red' | 'blue';

export interface DerivedCell extends RoadPlace {
  column: number;
  depth: number;
  colour: RoadColour;
}

/** The derived roads and their column offsets. */
export const DERIVED_ROADS = Object.freeze({ bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 });
export type DerivedRoadName = keyof typeof DERIVED_ROADS;

/** A round's road entry from its outcome. */
export function roadRoundOf(outcome: BaccaratOutcome): RoadRound {
  const result = outcome.winner === 'banker' ? 'B' : outcome.winner === 'player' ? 'P' : 'T';
  return { result, playerPair: outcome.playerPair, bankerPair: outcome.bankerPair };
}

/** The bead plate: every round, filled down then right. */
export function beadPlate(rounds: readonly RoadRound[], rows = ROAD_ROWS): BeadCell[] {
  return rounds.map((round, index) => ({
    col: Math.floor(index / rows),
    row: index % rows,
    result: round.result,
    playerPair: round.playerPair,
    bankerPair: round.bankerPair,
    round: index,
  }));
}

/** Places streaks of equal keys as the big road does (see the module comment), with their logical column and depth. */
export function placeStreaks(keys: readonly string[], rows = ROAD_ROWS): Array<RoadPlace & { column: number; depth: number }> {
  const occupied = new Set<string>();
  const taken = (col: number, row: number): boolean => occupied.has(`${col},${row}`);
  const places: Array<RoadPlace & { column: number; depth: number }> = [];
  let startCol = -1;
  let column = -1;
  let depth = 0;
  let col = 0;
  let row = 0;
  let turned = false;
  keys.forEach((key, index) => {
    if (index === 0 || key !== keys[index - 1]) {
      column++;
      depth = 0;
      col = startCol + 1;
      while (taken(col, 0)) col++;
      startCol = col;
      row = 0;
      turned = false;
    } else {
      depth++;
      if (!turned && row + 1 < rows && !taken(col, row + 1)) row++;
      else {
        turned = true;
        do col++;
        while (taken(col, row));
      }
    }
    occupied.add(`${col},${row}`);
    places.push({ col, row, column, depth });
  });
  return places;
}

/** The big road (see the module comment). */
export function bigRoad(rounds: readonly RoadRound[], rows = ROAD_ROWS): BigRoadCell[] {
  const wins: Array<{ round: RoadRound; index: number; ties: number }> = [];
  let leadingTies = 0;
  rounds.forEach((round, index) => {
    const last = wins[wins.length - 1];
    if (round.result !== 'T') wins.push({ round, index, ties: wins.length === 0 ? leadingTies : 0 });
    else if (last) last.ties++;
    else leadingTies++;
  });
  if (wins.length === 0) {
    if (leadingTies === 0) return [];
    return [{ col: 0, row: 0, column: 0, depth: 0, winner: null, ties: leadingTies, playerPair: false, bankerPair: false, round: -1 }];
  }
  const places = placeStreaks(
    wins.map((win) => win.round.result),
    rows,
  );
  return wins.map((win, i) => ({
    ...(places[i] as RoadPlace & { column: number; depth: number }),
    winner: win.round.result as 'B' | 'P',
    ties: win.ties,
    playerPair: win.round.playerPair,
    bankerPair: win.round.bankerPair,
    round: win.index,
  }));
}

/**
 * The mark a derived road with offset k gives a big-road entry at logical column c and depth r,
 * from the lengths of the columns before c; null before the road's start.
 */
export function derivedColour(lengths: readonly number[], c: number, r: number, k: number): RoadColour | null {
  if (r === 0) {
    if (c < k + 1) return null;
    return lengths[c - 1] === lengths[c - 1 - k] ? 'red' : 'blue';
  }
  if (c < k) return null;
  const length = lengths[c - k] as number;
  return length === r ? 'blue' : 'red';
}

/** Logical column lengths of a big road. */
function columnLengths(cells: readonly BigRoadCell[]): number[] {
  const lengths: number[] = [];
  for (const cell of cells) if (cell.winner !== null) lengths[cell.column] = cell.depth + 1;
  return lengths;
}

/** A derived road from the shoe's rounds (see the module comment). */
export function derivedRoad(rounds: readonly RoadRound[], name: DerivedRoadName, rows = ROAD_ROWS): DerivedCell[] {
  const k = DERIVED_ROADS[name];
  const big = bigRoad(rounds).filter((cell) => cell.winner !== null);
  const lengths = columnLengths(big);
  const marks: Array<{ colour: RoadColour }> = [];
  for (const cell of big) {
    const colour = derivedColour(lengths, cell.column, cell.depth, k);
    if (colour) marks.push({ colour });
  }
  const places = placeStreaks(
    marks.map((mark) => mark.colour),
    rows,
  );
  return marks.map((mark, i) => ({ ...(places[i] as RoadPlace & { column: number; depth: number }), colour: mark.colour }));
}

/** The next mark of each derived road (null: none yet) if the next round is won by one side. */
export type RoadPrediction = Record<DerivedRoadName, RoadColour | null>;

/** The "if Banker next / if Player next" buttons: the mark each derived road would add. */
export function roadPredictions(rounds: readonly RoadRound[]): { B: RoadPrediction; P: RoadPrediction } {
  const big = bigRoad(rounds).filter((cell) => cell.winner !== null);
  const lengths = columnLengths(big);
  const last = big[big.length - 1];
  const predict = (winner: 'B' | 'P'): RoadPrediction => {
    // The next entry's place: one deeper in the last column, or the top of a new one.
    const [c, r] = !last ? [0, 0] : last.winner === winner ? [last.column, last.depth + 1] : [last.column + 1, 0];
    const mark = (k: number): RoadColour | null => derivedColour(lengths, c, r, k);
    return { bigEyeBoy: mark(1), smallRoad: mark(2), cockroachPig: mark(3) };
  };
  return { B: predict('B'), P: predict('P') };
}

/** Every road of a shoe at once. */
export interface BaccaratRoads {
  beadPlate: BeadCell[];
  bigRoad: BigRoadCell[];
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroachPig: DerivedCell[];
  predictions: { B: RoadPrediction; P: RoadPrediction };
}

/** All roads and the predictions for a shoe's rounds. */
export function baccaratRoads(rounds: readonly RoadRound[], rows = ROAD_ROWS): BaccaratRoads {
  return {
    beadPlate: beadPlate(rounds, rows),
    bigRoad: bigRoad(rounds, rows),
    bigEyeBoy: derivedRoad(rounds, 'bigEyeBoy', rows),
    smallRoad: derivedRoad(rounds, 'smallRoad', rows),
    cockroachPig: derivedRoad(rounds, 'cockroachPig', rows),
    predictions: roadPredictions(rounds),
  };
}

/** Cells laid out as a grid [row][col] (null where empty), for rendering. */
export function roadGrid<T extends RoadPlace>(cells: readonly T[], rows = ROAD_ROWS): Array<Array<T | null>> {
  const cols = cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
  const grid = Array.from({ length: rows }, () => new Array<T | null>(cols).fill(null));
  for (const cell of cells) (grid[cell.row] as Array<T | null>)[cell.col] = cell;
  return grid;
}
