/**
 * The arena desk (decision 056): staff set up a brand's arena, publish its rules and the countries
 * where cockfights are off, and run its events (title, venue, stream). The fights' moves are
 * arena-fight-desk.ts, the corrections arena-corrections.ts (four eyes). Every change writes its
 * staff audit in its own transaction; the pages are told through the round engine's events.
 */
import type { BoArenaActionBody, BoArenaEventBody, BoArenaFightBody, BoArenaRulesBody } from '@pkg/contracts/arena';
import { AppError } from '../../http/errors.ts';
import { insertTable, updateTable, type Json } from '../rounds/index.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import {
  ARENA_GAME_CODE,
  ARENA_LAUNCH_URL,
  arenaOf,
  auditArena,
  fightGoing,
  fightOf,
  setEventState,
  type ArenaDeskDeps,
} from './arena-desk-kit.ts';
import { act, openFight } from './arena-fight-desk.ts';
import { ARENA_KIND } from './arena-game.ts';
import {
  arenaSettingsProblems,
  eventOfState,
  readArenaSettings,
  type StoredArenaEvent,
  type StoredArenaSettings,
} from './arena-settings.ts';
import {
  insertArenaGame,
  insertEvent,
  selectLatestRound,
  selectLiveEvent,
  selectVendorWalletType,
  updateCockfightCountries,
  updateLiveEvent,
} from './arena.queries.ts';

/** A stake limit typed on the desk: whole minor units above zero. */
function limitOf(text: string, field: string): string {
  if (!/^[1-9][0-9]{0,15}$/.test(text)) throw new AppError('amount_invalid', undefined, { field });
  return text;
}

/** Sets up a brand's arena: its game in the catalogue under the cockfight vendor, and its table. */
async function setUp(deps: ArenaDeskDeps, actor: StaffActor, brandId: string): Promise<string> {
  assertBrandInScope(actor, brandId);
  const { vendorCode, defaultSettings } = deps;
  const tableId = await deps.db.transaction(async (tx) => {
    const walletType = await selectVendorWalletType(tx, brandId, vendorCode);
    if (walletType !== 'seamless')
      throw new AppError('arena_setup_refused', `the brand's ${vendorCode} vendor is ${walletType ?? 'missing'}`);
    const game = { brandId, vendorCode, gameCode: ARENA_GAME_CODE };
    await insertArenaGame(tx, { ...game, launchUrl: ARENA_LAUNCH_URL, names: defaultSettings.names });
    const table = {
      ...game,
      kind: ARENA_KIND,
      drive: 'operator' as const,
      settings: defaultSettings as unknown as Json,
      state: { event: null },
    };
    const id = await insertTable(tx, table, deps.clock.now());
    if (!id) throw new AppError('arena_setup_refused', 'the brand has an arena already');
    await auditArena(deps, tx, actor, {
      brandId,
      action: 'setup',
      target: `arena:${id}`,
      detail: { gameCode: ARENA_GAME_CODE },
    });
    return id;
  });
  deps.catalogueChanged();
  return tableId;
}

/** The brand's published rules and limits for its next events (a running event keeps its own). */
async function saveRules(deps: ArenaDeskDeps, actor: StaffActor, tableId: string, body: BoArenaRulesBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const arena = await arenaOf(tx, actor, tableId, true);
    const before = arena.settings as unknown as StoredArenaSettings;
    const limits = {
      minMinor: limitOf(body.minMinor, 'minMinor'),
      maxMinor: limitOf(body.maxMinor, 'maxMinor'),
      drawMaxMinor: limitOf(body.drawMaxMinor, 'drawMaxMinor'),
    };
    const settings: StoredArenaSettings = { ...before, rules: body.rules, limits };
    const problems = arenaSettingsProblems(settings);
    if (problems.length > 0) throw new AppError('table_settings_invalid', problems.join('; '), { problems });
    await updateTable(tx, tableId, { settings: settings as unknown as Json }, deps.clock.now());
    const detail = { before: { rules: before.rules, limits: before.limits }, after: { rules: body.rules, limits } };
    await auditArena(deps, tx, actor, { brandId: arena.brandId, action: 'rules', target: `arena:${tableId}`, detail });
  });
  deps.rounds.events.roundChanged(tableId);
}

