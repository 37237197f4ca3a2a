/**
 * Fast winner detection for one game with up to hundreds of thousands of cards.
 *
 * Layout (typed arrays, no per-card objects):
 * - an index from ball number to the (card, cell) pairs holding it, in compressed rows: the entries
 *   of ball b are entryCard/entryCell[start[b] .. start[b + 1]), in ascending card order;
 * - daubed[card]: a 32-bit mask of the card's daubed cells (the free centre set from the start);
 * - toGo[card]: cells still needed for the current stage's pattern, and a histogram of toGo.
 * A called ball touches only its own entries (about cards × cells / balls of them: 32,000 for
 * 100,000 75-ball cards), and each touched card re-checks the current stage's few masks. When a stage
 * is won, the next stage is scored for every card once (a pattern need not contain the previous one,
 * so a card may already hold it) and any card already holding it wins on the same ball.
 *
 * Rules this implements: stages are played in order; each is won once, by every card that
 * completes it on the ball it is first completed; after a stage is won, the next stage is checked on
 * the same ball, so one card (or player) can win several stages on one ball; the game ends when the
 * last stage is won. Winners are listed in ascending card index: pack the cards in ascending card id
 * order and the prize split's remainder rule (bingo-prizes.ts) follows card ids.
 */
import type { BingoFormat, Card75, Ticket90 } from './bingo-types.ts';
import { cardCells } from './bingo-types.ts';
import type { BingoPattern } from './patterns.ts';
import { popcount32 } from './patterns.ts';

/** Cards packed for the detector: `cells` numbers per card in cell order, 0 for the free centre. */
export interface PackedCards {
  readonly format: BingoFormat;
  readonly count: number;
  readonly numbers: Uint8Array;
}

/** Packs cards (card index = position in `cards`) for BingoGame. */
export function packCards(format: BingoFormat, cards: readonly (Card75 | Ticket90)[]): PackedCards {
  const numbers = new Uint8Array(cards.length * format.cells);
  cards.forEach((card, index) => {
    const cells = cardCells(format, card);
    if (cells.length !== format.cells)
      throw new Error(`card ${index}: ${cells.length} cells, a ${format.code}-ball card has ${format.cells}`);
    numbers.set(cells, index * format.cells);
  });
  return { format, count: cards.length, numbers };
}

/** A stage won on a ball: every card index that completed it, ascending. */
export interface StageWin {
  readonly stage: number;
  readonly pattern: string;
  readonly ball: number;
  /** How many balls had been called, this one included. */
  readonly calls: number;
  readonly cards: readonly number[];
}

/** One card and how many cells it still needs. */
export interface CardToGo {
  readonly card: number;
  readonly toGo: number;
}

/** The state of one game: call balls in order; read winners, to-go counts and leaders after each. */
export class BingoGame {
  readonly cards: PackedCards;
  readonly stages: readonly BingoPattern[];
  private readonly start: Uint32Array;
  private readonly entryCard: Uint32Array;
  private readonly entryCell: Uint8Array;
  private readonly daubs: Uint32Array;
  private readonly toGos: Uint8Array;
  private readonly histogram: Uint32Array;
  private readonly called: Uint8Array;
  private masks: Uint32Array = new Uint32Array(0);
  private stageIndex = 0;
  private callCount = 0;
  private readonly wins: StageWin[] = [];

  constructor(cards: PackedCards, stages: readonly BingoPattern[]) {
    const { format, count, numbers } = cards;
    if (stages.length === 0) throw new Error('a game needs at least one stage');
    if (stages.some((s) => s.format !== format.code)) throw new Error(`every stage must be a ${format.code}-ball pattern`);
    this.cards = cards;
    this.stages = stages;
    this.start = new Uint32Array(format.balls + 2);
    for (const n of numbers) if (n !== 0) this.start[n + 1]! += 1;
    for (let b = 1; b < this.start.length; b++) this.start[b]! += this.start[b - 1]!;
    this.entryCard = new Uint32Array(this.start[format.balls + 1]!);
    this.entryCell = new Uint8Array(this.entryCard.length);
    const fill = this.start.slice();
    this.daubs = new Uint32Array(count);
    for (let card = 0; card < count; card++) {
      for (let cell = 0; cell < format.cells; cell++) {
        const n = numbers[card * format.cells + cell]!;
        if (n === 0) this.daubs[card]! |= 1 << cell;
        else if (n > format.balls) throw new Error(`card ${card}: ${n} is not a ball of ${format.code}-ball bingo`);
        else {
          const at = fill[n]!++;
          this.entryCard[at] = card;
          this.entryCell[at] = cell;
        }
      }
    }
    this.toGos = new Uint8Array(count);
    this.histogram = new Uint32Array(33);
    this.called = new Uint8Array(format.balls + 1);
    this.scoreAll();
  }

