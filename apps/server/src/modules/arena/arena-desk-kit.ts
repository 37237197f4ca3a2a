/**
 * What the arena desk's moves share (decision 056): their dependencies, the arena's catalogue
 * entry, the staff audit of a move, and finding an arena or a fight in the staff member's brands.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { BrandService } from '../brands/index.ts';
import { updateTable, type Json, type Rounds } from '../rounds/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { ARENA_KIND } from './arena-game.ts';
import type { StoredArenaEvent, StoredArenaSettings } from './arena-settings.ts';
import { selectArena, selectFight, selectLatestRound, type ArenaRow, type FightRow } from './arena.queries.ts';

/** The arena page's launch address: our own page in the /game frame, which reads the game session token. */
export const ARENA_LAUNCH_URL = '/house-arena/play?game={game}&token={token}&lang={lang}';

/** The game code of a brand's arena in the catalogue (one arena per brand). */
export const ARENA_GAME_CODE = 'sabong-arena';

export interface ArenaDeskDeps {
  db: Db;
  clock: Clock;
  rounds: Pick<Rounds, 'jobs' | 'events'>;
  brands: Pick<BrandService, 'invalidate'>;
  /** Tells every process the catalogue changed (a new arena game). */
  catalogueChanged: () => void;
  vendorCode: string;
  /** The settings a new arena starts with (the brand's minor units). */
  defaultSettings: StoredArenaSettings;
}

/** Writes a desk move's staff audit, in the move's transaction. */
export function auditArena(
  deps: Pick<ArenaDeskDeps, 'clock'>,
  tx: Queryable,
  actor: StaffActor,
  entry: { brandId: string; action: string; target: string; detail: Record<string, unknown> },
): Promise<void> {
  return auditStaffChange(tx, deps.clock, actor, { ...entry, action: `arena.${entry.action}` });
}

/** An arena in the staff member's brands (held for the transaction when `lock`), or arena_not_found. */
export async function arenaOf(tx: Queryable, actor: StaffActor, tableId: string, lock = false): Promise<ArenaRow> {
  const arena = /^[0-9]{1,18}$/.test(tableId) ? await selectArena(tx, tableId, ARENA_KIND, lock) : null;
  if (!arena) throw new AppError('arena_not_found');
  assertBrandInScope(actor, arena.brandId);
  return arena;
}

/** A fight in the staff member's brands, or arena_not_found. */
export async function fightOf(db: Queryable, actor: StaffActor, roundId: string): Promise<FightRow> {
  const fight = /^[0-9]{1,18}$/.test(roundId) ? await selectFight(db, roundId) : null;
  if (!fight) throw new AppError('arena_not_found');
  assertBrandInScope(actor, fight.brandId);
  return fight;
}

/** Whether the arena's latest fight still takes bets or waits for its result. */
export async function fightGoing(tx: Queryable, tableId: string): Promise<{ seq: number } | null> {
  const latest = await selectLatestRound(tx, tableId);
  if (latest && (latest.status === 'open' || latest.status === 'closed')) return latest;
  return null;
}

/** Writes the running event into the arena's state (the page shows it from there). */
export async function setEventState(deps: Pick<ArenaDeskDeps, 'clock'>, tx: Queryable, tableId: string, event: StoredArenaEvent | null) {
  await updateTable(tx, tableId, { state: { event } as unknown as Json }, deps.clock.now());
}
