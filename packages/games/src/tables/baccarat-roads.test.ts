// Proves the bead plate, big road (ties, pairs, dragon tails), the three derived roads and the
// "if Banker / if Player next" predictions on hand-worked shoes, ties at the shoe's start included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BigRoadCell, DerivedCell, RoadRound } from './baccarat-roads.ts';
import { baccaratRoads, beadPlate, bigRoad, derivedColour, derivedRoad, roadGrid, roadPredictions, roadRoundOf } from './baccarat-roads.ts';
import { baccaratOutcomeOf } from './baccarat-rules.ts';

/** Rounds from a string of B, P, T (no pairs). */
const rounds = (text: string): RoadRound[] =>
  [...text].map((result) => ({ result: result as 'B' | 'P' | 'T', playerPair: false, bankerPair: false }));
/** Big road cells as 'B@col,row' (ties appended as +n). */
const big = (cells: BigRoadCell[]): string =>
  cells.map((cell) => `${cell.winner ?? '-'}${cell.ties ? `+${cell.ties}` : ''}@${cell.col},${cell.row}`).join(' ');
/** Derived marks as colour letters in order. */
const marks = (cells: DerivedCell[]): string => cells.map((cell) => (cell.colour === 'red' ? 'R' : 'B')).join('');
/** Derived cells as 'R@col,row'. */
const placed = (cells: DerivedCell[]): string =>
  cells.map((cell) => `${cell.colour === 'red' ? 'R' : 'B'}@${cell.col},${cell.row}`).join(' ');

// Worked by hand. Big road columns: BB, PPP, B, PP, BBBB, P (lengths 2 3 1 2 4 1).
const SHOE = 'BBPPPBPPBBBBP';

test('bead plate: every round, ties included, down then right in 6 rows', () => {
  const cells = beadPlate(rounds('BPTBBPPT'));
  assert.deepEqual(
    cells.map((cell) => `${cell.result}@${cell.col},${cell.row}`),
    ['B@0,0', 'P@0,1', 'T@0,2', 'B@0,3', 'B@0,4', 'P@0,5', 'P@1,0', 'T@1,1'],
  );
  assert.equal(cells[7]?.round, 7);
});

test('big road: new column on a change of winner', () => {
  assert.equal(big(bigRoad(rounds(SHOE))), 'B@0,0 B@0,1 P@1,0 P@1,1 P@1,2 B@2,0 P@3,0 P@3,1 B@4,0 B@4,1 B@4,2 B@4,3 P@5,0');
});

test('big road: ties at the shoe start sit on the first cell; later ties on the last cell', () => {
  assert.equal(big(bigRoad(rounds('TTBTPPT'))), 'B+3@0,0 P@1,0 P+1@1,1');
  // Only ties so far: one cell without a winner.
  assert.equal(big(bigRoad(rounds('TT'))), '-+2@0,0');
  assert.deepEqual(bigRoad([]), []);
  // A tie never starts a column: B T B stays one streak of two.
  assert.equal(big(bigRoad(rounds('BTB'))), 'B+1@0,0 B@0,1');
});

test('big road: dragon tails turn right along the bottom, and along a row blocked by an earlier tail', () => {
  const cells = bigRoad(rounds('BBBBBBBB' + 'PPPPPP' + 'BBBBBB' + 'P'));
  assert.equal(
    big(cells),
    [
      // 8 Bankers: down to row 6, then right along the bottom.
      'B@0,0 B@0,1 B@0,2 B@0,3 B@0,4 B@0,5 B@1,5 B@2,5',
      // 6 Players: the 6th cannot go down into (1,5), so it turns right on row 5 (index 4).
      'P@1,0 P@1,1 P@1,2 P@1,3 P@1,4 P@2,4',
      // 6 Bankers: blocked above (2,4), turn right on index row 3.
      'B@2,0 B@2,1 B@2,2 B@2,3 B@3,3 B@4,3',
      'P@3,0',
    ].join(' '),
  );
  // Logical columns keep the streaks' true lengths.
  assert.deepEqual(
    cells.filter((cell) => cell.depth === 0).map((cell) => cell.column),
    [0, 1, 2, 3],
  );
  assert.equal(cells[7]?.depth, 7);
});

test('big road and bead plate carry the pair flags of their round', () => {
  const pairs: RoadRound[] = [
    { result: 'B', playerPair: true, bankerPair: false },
    { result: 'T', playerPair: false, bankerPair: true },
    { result: 'P', playerPair: false, bankerPair: true },
  ];
  const cells = bigRoad(pairs);
  assert.deepEqual(
    cells.map((cell) => [cell.winner, cell.ties, cell.playerPair, cell.bankerPair, cell.round]),
    [
      ['B', 1, true, false, 0],
      ['P', 0, false, true, 2],
    ],
  );
  assert.deepEqual(
    beadPlate(pairs).map((cell) => [cell.playerPair, cell.bankerPair]),
    [
      [true, false],
      [false, true],
      [false, true],
    ],
  );
  // From a dealt outcome: Player 5S 5H (pair), Banker KD 9C (natural 9).
  assert.deepEqual(roadRoundOf(baccaratOutcomeOf(['5S', '5H'], ['KD', '9C'])), { result: 'B', playerPair: true, bankerPair: false });
});

