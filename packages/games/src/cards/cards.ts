/**
 * The 52 cards of a standard deck as small integers, shared by the PVP card games (Pusoy Dos,
 * Tongits). A card id is `rank * 4 + suit` with the natural rank order A(0), 2(1) … K(12) and the
 * suit order clubs(0) < spades(1) < hearts(2) < diamonds(3), so ids are plain JSON numbers 0..51
 * and each game maps them to its own order (Pusoy Dos puts 3 lowest and 2 highest; Tongits keeps
 * the ace low). Codes such as '3c', 'Td', 'As' are for tests, logs and hand histories.
 */

/** A card: an integer 0..51 (rank * 4 + suit). */
export type CardId = number;

/** How many cards a deck holds. */
export const DECK_SIZE = 52;

/** Rank letters by rank index: A 2 3 4 5 6 7 8 9 T J Q K. */
export const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** Suit letters by suit index: clubs, spades, hearts, diamonds (the Pusoy Dos order, low to high). */
export const SUIT_CODES = ['c', 's', 'h', 'd'] as const;

/** Suit symbols by suit index, for display. */
export const SUIT_SYMBOLS = ['♣', '♠', '♥', '♦'] as const;

/** The rank index of a card: 0 = ace, 1 = two, …, 12 = king. */
export function rankOf(card: CardId): number {
  return card >> 2;
}

/** The suit index of a card: 0 clubs, 1 spades, 2 hearts, 3 diamonds. */
export function suitOf(card: CardId): number {
  return card & 3;
}

/** The card of a rank index (0 = ace … 12 = king) and a suit index (0..3). */
export function cardOf(rank: number, suit: number): CardId {
  return rank * 4 + suit;
}

/** Whether a value is a card id (an integer 0..51). */
export function isCardId(value: unknown): value is CardId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

/** The two-letter code of a card, e.g. '3c', 'Td', 'As'. */
export function cardCode(card: CardId): string {
  return `${RANK_CODES[rankOf(card)]}${SUIT_CODES[suitOf(card)]}`;
}

/** The codes of several cards joined by spaces, e.g. '3c 3d 3h'. */
export function cardCodes(cards: readonly CardId[]): string {
  return cards.map(cardCode).join(' ');
}

/** A card from its code ('3c', 'Td', '10d', 'as'); throws on anything else. */
export function parseCard(code: string): CardId {
  const text = code.trim().toUpperCase();
  const rankText = text.slice(0, -1) === '10' ? 'T' : text.slice(0, -1);
  const rank = (RANK_CODES as readonly string[]).indexOf(rankText);
  const suit = (SUIT_CODES as readonly string[]).indexOf(text.slice(-1).toLowerCase());
  if (rank < 0 || suit < 0) throw new Error(`not a card code: ${code}`);
  return cardOf(rank, suit);
}

/** Cards from codes separated by spaces or commas, e.g. '3c 4d 5h'. */
export function parseCards(codes: string): CardId[] {
  return codes
    .split(/[\s,]+/)
    .filter((code) => code !== '')
    .map(parseCard);
}

/**
 * Whether `cards` is a list of distinct card ids all held in `hand` (a move's cards, checked
 * before anything else looks at them). A 52-bit presence table keeps it linear and allocation-light.
 */
export function holdsAll(hand: readonly CardId[], cards: readonly unknown[]): boolean {
  const held = new Uint8Array(DECK_SIZE);
  for (const card of hand) held[card] = 1;
  for (const card of cards) {
    if (!isCardId(card) || held[card] !== 1) return false;
    held[card] = 2;
  }
  return true;
}

/** Whether every entry is a card id and none repeats. */
export function distinctCards(cards: readonly unknown[]): cards is CardId[] {
  const seen = new Uint8Array(DECK_SIZE);
  for (const card of cards) {
    if (!isCardId(card) || seen[card] === 1) return false;
    seen[card] = 1;
  }
  return true;
}

/** `hand` without `cards` (a new array; the order of the rest is kept). */
export function withoutCards(hand: readonly CardId[], cards: readonly CardId[]): CardId[] {
  return hand.filter((card) => !cards.includes(card));
}

/** Cards sorted by id (the stored order of a hand), as a new array. */
export function sortedCards(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => a - b);
}
