/**
 * Shuffling and dealing a 52-card deck. The shuffle is part of the provably fair contract
 * (docs/games/pvp-cards.md): the server commits to a seed before the deal, deals from
 * `fairDeck(seed, context)`, and after the hand anyone can recompute the deck from the revealed
 * seed. Changing the order or number of `random.int` calls here changes every published proof.
 */
import { fairRandom } from '../lottery/fair-draw.ts';
import type { RandomSource } from '../random.ts';
import type { CardId } from './cards.ts';
import { DECK_SIZE, sortedCards } from './cards.ts';

/** The unshuffled deck: ids 0..51 in order (A♣ A♠ A♥ A♦ 2♣ … K♦). */
export function newDeck(): CardId[] {
  return Array.from({ length: DECK_SIZE }, (_, card) => card);
}

/**
 * A uniformly shuffled deck, by Fisher–Yates from the front: starting from newDeck(), for
 * i = 0 .. 50 swap positions i and i + random.int(52 - i). That is exactly 51 draws
 * (int(52), int(51), …, int(2)); `random.int` is unbiased, so all 52! orders are equally likely.
 */
export function shuffleDeck(random: RandomSource): CardId[] {
  const deck = newDeck();
  for (let i = 0; i < DECK_SIZE - 1; i++) {
    const j = i + random.int(DECK_SIZE - i);
    const card = deck[j] as CardId;
    deck[j] = deck[i] as CardId;
    deck[i] = card;
  }
  return deck;
}

/**
 * The deck a hand is dealt from when proved: shuffleDeck(fairRandom(seedHex, context)), where the
 * context names the hand (e.g. 'pvp:pusoy-dos:table-12:hand-345'). Browser-safe, for the verify page.
 */
export function fairDeck(seedHex: string, context: string): CardId[] {
  return shuffleDeck(fairRandom(seedHex, context));
}

/**
 * Deals a shuffled deck in blocks: the first `counts[0]` cards to the first hand, the next
 * `counts[1]` to the second, and so on (each hand sorted by id); the undealt rest is returned in
 * deck order. Blocks rather than round-robin so a verifier reads hands straight off the deck.
 */
export function dealBlocks(deck: readonly CardId[], counts: readonly number[]): { hands: CardId[][]; rest: CardId[] } {
  const hands: CardId[][] = [];
  let next = 0;
  for (const count of counts) {
    if (next + count > deck.length) throw new RangeError('not enough cards to deal');
    hands.push(sortedCards(deck.slice(next, next + count)));
    next += count;
  }
  return { hands, rest: deck.slice(next) };
}
