// Proves the baccarat enumeration exact: it matches a brute force over every ordered six-card draw
// of small shoes card by card, gives the published 8-deck counts and edges (Banker 1.06%, Player
// 1.24%, Tie 14.36%, pairs 10.36%, no-commission Banker 1.46%), and runs in milliseconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percent, rational, sum } from '../exact/rational.ts';
import { baccaratDistribution } from './baccarat-odds.ts';
import { cardRank, fullShoe, remainingCounts, CARD_KINDS, cardKind } from './table-shoe.ts';
import { playRound } from './baccarat-rules.ts';
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE, baccaratClassProbabilities } from './baccarat-table.ts';

/** Counts of a shoe holding exactly these cards. */
function countsOf(cards: readonly string[]): number[] {
  const counts = new Array<number>(CARD_KINDS).fill(0);
  for (const card of cards) counts[cardKind(card)] = (counts[cardKind(card)] as number) + 1;
  return counts;
}

/** Brute force: every ordered draw of six distinct card instances, each played out. */
function bruteForce(cards: readonly string[]) {
  const tally = { total: 0n, player: 0n, bankerNotSix: 0n, bankerSix: 0n, tie: 0n, pairs: 0n };
  const used = new Array<boolean>(cards.length).fill(false);
  const sequence: string[] = [];
  const walk = (): void => {
    if (sequence.length === 6) {
      let next = 0;
      const outcome = playRound(() => sequence[next++] as string);
      tally.total++;
      if (outcome.winner === 'player') tally.player++;
      else if (outcome.winner === 'tie') tally.tie++;
      else if (outcome.bankerTotal === 6) tally.bankerSix++;
      else tally.bankerNotSix++;
      if (cardRank(sequence[0] as string) === cardRank(sequence[2] as string)) tally.pairs++;
      return;
    }
    cards.forEach((card, i) => {
      if (used[i]) return;
      used[i] = true;
      sequence.push(card);
      walk();
      sequence.pop();
      used[i] = false;
    });
  };
  walk();
  return tally;
}

test('the enumeration equals a brute force over every ordered six-card draw of small shoes', () => {
  const shoes = [
    // Pairs, naturals, every drawing case: 12 cards, 665,280 ordered draws.
    ['AS', 'AH', '3D', '4C', '5S', '5H', '6D', '7C', '8S', '9H', 'TD', 'KC'],
    // Many ten-value cards and repeats of a rank, as at the end of a real shoe: 10 cards.
    ['TS', 'TH', 'JD', 'QC', 'KS', '2H', '2D', '6C', '6S', '7H'],
  ];
  for (const cards of shoes) {
    const exact = baccaratDistribution(countsOf(cards));
    const brute = bruteForce(cards);
    assert.equal(exact.total, brute.total);
    assert.deepEqual(
      [exact.player, exact.bankerNotSix, exact.bankerSix, exact.tie],
      [brute.player, brute.bankerNotSix, brute.bankerSix, brute.tie],
      cards.join(' '),
    );
    assert.deepEqual(rational(exact.pairs, exact.pairTotal), rational(brute.pairs, brute.total));
  }
});

test('8 decks: the published counts of the 4,998,398,275,503,360 ordered draws', () => {
  const d = baccaratDistribution(remainingCounts(fullShoe(8)));
  assert.equal(d.total, 4_998_398_275_503_360n);
  assert.equal(d.bankerNotSix + d.bankerSix, 2_292_252_566_437_888n);
  assert.equal(d.player, 2_230_518_282_592_256n);
  assert.equal(d.tie, 475_627_426_473_216n);
  // 13 ranks of 32 cards: 13 × 32 × 31 ordered pairs of a rank out of 416 × 415.
  assert.deepEqual(rational(d.pairs, d.pairTotal), rational(13 * 32 * 31, 416 * 415));
});

test('8 decks: the well-known house edges come out of the enumeration', () => {
  const shoe = fullShoe(8);
  const edge = (spot: string, paytable = BACCARAT_COMMISSION_PAYTABLE): string => percent(BACCARAT.houseEdge(spot, paytable, shoe), 2);
  assert.equal(edge('banker'), '1.06');
  assert.equal(edge('player'), '1.24');
  assert.equal(edge('tie'), '14.36');
  assert.equal(edge('playerPair'), '10.36');
  assert.equal(edge('bankerPair'), '10.36');
  assert.equal(edge('banker', BACCARAT_NO_COMMISSION_PAYTABLE), '1.46');
  // The no-commission table changes only Banker.
  assert.deepEqual(
    BACCARAT.houseEdge('player', BACCARAT_NO_COMMISSION_PAYTABLE, shoe),
    BACCARAT.houseEdge('player', BACCARAT_COMMISSION_PAYTABLE, shoe),
  );
  // Pair edge exactly 1 - 12 × 31/415 = 43/415.
  assert.deepEqual(BACCARAT.houseEdge('playerPair', BACCARAT_COMMISSION_PAYTABLE, shoe), rational(43, 415));
});

test('class probabilities of every spot add up to one, for any deck count', () => {
  for (const decks of [1, 3, 6, 8, 10]) {
    for (const spot of BACCARAT.spots) {
      assert.deepEqual(sum(baccaratClassProbabilities(spot, fullShoe(decks)).values()), rational(1), `${decks} decks, ${spot}`);
    }
  }
});

test('one enumeration of an 8-deck shoe takes milliseconds', () => {
  const started = Date.now();
  // A composition not seen before (no memo): one ace gone.
  const counts = remainingCounts({ ...fullShoe(8), dealt: ['AS'] });
  baccaratDistribution(counts);
  assert.ok(Date.now() - started < 500, `${Date.now() - started} ms`);
});

test('refuses a composition that is not 52 counts or too small for a round', () => {
  assert.throws(() => baccaratDistribution([1, 2, 3]), RangeError);
  assert.throws(() => baccaratDistribution(countsOf(['AS', '2S', '3S', '4S', '5S'])), RangeError);
});
