// Proves the fast detector against a naive checker (sets of called numbers, every card re-checked
// every ball): the same stage wins (ball, call count, winners) and, after every ball, the same
// to-go count for every card, the same histogram and the same leaders, on seeded games of both
// formats with nested and non-nested stages; that a ball can win several stages; that bad calls
// are refused; and that a 100,000-card game's winners are exactly the cards a naive check finds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { ballOrder } from './ball-order.ts';
import { BingoGame, packCards } from './bingo-game.ts';
import type { BingoFormat, Card75, Ticket90 } from './bingo-types.ts';
import { BINGO_75, BINGO_90, cardCells } from './bingo-types.ts';
import { generateCard75 } from './card-75.ts';
import type { BingoPattern } from './patterns.ts';
import { PATTERNS_75, PATTERNS_90 } from './patterns.ts';
import { generateStrip90 } from './strip-90.ts';

function makeCards(format: BingoFormat, count: number, random: RandomSource): (Card75 | Ticket90)[] {
  if (format.code === '75') return Array.from({ length: count }, () => generateCard75(random));
  const tickets: Ticket90[] = [];
  while (tickets.length < count) tickets.push(...generateStrip90(random));
  return tickets.slice(0, count);
}

/** Naive: a card's cells still needed for a pattern, from the set of called numbers (0 = free). */
function naiveToGo(cells: readonly number[], pattern: BingoPattern, called: ReadonlySet<number>): number {
  return Math.min(...pattern.masks.map((mask) => cells.filter((n, cell) => (mask >>> cell) & 1 && n !== 0 && !called.has(n)).length));
}

function compareWithNaive(format: BingoFormat, stages: BingoPattern[], count: number, seed: string): void {
  const random = seededRandom(seed);
  const cards = makeCards(format, count, random);
  const cells = cards.map((card) => cardCells(format, card));
  const game = new BingoGame(packCards(format, cards), stages);
  const called = new Set<number>();
  let stage = 0;
  const naiveWins: { stage: number; ball: number; calls: number; cards: number[] }[] = [];
  for (const ball of ballOrder(format.balls, random)) {
    called.add(ball);
    const won = game.call(ball);
    for (;;) {
      const winners = cells.flatMap((c, card) => (naiveToGo(c, stages[stage]!, called) === 0 ? [card] : []));
      if (winners.length === 0) break;
      naiveWins.push({ stage, ball, calls: called.size, cards: winners });
      stage++;
      if (stage === stages.length) break;
    }
    assert.deepEqual(
      won.map((w) => ({ ...w, pattern: undefined })),
      naiveWins.filter((w) => w.ball === ball).map((w) => ({ ...w, pattern: undefined })),
      `${seed}: ball ${ball}`,
    );
    if (stage === stages.length) {
      assert.ok(game.finished);
      break;
    }
    assert.equal(game.stage, stage);
    const toGo = cells.map((c) => naiveToGo(c, stages[stage]!, called));
    toGo.forEach((t, card) => assert.equal(game.toGo(card), t, `${seed}: card ${card} after ${called.size} calls`));
    const histogram = new Array<number>(Math.max(...toGo) + 1).fill(0);
    for (const t of toGo) histogram[t]! += 1;
    assert.deepEqual(game.toGoCounts(), histogram);
    const leaders = toGo.map((t, card) => ({ card, toGo: t })).sort((a, b) => a.toGo - b.toGo || a.card - b.card);
    assert.deepEqual(game.leaders(20), leaders.slice(0, 20));
  }
  assert.equal(game.stageWins.length, stages.length);
  assert.deepEqual(game.toGoCounts(), []);
  assert.deepEqual(game.leaders(5), []);
}

test('75-ball: line, four corners, X, blackout equal the naive checker (3 seeded games of 400 cards)', () => {
  const stages = [PATTERNS_75.line, PATTERNS_75.fourCorners, PATTERNS_75.x, PATTERNS_75.blackout];
  for (const seed of ['g75-a', 'g75-b', 'g75-c']) compareWithNaive(BINGO_75, stages, 400, seed);
});

test('75-ball: non-nested stages (four corners before line, postage stamp, letter T) equal the naive checker', () => {
  const stages = [PATTERNS_75.fourCorners, PATTERNS_75.line, PATTERNS_75.postageStamp, PATTERNS_75.letterT, PATTERNS_75.blackout];
  for (const seed of ['g75-d', 'g75-e']) compareWithNaive(BINGO_75, stages, 300, seed);
});

