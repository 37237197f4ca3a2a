// Proves the bingo page's reading of a game: cards drawn from their details (75-ball 5 × 5 with the
// free centre, 90-ball 3 × 9), auto-daub from the balls called, "to go" for the stage in play by the
// pattern's masks, the cards best first and the winners marked, the prizes the sales give (at least
// the guarantees), and the live events: a round event replaces the room's game, totals land on
// their game only with its players.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BingoResultView, BingoSettingsView } from '@pkg/contracts/bingo';
import type { PlayerBetView, RoundView, TableView } from '@pkg/contracts/rounds';
import { PATTERNS_75 } from '@pkg/games/bingo/patterns';
import { cardLayout, cardStatuses, daubedMask, phaseOf, prizesSoFar, toGoOf } from './bingo-data.ts';
import { applyEvent } from './bingo-events.ts';

const CELLS = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65];
const SETTINGS: BingoSettingsView = {
  names: { EN: 'Room' },
  format: '75',
  ticketPriceMinor: '1000',
  payoutShareBp: 7_000,
  stages: [
    { pattern: 'line', shareBp: 3_000, guaranteedMinor: '10000', masks: [...PATTERNS_75.line.masks] },
    { pattern: 'blackout', shareBp: 7_000, guaranteedMinor: '25000', masks: [...PATTERNS_75.blackout.masks] },
  ],
  cardsPerPlayerMax: 12,
  minCards: 1,
  cadenceMs: 180_000,
  minBuyMs: 45_000,
  ballIntervalMs: 2_000,
  pauseMs: 10_000,
  jackpot: null,
  balls: 75,
};
const bet = (betId: string, cells: number[]): PlayerBetView => ({
  betId,
  roundId: '9',
  spot: 'card',
  stakeMinor: '1000',
  detail: { cells },
  returnMinor: null,
  placedAt: '2026-11-29T00:00:00.000Z',
});
const result = (balls: number[], lineWinners: string[] = []): BingoResultView => ({
  format: '75',
  intervalMs: 2_000,
  called: balls.length,
  balls,
  finished: false,
  nextBallAt: null,
  currencies: {
    PHP: {
      status: 'played',
      cards: 2,
      players: 2,
      salesMinor: '2000',
      poolMinor: '1400',
      stages: [
        {
          pattern: 'line',
          prizeMinor: '10000',
          topUpMinor: '9580',
          won: lineWinners.length > 0,
          calls: lineWinners.length > 0 ? balls.length : null,
          ball: null,
          winners: lineWinners.map((betId) => ({ betId, name: 'pl***12', amountMinor: '10000', jackpotMinor: '0' })),
        },
        { pattern: 'blackout', prizeMinor: '25000', topUpMinor: '24020', won: false, calls: null, ball: null, winners: [] },
      ],
      oneToGo: 0,
      jackpot: null,
    },
  },
});

test('a card’s layout, its daubs and what it still needs for the stage in play', () => {
  const layout = cardLayout({ cells: CELLS });
  assert.equal(layout?.grid.length, 5);
  assert.equal(layout?.grid[2]?.[2], 0);
  const ninety = cardLayout({
    rows: [
      [1, 0, 22, 0, 41, 0, 60, 0, 80],
      [0, 12, 0, 33, 0, 55, 0, 71, 0].map((n, i) => (i === 0 ? 0 : n)),
      [3, 0, 25, 0, 44, 0, 0, 77, 88],
    ],
  });
  assert.equal(ninety?.format, '90');
  const daubed = daubedMask(CELLS, new Set([3, 18, 48]));
  // The middle row: 3, 18, free, 48 daubed; 63 to go.
  assert.equal(toGoOf(PATTERNS_75.line.masks, daubed), 1);
  assert.equal(toGoOf(PATTERNS_75.blackout.masks, daubed), 21);
});

test('cards best first, a card that won marked, the stage in play moving on', () => {
  const far = bet('9', [10, 25, 40, 55, 70, 11, 26, 41, 56, 71, 12, 27, 0, 57, 72, 13, 28, 43, 58, 73, 14, 29, 44, 59, 74]);
  const near = bet('8', CELLS);
  const twin = bet('7', CELLS);
  const statuses = cardStatuses([far, near, twin], SETTINGS, result([3, 18, 48, 1]), 'PHP');
  assert.deepEqual(
    statuses.map((status) => [status.bet.betId, status.toGo]),
    [
      ['7', 1],
      ['8', 1],
      ['9', 4],
    ],
  );
  const won = cardStatuses([near], SETTINGS, result([3, 18, 48, 63], ['8']), 'PHP');
  assert.deepEqual(won[0]?.won, ['line']);
  assert.equal(won[0]?.toGo, 20, 'now playing for the blackout');
});

test('prizes so far: the guarantees until the pool passes them', () => {
  assert.deepEqual(prizesSoFar(SETTINGS, 2).stages, [10_000n, 25_000n]);
  assert.deepEqual(prizesSoFar(SETTINGS, 1_000).stages, [210_000n, 490_000n]);
});

test('live events move the room’s game; a late totals event of an older game changes nothing', () => {
  const round = { roundId: '9', tableId: '1', seq: 3, status: 'open', totals: {} } as unknown as RoundView;
  const room = { tableId: '1', round } as unknown as TableView;
  let rooms: ReadonlyMap<string, TableView> = new Map([['1', room]]);
  rooms = applyEvent(rooms, { type: 'totals', tableId: '1', roundId: '9', totals: { PHP: { card: '3000' } }, players: { PHP: 2 } });
  assert.deepEqual(rooms.get('1')?.round?.players, { PHP: 2 });
  assert.equal(phaseOf(rooms.get('1')?.round ?? null, null), 'buying');
  const next = { ...round, roundId: '10', status: 'dealt' } as RoundView;
  rooms = applyEvent(rooms, { type: 'round', tableId: '1', round: next, serverTime: '2026-11-29T00:00:00.000Z' });
  rooms = applyEvent(rooms, { type: 'totals', tableId: '1', roundId: '9', totals: { PHP: { card: '9000' } } });
  assert.equal(rooms.get('1')?.round?.roundId, '10');
  assert.deepEqual(rooms.get('1')?.round?.totals, {});
});
