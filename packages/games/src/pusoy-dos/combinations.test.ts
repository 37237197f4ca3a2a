// Proves the Pusoy Dos combinations: hand-worked cases for every kind and every comparison rule
// (suits, straights with A-2-3-4-5 / 2-3-4-5-6 and no wrap, flush by suit first, full house,
// four plus kicker, straight flush), an exhaustive pass over all 2 598 960 five-card sets (exact
// counts per kind, no two sets tie, kinds in order), agreement with an independent reference
// order, and that playsOf finds exactly the plays a brute-force search finds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardId } from '../cards/cards.ts';
import { parseCards, rankOf, suitOf } from '../cards/cards.ts';
import { shuffleDeck } from '../cards/deck.ts';
import { seededRandom } from '../random.ts';
import type { Combo } from './combinations.ts';
import { FIVE_CARD_KINDS, beats, classify, pusoyValue } from './combinations.ts';
import { playsOf } from './combination-search.ts';

/** The combination of some card codes; fails the test when they are not one. */
function combo(codes: string): Combo {
  const found = classify(parseCards(codes));
  assert.ok(found, `${codes} should be a combination`);
  return found;
}

/** Asserts that the first play beats the second and not the other way round. */
function assertBeats(higher: string, lower: string): void {
  assert.ok(beats(combo(higher), combo(lower)), `${higher} should beat ${lower}`);
  assert.ok(!beats(combo(lower), combo(higher)), `${lower} should not beat ${higher}`);
}

test('Pusoy values: 3♣ lowest, 2♦ highest, suits clubs < spades < hearts < diamonds', () => {
  assert.equal(pusoyValue(parseCards('3c')[0]!), 0);
  assert.equal(pusoyValue(parseCards('3d')[0]!), 3);
  assert.equal(pusoyValue(parseCards('Ad')[0]!), 47);
  assert.equal(pusoyValue(parseCards('2c')[0]!), 48);
  assert.equal(pusoyValue(parseCards('2d')[0]!), 51);
});

test('singles: rank first, then suit', () => {
  assertBeats('3s', '3c');
  assertBeats('5d', '5h');
  assertBeats('4c', '3d');
  assertBeats('Ac', 'Kd');
  assertBeats('2c', 'Ad');
  assertBeats('2d', '2h');
  assert.equal(combo('Td').kind, 'single');
});

test('pairs and triples: rank first, then the highest suit held; mixed ranks are not plays', () => {
  assertBeats('7s 7d', '7c 7h');
  assertBeats('7c 7d', '7s 7h');
  assertBeats('8c 8s', '7h 7d');
  assertBeats('2c 2s', 'Ah Ad');
  assertBeats('Tc Ts Th', '9s 9h 9d');
  assertBeats('2c 2s 2h', 'Ac As Ad');
  assert.equal(combo('Kc Kd').kind, 'pair');
  assert.equal(combo('Kc Kd Kh').kind, 'triple');
  assert.equal(classify(parseCards('7c 8c')), null);
  assert.equal(classify(parseCards('9c 9s Th')), null);
  assert.equal(classify(parseCards('9c 9s 9h 9d')), null, 'four of a kind alone is not a play');
  assert.equal(classify(parseCards('3c 4c 5c 6c')), null);
  assert.equal(classify(parseCards('3c 4c 5c 6c 7c 8c')), null);
  assert.equal(classify([]), null);
});

test('straights: ten sequences from A-2-3-4-5 to 10-J-Q-K-A, no wrap, ties by the top card suit', () => {
  assert.equal(combo('Ac 2s 3h 4d 5c').kind, 'straight');
  assert.equal(combo('2c 3s 4h 5d 6c').kind, 'straight');
  assert.equal(combo('Tc Js Qh Kd Ac').kind, 'straight');
  for (const wrap of ['Jc Qs Kh Ad 2c', 'Qc Ks Ah 2d 3c', 'Kc As 2h 3d 4c']) assert.equal(classify(parseCards(wrap)), null, wrap);
  assertBeats('2c 3s 4h 5d 6c', 'Ad 2d 3d 4s 5d');
  assertBeats('3c 4c 5c 6s 7c', '2d 3d 4d 5s 6d');
  assertBeats('4c 5c 6c 7c 8s', '3d 4d 5d 6h 7d');
  assertBeats('Tc Jc Qc Kc As', '9d Td Jd Qd Kh');
  // Same sequence: the suit of the top card decides, whatever the lower cards are.
  assertBeats('3c 4c 5c 6s 7s', '3d 4d 5d 6d 7c');
  assertBeats('Ac 2c 3c 4c 5s', 'As 2d 3d 4d 5c');
  assertBeats('Tc Jc Qc Kc Ad', 'Td Jd Qd Kd Ah');
  assert.equal(classify(parseCards('3c 4c 5c 6c 8s')), null);
});

