// Proves the drawing rules exhaustively: the Banker table for every Banker total and Player third
// card (or Player standing) against a table written here independently, and every one of the 10^6
// point sequences of a round against an independent replay; plus points, naturals and pairs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baccaratOutcomeOf, bankerDraws, cardPoints, followsDrawingRules, handTotal, playRound, playerDraws } from './baccarat-rules.ts';

/**
 * The standard Banker table, written independently: row = Banker's two-card total 0..7, then one
 * letter per Player third card 0..9 and, after the space, what Banker does when Player stood.
 * D draws, S stands.
 */
const BANKER_TABLE: readonly string[] = [
  'DDDDDDDDDD D', // 0
  'DDDDDDDDDD D', // 1
  'DDDDDDDDDD D', // 2
  'DDDDDDDDSD D', // 3: stands only on an 8
  'SSDDDDDDSS D', // 4: draws on 2-7
  'SSSSDDDDSS D', // 5: draws on 4-7
  'SSSSSSDDSS S', // 6: draws on 6-7
  'SSSSSSSSSS S', // 7
];

/** A card of `points` (0 as a ten, 1 as an ace) in `suit`. */
const card = (points: number, suit = 'S'): string => `${'TA23456789'[points]}${suit}`;

test('card points and totals: A = 1, 2-9 face, T J Q K = 0, mod 10', () => {
  assert.deepEqual(['AS', '2H', '9D', 'TC', 'JS', 'QH', 'KD'].map(cardPoints), [1, 2, 9, 0, 0, 0, 0]);
  assert.equal(handTotal(['7S', '8H']), 5);
  assert.equal(handTotal(['9S', '9H', '9D']), 7);
  assert.equal(handTotal(['KS', 'QH']), 0);
});

test('Player draws on 0-5 and stands on 6-9', () => {
  assert.deepEqual(
    Array.from({ length: 10 }, (_, total) => playerDraws(total)),
    [true, true, true, true, true, true, false, false, false, false],
  );
});

test('Banker table: every Banker total 0-7 against every Player third card and Player standing', () => {
  for (let banker = 0; banker <= 7; banker++) {
    const row = BANKER_TABLE[banker] as string;
    for (let third = 0; third <= 9; third++) {
      assert.equal(bankerDraws(banker, third), row[third] === 'D', `Banker ${banker}, Player's third card ${third}`);
    }
    assert.equal(bankerDraws(banker, null), row[11] === 'D', `Banker ${banker}, Player stood`);
  }
});

/** The expected round from six point values in deal order, by the independent table above. */
function expectedRound(s: readonly number[]): { player: number; banker: number; playerCards: number; bankerCards: number } {
  let player = ((s[0] as number) + (s[2] as number)) % 10;
  let banker = ((s[1] as number) + (s[3] as number)) % 10;
  if (player >= 8 || banker >= 8) return { player, banker, playerCards: 2, bankerCards: 2 };
  let next = 4;
  let column = 11;
  let playerCards = 2;
  if (player <= 5) {
    column = s[next] as number;
    player = (player + column) % 10;
    next++;
    playerCards = 3;
  }
  const draws = (BANKER_TABLE[banker] as string)[column] === 'D';
  if (draws) banker = (banker + (s[next] as number)) % 10;
  return { player, banker, playerCards, bankerCards: draws ? 3 : 2 };
}

test('every sequence of six point values plays as the independent replay says (10^6 rounds)', () => {
  const s = [0, 0, 0, 0, 0, 0];
  const cards = Array.from({ length: 10 }, (_, points) => card(points));
  for (let code = 0; code < 1_000_000; code++) {
    for (let i = 0, rest = code; i < 6; i++, rest = Math.floor(rest / 10)) s[i] = rest % 10;
    let next = 0;
    const outcome = playRound(() => cards[s[next++] as number] as string);
    const expected = expectedRound(s);
    if (
      outcome.playerTotal !== expected.player ||
      outcome.bankerTotal !== expected.banker ||
      outcome.player.length !== expected.playerCards ||
      outcome.banker.length !== expected.bankerCards ||
      next !== expected.playerCards + expected.bankerCards
    ) {
      assert.fail(`points ${s.join(' ')}: got ${JSON.stringify(outcome)}, expected ${JSON.stringify(expected)}`);
    }
  }
});

test('deal order is P, B, P, B, then Player third, then Banker third', () => {
  const order = ['2S', '3H', '2D', '3C', '4S', '9H'];
  let next = 0;
  const outcome = playRound(() => order[next++] as string);
  // Player 2+2 = 4 draws the 4 (total 8); Banker 3+3 = 6 stands on a Player 4.
  assert.deepEqual(outcome.player, ['2S', '2D', '4S']);
  assert.deepEqual(outcome.banker, ['3H', '3C']);
  assert.equal(outcome.winner, 'player');
  assert.equal(next, 5);
});

test('naturals end the round; winner, pairs and natural flags', () => {
  // Player 9 natural against Banker 7: nobody draws.
  const natural = baccaratOutcomeOf(['4S', '5H'], ['7D', 'KC']);
  assert.deepEqual([natural.winner, natural.playerTotal, natural.bankerTotal, natural.natural], ['player', 9, 7, true]);
  // Banker 8 natural against Player 8: tie.
  assert.equal(baccaratOutcomeOf(['8S', 'KH'], ['4D', '4C']).winner, 'tie');
  // Pairs are by rank: K K is a pair, K Q is not.
  const pairs = baccaratOutcomeOf(['KS', 'KH', '5D'], ['KD', 'QC', '5S']);
  assert.deepEqual([pairs.playerPair, pairs.bankerPair, pairs.natural], [true, false, false]);
  assert.equal(pairs.winner, 'tie');
  // Banker wins with 6: Player 5 draws a ten (5), Banker 3 draws a 3 on it.
  const six = baccaratOutcomeOf(['2S', '3H', 'TD'], ['AD', '2C', '3S']);
  assert.deepEqual([six.winner, six.bankerTotal], ['banker', 6]);
});

test('hands that break the drawing rules are refused', () => {
  // Player 5 must draw.
  assert.equal(followsDrawingRules(['2S', '3H'], ['TD', '7C']), false);
  // After a natural nobody draws.
  assert.equal(followsDrawingRules(['4S', '5H', '2D'], ['TD', '7C']), false);
  // Banker 6 stands when Player stood.
  assert.equal(followsDrawingRules(['3S', '3H'], ['3D', '3C', '2S']), false);
  assert.equal(followsDrawingRules(['3S', '3H'], ['3D', '3C']), true);
  assert.throws(() => baccaratOutcomeOf(['2S', '3H'], ['TD', '7C']), RangeError);
  assert.throws(() => baccaratOutcomeOf(['2S', 'XX'], ['TD', '7C']), RangeError);
});
