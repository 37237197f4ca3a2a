/**
 * What the arena desk and the public read (decision 056): the arenas in a staff member's brands with
 * their running event, current fight, pools and pending corrections; an arena's events; an event
 * with every fight; and, for anyone, an arena's latest event with its fights' pools and final odds.
 */
import type { ArenaFightsValue, ArenaSettingsView, BoArena, BoArenaEventDetail, BoArenaList } from '@pkg/contracts/arena';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { ARENA_KIND, arenaGame } from './arena-game.ts';
import { correctionView, deskFightView, eventView, fightView } from './arena-views.ts';
import {
  selectArena,
  selectArenas,
  selectBrandsWithoutArena,
  selectCorrections,
  selectEvent,
  selectEventFights,
  selectEvents,
  selectFightStakes,
  selectPendingCorrections,
  type ArenaRow,
  type EventRow,
} from './arena.queries.ts';

/** Events an arena's list answers. */
const EVENTS_LISTED = 50;
const game = arenaGame();

/** An arena's live event, else its latest one, or null. */
async function latestEvent(db: Queryable, tableId: string): Promise<EventRow | null> {
  const [event] = await selectEvents(db, tableId, 1);
  return event ?? null;
}

/** An arena in the staff member's brands, or arena_not_found. */
async function arenaInScope(db: Queryable, actor: StaffActor, tableId: string): Promise<ArenaRow> {
  const arena = /^[0-9]{1,18}$/.test(tableId) ? await selectArena(db, tableId, ARENA_KIND) : null;
  if (!arena) throw new AppError('arena_not_found');
  assertBrandInScope(actor, arena.brandId);
  return arena;
}

/** An arena as the desk shows it: its event, its latest fight with pools and corrections, what waits for approval. */
async function arenaView(db: Queryable, arena: ArenaRow, actor: StaffActor): Promise<BoArena> {
  const event = await latestEvent(db, arena.tableId);
  const [fight] = event ? await selectEventFights(db, event.eventId) : [];
  const money = fight ? await selectFightStakes(db, [fight.roundId]) : new Map();
  const corrections = fight ? await selectCorrections(db, [fight.roundId]) : [];
  const pending = await selectPendingCorrections(db, arena.tableId);
  return {
    tableId: arena.tableId,
    brand: { id: arena.brandId, code: arena.brandCode, name: arena.brandName },
    currency: arena.currency,
    gameCode: arena.gameCode,
    name: (arena.settings as { names?: Record<string, string> }).names?.EN ?? arena.gameCode,
    status: arena.status,
    settings: game.publicSettings(arena.settings) as unknown as ArenaSettingsView,
    event: event ? eventView(event) : null,
    fight: fight ? deskFightView(fight, money.get(fight.roundId), corrections, actor.staff) : null,
    countriesOff: arena.countriesOff,
    pendingCorrections: pending.map((row) => ({ ...correctionView(row, actor.staff), fightNo: row.fightNo, eventId: row.eventId })),
  };
}

/** The arenas in the staff member's brands, and the brands without one. */
async function list(db: Queryable, vendorCode: string, actor: StaffActor): Promise<BoArenaList> {
  const arenas = await selectArenas(db, actor.staff.scope, ARENA_KIND);
  const views: BoArena[] = [];
  for (const arena of arenas) views.push(await arenaView(db, arena, actor));
  return { arenas: views, brandsWithout: await selectBrandsWithoutArena(db, actor.staff.scope, ARENA_KIND, vendorCode) };
}

/** An arena's events, newest first, with their number of fights. */
async function events(db: Queryable, actor: StaffActor, tableId: string) {
  await arenaInScope(db, actor, tableId);
  const rows = await selectEvents(db, tableId, EVENTS_LISTED);
  return { events: rows.map((event) => ({ ...eventView(event), fights: event.fights })) };
}

/** An event with every fight, its pools, players and corrections. */
async function eventDetail(db: Queryable, actor: StaffActor, eventId: string): Promise<BoArenaEventDetail> {
  const event = /^[0-9]{1,18}$/.test(eventId) ? await selectEvent(db, eventId) : null;
  if (!event) throw new AppError('arena_not_found');
  const arena = await arenaInScope(db, actor, event.tableId);
  const fights = await selectEventFights(db, eventId);
  const ids = fights.map((fight) => fight.roundId);
  const money = await selectFightStakes(db, ids);
  const corrections = await selectCorrections(db, ids);
  const views = fights.map((fight) => deskFightView(fight, money.get(fight.roundId), corrections, actor.staff));
  return { event: eventView(event), currency: arena.currency, fights: views };
}

/** For anyone: an arena of the brand with its latest event and every fight's pools and final odds. */
async function publicFights(db: Queryable, brand: Brand, tableId: string): Promise<ArenaFightsValue> {
  // Cockfights off for the brand, or for the visitor's country (decision 056): nothing to show.
  if (brand.disabledGameTypes.includes('COCKFIGHT')) {
    throw new AppError(brand.offForVisitor?.includes('COCKFIGHT') ? 'game_region_restricted' : 'game_disabled');
  }
  const arena = await selectArena(db, tableId, ARENA_KIND);
  if (!arena || arena.brandId !== brand.id) throw new AppError('round_not_found', 'no such arena');
  const event = await latestEvent(db, tableId);
  if (!event) return { event: null, fights: [] };
  const fights = await selectEventFights(db, event.eventId);
  const money = await selectFightStakes(
    db,
    fights.map((fight) => fight.roundId),
  );
  return { event: eventView(event), fights: fights.map((fight) => fightView(fight, money.get(fight.roundId)?.stakes ?? {})) };
}

/** The reads, bound to the database. */
export function createArenaReads(deps: { db: Db; vendorCode: string }) {
  const { db } = deps;
  return {
    list: (actor: StaffActor) => list(db, deps.vendorCode, actor),
    arena: async (actor: StaffActor, tableId: string) => arenaView(db, await arenaInScope(db, actor, tableId), actor),
    events: (actor: StaffActor, tableId: string) => events(db, actor, tableId),
    eventDetail: (actor: StaffActor, eventId: string) => eventDetail(db, actor, eventId),
    publicFights: (brand: Brand, tableId: string) => publicFights(db, brand, tableId),
  };
}

export type ArenaReads = ReturnType<typeof createArenaReads>;
