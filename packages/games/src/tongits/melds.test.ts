// Proves Tongits meld detection and hand counting: sets and ace-low runs (no Q-K-A, no wrap),
// lay-offs on both ends of a run and onto a set of three, card points, the melds a hand holds,
// hand-worked best splits (a card shared by a set and a run goes where it leaves fewer points),
// and that bestSplit matches an independent brute force on 400 random hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardId } from '../cards/cards.ts';
import { cardCodes, parseCards } from '../cards/cards.ts';
import { shuffleDeck } from '../cards/deck.ts';
import { seededRandom } from '../random.ts';
import { bestSplit, handPoints } from './best-split.ts';
import { canLayOff, cardPoints, meldKind, meldsIn, pointsOf } from './melds.ts';

const cards = parseCards;

test('card points: ace 1, two to ten face value, faces 10', () => {
  assert.deepEqual(cards('Ac 2d 9s Th Jc Qd Ks').map(cardPoints), [1, 2, 9, 10, 10, 10, 10]);
  assert.equal(pointsOf(cards('Ac Kd 5h')), 16);
});

test('sets of three or four of a rank, runs of three or more in one suit with the ace low only', () => {
  assert.equal(meldKind(cards('7c 7s 7h')), 'set');
  assert.equal(meldKind(cards('7c 7s 7h 7d')), 'set');
  assert.equal(meldKind(cards('7c 7s')), null);
  assert.equal(meldKind(cards('Ac 2c 3c')), 'run');
  assert.equal(meldKind(cards('9h Th Jh Qh Kh')), 'run');
  assert.equal(meldKind(cards('Qh Kh Ah')), null, 'the ace is low only');
  assert.equal(meldKind(cards('Kh Ah 2h')), null, 'runs do not wrap');
  assert.equal(meldKind(cards('4c 5c 6s')), null, 'one suit');
  assert.equal(meldKind(cards('4c 5c 7c')), null, 'no gap');
  assert.equal(meldKind(cards('5c 4c 6c')), 'run', 'in any order');
  assert.equal(meldKind([]), null);
});

test('lay-offs: the fourth of a set, either end of a run, nothing else', () => {
  assert.equal(canLayOff(cards('7c 7s 7h'), cards('7d')[0]!), true);
  assert.equal(canLayOff(cards('7c 7s 7h 7d'), cards('8d')[0]!), false);
  assert.equal(canLayOff(cards('4c 5c 6c'), cards('3c')[0]!), true);
  assert.equal(canLayOff(cards('4c 5c 6c'), cards('7c')[0]!), true);
  assert.equal(canLayOff(cards('4c 5c 6c'), cards('7d')[0]!), false);
  assert.equal(canLayOff(cards('4c 5c 6c'), cards('8c')[0]!), false);
  assert.equal(canLayOff(cards('Jc Qc Kc'), cards('Ac')[0]!), false);
  assert.equal(canLayOff(cards('2c 3c 4c'), cards('Ac')[0]!), true);
  assert.equal(canLayOff(cards('4c 5c 6c'), cards('5c')[0]!), false, 'a card already in the meld');
});

test('meldsIn lists every set and every sub-run a hand holds', () => {
  const found = meldsIn(cards('9c 9s 9h 9d 3h 4h 5h 6h 7h Kc')).map(cardCodes).sort();
  assert.deepEqual(
    found,
    [
      '9c 9s 9h 9d',
      '9s 9h 9d',
      '9c 9h 9d',
      '9c 9s 9d',
      '9c 9s 9h',
      '3h 4h 5h',
      '4h 5h 6h',
      '5h 6h 7h',
      '3h 4h 5h 6h',
      '4h 5h 6h 7h',
      '3h 4h 5h 6h 7h',
    ].sort(),
  );
  assert.deepEqual(meldsIn(cards('Qs Ks As 2s')), []);
});

test('best splits, worked by hand', () => {
  // 7♥ can join the sevens or the hearts: the run leaves 7♣ 7♠ (14) rather than 8♥ 9♥ (17).
  let split = bestSplit(cards('7c 7s 7h 8h 9h'));
  assert.equal(split.points, 14);
  assert.deepEqual(split.melds.map(cardCodes), ['7h 8h 9h']);
  assert.equal(cardCodes(split.deadwood), '7c 7s');
  // With the fourth seven both melds fit and nothing is left.
  split = bestSplit(cards('7c 7s 7h 7d 8h 9h'));
  assert.equal(split.points, 0);
  assert.equal(split.melds.length, 2);
  assert.equal(handPoints(cards('Ac 2c 3c Kc')), 10);
  assert.equal(handPoints(cards('Qc Kc Ac')), 21);
  assert.equal(handPoints([]), 0);
  // Two runs and a set from twelve cards, one king left over.
  split = bestSplit(cards('Ac 2c 3c 4c 5d 6d 7d 8d Js Jh Jd Ks'));
  assert.equal(split.points, 10);
  assert.equal(split.melds.length, 3);
  assert.equal(cardCodes(split.deadwood), 'Ks');
});

/** The fewest deadwood points by brute force: every subset is tested as a meld, then every packing. */
function bruteForcePoints(hand: readonly CardId[]): number {
  const n = hand.length;
  const melds: number[] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const subset = hand.filter((_, index) => (mask >> index) & 1);
    if (subset.length >= 3 && meldKind(subset)) melds.push(mask);
  }
  const total = pointsOf(hand);
  let bestSaved = 0;
  const pack = (from: number, used: number, saved: number): void => {
    bestSaved = Math.max(bestSaved, saved);
    for (let i = from; i < melds.length; i++) {
      const meld = melds[i]!;
      if ((meld & used) === 0) pack(i + 1, used | meld, saved + pointsOf(hand.filter((_, index) => (meld >> index) & 1)));
    }
  };
  pack(0, 0, 0);
  return total - bestSaved;
}

test('bestSplit matches a brute force on 400 random hands, and its melds and deadwood partition the hand', () => {
  const random = seededRandom('best-split');
  for (let round = 0; round < 400; round++) {
    // Small decks of a few ranks make melds common, so the search is really exercised.
    const deck = shuffleDeck(random).filter((card) => card < 28 || round % 4 === 0);
    const hand = deck.slice(0, 9 + (round % 4));
    const split = bestSplit(hand);
    assert.equal(split.points, bruteForcePoints(hand), cardCodes(hand));
    assert.equal(pointsOf(split.deadwood), split.points);
    assert.ok(split.melds.every((meld) => meldKind(meld) !== null));
    assert.deepEqual(
      [...split.melds.flat(), ...split.deadwood].sort((a, b) => a - b),
      [...hand].sort((a, b) => a - b),
    );
  }
});