test('flushes: suit first, then card by card from the highest', () => {
  assert.equal(combo('3c 5c 7c 9c Jc').kind, 'flush');
  assertBeats('3d 5d 7d 9d Jd', '2h Ah Kh Qh 9h');
  assertBeats('3h 4h 5h 6h 8h', '2s As Ks Qs 9s');
  assertBeats('Ah 4h 5h 6h 8h', 'Kh Qh Jh 9h 7h');
  assertBeats('2h 9h 5h 4h 3h', 'Ah Kh Qh Jh 9h');
  assertBeats('Kh Qh Jh 9h 8h', 'Kh Qh Jh 9h 7h');
  // J-Q-K-A-2 of one suit is no straight, so it is the highest diamond flush.
  assert.equal(combo('Jd Qd Kd Ad 2d').kind, 'flush');
  assertBeats('3c 4c 5c 6c 8c', 'Tc Js Qh Kd Ac');
});

test('full houses by the triple, four of a kind with any kicker by the four', () => {
  assert.equal(combo('3c 3s 3h 2c 2s').kind, 'full-house');
  assertBeats('4c 4s 4h 3c 3s', '3d 3s 3h 2c 2s');
  assertBeats('2c 2s 2h 3c 3s', 'Ac As Ah Kc Ks');
  assertBeats('3c 3s 3h 4c 4s', 'Jd Qd Kd Ad 2d');
  assert.equal(combo('3c 3s 3h 3d Kc').kind, 'four-of-a-kind');
  assertBeats('4c 4s 4h 4d 3c', '3c 3s 3h 3d 2d');
  assertBeats('3c 3s 3h 3d 4c', '2c 2s 2h Ac As');
  assert.equal(classify(parseCards('7c 7s 9h 9d Kc')), null, 'two pairs are not a play');
  assert.equal(classify(parseCards('7c 7s 7h 9d Kc')), null, 'a triple takes no kickers');
});

test('straight flushes: above everything, by sequence then suit', () => {
  assert.equal(combo('3c 4c 5c 6c 7c').kind, 'straight-flush');
  assert.equal(combo('Ac 2c 3c 4c 5c').kind, 'straight-flush');
  assertBeats('Ac 2c 3c 4c 5c', '2c 2s 2h 2d Ad');
  assertBeats('2c 3c 4c 5c 6c', 'Ad 2d 3d 4d 5d');
  assertBeats('3d 4d 5d 6d 7d', '3c 4c 5c 6c 7c');
  assertBeats('Td Jd Qd Kd Ad', 'Th Jh Qh Kh Ah');
  assertBeats('4c 5c 6c 7c 8c', '3d 4d 5d 6d 7d');
});

test('plays only meet plays of the same size', () => {
  assert.equal(beats(combo('2d'), combo('3c 3s')), false);
  assert.equal(beats(combo('3c 4c 5c 6c 7c'), combo('2c 2s 2h')), false);
});

