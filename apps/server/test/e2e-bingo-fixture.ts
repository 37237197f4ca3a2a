/**
 * The bingo journey's room (apps/web/e2e/bingo.spec.ts): a quick 75-ball room of the demo brand,
 * a game every 20 seconds (cards on sale at least 8 s), balls 0.8 s apart, two prizes played fast
 * (a line, then four corners) and a 5 s pause, so a journey buys, watches a whole game and sees
 * what it paid in about a minute. Test data only.
 */
import type { Db } from '../src/db/client.ts';
import type { BingoRoomSeed } from '../src/modules/bingo/index.ts';
import { seedBingoRooms } from '../src/seed/demo-bingo.ts';

export const QUICK_BINGO_ROOM: BingoRoomSeed = {
  gameCode: 'bingo-quick',
  iconUrl: '/games/bingo-75.svg',
  category: 'seventy-five-ball',
  settings: {
    names: { EN: 'Quick Bingo', TY: 'Mabilis na Bingo', ZH: '快速宾果', TH: 'บิงโกด่วน', VI: 'Bingo Nhanh' },
    format: '75',
    ticketPriceMinor: '1000',
    payoutShareBp: 7_000,
    stages: [
      { pattern: 'line', shareBp: 4_000, guaranteedMinor: '2000' },
      { pattern: 'four-corners', shareBp: 6_000, guaranteedMinor: '3000' },
    ],
    cardsPerPlayerMax: 6,
    minCards: 1,
    cadenceMs: 20_000,
    minBuyMs: 8_000,
    ballIntervalMs: 800,
    pauseMs: 5_000,
    jackpot: null,
  },
};

/** Adds the quick room to the demo brand. */
export function bingoFixture(db: Db): Promise<void> {
  return seedBingoRooms(db, 'bituin', [QUICK_BINGO_ROOM]);
}
