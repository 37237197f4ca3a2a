/**
 * The card shoe of baccarat and Dragon Tiger. Rather than a shuffled sequence fixed at the start
 * (which would make a round provable only once the whole shoe is revealed), the shoe is its public
 * history: the deck count, the cut-card position and every card dealt so far. Each round draws its
 * cards one by one, uniformly without replacement from the cards still in the shoe, with the
 * round's own RandomSource, so a round is proven by its own revealed seed plus that history.
 *
 * A draw, exactly (for verifiers): the 52 card kinds are ordered rank by rank A, 2, ..., 9, T, J,
 * Q, K and within a rank by suit S, H, D, C (index = rank × 4 + suit); the remaining count of a
 * kind is decks minus the times it was dealt; k = random.int(cards remaining); the card is the
 * kind whose cumulative remaining count, in that order, first exceeds k.
 */
import type { RandomSource } from '../random.ts';

/** Rank characters in kind order (T is the ten) and suit characters; a card is rank + suit, e.g. 'TS', 'AH'. */
export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
/** Distinct cards in a deck. */
export const CARD_KINDS = 52;

/** The card of a kind index 0..51. */
export function cardCode(kind: number): string {
  return `${RANKS[Math.floor(kind / 4)]}${SUITS[kind % 4]}`;
}

/** The kind index of a card such as 'QD'; throws on anything else. */
export function cardKind(card: string): number {
  const rank = typeof card === 'string' && card.length === 2 ? RANKS.indexOf(card[0] as string) : -1;
  const suit = rank >= 0 ? SUITS.indexOf(card[1] as string) : -1;
  if (suit < 0) throw new RangeError(`not a card: ${String(card)}`);
  return rank * 4 + suit;
}

/** The rank of a card, 1 (ace) to 13 (king). */
export function cardRank(card: string): number {
  return Math.floor(cardKind(card) / 4) + 1;
}

/** How a table's shoes are made. */
export interface ShoeRules {
  /** Decks in the shoe (8 in Macau baccarat). */
  decks: number;
  /**
   * The cut card's place, as cards left behind it, is drawn uniformly in [cutCardMin, cutCardMax]
   * at the shoe's start; a round starts only while at least that many cards remain.
   */
  cutCardMin: number;
  cutCardMax: number;
  /**
   * Burn at the shoe's start as in casinos: the first card is shown, then as many more are burned
   * as its value (A = 1, 2-9 face, T/J/Q/K = 10). All burned cards are public (in `dealt`): with
   * uniform draws from the remaining cards, burning changes no probability; it is kept for the look.
   */
  burn: boolean;
}

/**
 * The default shoe: 8 decks, burn on, the cut card 52 to 64 cards from the end. Deeper than a
 * land casino's 14-16 on purpose: the shoe's history is public, so a program can count it, and
 * in the last deck the edges of the pairs, the Tie and even Banker/Player often turn in the
 * player's favour (docs/games/table-games.md gives the measured rates).
 */
export const DEFAULT_SHOE_RULES: ShoeRules = Object.freeze({ decks: 8, cutCardMin: 52, cutCardMax: 64, burn: true });

/** Cards one round may need at most (baccarat: three each). */
export const MAX_CARDS_PER_ROUND = 6;
/** Cards the burn may take at most (a ten-value first card, then ten more). */
export const MAX_BURN = 11;

/** A shoe as public, JSON-safe state. */
export interface Shoe {
  decks: number;
  /** Rounds start only while at least this many cards remain (0: never ends, for exact edges). */
  cutCardRemaining: number;
  /** How many of the first dealt cards were burned. */
  burned: number;
  /** Every card taken from the shoe, in order, burned cards first. */
  dealt: readonly string[];
}

