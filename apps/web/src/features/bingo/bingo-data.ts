/**
 * The bingo page's reading of the round engine's views (decision 057): a room's settings, state
 * and game result as the bingo contracts type them, a card's numbers, which are daubed by the
 * balls called so far (auto-daub), how many a card still needs for the stage in play, the cards
 * best first, and the prizes a game's sales give so far. Pure, so the page and its tests share it.
 */
import {
  bingoCardDetail,
  bingoResultView,
  bingoSettingsView,
  bingoStateView,
  type BingoCurrencyGameView,
  type BingoResultView,
  type BingoSettingsView,
  type BingoStateView,
} from '@pkg/contracts/bingo';
import type { PlayerBetView, RoundView, TableView } from '@pkg/contracts/rounds';
import { gamePrizes } from '@pkg/games/bingo/bingo-prizes';

export const roomSettings = (table: Pick<TableView, 'settings'>): BingoSettingsView | null => {
  const parsed = bingoSettingsView.safeParse(table.settings);
  return parsed.success ? parsed.data : null;
};

export const roomState = (table: Pick<TableView, 'state'>): BingoStateView | null => {
  const parsed = bingoStateView.safeParse(table.state);
  return parsed.success ? parsed.data : null;
};

export const gameResult = (round: Pick<RoundView, 'result'> | null): BingoResultView | null => {
  if (!round?.result) return null;
  const parsed = bingoResultView.safeParse(round.result);
  return parsed.success ? parsed.data : null;
};

/** Where a room's current game is, as the page shows it. */
export type GamePhase = 'buying' | 'playing' | 'finished' | 'void' | 'waiting';

export function phaseOf(round: RoundView | null, result: BingoResultView | null): GamePhase {
  if (!round) return 'waiting';
  if (round.status === 'open') return 'buying';
  if (round.status === 'void') return 'void';
  if (!result) return 'waiting';
  return result.finished ? 'finished' : 'playing';
}

/** A card as the page draws it: its grid (75: 5 × 5 with 0 at the free centre; 90: 3 × 9 with 0 for blanks) and its numbers in pattern order. */
export interface CardLayout {
  format: '75' | '90';
  grid: number[][];
  /** The numbers in cell order of the pattern masks (75: the 25 cells row by row; 90: the 15 numbers row by row). */
  cells: number[];
}

export function cardLayout(detail: unknown): CardLayout | null {
  const parsed = bingoCardDetail.safeParse(detail);
  if (!parsed.success) return null;
  if ('cells' in parsed.data) {
    const cells = parsed.data.cells;
    return { format: '75', cells, grid: [0, 1, 2, 3, 4].map((row) => cells.slice(row * 5, row * 5 + 5)) };
  }
  const rows = parsed.data.rows;
  return { format: '90', grid: rows, cells: rows.flatMap((row) => row.filter((n) => n !== 0)) };
}

/** Bits of the cells daubed by the balls called (and the 75-ball free centre). */
export function daubedMask(cells: readonly number[], called: ReadonlySet<number>): number {
  let mask = 0;
  cells.forEach((n, cell) => {
    if (n === 0 || called.has(n)) mask |= 1 << cell;
  });
  return mask >>> 0;
}

const popcount = (x: number): number => {
  let count = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) count++;
  return count;
};

/** Cells still needed for a pattern (any of its masks). */
export function toGoOf(masks: readonly number[], daubed: number): number {
  return Math.min(...masks.map((mask) => popcount((mask & ~daubed) >>> 0)));
}

/** One of the player's cards in the game as shown: daubed cells, what it still needs, the stages it won. */
export interface CardStatus {
  bet: PlayerBetView;
  layout: CardLayout;
  daubed: number;
  /** For the stage in play; null once every stage is won. */
  toGo: number | null;
  /** Patterns this card won. */
  won: string[];
}

/**
 * The player's cards with their daubs and to-go for the stage in play, best first (fewest to go;
 * cards that won after; ties by card number as bought).
 */
export function cardStatuses(
  bets: readonly PlayerBetView[],
  settings: BingoSettingsView,
  result: BingoResultView | null,
  currency: string,
): CardStatus[] {
  const called = new Set(result?.balls ?? []);
  const game = result?.currencies[currency] ?? null;
  const stageIndex = game ? game.stages.findIndex((stage) => !stage.won) : 0;
  const stage = stageIndex >= 0 ? settings.stages[stageIndex] : undefined;
  const statuses: CardStatus[] = [];
  for (const bet of bets) {
    const layout = cardLayout(bet.detail);
    if (!layout) continue;
    const daubed = daubedMask(layout.cells, called);
    const won = (game?.stages ?? [])
      .filter((each) => each.winners.some((winner) => winner.betId === bet.betId))
      .map((each) => each.pattern);
    statuses.push({ bet, layout, daubed, toGo: stage ? toGoOf(stage.masks, daubed) : null, won });
  }
  return statuses.sort((a, b) => (a.toGo ?? 99) - (b.toGo ?? 99) || Number(BigInt(a.bet.betId) - BigInt(b.bet.betId)));
}

/** What each stage pays with the cards sold so far: the pool's share or the guarantee, whichever is more. */
export function prizesSoFar(settings: BingoSettingsView, cards: number): { stages: bigint[]; totalMinor: bigint } {
  const prizes = gamePrizes(
    {
      code: 'room',
      format: settings.format,
      ticketPriceMinor: BigInt(settings.ticketPriceMinor),
      payoutShareBp: settings.payoutShareBp,
      stages: settings.stages.map((stage) => ({
        pattern: { code: stage.pattern, format: settings.format, masks: stage.masks },
        shareBp: stage.shareBp,
        guaranteedMinor: BigInt(stage.guaranteedMinor),
      })),
    },
    cards,
  );
  const stages = prizes.stages.map((stage) => stage.prizeMinor);
  return { stages, totalMinor: stages.reduce((sum, prize) => sum + prize, 0n) };
}

/** Cards sold and players in a round for a currency (from its totals). */
export function salesOf(round: RoundView | null, settings: BingoSettingsView, currency: string): { cards: number; players: number } {
  const stake = BigInt(round?.totals[currency]?.card ?? '0');
  return { cards: Number(stake / BigInt(settings.ticketPriceMinor)), players: round?.players?.[currency] ?? 0 };
}

/** The jackpot a room plays for in a currency now: the game's (while one is called) or the room's pool. */
export function jackpotOf(state: BingoStateView | null, game: BingoCurrencyGameView | null, currency: string): bigint | null {
  if (game?.jackpot) return BigInt(game.jackpot.won ? game.jackpot.paidMinor : game.jackpot.poolMinor);
  const held = state?.jackpots[currency] ?? state?.jackpotSeedMinor;
  return held === undefined || held === null ? null : BigInt(held);
}

/** A 75-ball ball's column letter. */
export const letterOf = (ball: number): string => 'BINGO'[Math.min(4, Math.floor((ball - 1) / 15))] ?? '';