/** Every k-subset of 0..n-1 passed to `visit` (one reused array). */
function eachSubset(n: number, k: number, visit: (cards: number[]) => void): void {
  const chosen: number[] = [];
  const walk = (start: number): void => {
    if (chosen.length === k) return visit(chosen);
    for (let i = start; i <= n - (k - chosen.length); i++) {
      chosen.push(i);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
}

test('all 2 598 960 five-card sets: exact counts per kind, no ties, kinds strictly ordered', () => {
  const counts = new Map<string, number>();
  const low = new Map<string, number>();
  const high = new Map<string, number>();
  const keys = new Set<number>();
  eachSubset(52, 5, (cards) => {
    const found = classify(cards);
    const kind = found?.kind ?? 'none';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (!found) return;
    keys.add(found.key);
    low.set(kind, Math.min(low.get(kind) ?? Infinity, found.key));
    high.set(kind, Math.max(high.get(kind) ?? -Infinity, found.key));
  });
  assert.deepEqual(Object.fromEntries(counts), {
    straight: 10 * (4 ** 5 - 4),
    'straight-flush': 40,
    flush: 4 * (1287 - 10),
    'full-house': 13 * 4 * 12 * 6,
    'four-of-a-kind': 13 * 48,
    none: 2_598_960 - 19_716,
  });
  assert.equal(keys.size, 19_716, 'distinct sets never tie');
  for (let i = 1; i < FIVE_CARD_KINDS.length; i++) {
    const below = FIVE_CARD_KINDS[i - 1] as string;
    const above = FIVE_CARD_KINDS[i] as string;
    assert.ok((high.get(below) as number) < (low.get(above) as number), `every ${below} is below every ${above}`);
  }
});

test('singles, pairs and triples: every set has its own key, ordered by rank then highest suit', () => {
  for (const size of [1, 2, 3]) {
    const sets: { key: number; order: number }[] = [];
    eachSubset(52, size, (cards) => {
      const found = classify(cards);
      const sameRank = cards.every((card) => rankOf(card) === rankOf(cards[0]!));
      assert.equal(found !== null, sameRank);
      if (found) sets.push({ key: found.key, order: Math.max(...cards.map(pusoyValue)) * 64 + Math.min(...cards.map(pusoyValue)) });
    });
    assert.equal(sets.length, [52, 78, 52][size - 1]);
    assert.equal(new Set(sets.map((set) => set.key)).size, sets.length);
    // Sorting by key and by (highest value, then lowest value) gives the same sequence.
    const byKey = [...sets].sort((a, b) => a.key - b.key).map((set) => set.order);
    assert.deepEqual(
      byKey,
      [...byKey].sort((a, b) => a - b),
    );
  }
});

/** An independent statement of the five-card order as a tuple, straight from the documented rules. */
function referenceTuple(cards: readonly CardId[]): number[] | null {
  const natural = cards.map(rankOf);
  const suits = cards.map(suitOf);
  const values = cards.map(pusoyValue).sort((a, b) => b - a);
  const flush = suits.every((suit) => suit === suits[0]);
  const sequences = [...Array(10).keys()].map((start) => [0, 1, 2, 3, 4].map((offset) => (start + offset) % 13));
  const sequence = sequences.findIndex((ranks) => ranks.every((rank) => natural.includes(rank)));
  if (sequence >= 0) {
    const topRank = (sequence + 4) % 13;
    const topSuit = suits[natural.indexOf(topRank)] as number;
    return [flush ? 4 : 0, sequence, topSuit, ...values];
  }
  if (flush) return [1, suits[0] as number, ...values];
  const tally = [...Array(13).keys()].map((rank) => natural.filter((r) => r === rank).length);
  const three = tally.indexOf(3);
  const four = tally.indexOf(4);
  if (three >= 0 && tally.includes(2)) return [2, (three + 11) % 13, ...values];
  if (four >= 0) return [3, (four + 11) % 13, ...values];
  return null;
}

/** -1, 0 or 1 comparing two tuples element by element. */
function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return Math.sign((a[i] as number) - (b[i] as number));
  return 0;
}

test('the key order agrees with an independent reference order on 40 000 random pairs of five-card plays', () => {
  const random = seededRandom('reference-order');
  const plays: { cards: CardId[]; key: number }[] = [];
  while (plays.length < 4_000) {
    const hand = shuffleDeck(random).slice(0, 13);
    for (const play of playsOf(hand, 5)) if (random.int(4) === 0) plays.push({ cards: play.cards, key: play.combo.key });
  }
  for (let i = 0; i < 40_000; i++) {
    const a = plays[random.int(plays.length)]!;
    const b = plays[random.int(plays.length)]!;
    const ta = referenceTuple(a.cards);
    const tb = referenceTuple(b.cards);
    assert.ok(ta && tb);
    assert.equal(Math.sign(a.key - b.key), compareTuples(ta, tb), `${a.cards} vs ${b.cards}`);
  }
});

test('playsOf finds exactly the plays a brute-force search over every subset finds', () => {
  const random = seededRandom('plays-of');
  for (let round = 0; round < 60; round++) {
    const hand = shuffleDeck(random).slice(0, 13);
    const brute: string[] = [];
    for (const size of [1, 2, 3, 5]) {
      eachSubset(13, size, (indexes) => {
        const cards = indexes.map((index) => hand[index]!).sort((a, b) => a - b);
        if (classify(cards)) brute.push(cards.join(','));
      });
    }
    const found = playsOf(hand).map((play) => play.cards.join(','));
    assert.equal(new Set(found).size, found.length, 'no play twice');
    assert.deepEqual([...found].sort(), brute.sort());
  }
});