/** Problems of shoe rules (none: usable). */
export function validateShoeRules(rules: ShoeRules): string[] {
  const problems: string[] = [];
  const { decks, cutCardMin, cutCardMax } = rules;
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) problems.push('decks must be an integer in 1..16');
  if (!Number.isInteger(cutCardMin) || cutCardMin < MAX_CARDS_PER_ROUND)
    problems.push(`cutCardMin must be an integer >= ${MAX_CARDS_PER_ROUND}`);
  if (!Number.isInteger(cutCardMax) || cutCardMax < cutCardMin) problems.push('cutCardMax must be an integer >= cutCardMin');
  else if (cutCardMax + MAX_BURN + MAX_CARDS_PER_ROUND > decks * CARD_KINDS) problems.push('the cut card leaves no room for a round');
  if (typeof rules.burn !== 'boolean') problems.push('burn must be true or false');
  return problems;
}

/** A full shoe of `decks` decks that never ends: the composition exact house edges are computed for. */
export function fullShoe(decks: number): Shoe {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`decks must be a positive integer: ${decks}`);
  return { decks, cutCardRemaining: 0, burned: 0, dealt: [] };
}

/** How many of each card kind (index 0..51) remain; throws if the history deals a card more often than the decks hold. */
export function remainingCounts(shoe: Shoe): number[] {
  const counts = new Array<number>(CARD_KINDS).fill(shoe.decks);
  for (const card of shoe.dealt) {
    const kind = cardKind(card);
    if ((counts[kind] as number) === 0) throw new RangeError(`the shoe's history deals ${card} more than ${shoe.decks} times`);
    counts[kind] = (counts[kind] as number) - 1;
  }
  return counts;
}

/** Cards left in the shoe. */
export function cardsRemaining(shoe: Shoe): number {
  return shoe.decks * CARD_KINDS - shoe.dealt.length;
}

/** Whether the cut card has come: fewer than cutCardRemaining cards remain, so a new shoe is needed. */
export function shoeFinished(shoe: Shoe): boolean {
  return cardsRemaining(shoe) < Math.max(shoe.cutCardRemaining, MAX_CARDS_PER_ROUND);
}

/** Draws cards from a shoe's remaining composition (see the module comment); `cards` lists them in order. */
export interface ShoeDrawer {
  draw(): string;
  readonly cards: string[];
}

/** A drawer over the cards remaining in `shoe`, using `random`. */
export function shoeDrawer(shoe: Shoe, random: RandomSource): ShoeDrawer {
  const counts = remainingCounts(shoe);
  let remaining = cardsRemaining(shoe);
  const cards: string[] = [];
  return {
    cards,
    draw() {
      if (remaining === 0) throw new RangeError('the shoe is empty');
      let k = random.int(remaining);
      let kind = 0;
      while (k >= (counts[kind] as number)) k -= counts[kind++] as number;
      counts[kind] = (counts[kind] as number) - 1;
      remaining--;
      const card = cardCode(kind);
      cards.push(card);
      return card;
    },
  };
}

/** The shoe after `cards` were dealt from it. */
export function withDealt(shoe: Shoe, cards: readonly string[]): Shoe {
  return { ...shoe, dealt: [...shoe.dealt, ...cards] };
}

/** Starts a shoe: the cut card's place, then the burn (see ShoeRules), all from `random` (the shoe's own seed). */
export function startShoe(rules: ShoeRules, random: RandomSource): Shoe {
  const problems = validateShoeRules(rules);
  if (problems.length > 0) throw new RangeError(`invalid shoe rules: ${problems.join('; ')}`);
  const cutCardRemaining = rules.cutCardMin + random.int(rules.cutCardMax - rules.cutCardMin + 1);
  const shoe: Shoe = { decks: rules.decks, cutCardRemaining, burned: 0, dealt: [] };
  if (!rules.burn) return shoe;
  const drawer = shoeDrawer(shoe, random);
  const first = cardRank(drawer.draw());
  for (let i = 0; i < Math.min(first, 10); i++) drawer.draw();
  return { ...shoe, burned: drawer.cards.length, dealt: drawer.cards };
}
