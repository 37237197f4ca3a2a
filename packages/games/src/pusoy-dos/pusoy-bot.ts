/**
 * A simple Pusoy Dos bot for benchmarks, tests and house seats: it goes out when one play can
 * empty its hand; when leading it sheds its lowest card in the largest combination holding it;
 * when following it plays the lowest combination that beats the table, but holds back its 2s
 * (half the time, drawn from `random`) while every opponent still has more than three cards.
 */
import type { CardId } from '../cards/cards.ts';
import type { RandomSource } from '../random.ts';
import { THREE_OF_CLUBS, pusoyRank } from './combinations.ts';
import type { Play } from './combination-search.ts';
import { playsOf } from './combination-search.ts';
import type { PusoyMove, PusoyState } from './pusoy-dos.ts';
import { lowestCard } from './pusoy-dos.ts';

/** The play as a move. */
function playing(play: Play): PusoyMove {
  return { type: 'play', cards: play.cards };
}

/** The bot's move for `seat` (which must be the seat to move); always legal. */
export function botMove(state: PusoyState, seat: number, random: RandomSource): PusoyMove {
  if (state.winner !== null || state.turn !== seat) throw new RangeError(`seat ${seat} is not to move`);
  const hand = state.hands[seat] as CardId[];
  const last = state.lastPlay;
  if (!last) {
    const lowest = state.opening ? THREE_OF_CLUBS : lowestCard(hand);
    const plays = playsOf(hand).filter((play) => play.cards.includes(lowest));
    const out = plays.find((play) => play.cards.length === hand.length);
    if (out) return playing(out);
    // Largest size first, then the lowest combination of that size (plays come sorted by size, key).
    const size = Math.max(...plays.map((play) => play.cards.length));
    return playing(plays.find((play) => play.cards.length === size) as Play);
  }
  const beating = playsOf(hand, last.cards.length).filter((play) => play.combo.key > last.key);
  if (beating.length === 0) return { type: 'pass' };
  const out = beating.find((play) => play.cards.length === hand.length);
  if (out) return playing(out);
  const lowest = beating[0] as Play;
  const usesTwo = lowest.cards.some((card) => pusoyRank(card) === 12);
  const opponentsFar = state.hands.every((cards, other) => other === seat || cards.length > 3);
  if (usesTwo && opponentsFar && random.int(2) === 0) return { type: 'pass' };
  return playing(lowest);
}
