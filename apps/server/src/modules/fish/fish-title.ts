/**
 * The house fish vendor and its title (decision 061): BTFISH's one title plays the default table of
 * packages/games (`reef-96`: 96% RTP, bomb 2% and chain lightning 1% of it), with the cannon's
 * levels as the stakes a shot may have and the rate cap's bucket.
 */
import type { FishSessionValue } from '@pkg/contracts/fish';
import { FISH_MAX_SHOTS_PER_BATCH } from '@pkg/contracts/fish';
import { DEFAULT_FISH_TABLE, type FishTable } from '@pkg/games/fish/fish-table';

/** The house fish vendor of the catalogue. */
export const FISH_VENDOR_CODE = 'BTFISH';

/** The demo title's game code. */
export const FISH_GAME_CODE = 'reef-hunter';

/** A title: its table (the maths) and its cannon. */
export interface FishTitle {
  table: FishTable;
  /** The cannon's levels, minor units (the same figures in the trial currency). */
  cannonLevelsMinor: readonly bigint[];
  /** The bucket's size: shots fired in a burst before the rate cap refuses (it refills at the table's shots per second). */
  burstShots: number;
}

/** The titles by game code. */
export const FISH_TITLES: ReadonlyMap<string, FishTitle> = new Map([
  [
    FISH_GAME_CODE,
    {
      table: DEFAULT_FISH_TABLE,
      cannonLevelsMinor: [10n, 20n, 50n, 100n, 200n, 500n, 1000n],
      burstShots: FISH_MAX_SHOTS_PER_BATCH,
    },
  ],
]);

/** The title's part of the page's session. */
export function titleView(title: FishTitle): Omit<FishSessionValue, 'gameCode' | 'currency' | 'balanceMinor' | 'trial'> {
  const { table } = title;
  return {
    tableCode: table.code,
    cannonLevelsMinor: title.cannonLevelsMinor.map(String),
    maxShotsPerSecond: table.maxShotsPerSecond,
    burstShots: title.burstShots,
    rtpX10k: table.rtpX10k,
    species: table.species.map((species) => {
      const multipliers = species.kind === 'fish' ? [species.multiplier] : species.awards.map((award) => award.multiplier);
      return {
        code: species.code,
        kind: species.kind,
        minMultiplier: Math.min(...multipliers),
        maxMultiplier: Math.max(...multipliers),
        spawnWeight: species.spawn.weight,
        path: species.spawn.path,
      };
    }),
    features: table.features.map((feature) => ({ code: feature.code, kind: feature.kind, shareX10k: feature.shareX10k })),
  };
}

/** The demo's fish title in the catalogue (names in the five languages). */
export const DEMO_FISH_GAMES = [
  {
    gameCode: FISH_GAME_CODE,
    displayName: 'Reef Hunter',
    names: { TY: 'Mangangaso ng Bahura', EN: 'Reef Hunter', ZH: '珊瑚猎手', TH: 'นักล่าแนวปะการัง', VI: 'Thợ Săn Rạn San Hô' },
    gameType: 'FISH' as const,
    category: 'fish',
    iconUrl: '/games/reef-hunter.svg',
    isHot: true,
  },
];