/** The countries whose visitors do not see cockfights on the arena's brand (decision 056). */
async function setCountriesOff(deps: ArenaDeskDeps, actor: StaffActor, tableId: string, countries: readonly string[]): Promise<void> {
  const after = [...new Set(countries)].sort();
  await deps.db.transaction(async (tx) => {
    const arena = await arenaOf(tx, actor, tableId);
    const before = await updateCockfightCountries(tx, arena.brandId, after);
    const target = `brand:${arena.brandId}`;
    await auditArena(deps, tx, actor, { brandId: arena.brandId, action: 'jurisdiction', target, detail: { before, after } });
  });
  deps.brands.invalidate();
}

/** Starts an event: its rules are the arena's now, fixed for all its fights. */
async function startEvent(deps: ArenaDeskDeps, actor: StaffActor, tableId: string, body: BoArenaEventBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const arena = await arenaOf(tx, actor, tableId, true);
    if (await selectLiveEvent(tx, tableId)) throw new AppError('arena_event_state', 'an event is running');
    if (await fightGoing(tx, tableId)) throw new AppError('round_in_progress');
    const { rules } = readArenaSettings(arena.settings);
    const seqBase = (await selectLatestRound(tx, tableId))?.seq ?? 0;
    const at = deps.clock.now();
    const row = { brandId: arena.brandId, tableId, ...body, rules: rules as unknown as Json, seqBase };
    const eventId = await insertEvent(tx, row, actor.staff.staff.id, at);
    if (!eventId) throw new AppError('arena_event_state', 'an event is running');
    const stored: StoredArenaEvent = { eventId, ...body, rules, startedAt: at.toISOString(), seqBase };
    await setEventState(deps, tx, tableId, stored);
    const detail = { ...body, rules };
    await auditArena(deps, tx, actor, { brandId: arena.brandId, action: 'event.start', target: `arena-event:${eventId}`, detail });
  });
  deps.rounds.events.roundChanged(tableId);
}

/** Sets the running event's stream address (empty: the page shows its placeholder). */
async function setStream(deps: ArenaDeskDeps, actor: StaffActor, tableId: string, streamUrl: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const arena = await arenaOf(tx, actor, tableId, true);
    const event = eventOfState(arena.state);
    if (!event || !(await updateLiveEvent(tx, event.eventId, { streamUrl })))
      throw new AppError('arena_event_state', 'no event is running');
    await setEventState(deps, tx, tableId, { ...event, streamUrl });
    const detail = { before: event.streamUrl, after: streamUrl };
    await auditArena(deps, tx, actor, {
      brandId: arena.brandId,
      action: 'event.stream',
      target: `arena-event:${event.eventId}`,
      detail,
    });
  });
  deps.rounds.events.roundChanged(tableId);
}

/** Ends the running event; its last fight must be declared first. */
async function endEvent(deps: ArenaDeskDeps, actor: StaffActor, tableId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const arena = await arenaOf(tx, actor, tableId, true);
    const event = eventOfState(arena.state);
    if (await fightGoing(tx, tableId)) throw new AppError('arena_event_state', 'a fight is going');
    if (!event || !(await updateLiveEvent(tx, event.eventId, { endedAt: deps.clock.now() })))
      throw new AppError('arena_event_state', 'no event is running');
    await setEventState(deps, tx, tableId, null);
    const target = `arena-event:${event.eventId}`;
    await auditArena(deps, tx, actor, { brandId: arena.brandId, action: 'event.end', target, detail: { title: event.title } });
  });
  deps.rounds.events.roundChanged(tableId);
}

/** The desk's moves, bound to their dependencies. */
export function createArenaDesk(deps: ArenaDeskDeps) {
  return {
    setUp: (actor: StaffActor, brandId: string) => setUp(deps, actor, brandId),
    saveRules: (actor: StaffActor, tableId: string, body: BoArenaRulesBody) => saveRules(deps, actor, tableId, body),
    setCountriesOff: (actor: StaffActor, tableId: string, countries: readonly string[]) => setCountriesOff(deps, actor, tableId, countries),
    startEvent: (actor: StaffActor, tableId: string, body: BoArenaEventBody) => startEvent(deps, actor, tableId, body),
    setStream: (actor: StaffActor, tableId: string, streamUrl: string) => setStream(deps, actor, tableId, streamUrl),
    endEvent: (actor: StaffActor, tableId: string) => endEvent(deps, actor, tableId),
    openFight: (actor: StaffActor, tableId: string, body: BoArenaFightBody) => openFight(deps, actor, tableId, body),
    act: (actor: StaffActor, roundId: string, body: BoArenaActionBody) => act(deps, actor, roundId, body),
    fightOf: (actor: StaffActor, roundId: string) => fightOf(deps.db, actor, roundId),
  };
}

export type ArenaDesk = ReturnType<typeof createArenaDesk>;
