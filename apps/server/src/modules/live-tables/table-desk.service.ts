/**
 * The tables desk (decision 054): a brand's live tables with their status and current round; open,
 * pause or close one; change its settings (limits, paytable, chips, times, names), checked by the
 * game and the desk before anything is written, and applied from the table's next round. Every
 * change is in the staff audit, in its own transaction.
 */
import type { BoLiveTableDetail, BoLiveTablesValue, BoTableSettingsValue } from '@pkg/contracts/live-table-desk';
import { isDbId } from '@pkg/contracts/db-ids';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { type Json, type RoundGame, type Rounds, type TableRow, updateTable } from '../rounds/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { isLiveTableKind } from './live-table-kinds.ts';
import { deskSettingsProblems, houseEdgesOf, settingsProblem, tableDetail, tableLine } from './table-desk-views.ts';
import { lockTable, selectDeskTable, selectDeskTables, type DeskTableRow } from './table-desk.queries.ts';

export interface TableDeskDeps {
  db: Db;
  clock: Clock;
  rounds: Pick<Rounds, 'games' | 'jobs' | 'events'>;
  vendorCode: string;
}

/** The table named, in the staff member's scope and run by a live table game; table_not_found otherwise. */
export async function deskTableOf(deps: TableDeskDeps, actor: StaffActor, tableId: string) {
  const row = isDbId(tableId) ? await selectDeskTable(deps.db, deps.vendorCode, tableId) : null;
  const game = row && isLiveTableKind(row.kind) ? deps.rounds.games.get(row.kind) : undefined;
  if (!row || !game) throw new AppError('table_not_found');
  if (actor.staff.scope !== null && !actor.staff.scope.includes(row.brandId)) throw new AppError('table_not_found');
  return { row, game };
}

/** Checks settings for a table's game: the problems, and the house edges they give when usable. */
function check(game: RoundGame, settings: unknown) {
  const problems = deskSettingsProblems(game, settings);
  return { problems, houseEdges: problems.length === 0 ? houseEdgesOf(game, settings as Json) : {} };
}

/** Writes a table's status or settings under its lock, with the staff audit entry, in one transaction. */
async function changeTable(
  deps: TableDeskDeps,
  actor: StaffActor,
  row: DeskTableRow,
  change: { status?: TableRow['status']; settings?: Json },
  detail: (before: TableRow['status']) => Record<string, unknown>,
): Promise<void> {
  const { clock } = deps;
  await deps.db.transaction(async (tx) => {
    const before = await lockTable(tx, row.id);
    if (!before) throw new AppError('table_not_found');
    await updateTable(tx, row.id, change, clock.now());
    await auditStaffChange(tx, clock, actor, {
      action: change.status ? 'live-table.status' : 'live-table.settings',
      brandId: row.brandId,
      target: `live-table:${row.id}`,
      detail: { gameCode: row.gameCode, ...detail(before) },
    });
  });
}

export function createTableDesk(deps: TableDeskDeps) {
  const detail = async (actor: StaffActor, tableId: string): Promise<BoLiveTableDetail> => {
    const { row, game } = await deskTableOf(deps, actor, tableId);
    return tableDetail(row, game, deps.clock.now());
  };

  return {
    async list(actor: StaffActor, brandId: string | undefined): Promise<BoLiveTablesValue> {
      if (brandId) assertBrandInScope(actor, brandId);
      const rows = await selectDeskTables(deps.db, { vendorCode: deps.vendorCode, scope: actor.staff.scope, brandId });
      return { tables: rows.filter((row) => isLiveTableKind(row.kind)).map(tableLine) };
    },

    detail,

    /**
     * Opens (its next round opens at once, or after the last result's show), pauses (the round going
     * is dealt and paid at its time; no bet is taken and no round opens) or closes a table (as
     * paused, and out of the lobby).
     */
    async setStatus(actor: StaffActor, tableId: string, status: TableRow['status'], reason?: string): Promise<BoLiveTableDetail> {
      const { row } = await deskTableOf(deps, actor, tableId);
      await changeTable(deps, actor, row, { status }, (before) => ({ before, after: status, reason: reason ?? null }));
      if (status === 'open') await deps.rounds.jobs.openNext(row.id);
      deps.rounds.events.roundChanged(row.id);
      return detail(actor, row.id);
    },

    /**
     * New settings for a table: with `preview` only checked (the problems, the house edges they
     * give); else, when they have no problem, written and audited. Rounds open now keep the
     * settings they opened with.
     */
    async saveSettings(actor: StaffActor, tableId: string, settings: unknown, preview: boolean): Promise<BoTableSettingsValue> {
      const { row, game } = await deskTableOf(deps, actor, tableId);
      const checked = check(game, settings);
      if (preview) {
        const table = tableDetail(row, game, deps.clock.now());
        return { problems: checked.problems.map(settingsProblem), houseEdges: checked.houseEdges, saved: false, table };
      }
      if (checked.problems.length > 0)
        throw new AppError('table_settings_invalid', checked.problems.join('; '), { problems: checked.problems });
      await changeTable(deps, actor, row, { settings: settings as Json }, () => ({ before: row.settings, after: settings as Json }));
      deps.rounds.events.roundChanged(row.id);
      const saved = await detail(actor, row.id);
      return { problems: [], houseEdges: saved.houseEdges, saved: true, table: saved };
    },
  };
}

export type TableDesk = ReturnType<typeof createTableDesk>;
export type { DeskTableRow };
