/**
 * The live tables a brand starts with (decision 054): two baccarat tables (commission and
 * no-commission), Dragon Tiger, Sic Bo and the Color Game, with stakes in the brand's minor units
 * (a peso brand: chips of ₱10 to ₱5,000, ₱10 to ₱50,000 a spot). Operators change every setting in
 * the back office's tables desk; a table's settings are checked before they are written.
 */
import { BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE } from '@pkg/games/tables/baccarat-table';
import { COLOR_GAME_PAYTABLE } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER_PAYTABLE } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO_MACAU_PAYTABLE } from '@pkg/games/tables/sic-bo-table';
import { DEFAULT_SHOE_RULES } from '@pkg/games/tables/table-shoe';
import type { StoredLiveTableSettings } from './live-table-settings.ts';

/** One table as a brand starts with it: its catalogue entry and its settings. */
export interface LiveTableSeed {
  gameCode: string;
  iconUrl: string;
  category: string;
  isHot?: boolean;
  settings: StoredLiveTableSettings;
}

const PESO = 100;
const minor = (pesos: number) => String(pesos * PESO);
const CHIPS = [10, 50, 100, 500, 1_000, 5_000].map(minor);
const limit = (min: number, max: number) => ({ minMinor: minor(min), maxMinor: minor(max) });

export const DEMO_LIVE_TABLES: readonly LiveTableSeed[] = [
  {
    gameCode: 'baccarat-a',
    iconUrl: '/games/baccarat.svg',
    category: 'baccarat',
    isHot: true,
    settings: {
      kind: 'baccarat',
      names: { EN: 'Baccarat A', TY: 'Baccarat A', ZH: '百家乐 A', TH: 'บาคาร่า A', VI: 'Baccarat A' },
      paytable: BACCARAT_COMMISSION_PAYTABLE as StoredLiveTableSettings['paytable'],
      limits: {
        defaultSpot: limit(10, 50_000),
        spots: { tie: limit(10, 10_000), playerPair: limit(10, 5_000), bankerPair: limit(10, 5_000) },
        maxPayoutMinor: minor(1_000_000),
        opposites: [['player', 'banker']],
        allowOpposite: false,
      },
      chipsMinor: CHIPS,
      bettingMs: 20_000,
      revealMs: 8_000,
      shoe: { ...DEFAULT_SHOE_RULES },
    },
  },
  {
    gameCode: 'baccarat-nc',
    iconUrl: '/games/baccarat.svg',
    category: 'baccarat',
    settings: {
      kind: 'baccarat',
      names: {
        EN: 'No-Commission Baccarat',
        TY: 'Baccarat na Walang Komisyon',
        ZH: '免佣百家乐',
        TH: 'บาคาร่าไม่มีค่าคอมมิชชั่น',
        VI: 'Baccarat Không Hoa Hồng',
      },
      paytable: BACCARAT_NO_COMMISSION_PAYTABLE as StoredLiveTableSettings['paytable'],
      limits: {
        defaultSpot: limit(10, 50_000),
        spots: { tie: limit(10, 10_000), playerPair: limit(10, 5_000), bankerPair: limit(10, 5_000) },
        maxPayoutMinor: minor(1_000_000),
        opposites: [['player', 'banker']],
        allowOpposite: false,
      },
      chipsMinor: CHIPS,
      bettingMs: 20_000,
      revealMs: 8_000,
      shoe: { ...DEFAULT_SHOE_RULES },
    },
  },
  {
    gameCode: 'dragon-tiger',
    iconUrl: '/games/dragon-tiger.svg',
    category: 'dragon-tiger',
    settings: {
      kind: 'dragon-tiger',
      names: { EN: 'Dragon Tiger', TY: 'Dragon Tiger', ZH: '龙虎', TH: 'เสือมังกร', VI: 'Rồng Hổ' },
      paytable: DRAGON_TIGER_PAYTABLE as StoredLiveTableSettings['paytable'],
      limits: {
        defaultSpot: limit(10, 50_000),
        spots: { tie: limit(10, 5_000), suitedTie: limit(10, 1_000) },
        maxPayoutMinor: minor(1_000_000),
        opposites: [['dragon', 'tiger']],
        allowOpposite: false,
      },
      chipsMinor: CHIPS,
      bettingMs: 15_000,
      revealMs: 6_000,
      shoe: { ...DEFAULT_SHOE_RULES },
    },
  },
  {
    gameCode: 'sic-bo',
    iconUrl: '/games/sic-bo.svg',
    category: 'dice',
    settings: {
      kind: 'sic-bo',
      names: { EN: 'Sic Bo', TY: 'Sic Bo', ZH: '骰宝', TH: 'ไฮโล', VI: 'Tài Xỉu Sic Bo' },
      paytable: SIC_BO_MACAU_PAYTABLE as StoredLiveTableSettings['paytable'],
      limits: {
        defaultSpot: limit(10, 5_000),
        spots: { small: limit(10, 50_000), big: limit(10, 50_000), odd: limit(10, 50_000), even: limit(10, 50_000) },
        maxPayoutMinor: minor(1_000_000),
        opposites: [
          ['small', 'big'],
          ['odd', 'even'],
        ],
        allowOpposite: false,
      },
      chipsMinor: CHIPS,
      bettingMs: 15_000,
      revealMs: 6_000,
    },
  },
  {
    gameCode: 'color-game',
    iconUrl: '/games/color-game.svg',
    category: 'dice',
    isHot: true,
    settings: {
      kind: 'color-game',
      names: { EN: 'Color Game', TY: 'Color Game (Perya)', ZH: '彩色骰子', TH: 'เกมสี', VI: 'Trò Chơi Màu Sắc' },
      paytable: COLOR_GAME_PAYTABLE as StoredLiveTableSettings['paytable'],
      limits: { defaultSpot: limit(10, 20_000), spots: {}, maxPayoutMinor: minor(1_000_000), opposites: [], allowOpposite: true },
      chipsMinor: CHIPS,
      bettingMs: 15_000,
      revealMs: 6_000,
    },
  },
];
