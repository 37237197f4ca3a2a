import { VN_DRAW_TIMES, VN_STATIONS } from '@pkg/games/lottery/vn-stations';
import type { Db } from '../db/client.ts';
import { seedVendorGames, type GameSeed } from './demo-games.ts';
import { insertLotteryGameIfMissing, insertStationIfMissing } from './demo-lottery.queries.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/** A lottery game a brand starts with: its catalogue entry and its rules (decision 028). */
export interface LotteryGameSeed extends GameSeed {
  vendorCode: string;
  format: 'ssc' | 'k3' | '11x5' | 'pk10' | 'vn27' | 'vn18';
  prizeMode: 'Elott' | 'ZY' | 'Lott' | 'SEA';
  groupCode: string;
  cadenceSeconds?: number;
  region?: 'north' | 'central' | 'south';
  closeSeconds: number;
  resultSource: 'house' | 'official';
}

const names = (en: string, ty: string, zh: string, th: string, vi: string) => ({ EN: en, TY: ty, ZH: zh, TH: th, VI: vi });

const fast = (
  gameCode: string,
  format: LotteryGameSeed['format'],
  groupCode: string,
  cadenceSeconds: number,
  gameNames: Record<string, string>,
  extra: Partial<LotteryGameSeed> = {},
): LotteryGameSeed => ({
  gameCode,
  displayName: gameNames.EN ?? gameCode,
  names: gameNames,
  gameType: 'ELOTT',
  category: groupCode.toLowerCase(),
  iconUrl: `/games/lottery-${groupCode.toLowerCase()}.svg`,
  vendorCode: 'BTFAST',
  format,
  prizeMode: 'Elott',
  groupCode,
  cadenceSeconds,
  closeSeconds: cadenceSeconds >= 300 ? 30 : cadenceSeconds >= 180 ? 15 : 10,
  resultSource: 'house',
  ...extra,
});

/**
 * The demo brand's lotteries: house-drawn fast games every 1, 3 and 5 minutes (5D, K3 dice, 11
 * choose 5, PK10 and Vietnamese fast tables) under Bituin Fast Draw, and the three Vietnamese
 * regions' daily station draws under Xổ Số Việt, whose official results staff type in.
 */
export const DEMO_LOTTERY_GAMES: LotteryGameSeed[] = [
  fast('ssc-1m', 'ssc', 'SSC', 60, names('5D Every Minute', '5D Bawat Minuto', '5D 分分彩', '5D ทุกนาที', '5D mỗi phút'), { isHot: true }),
  fast('ssc-3m', 'ssc', 'SSC', 180, names('5D Every 3 Minutes', '5D Bawat 3 Minuto', '5D 三分彩', '5D ทุก 3 นาที', '5D 3 phút')),
  fast('ssc-5m', 'ssc', 'SSC', 300, names('5D Every 5 Minutes', '5D Bawat 5 Minuto', '5D 五分彩', '5D ทุก 5 นาที', '5D 5 phút')),
  fast('k3-1m', 'k3', 'K3', 60, names('K3 Dice Every Minute', 'K3 Dais Bawat Minuto', '快3 一分', 'ลูกเต๋า K3 ทุกนาที', 'K3 mỗi phút'), {
    isHot: true,
  }),
  fast(
    '11x5-3m',
    '11x5',
    '11X5',
    180,
    names('11 Choose 5, 3 Minutes', '11 Pumili ng 5, 3 Minuto', '11选5 三分', '11 เลือก 5 ทุก 3 นาที', '11 chọn 5, 3 phút'),
  ),
  fast(
    'pk10-5m',
    'pk10',
    'PK10',
    300,
    names('PK10 Racing, 5 Minutes', 'PK10 Karera, 5 Minuto', 'PK10 五分赛车', 'แข่งรถ PK10 ทุก 5 นาที', 'Đua xe PK10, 5 phút'),
  ),
  fast(
    'vnfast-1m',
    'vn27',
    'VNFAST',
    60,
    names('Northern Fast Draw, 1 Minute', 'Mabilis na Hilaga, 1 Minuto', '越南北部快彩 一分', 'หวยเหนือด่วน 1 นาที', 'Miền Bắc nhanh 1 phút'),
    {
      prizeMode: 'ZY',
      isNew: true,
    },
  ),
  fast(
    'vnfast-5m',
    'vn18',
    'VNFAST',
    300,
    names('Southern Fast Draw, 5 Minutes', 'Mabilis na Timog, 5 Minuto', '越南南部快彩 五分', 'หวยใต้ด่วน 5 นาที', 'Miền Nam nhanh 5 phút'),
    {
      prizeMode: 'ZY',
    },
  ),
  ...(
    [
      [
        'vn-north',
        'vn27',
        'north',
        'VN-NORTH',
        names('Northern Lottery (XSMB)', 'Lotto ng Hilaga (XSMB)', '越南北部彩 (XSMB)', 'หวยเวียดนามเหนือ (XSMB)', 'Xổ số Miền Bắc'),
      ],
      [
        'vn-central',
        'vn18',
        'central',
        'VN-CENTRAL',
        names('Central Lottery (XSMT)', 'Lotto ng Gitna (XSMT)', '越南中部彩 (XSMT)', 'หวยเวียดนามกลาง (XSMT)', 'Xổ số Miền Trung'),
      ],
      [
        'vn-south',
        'vn18',
        'south',
        'VN-SOUTH',
        names('Southern Lottery (XSMN)', 'Lotto ng Timog (XSMN)', '越南南部彩 (XSMN)', 'หวยเวียดนามใต้ (XSMN)', 'Xổ số Miền Nam'),
      ],
    ] as const
  ).map(([gameCode, format, region, groupCode, gameNames]): LotteryGameSeed => ({
    gameCode,
    displayName: gameNames.EN,
    names: gameNames,
    gameType: 'LOTT',
    category: region,
    iconUrl: '/games/lottery-vn.svg',
    vendorCode: 'BTXOSO',
    format,
    prizeMode: 'Lott',
    groupCode,
    region,
    // Betting closes 15 minutes before the region's draw (its cut-off, an operator setting).
    closeSeconds: 900,
    resultSource: 'official',
  })),
];

/** Writes a brand's lottery games, their rules and the default Vietnamese stations, where missing (never overwriting). */
export async function seedLottery(db: Db, brandCode: string, games: readonly LotteryGameSeed[]): Promise<void> {
  for (const vendorCode of new Set(games.map((g) => g.vendorCode))) {
    // Lotteries open pages of the site; the vendor's address only says it can be reached.
    await seedVendorGames(
      db,
      brandCode,
      vendorCode,
      '/lottery',
      games.filter((g) => g.vendorCode === vendorCode),
    );
  }
  await db.transaction(async (tx) => {
    const brandId = await selectBrandId(tx, brandCode);
    if (!brandId) return;
    for (const game of games) {
      await insertLotteryGameIfMissing(tx, {
        brandId,
        gameCode: game.gameCode,
        vendorCode: game.vendorCode,
        format: game.format,
        prizeMode: game.prizeMode,
        groupCode: game.groupCode,
        schedule: game.region ? 'daily' : 'cadence',
        cadenceSeconds: game.cadenceSeconds ?? null,
        region: game.region ?? null,
        closeSeconds: game.closeSeconds,
        resultSource: game.resultSource,
      });
    }
    for (const station of VN_STATIONS) {
      await insertStationIfMissing(tx, {
        brandId,
        code: station.code,
        region: station.region,
        name: station.name,
        weekdays: [...station.weekdays],
        drawTime: VN_DRAW_TIMES[station.region],
      });
    }
  });
}
