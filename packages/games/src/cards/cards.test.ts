// Proves the shared deck: card ids, codes and suit/rank order round-trip; the shuffle is a uniform
// Fisher–Yates (chi-square at p = 0.001 on where cards land, and a biased shuffle is caught); the
// fair deck is a fixed function of seed and context; dealing in blocks and the rake arithmetic;
// and no card game file imports a node: module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { cardCode, cardCodes, cardOf, distinctCards, holdsAll, parseCard, parseCards, rankOf, suitOf, withoutCards } from './cards.ts';
import { dealBlocks, fairDeck, newDeck, shuffleDeck } from './deck.ts';
import { paymentsFromUnits, sumMinor, takeRake } from './table-payments.ts';

const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';

test('card ids are rank * 4 + suit with clubs < spades < hearts < diamonds, and codes round-trip', () => {
  assert.equal(parseCard('Ac'), 0);
  assert.equal(parseCard('As'), 1);
  assert.equal(parseCard('Ad'), 3);
  assert.equal(parseCard('2c'), 4);
  assert.equal(parseCard('Kd'), 51);
  assert.equal(parseCard('10h'), parseCard('Th'));
  assert.equal(parseCard(' qS '), cardOf(11, 1));
  for (let card = 0; card < 52; card++) {
    assert.equal(parseCard(cardCode(card)), card);
    assert.equal(cardOf(rankOf(card), suitOf(card)), card);
  }
  assert.deepEqual(parseCards('3c, 4d 5h'), [8, 15, 18]);
  assert.equal(cardCodes([8, 15, 18]), '3c 4d 5h');
  for (const bad of ['', '1c', '3x', 'Z', '11d']) assert.throws(() => parseCard(bad), /card code/);
});

test('holdsAll and distinctCards refuse strangers, repeats and non-ids', () => {
  const hand = parseCards('3c 4d 5h');
  assert.equal(holdsAll(hand, parseCards('3c 5h')), true);
  assert.equal(holdsAll(hand, parseCards('3c 3c')), false);
  assert.equal(holdsAll(hand, parseCards('3d')), false);
  assert.equal(holdsAll(hand, [8.5]), false);
  assert.equal(holdsAll(hand, ['8']), false);
  assert.equal(distinctCards([1, 2, 3]), true);
  assert.equal(distinctCards([1, 2, 1]), false);
  assert.equal(distinctCards([52]), false);
  assert.deepEqual(withoutCards(hand, parseCards('4d')), parseCards('3c 5h'));
});

test('shuffleDeck is a permutation made with exactly 51 draws int(52) .. int(2)', () => {
  const asked: number[] = [];
  const counting: RandomSource = { int: (n) => (asked.push(n), 0) };
  // Drawing 0 every time swaps nothing: the deck stays in order.
  assert.deepEqual(shuffleDeck(counting), newDeck());
  assert.deepEqual(
    asked,
    Array.from({ length: 51 }, (_, i) => 52 - i),
  );
  const deck = shuffleDeck(seededRandom('perm'));
  assert.deepEqual(
    [...deck].sort((a, b) => a - b),
    newDeck(),
  );
});

/** Counts where each of a few tracked cards lands over many shuffles (52 positions each). */
function landingCounts(random: RandomSource, shuffle: (random: RandomSource) => number[], shuffles: number): number[][] {
  const tracked = [0, 25, 51];
  const counts = tracked.map(() => new Array<number>(52).fill(0));
  for (let i = 0; i < shuffles; i++) {
    const deck = shuffle(random);
    deck.forEach((card, position) => {
      const index = tracked.indexOf(card);
      if (index >= 0) counts[index]![position]! += 1;
    });
  }
  return counts;
}