test('big eye boy, small road and cockroach pig on the hand-worked shoe', () => {
  // Columns and depths from 0: big eye boy starts at column 1 depth 1 (the 4th round); small road
  // at column 3 depth 0 (column 2 has one entry); cockroach pig at column 3 depth 1. The working
  // is in docs/games/table-games.md.
  assert.equal(marks(derivedRoad(rounds(SHOE), 'bigEyeBoy')), 'RBBBBBRBRB');
  assert.equal(marks(derivedRoad(rounds(SHOE), 'smallRoad')), 'BRBBRRB');
  assert.equal(marks(derivedRoad(rounds(SHOE), 'cockroachPig')), 'RRRRBB');
  assert.equal(placed(derivedRoad(rounds(SHOE), 'bigEyeBoy')), 'R@0,0 B@1,0 B@1,1 B@1,2 B@1,3 B@1,4 R@2,0 B@3,0 R@4,0 B@5,0');
  assert.equal(placed(derivedRoad(rounds(SHOE), 'cockroachPig')), 'R@0,0 R@0,1 R@0,2 R@0,3 B@1,0 B@1,1');
});

test('derived roads: start cells, ties ignored, the long-streak and dragon-tail shoe', () => {
  // Column 2 has one entry only: big eye boy starts at column 3 row 1 (B P B: compare 1 and 1: red).
  assert.equal(marks(derivedRoad(rounds('BPB'), 'bigEyeBoy')), 'R');
  assert.equal(marks(derivedRoad(rounds('BP'), 'bigEyeBoy')), '');
  // Column 2 row 2 exists: B P P marks blue (column 1 ended at row 1).
  assert.equal(marks(derivedRoad(rounds('BPP'), 'bigEyeBoy')), 'B');
  // Ties change nothing.
  assert.equal(marks(derivedRoad(rounds('TBTPTPT'), 'bigEyeBoy')), 'B');
  assert.equal(marks(derivedRoad(rounds('TTBTPPT'), 'bigEyeBoy')), 'B');
  // Columns 8, 6, 6, 1: streak marks use the logical lengths, not the dragon-tail placement.
  const dragon = rounds('BBBBBBBB' + 'PPPPPP' + 'BBBBBB' + 'P');
  assert.equal(marks(derivedRoad(dragon, 'bigEyeBoy')), 'RRRRRBRRRRRR');
  assert.equal(marks(derivedRoad(dragon, 'smallRoad')), 'RRRRRB');
  assert.equal(marks(derivedRoad(dragon, 'cockroachPig')), '');
  // A chop (columns of one): every big eye boy mark red, so the road itself grows a dragon tail.
  assert.equal(placed(derivedRoad(rounds('BPBPBPBPBPBP'), 'bigEyeBoy')), 'R@0,0 R@0,1 R@0,2 R@0,3 R@0,4 R@0,5 R@1,5 R@2,5 R@3,5 R@4,5');
});

test('derivedColour: the three cases of a later entry and the first entry of a column', () => {
  // Column lengths 3, 1 and an entry at column 2: looks at column 1 (k = 1).
  assert.equal(derivedColour([3, 1], 2, 0, 1), 'blue'); // 1 vs 3
  assert.equal(derivedColour([3, 3], 2, 0, 1), 'red');
  assert.equal(derivedColour([3, 1, 2], 2, 1, 1), 'blue'); // column 1 ends at depth 0
  assert.equal(derivedColour([3, 2, 2], 2, 1, 1), 'red'); // column 1 has depth 1
  assert.equal(derivedColour([3, 1, 3], 2, 2, 1), 'red'); // two empty cells
  assert.equal(derivedColour([3], 0, 1, 1), null);
});

test('predictions are the next derived marks for a Banker or a Player round', () => {
  assert.deepEqual(roadPredictions(rounds(SHOE)), {
    B: { bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'red' },
    P: { bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'blue' },
  });
  assert.deepEqual(roadPredictions(rounds('TT')).B, { bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  // On many shoes, each prediction is exactly the mark the road adds when that round comes.
  const alphabet = 'BPT';
  for (let seed = 1; seed <= 200; seed++) {
    let text = '';
    for (let i = 0, x = seed; i < 5 + (seed % 40); i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      text += alphabet[x % 3];
    }
    const before = roadPredictions(rounds(text));
    for (const next of ['B', 'P'] as const) {
      const after = baccaratRoads(rounds(text + next));
      const earlier = baccaratRoads(rounds(text));
      for (const road of ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
        const added = after[road].length > earlier[road].length ? (after[road].at(-1)?.colour ?? null) : null;
        assert.equal(before[next][road], added, `${text} + ${next}: ${road}`);
      }
    }
  }
});

test('roadGrid lays cells out by row and column', () => {
  const grid = roadGrid(bigRoad(rounds('BBP')));
  assert.equal(grid.length, 6);
  assert.equal(grid[0]?.[0]?.winner, 'B');
  assert.equal(grid[1]?.[0]?.winner, 'B');
  assert.equal(grid[0]?.[1]?.winner, 'P');
  assert.equal(grid[1]?.[1], null);
});
