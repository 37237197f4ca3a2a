/**
 * The bingo rooms a brand starts with (decision 057), with amounts in the brand's minor units (a
 * peso brand: cards of ₱5 and ₱10). Operators change every setting on the back office's bingo
 * desk; settings are checked before they are written.
 */
import type { BingoRoomSettings } from '@pkg/contracts/bingo';

/** One room as a brand starts with it: its catalogue entry and its settings. */
export interface BingoRoomSeed {
  gameCode: string;
  iconUrl: string;
  category: string;
  isHot?: boolean;
  settings: BingoRoomSettings;
}

const PESO = 100;
const minor = (pesos: number) => String(pesos * PESO);

export const DEMO_BINGO_ROOMS: readonly BingoRoomSeed[] = [
  {
    gameCode: 'bingo-90-classic',
    iconUrl: '/games/bingo-90.svg',
    category: 'ninety-ball',
    isHot: true,
    settings: {
      names: { EN: '90-Ball Classic', TY: '90-Bola Klasiko', ZH: '90球经典宾果', TH: 'บิงโก 90 ลูกคลาสสิก', VI: 'Bingo 90 Bóng Cổ Điển' },
      format: '90',
      ticketPriceMinor: minor(10),
      payoutShareBp: 7_000,
      stages: [
        { pattern: 'one-line', shareBp: 1_500, guaranteedMinor: minor(50) },
        { pattern: 'two-lines', shareBp: 3_000, guaranteedMinor: minor(100) },
        { pattern: 'full-house', shareBp: 5_500, guaranteedMinor: minor(250) },
      ],
      cardsPerPlayerMax: 36,
      minCards: 1,
      cadenceMs: 300_000,
      minBuyMs: 60_000,
      ballIntervalMs: 2_500,
      pauseMs: 15_000,
      jackpot: { contributionBp: 200, withinCalls: 40, seedMinor: minor(1_000) },
    },
  },
  {
    gameCode: 'bingo-75-classic',
    iconUrl: '/games/bingo-75.svg',
    category: 'seventy-five-ball',
    settings: {
      names: { EN: '75-Ball Blackout', TY: '75-Bola Blackout', ZH: '75球全满宾果', TH: 'บิงโก 75 ลูกแบล็กเอาต์', VI: 'Bingo 75 Bóng Kín Thẻ' },
      format: '75',
      ticketPriceMinor: minor(10),
      payoutShareBp: 7_000,
      stages: [
        { pattern: 'line', shareBp: 3_000, guaranteedMinor: minor(100) },
        { pattern: 'blackout', shareBp: 7_000, guaranteedMinor: minor(250) },
      ],
      cardsPerPlayerMax: 12,
      minCards: 1,
      cadenceMs: 180_000,
      minBuyMs: 45_000,
      ballIntervalMs: 2_000,
      pauseMs: 10_000,
      jackpot: { contributionBp: 200, withinCalls: 50, seedMinor: minor(1_000) },
    },
  },
  {
    gameCode: 'bingo-75-patterns',
    iconUrl: '/games/bingo-patterns.svg',
    category: 'seventy-five-ball',
    settings: {
      names: { EN: 'Pattern Party', TY: 'Piyesta ng Hugis', ZH: '图案派对宾果', TH: 'ปาร์ตี้ลวดลาย', VI: 'Tiệc Hình Mẫu' },
      format: '75',
      ticketPriceMinor: minor(5),
      payoutShareBp: 7_000,
      stages: [
        { pattern: 'line', shareBp: 1_500, guaranteedMinor: minor(25) },
        { pattern: 'four-corners', shareBp: 1_500, guaranteedMinor: minor(25) },
        { pattern: 'x', shareBp: 2_000, guaranteedMinor: minor(40) },
        { pattern: 'blackout', shareBp: 5_000, guaranteedMinor: minor(100) },
      ],
      cardsPerPlayerMax: 12,
      minCards: 1,
      cadenceMs: 240_000,
      minBuyMs: 45_000,
      ballIntervalMs: 2_000,
      pauseMs: 10_000,
      jackpot: null,
    },
  },
];