test('90-ball: one line, two lines, full house equal the naive checker (3 seeded games of 360 tickets)', () => {
  const stages = [PATTERNS_90.oneLine, PATTERNS_90.twoLines, PATTERNS_90.fullHouse];
  for (const seed of ['g90-a', 'g90-b', 'g90-c']) compareWithNaive(BINGO_90, stages, 360, seed);
  // A single strip: every ball daubs exactly one ticket.
  compareWithNaive(BINGO_90, stages, 6, 'g90-strip');
});

test('one ball can win several stages, for the same card', () => {
  const card = generateCard75(seededRandom('multi'));
  const game = new BingoGame(packCards(BINGO_75, [card]), [PATTERNS_75.fourCorners, PATTERNS_75.blackout]);
  const corner = card[0]!;
  for (const n of card) if (n !== 0 && n !== corner) assert.deepEqual(game.call(n), []);
  const won = game.call(corner);
  assert.deepEqual(
    won.map((w) => [w.stage, w.pattern, w.ball, w.calls, w.cards]),
    [
      [0, 'four-corners', corner, 24, [0]],
      [1, 'blackout', corner, 24, [0]],
    ],
  );
  assert.ok(game.finished);
  assert.throws(() => game.call(75), /over/);
});

test('a card already holding the next stage wins it on the ball that ends the current one', () => {
  // Card 0 takes its four corners first; card 1 then completes its middle row (line).
  const [a, b] = [generateCard75(seededRandom('early-a')), generateCard75(seededRandom('early-b'))] as [Card75, Card75];
  const game = new BingoGame(packCards(BINGO_75, [a, b]), [PATTERNS_75.line, PATTERNS_75.fourCorners]);
  const corners = [a[0]!, a[4]!, a[20]!, a[24]!];
  const middle = [b[10]!, b[11]!, b[13]!, b[14]!].filter((n) => !corners.includes(n));
  for (const n of corners) assert.deepEqual(game.call(n), []);
  middle.slice(0, -1).forEach((n) => assert.deepEqual(game.call(n), []));
  const won = game.call(middle.at(-1)!);
  assert.deepEqual(
    won.map((w) => [w.pattern, w.cards]),
    [
      ['line', [1]],
      ['four-corners', [0]],
    ],
  );
});

test('refuses a repeated ball, a number that is not a ball, and a stage of the other format', () => {
  const game = new BingoGame(packCards(BINGO_90, generateStrip90(seededRandom('refuse'))), [PATTERNS_90.fullHouse]);
  game.call(7);
  assert.throws(() => game.call(7), /already called/);
  assert.throws(() => game.call(0), RangeError);
  assert.throws(() => game.call(91), RangeError);
  assert.throws(() => game.call(2.5), RangeError);
  assert.throws(() => new BingoGame(packCards(BINGO_90, []), [PATTERNS_75.line]), /90-ball pattern/);
  assert.throws(() => new BingoGame(packCards(BINGO_90, []), []), /at least one stage/);
  assert.throws(() => packCards(BINGO_75, [[1, 2, 3]]), /25/);
});

test('100,000 cards: each stage is won exactly by the cards a naive re-check finds complete, on the first ball it can be', () => {
  const format = BINGO_75;
  const random = seededRandom('big-game');
  const cards = makeCards(format, 100_000, random);
  const stages = [PATTERNS_75.line, PATTERNS_75.fourCorners, PATTERNS_75.x, PATTERNS_75.blackout];
  const game = new BingoGame(packCards(format, cards), stages);
  const order = ballOrder(format.balls, random);
  for (const ball of order) {
    game.call(ball);
    if (game.finished) break;
  }
  /** Every card complete for `pattern` once the first `calls` balls are called (daubs rebuilt from scratch). */
  const completeAfter = (pattern: BingoPattern, calls: number): number[] => {
    const called = new Uint8Array(format.balls + 1);
    for (const ball of order.slice(0, calls)) called[ball] = 1;
    return cards.flatMap((card, index) => {
      let daubed = 0;
      card.forEach((n, cell) => (daubed |= n === 0 || called[n as number] ? 1 << cell : 0));
      return pattern.masks.some((mask) => (daubed & mask) === mask) ? [index] : [];
    });
  };
  assert.equal(game.stageWins.length, stages.length);
  let previous = 0;
  game.stageWins.forEach((win, k) => {
    assert.equal(win.ball, order[win.calls - 1]);
    assert.deepEqual(win.cards, completeAfter(stages[k]!, win.calls), `stage ${k}`);
    // Not won earlier: either nobody held it one ball before, or it only became the stage on this ball.
    if (win.calls > previous) assert.deepEqual(completeAfter(stages[k]!, win.calls - 1), [], `stage ${k} was complete earlier`);
    previous = win.calls;
  });
  assert.ok(game.stageWins.at(-1)!.calls >= 24);
});
