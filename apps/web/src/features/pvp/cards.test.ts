// Proves the PVP page's card helpers: faces, the games' sort orders, and matching a selection to the server's legal moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from '@pkg/games/cards/cards';
import { cardText, layoffTargets, legalWith, playableCards, sortHand } from './cards.ts';

test('faces and sort orders', () => {
  const hand = parseCards('2d 3c Ah Ks Tc');
  assert.deepEqual(sortHand('pusoy-dos', hand, 'rank').map(cardText), ['3♣', '10♣', 'K♠', 'A♥', '2♦']);
  assert.deepEqual(sortHand('tongits', hand, 'rank').map(cardText), ['A♥', '2♦', '3♣', '10♣', 'K♠']);
  assert.deepEqual(sortHand('pusoy-dos', hand, 'suit').map(cardText), ['3♣', '10♣', 'K♠', 'A♥', '2♦']);
});

test('a selection is a legal move only when the server listed it', () => {
  const pair = parseCards('7c 7d');
  const legal = [{ type: 'pass' as const }, { type: 'play' as const, cards: pair }, { type: 'layoff' as const, card: 8, meld: 2 }];
  assert.ok(legalWith(legal, 'play', [...pair].reverse()));
  assert.equal(legalWith(legal, 'play', parseCards('7c')), null);
  assert.deepEqual([...playableCards(legal)].sort(), [...pair, 8].sort());
  assert.deepEqual(layoffTargets(legal, [8]), [2]);
});