test('every card lands in every position equally often (chi-square, p = 0.001), and a biased shuffle fails', () => {
  const critical = chiSquareCritical(51, 0.001);
  for (const counts of landingCounts(seededRandom('landing'), shuffleDeck, 26_000)) {
    assert.ok(chiSquareUniform(counts) < critical, `chi-square ${chiSquareUniform(counts)} >= ${critical}`);
  }
  // The classic mistake: swapping with any position (j = int(52)) instead of j >= i gives 52^51
  // equally likely paths onto 52! orders, which is not uniform; the test must see it.
  const naive = (random: RandomSource): number[] => {
    const deck = newDeck();
    for (let i = 0; i < 52; i++) {
      const j = random.int(52);
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    return deck;
  };
  const biased = landingCounts(seededRandom('landing'), naive, 26_000);
  assert.ok(
    biased.some((counts) => chiSquareUniform(counts) >= critical),
    'the naive shuffle should fail',
  );
});

test('fairDeck is a fixed function of seed and context (published vector)', () => {
  const deck = fairDeck(SEED, 'pvp:pusoy-dos:table-1:hand-1');
  assert.deepEqual(deck, fairDeck(SEED, 'pvp:pusoy-dos:table-1:hand-1'));
  assert.equal(cardCodes(deck.slice(0, 8)), FAIR_VECTOR);
  assert.notDeepEqual(fairDeck(SEED, 'pvp:pusoy-dos:table-1:hand-2'), deck);
  assert.deepEqual(
    [...deck].sort((a, b) => a - b),
    newDeck(),
  );
});

/** The first eight cards of fairDeck(SEED, 'pvp:pusoy-dos:table-1:hand-1'), as published in the doc. */
const FAIR_VECTOR = '9h Th 6s 7s Qd 9c Jc 3h';

/** The documented algorithm again, on node:crypto: HMAC blocks, rejection sampling, Fisher–Yates from the front. */
function independentDeck(seedHex: string, context: string): number[] {
  const words: number[] = [];
  let block = 0;
  const next32 = (): number => {
    if (words.length === 0) {
      const bytes = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${context}:${block++}`).digest();
      for (let i = 0; i < 8; i++) words.push(bytes.readUInt32BE(4 * i));
    }
    return words.shift() as number;
  };
  const int = (n: number): number => {
    for (;;) {
      const word = next32();
      if (word < 2 ** 32 - (2 ** 32 % n)) return word % n;
    }
  };
  const deck = Array.from({ length: 52 }, (_, card) => card);
  for (let i = 0; i < 51; i++) {
    const j = i + int(52 - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

test('an independent node:crypto implementation of the documented deal gives the same decks', () => {
  for (const context of ['pvp:pusoy-dos:table-1:hand-1', 'pvp:tongits:table-9:hand-77', 'x']) {
    assert.deepEqual(independentDeck(SEED, context), fairDeck(SEED, context));
  }
});

test('dealBlocks deals consecutive sorted blocks and returns the rest in order', () => {
  const deck = [...newDeck()].reverse();
  const { hands, rest } = dealBlocks(deck, [3, 2]);
  assert.deepEqual(hands, [
    [49, 50, 51],
    [47, 48],
  ]);
  assert.deepEqual(rest, deck.slice(5));
  assert.throws(() => dealBlocks(deck, [40, 13]), /not enough/);
});

test('payments from units sum to zero; the rake comes off the winnings only, floored and capped', () => {
  const payments = paymentsFromUnits(2, [3, 5, 0, 1], 250n);
  assert.deepEqual(payments.netMinor, [-750n, -1250n, 2250n, -250n]);
  assert.equal(sumMinor(payments.netMinor), 0n);
  const raked = takeRake(payments.netMinor, 500);
  assert.deepEqual(raked.netMinor, [-750n, -1250n, 2138n, -250n]);
  assert.equal(raked.rakeMinor, 112n);
  assert.equal(sumMinor(raked.netMinor) + raked.rakeMinor, 0n);
  assert.equal(takeRake(payments.netMinor, 500, 100n).rakeMinor, 100n);
  assert.throws(() => takeRake(payments.netMinor, 10_001), /rakeX10k/);
});

test('the card game files import no node: module (the verify page and clients run them in a browser)', () => {
  let checked = 0;
  for (const folder of ['./', '../pusoy-dos/', '../tongits/']) {
    const url = new URL(folder, import.meta.url);
    for (const file of readdirSync(url).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      assert.doesNotMatch(readFileSync(new URL(file, url), 'utf8'), /from ['"]node:|require\(/, `${folder}${file}`);
      checked++;
    }
  }
  assert.ok(checked >= 20);
});
