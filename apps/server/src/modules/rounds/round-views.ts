/**
 * The rounds' views on the wire (packages/contracts rounds.ts): a table with its round and recent
 * results, a round as everyone may see it at this instant (the game hides what is not public yet),
 * a player's bets. Built here only, for the calls and the live stream alike.
 */
import type { PlayerBetView, RoundView, TableView } from '@pkg/contracts/rounds';
import type { Queryable } from '../../db/client.ts';
import type { Json, RoundGame, TableInfo } from './round-game.ts';
import {
  selectLatestRounds,
  selectRecentResults,
  selectRoundTotals,
  type BetRow,
  type RoundRow,
  type RoundTotals,
  type TableRow,
} from './rounds.queries.ts';

/** Results a table view carries (enough for a baccarat shoe's roads: a shoe deals about 80 rounds). */
export const RECENT_RESULTS = 90;

/** The table as the game sees it for one of its rounds (the settings the round opened with) or for new rounds. */
export function tableInfoOf(table: TableRow, round?: Pick<RoundRow, 'settings'>): TableInfo {
  const { id: tableId, brandId, brandCode, gameCode, settings, state } = table;
  return { tableId, brandId, brandCode, gameCode, settings: round ? round.settings : settings, state };
}

/** A table's name in a language: the settings' names, else its game code. */
export function tableName(table: TableRow, language: string): string {
  const names = (table.settings as { names?: Record<string, string> } | null)?.names ?? {};
  return names[language] ?? names.EN ?? table.gameCode;
}

/** When a dealt round's whole result and seed are public (the game says; at the deal by default). */
export function revealedAt(game: RoundGame, table: TableRow, round: RoundRow): Date {
  const dealtAt = round.dealtAt ?? new Date(8.64e15);
  return game.revealedAt?.(tableInfoOf(table, round), round.result, dealtAt) ?? dealtAt;
}

/** A round as everyone may see it at `now`. */
export function roundViewOf(game: RoundGame, table: TableRow, round: RoundRow, totals: RoundTotals, now: Date): RoundView {
  const shown: Record<string, Record<string, string>> = {};
  for (const [currency, spots] of Object.entries(totals.stakes)) {
    shown[currency] = Object.fromEntries(Object.entries(spots).map(([spot, amount]) => [spot, amount.toString()]));
  }
  const dealt = round.dealtAt !== null && round.result !== null;
  const revealed = dealt && now.getTime() >= revealedAt(game, table, round).getTime();
  return {
    roundId: round.id,
    tableId: round.tableId,
    seq: round.seq,
    status: round.status,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt?.toISOString() ?? null,
    lastCall: round.lastCallAt !== null,
    dealtAt: round.dealtAt?.toISOString() ?? null,
    seedHash: round.seedHash,
    seed: revealed ? round.seed : null,
    result: dealt ? game.publicResult(tableInfoOf(table, round), round.result, round.dealtAt as Date, now) : null,
    resultVersion: round.resultVersion,
    voidReason: round.voidReason,
    info: game.publicRound ? game.publicRound(tableInfoOf(table, round), round.seq) : null,
    totals: shown,
    players: totals.players,
  };
}

/** A player's bet. */
export function betViewOf(bet: BetRow): PlayerBetView {
  return {
    betId: bet.betId,
    roundId: bet.roundId,
    spot: bet.spot,
    stakeMinor: bet.stakeMinor.toString(),
    detail: bet.detail ?? null,
    returnMinor: bet.returnMinor === null ? null : bet.returnMinor.toString(),
    placedAt: bet.createdAt.toISOString(),
  };
}

/** Whole views of some tables of one brand: each with its round (and totals) and its recent results. */
export async function tableViewsOf(
  db: Queryable,
  games: ReadonlyMap<string, RoundGame>,
  tables: readonly TableRow[],
  language: string,
  now: Date,
): Promise<TableView[]> {
  const rounds = await selectLatestRounds(
    db,
    tables.map((table) => table.id),
  );
  const views: TableView[] = [];
  for (const table of tables) {
    const game = games.get(table.kind);
    if (!game) continue;
    const round = rounds.get(table.id) ?? null;
    const totals = round ? await selectRoundTotals(db, round.id) : { stakes: {}, players: {} };
    const recent = await selectRecentResults(db, table.id, RECENT_RESULTS);
    views.push({
      tableId: table.id,
      vendorCode: table.vendorCode,
      gameCode: table.gameCode,
      kind: table.kind,
      name: tableName(table, language),
      names: (table.settings as { names?: Record<string, string> } | null)?.names ?? {},
      status: table.status,
      drive: table.drive,
      settings: game.publicSettings(table.settings),
      state: game.publicState(table.settings, table.state, now),
      round: round ? roundViewOf(game, table, round, totals, now) : null,
      recent: recent.map((entry) => ({
        roundId: entry.roundId,
        seq: entry.seq,
        result: game.publicResult(tableInfoOf(table), entry.result as Json, entry.dealtAt, now),
      })),
    });
  }
  return views;
}
