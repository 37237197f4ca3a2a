import type { GameType } from '@pkg/contracts/game-types';

/**
 * The game type pages whose first hall lists games (PVP halls may list rooms instead), for the
 * start-up prefetch (prefetch-game-hall.ts). early-fetch.ts keeps its own copy, since it may
 * import nothing; early-fetch.test.ts holds the two equal.
 */
export const HALL_PATHS: Readonly<Record<string, GameType>> = {
  '/rng': 'RNG',
  '/bingo': 'BINGO',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/esports': 'ESPORTS',
};
