/**
 * What the tables desk needs to know of each live table kind beyond the round engine's game
 * (decision 054): the game's spots and the outcome classes each spot's odds are given for, and the
 * paytables a table may start from (baccarat: commission or no commission; Sic Bo: the Macau table).
 */
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE } from '@pkg/games/tables/baccarat-table';
import { COLOR_GAME, COLOR_GAME_PAYTABLE } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER, DRAGON_TIGER_PAYTABLE } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO, SIC_BO_MACAU_PAYTABLE } from '@pkg/games/tables/sic-bo-table';
import type { TablePaytable } from '@pkg/games/tables/table-types';
import type { LiveTableKind } from '@pkg/contracts/live-tables';

export interface LiveTableKindInfo {
  spots: readonly string[];
  spotClasses: Readonly<Record<string, readonly string[]>>;
  presets: ReadonlyArray<{ name: string; paytable: TablePaytable }>;
}

const infoOf = (
  game: { spots: readonly string[]; spotClasses: Readonly<Record<string, readonly string[]>> },
  presets: TablePaytable[],
): LiveTableKindInfo => ({
  spots: game.spots,
  spotClasses: game.spotClasses,
  presets: presets.map((paytable) => ({ name: paytable.name, paytable })),
});

export const LIVE_TABLE_KIND_INFO: Readonly<Record<LiveTableKind, LiveTableKindInfo>> = {
  baccarat: infoOf(BACCARAT, [BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE]),
  'dragon-tiger': infoOf(DRAGON_TIGER, [DRAGON_TIGER_PAYTABLE]),
  'sic-bo': infoOf(SIC_BO, [SIC_BO_MACAU_PAYTABLE]),
  'color-game': infoOf(COLOR_GAME, [COLOR_GAME_PAYTABLE]),
};

/** Whether a round table kind is a live table's. */
export function isLiveTableKind(kind: string): kind is LiveTableKind {
  return Object.prototype.hasOwnProperty.call(LIVE_TABLE_KIND_INFO, kind);
}
