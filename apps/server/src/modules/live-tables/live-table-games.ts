/**
 * The four live tables the house runs on the round engine (decision 054), and their house vendor.
 */
import { BACCARAT } from '@pkg/games/tables/baccarat-table';
import type { BaccaratOutcome } from '@pkg/games/tables/baccarat-rules';
import { COLOR_GAME } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER, type DragonTigerOutcome } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO } from '@pkg/games/tables/sic-bo-table';
import type { RoundGame } from '../rounds/index.ts';
import { tableRoundGame } from './table-round-game.ts';

/** The house vendor of the live tables (game type LIVE). */
export const LIVE_VENDOR_CODE = 'BTLIVE';

/** A baccarat result on the roads: B, P or T, then `p` / `b` for a Player / Banker pair. */
export function baccaratRoad(outcome: BaccaratOutcome): string {
  const letter = outcome.winner === 'banker' ? 'B' : outcome.winner === 'player' ? 'P' : 'T';
  return `${letter}${outcome.playerPair ? 'p' : ''}${outcome.bankerPair ? 'b' : ''}`;
}

/** A Dragon Tiger result on the roads: D, T, or X for a tie. */
export function dragonTigerRoad(outcome: DragonTigerOutcome): string {
  return outcome.winner === 'dragon' ? 'D' : outcome.winner === 'tiger' ? 'T' : 'X';
}

/** The live tables' games, one per table kind. */
export function liveTableGames(): RoundGame[] {
  return [
    tableRoundGame(BACCARAT, { roadOf: baccaratRoad }, true),
    tableRoundGame(DRAGON_TIGER, { roadOf: dragonTigerRoad }, true),
    tableRoundGame(SIC_BO, { roadOf: () => '' }, false),
    tableRoundGame(COLOR_GAME, { roadOf: () => '' }, false),
  ];
}
