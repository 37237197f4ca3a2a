// Proves the shoe model: card codes, the documented draw walk (k → card), draws uniform over the
// remaining cards (chi-square), the cut card and burn at the shoe's start, the end of a shoe, and
// that a shoe and its rounds replay exactly from their revealed seeds and public history.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { fairRandom } from '../lottery/fair-draw.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import {
  CARD_KINDS,
  DEFAULT_SHOE_RULES,
  cardCode,
  cardKind,
  cardRank,
  cardsRemaining,
  fullShoe,
  remainingCounts,
  shoeDrawer,
  shoeFinished,
  startShoe,
  validateShoeRules,
  withDealt,
} from './table-shoe.ts';

/** A source that answers the given values in turn (to pin the walk). */
const fixed = (...values: number[]): RandomSource => ({ int: () => values.shift() as number });

test('card codes: kind = rank × 4 + suit, ranks A..K, suits S H D C', () => {
  assert.deepEqual([0, 1, 4, 36, 51].map(cardCode), ['AS', 'AH', '2S', 'TS', 'KC']);
  for (let kind = 0; kind < CARD_KINDS; kind++) assert.equal(cardKind(cardCode(kind)), kind);
  assert.deepEqual(['AS', 'TD', 'KH'].map(cardRank), [1, 10, 13]);
  assert.throws(() => cardKind('1S'), RangeError);
  assert.throws(() => cardKind('AX'), RangeError);
});

test('the draw walk: k counts through the remaining cards in kind order', () => {
  // 2 decks: each kind twice. k = 0, 1 → AS; 2 → AH; 103 → KC (the last).
  assert.equal(shoeDrawer(fullShoe(2), fixed(0)).draw(), 'AS');
  assert.equal(shoeDrawer(fullShoe(2), fixed(1)).draw(), 'AS');
  assert.equal(shoeDrawer(fullShoe(2), fixed(2)).draw(), 'AH');
  assert.equal(shoeDrawer(fullShoe(2), fixed(103)).draw(), 'KC');
  // With both AS dealt, k = 0 is AH; draws within a round come off the remaining cards too.
  const drawer = shoeDrawer(withDealt(fullShoe(2), ['AS', 'AS']), fixed(0, 0, 0));
  assert.deepEqual([drawer.draw(), drawer.draw(), drawer.draw()], ['AH', 'AH', 'AD']);
  assert.deepEqual(drawer.cards, ['AH', 'AH', 'AD']);
});

test('draws are uniform over the remaining cards (chi-square, p = 0.001)', () => {
  const random = seededRandom('shoe-draws');
  // A fresh 8-deck shoe: the first card's 52 kinds are equally likely.
  const kinds = new Array<number>(CARD_KINDS).fill(0);
  for (let i = 0; i < 52_000; i++) {
    const kind = cardKind(shoeDrawer(fullShoe(8), random).draw());
    kinds[kind] = (kinds[kind] as number) + 1;
  }
  assert.ok(chiSquareUniform(kinds) < chiSquareCritical(51, 0.001), `kinds ${chiSquareUniform(kinds)}`);
  // A one-deck shoe with only the hearts left: the next card is uniform over those 13, never another.
  const hearts = fullShoe(1);
  const dealt = Array.from({ length: CARD_KINDS }, (_, kind) => cardCode(kind)).filter((card) => card[1] !== 'H');
  const ranks = new Array<number>(13).fill(0);
  for (let i = 0; i < 13_000; i++) {
    const card = shoeDrawer(withDealt(hearts, dealt), random).draw();
    assert.equal(card[1], 'H');
    ranks[cardRank(card) - 1] = (ranks[cardRank(card) - 1] as number) + 1;
  }
  assert.ok(chiSquareUniform(ranks) < chiSquareCritical(12, 0.001), `ranks ${chiSquareUniform(ranks)}`);
});

test('a shoe starts with its cut card in range and burns per the first card, all public', () => {
  const cuts = new Set<number>();
  for (let i = 0; i < 300; i++) {
    const shoe = startShoe(DEFAULT_SHOE_RULES, seededRandom(`start-${i}`));
    cuts.add(shoe.cutCardRemaining);
    const first = cardRank(shoe.dealt[0] as string);
    assert.equal(shoe.burned, 1 + Math.min(first, 10));
    assert.equal(shoe.dealt.length, shoe.burned);
  }
  assert.deepEqual(
    [...cuts].sort((a, b) => a - b),
    Array.from({ length: 13 }, (_, i) => 52 + i),
  );
  const plain = startShoe({ decks: 6, cutCardMin: 14, cutCardMax: 14, burn: false }, seededRandom(1));
  assert.deepEqual(plain, { decks: 6, cutCardRemaining: 14, burned: 0, dealt: [] });
});

test('a shoe is finished once fewer than cutCardRemaining cards remain', () => {
  const shoe = { decks: 1, cutCardRemaining: 20, burned: 0, dealt: Array.from({ length: 32 }, (_, kind) => cardCode(kind)) };
  assert.equal(cardsRemaining(shoe), 20);
  assert.equal(shoeFinished(shoe), false);
  assert.equal(shoeFinished(withDealt(shoe, ['KC'])), true);
  // A full shoe for exact edges never ends before a round is impossible.
  assert.equal(shoeFinished(fullShoe(8)), false);
});

test('remaining counts follow the history and refuse an impossible one', () => {
  const counts = remainingCounts(withDealt(fullShoe(8), ['AS', 'AS', 'KC']));
  assert.equal(counts[0], 6);
  assert.equal(counts[51], 7);
  assert.throws(() => remainingCounts(withDealt(fullShoe(1), ['AS', 'AS'])), RangeError);
});

test('shoe rules are validated', () => {
  assert.deepEqual(validateShoeRules(DEFAULT_SHOE_RULES), []);
  assert.equal(validateShoeRules({ decks: 0, cutCardMin: 14, cutCardMax: 16, burn: true }).length > 0, true);
  assert.equal(validateShoeRules({ decks: 8, cutCardMin: 3, cutCardMax: 16, burn: true }).length > 0, true);
  assert.equal(validateShoeRules({ decks: 8, cutCardMin: 20, cutCardMax: 16, burn: true }).length > 0, true);
  assert.equal(validateShoeRules({ decks: 1, cutCardMin: 40, cutCardMax: 40, burn: true }).length > 0, true);
  assert.throws(() => startShoe({ decks: 1, cutCardMin: 40, cutCardMax: 40, burn: true }, seededRandom(1)), RangeError);
});

test('a shoe replays exactly from its revealed seed', () => {
  const seed = '9f'.repeat(32);
  const a = startShoe(DEFAULT_SHOE_RULES, fairRandom(seed, 'table-7:shoe-12'));
  const b = startShoe(DEFAULT_SHOE_RULES, fairRandom(seed, 'table-7:shoe-12'));
  assert.deepEqual(a, b);
  assert.notDeepEqual(startShoe(DEFAULT_SHOE_RULES, fairRandom(seed, 'table-7:shoe-13')), a);
  // The shoe is JSON-safe: it survives a round trip through JSON unchanged.
  assert.deepEqual(JSON.parse(JSON.stringify(a)), a);
});
