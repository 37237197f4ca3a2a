/**
 * Punto banco's drawing rules (DOMAIN.md section 8, checked against the Wizard of Odds): card
 * points A = 1, 2-9 face, T/J/Q/K = 0, a hand's total is its points mod 10. Deal Player, Banker,
 * Player, Banker. A natural (8 or 9 on either side's first two cards) ends the round. Otherwise
 * Player draws on 0-5 and stands on 6-7; if Player stood, Banker draws on 0-5; if Player drew a
 * third card worth v, Banker draws on 0-2, on 3 unless v = 8, on 4 when v is 2-7, on 5 when v is
 * 4-7, on 6 when v is 6-7, and stands on 7.
 */
import { cardRank } from './table-shoe.ts';

/** Who won a round. */
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** A dealt round with everything the bets and the roads read. JSON-safe. */
export interface BaccaratOutcome {
  /** Player's cards in the order dealt (2 or 3), e.g. ['7S', 'KD', '4H']. */
  player: readonly string[];
  banker: readonly string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** Whether Player's (Banker's) first two cards are of the same rank (K K yes, K Q no). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Whether either side had 8 or 9 on its first two cards. */
  natural: boolean;
}

/** A card's points: A = 1, 2-9 face value, T/J/Q/K = 0. */
export function cardPoints(card: string): number {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
}

/** A hand's total: its points mod 10. */
export function handTotal(cards: readonly string[]): number {
  let total = 0;
  for (const card of cards) total += cardPoints(card);
  return total % 10;
}

/** Whether Player draws a third card on a two-card total (no natural on the table): 0-5 draw, 6-7 stand. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether Banker draws a third card on a two-card total (no natural on the table), given the
 * points of Player's third card, or null when Player stood.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Whether a two-card total is a natural. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** The winner of two final totals. */
export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

/** Plays a round with `draw` giving the next card: P, B, P, B, then the third cards the rules call for. */
export function playRound(draw: () => string): BaccaratOutcome {
  const first = [draw(), draw(), draw(), draw()];
  const player = [first[0] as string, first[2] as string];
  const banker = [first[1] as string, first[3] as string];
  const playerTwo = handTotal(player);
  const bankerTwo = handTotal(banker);
  if (!isNatural(playerTwo) && !isNatural(bankerTwo)) {
    let playerThird: number | null = null;
    if (playerDraws(playerTwo)) {
      const card = draw();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(bankerTwo, playerThird)) banker.push(draw());
  }
  return baccaratOutcomeOf(player, banker);
}

/** Whether the hands are exactly what the drawing rules deal (two or three cards each, third cards as the rules say). */
export function followsDrawingRules(player: readonly string[], banker: readonly string[]): boolean {
  if (player.length < 2 || player.length > 3 || banker.length < 2 || banker.length > 3) return false;
  const playerTwo = handTotal(player.slice(0, 2));
  const bankerTwo = handTotal(banker.slice(0, 2));
  if (isNatural(playerTwo) || isNatural(bankerTwo)) return player.length === 2 && banker.length === 2;
  if (player.length !== (playerDraws(playerTwo) ? 3 : 2)) return false;
  const playerThird = player.length === 3 ? cardPoints(player[2] as string) : null;
  return banker.length === (bankerDraws(bankerTwo, playerThird) ? 3 : 2);
}

/**
 * The outcome of the cards Player and Banker hold (totals, winner, pairs, natural); throws if the
 * hands are not what the drawing rules deal (e.g. a stored outcome altered).
 */
export function baccaratOutcomeOf(player: readonly string[], banker: readonly string[]): BaccaratOutcome {
  if (!followsDrawingRules(player, banker)) {
    throw new RangeError(`the hands ${player.join(' ')} / ${banker.join(' ')} do not follow the drawing rules`);
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player: [...player],
    banker: [...banker],
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: cardRank(player[0] as string) === cardRank(player[1] as string),
    bankerPair: cardRank(banker[0] as string) === cardRank(banker[1] as string),
    natural: isNatural(handTotal(player.slice(0, 2))) || isNatural(handTotal(banker.slice(0, 2))),
  };
}