  /** Index of the stage being played (stages.length once the game is over). */
  get stage(): number {
    return this.stageIndex;
  }

  /** Whether the last stage has been won. */
  get finished(): boolean {
    return this.stageIndex >= this.stages.length;
  }

  /** Balls called so far. */
  get calls(): number {
    return this.callCount;
  }

  /** Every stage won so far, in order. */
  get stageWins(): readonly StageWin[] {
    return this.wins;
  }

  /** Calls a ball; returns the stages it won (usually none, possibly several), each with its winners. */
  call(ball: number): StageWin[] {
    if (this.finished) throw new Error('the game is over');
    if (!Number.isInteger(ball) || ball < 1 || ball > this.cards.format.balls) throw new RangeError(`not a ball: ${ball}`);
    if (this.called[ball]) throw new Error(`ball ${ball} was already called`);
    this.called[ball] = 1;
    this.callCount++;
    const { entryCard, entryCell, daubs, toGos, histogram, masks } = this;
    const winners: number[] = [];
    for (let e = this.start[ball]!, end = this.start[ball + 1]!; e < end; e++) {
      const card = entryCard[e]!;
      const daubed = (daubs[card]! | (1 << entryCell[e]!)) >>> 0;
      daubs[card] = daubed;
      let best = 32;
      for (let m = 0; m < masks.length; m++) {
        const left = popcount32(masks[m]! & ~daubed);
        if (left < best) best = left;
      }
      const before = toGos[card]!;
      if (best !== before) {
        histogram[before]!--;
        histogram[best]!++;
        toGos[card] = best;
        if (best === 0) winners.push(card);
      }
    }
    const won: StageWin[] = [];
    let current = winners;
    while (current.length > 0) {
      const win: StageWin = {
        stage: this.stageIndex,
        pattern: this.stages[this.stageIndex]!.code,
        ball,
        calls: this.callCount,
        cards: current,
      };
      won.push(win);
      this.wins.push(win);
      this.stageIndex++;
      current = this.finished ? [] : this.scoreAll();
    }
    return won;
  }

  /** Cells card `card` still needs for the current stage (0 once the game is over or the card holds it). */
  toGo(card: number): number {
    return this.finished ? 0 : this.toGos[card]!;
  }

  /** The daubed-cell mask of a card. */
  daubed(card: number): number {
    return this.daubs[card]!;
  }

  /** How many cards need k cells for the current stage, for k = 0, 1, ... up to the largest count present. */
  toGoCounts(): number[] {
    if (this.finished) return [];
    const counts = Array.from(this.histogram);
    while (counts.length > 1 && counts.at(-1) === 0) counts.pop();
    return counts;
  }

  /** The `limit` cards nearest to the current stage, fewest to go first, ties by ascending card index. */
  leaders(limit: number): CardToGo[] {
    if (this.finished || limit <= 0) return [];
    let threshold = 0;
    for (let seen = 0; threshold < this.histogram.length; threshold++) {
      seen += this.histogram[threshold]!;
      if (seen >= limit) break;
    }
    const found: CardToGo[] = [];
    for (let card = 0; card < this.cards.count; card++) {
      if (this.toGos[card]! <= threshold) found.push({ card, toGo: this.toGos[card]! });
    }
    return found.sort((a, b) => a.toGo - b.toGo || a.card - b.card).slice(0, limit);
  }

  /** Scores every card against the current stage; returns the cards that already complete it. */
  private scoreAll(): number[] {
    this.masks = Uint32Array.from(this.stages[this.stageIndex]!.masks);
    this.histogram.fill(0);
    const complete: number[] = [];
    for (let card = 0; card < this.cards.count; card++) {
      const daubed = this.daubs[card]!;
      let best = 32;
      for (const mask of this.masks) best = Math.min(best, popcount32(mask & ~daubed));
      this.toGos[card] = best;
      this.histogram[best]!++;
      if (best === 0) complete.push(card);
    }
    return complete;
  }
}
