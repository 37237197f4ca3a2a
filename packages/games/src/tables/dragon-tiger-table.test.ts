// Proves Dragon Tiger: K high and A low, settlement of every spot (half lost on a tie, suited tie
// only on identical cards), exact probabilities against a brute force over card instances, the
// 8-deck edges (Dragon/Tiger 3.73%, Tie 32.77%, Suited tie 13.98%), dealing and stored outcomes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { percent, rational } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import {
  DRAGON_TIGER,
  DRAGON_TIGER_PAYTABLE as PAYTABLE,
  dealDragonTigerRound,
  describeDragonTigerOutcome,
  dragonTigerClassProbabilities,
  dragonTigerOutcomeOf,
  readDragonTigerOutcome,
} from './dragon-tiger-table.ts';
import { cardCode, cardRank, fullShoe, withDealt } from './table-shoe.ts';

const settle = (spot: string, dragon: string, tiger: string, stake = 100n): bigint =>
  DRAGON_TIGER.settleBet(spot, stake, dragonTigerOutcomeOf(dragon, tiger), PAYTABLE);

test('K is high and A low; the higher card wins 1:1', () => {
  assert.equal(dragonTigerOutcomeOf('KS', 'QS').winner, 'dragon');
  assert.equal(dragonTigerOutcomeOf('AS', '2H').winner, 'tiger');
  assert.equal(dragonTigerOutcomeOf('TS', 'JH').winner, 'tiger');
  assert.equal(settle('dragon', 'KS', 'AH'), 200n);
  assert.equal(settle('tiger', 'KS', 'AH'), 0n);
  assert.equal(settle('tiger', '2D', '3C'), 200n);
});

test('a tie pays Tie 8:1 and costs Dragon and Tiger half (floored); suited tie only on identical cards', () => {
  assert.equal(settle('tie', '7S', '7H'), 900n);
  assert.equal(settle('dragon', '7S', '7H'), 50n);
  assert.equal(settle('tiger', '7S', '7H', 101n), 50n);
  assert.equal(settle('suitedTie', '7S', '7H'), 0n);
  assert.equal(settle('suitedTie', 'QD', 'QD'), 5_100n);
  assert.equal(settle('tie', 'QD', 'QD'), 900n);
  assert.equal(settle('tie', 'KS', 'AH'), 0n);
});

test('exact probabilities equal a brute force over card instances of a part-dealt shoe', () => {
  // Two decks: kinds 0-29 dealt twice, 30-39 once, so 30-39 are left once and 40-51 twice (34 cards).
  const kinds = Array.from({ length: 52 }, (_, kind) => cardCode(kind));
  const shoe = withDealt(fullShoe(2), [...kinds.slice(0, 30), ...kinds.slice(0, 40)]);
  const cards = [...kinds.slice(30), ...kinds.slice(40)];
  let dragon = 0;
  let tie = 0;
  let suited = 0;
  let total = 0;
  cards.forEach((d, i) =>
    cards.forEach((t, j) => {
      if (i === j) return;
      total++;
      if (cardRank(d) > cardRank(t)) dragon++;
      if (cardRank(d) === cardRank(t)) tie++;
      if (d === t) suited++;
    }),
  );
  assert.deepEqual(dragonTigerClassProbabilities('dragon', shoe).get('win'), rational(dragon, total));
  assert.deepEqual(dragonTigerClassProbabilities('tiger', shoe).get('tie'), rational(tie, total));
  assert.deepEqual(dragonTigerClassProbabilities('suitedTie', shoe).get('win'), rational(suited, total));
  assert.equal(suited, 24);
});

test('8 decks: the house edges from the enumeration', () => {
  const edge = (spot: string): string => percent(DRAGON_TIGER.houseEdge(spot, PAYTABLE, fullShoe(8)), 2);
  assert.deepEqual(DRAGON_TIGER.spots.map(edge), ['3.73', '3.73', '32.77', '13.98']);
  // Tie: 9 × 13·32·31/(416·415) - 1 = -136/415.
  assert.deepEqual(DRAGON_TIGER.houseEdge('tie', PAYTABLE, fullShoe(8)), rational(136, 415));
});

test('dealing: Dragon then Tiger from the shoe, ranks uniform (chi-square, p = 0.001)', () => {
  const random = seededRandom('dragon-tiger');
  const ranks = new Array<number>(13).fill(0);
  for (let i = 0; i < 13_000; i++) {
    const { outcome, state } = dealDragonTigerRound(random, fullShoe(8));
    assert.deepEqual(state.dealt, [outcome.dragon, outcome.tiger]);
    const rank = cardRank(outcome.tiger) - 1;
    ranks[rank] = (ranks[rank] as number) + 1;
  }
  assert.ok(chiSquareUniform(ranks) < chiSquareCritical(12, 0.001), `${chiSquareUniform(ranks)}`);
});

test('stored outcomes round-trip and tampering is refused; paytable validated', () => {
  const outcome = dragonTigerOutcomeOf('QD', 'QD');
  const stored = describeDragonTigerOutcome(outcome);
  assert.deepEqual(stored, { g: 'dragon-tiger', d: 'QD', t: 'QD', w: 'tie', s: 1 });
  assert.deepEqual(readDragonTigerOutcome(stored), outcome);
  assert.throws(() => readDragonTigerOutcome({ ...stored, w: 'dragon' }), RangeError);
  assert.deepEqual(DRAGON_TIGER.validatePaytable(PAYTABLE), []);
  assert.deepEqual(DRAGON_TIGER.validatePaytable({ ...PAYTABLE, odds: { ...PAYTABLE.odds, dragon: { win: 10_000, tie: -20_000 } } }), [
    { code: 'bad_odds', spot: 'dragon', outcomeClass: 'tie' },
  ]);
  assert.equal(DRAGON_TIGER.possibleOutcomes().length, 4);
});
