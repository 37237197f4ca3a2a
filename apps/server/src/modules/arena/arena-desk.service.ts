/**
 * The arena desk (decision 056): staff set up a brand's arena, publish its rules and the countries
 * where cockfights are off, run events (title, venue, stream) and their fights: open a fight with
 * its card, last call, close, declare Meron, Wala, Draw or Cancelled. Each move goes through the
 * round engine's operator moves (modules/rounds), with its staff audit in the same transaction.
 * Corrections of a declared result are arena-corrections.ts (four eyes).
 */
import type { BoArenaActionBody, BoArenaEventBody, BoArenaFightBody, BoArenaRulesBody } from '@pkg/contracts/arena';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { BrandService } from '../brands/index.ts';
import { insertTable, updateTable, type Json, type OperateOptions, type Rounds } from '../rounds/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
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
  insertFight,
  selectArena,
  selectFight,
  selectLatestRound,
  selectLiveEvent,
  selectVendorWalletType,
  updateCockfightCountries,
  updateLiveEvent,
  type ArenaRow,
  type FightRow,
} from './arena.queries.ts';

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

/** A stake limit typed on the desk: whole minor units above zero. */
function limitOf(text: string, field: string): string {
  if (!/^[1-9][0-9]{0,15}$/.test(text)) throw new AppError('amount_invalid', undefined, { field });
  return text;
}

export function createArenaDesk(deps: ArenaDeskDeps) {
  const { db, clock } = deps;

  const audit = (tx: Queryable, actor: StaffActor, merchantId: string, action: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action: `arena.${action}`, merchantId, target, detail });

  /** An arena in the staff member's brands (held for the transaction when `lock`), or arena_not_found. */
  async function arenaOf(tx: Queryable, actor: StaffActor, tableId: string, lock = false): Promise<ArenaRow> {
    const arena = /^[0-9]{1,18}$/.test(tableId) ? await selectArena(tx, tableId, ARENA_KIND, lock) : null;
    if (!arena) throw new AppError('arena_not_found');
    assertBrandInScope(actor, arena.merchantId);
    return arena;
  }

  /** A fight in the staff member's brands, or arena_not_found. */
  async function fightOf(actor: StaffActor, roundId: string): Promise<FightRow> {
    const fight = /^[0-9]{1,18}$/.test(roundId) ? await selectFight(db, roundId) : null;
    if (!fight) throw new AppError('arena_not_found');
    assertBrandInScope(actor, fight.merchantId);
    return fight;
  }

  /** Writes the running event into the arena's state (the page shows it) and tells the pages. */
  async function setEventState(tx: Queryable, tableId: string, event: StoredArenaEvent | null) {
    await updateTable(tx, tableId, { state: { event } as unknown as Json }, clock.now());
  }

  return {
    arenaOf,
    fightOf,

    /** Sets up a brand's arena: its game in the catalogue under the cockfight vendor, and its table. */
    async setUp(actor: StaffActor, brandId: string): Promise<string> {
      assertBrandInScope(actor, brandId);
      const tableId = await db.transaction(async (tx) => {
        const walletType = await selectVendorWalletType(tx, brandId, deps.vendorCode);
        if (walletType !== 'seamless')
          throw new AppError('arena_setup_refused', `the brand's ${deps.vendorCode} vendor is ${walletType ?? 'missing'}`);
        await insertArenaGame(tx, {
          merchantId: brandId,
          vendorCode: deps.vendorCode,
          gameCode: ARENA_GAME_CODE,
          launchUrl: ARENA_LAUNCH_URL,
          names: deps.defaultSettings.names,
        });
        const settings = deps.defaultSettings as unknown as Json;
        const id = await insertTable(
          tx,
          {
            merchantId: brandId,
            vendorCode: deps.vendorCode,
            gameCode: ARENA_GAME_CODE,
            kind: ARENA_KIND,
            drive: 'operator',
            settings,
            state: { event: null },
          },
          clock.now(),
        );
        if (!id) throw new AppError('arena_setup_refused', 'the brand has an arena already');
        await audit(tx, actor, brandId, 'setup', `arena:${id}`, { gameCode: ARENA_GAME_CODE });
        return id;
      });
      deps.catalogueChanged();
      return tableId;
    },

    /** The brand's published rules and limits for its next events (a running event keeps its own). */
    async saveRules(actor: StaffActor, tableId: string, body: BoArenaRulesBody): Promise<void> {
      await db.transaction(async (tx) => {
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
        await updateTable(tx, tableId, { settings: settings as unknown as Json }, clock.now());
        await audit(tx, actor, arena.merchantId, 'rules', `arena:${tableId}`, {
          before: { rules: before.rules, limits: before.limits },
          after: { rules: body.rules, limits },
        });
      });
      deps.rounds.events.roundChanged(tableId);
    },

    /** The countries whose visitors do not see cockfights on the arena's brand (decision 056). */
    async setCountriesOff(actor: StaffActor, tableId: string, countries: readonly string[]): Promise<void> {
      const unique = [...new Set(countries)].sort();
      await db.transaction(async (tx) => {
        const arena = await arenaOf(tx, actor, tableId);
        const before = await updateCockfightCountries(tx, arena.merchantId, unique);
        await audit(tx, actor, arena.merchantId, 'jurisdiction', `brand:${arena.merchantId}`, { before, after: unique });
      });
      deps.brands.invalidate();
    },

    /** Starts an event: its rules are the arena's now, fixed for all its fights. */
    async startEvent(actor: StaffActor, tableId: string, body: BoArenaEventBody): Promise<void> {
      await db.transaction(async (tx) => {
        const arena = await arenaOf(tx, actor, tableId, true);
        if (await selectLiveEvent(tx, tableId)) throw new AppError('arena_event_state', 'an event is running');
        const latest = await selectLatestRound(tx, tableId);
        if (latest && (latest.status === 'open' || latest.status === 'closed')) throw new AppError('round_in_progress');
        const { rules } = readArenaSettings(arena.settings);
        const at = clock.now();
        const event = {
          merchantId: arena.merchantId,
          tableId,
          title: body.title,
          venue: body.venue,
          streamUrl: body.streamUrl,
          rules: rules as unknown as Json,
          seqBase: latest?.seq ?? 0,
        };
        const eventId = await insertEvent(tx, event, actor.staff.staff.id, at);
        if (!eventId) throw new AppError('arena_event_state', 'an event is running');
        const stored: StoredArenaEvent = {
          eventId,
          title: body.title,
          venue: body.venue,
          streamUrl: body.streamUrl,
          rules,
          startedAt: at.toISOString(),
          seqBase: event.seqBase,
        };
        await setEventState(tx, tableId, stored);
        await audit(tx, actor, arena.merchantId, 'event.start', `arena-event:${eventId}`, {
          title: body.title,
          venue: body.venue,
          streamUrl: body.streamUrl,
          rules,
        });
      });
      deps.rounds.events.roundChanged(tableId);
    },

    /** Sets the running event's stream address (empty: the page shows its placeholder). */
    async setStream(actor: StaffActor, tableId: string, streamUrl: string): Promise<void> {
      await db.transaction(async (tx) => {
        const arena = await arenaOf(tx, actor, tableId, true);
        const event = eventOfState(arena.state);
        if (!event || !(await updateLiveEvent(tx, event.eventId, { streamUrl })))
          throw new AppError('arena_event_state', 'no event is running');
        await setEventState(tx, tableId, { ...event, streamUrl });
        await audit(tx, actor, arena.merchantId, 'event.stream', `arena-event:${event.eventId}`, {
          before: event.streamUrl,
          after: streamUrl,
        });
      });
      deps.rounds.events.roundChanged(tableId);
    },

    /** Ends the running event; its last fight must be declared first. */
    async endEvent(actor: StaffActor, tableId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const arena = await arenaOf(tx, actor, tableId, true);
        const event = eventOfState(arena.state);
        const latest = await selectLatestRound(tx, tableId);
        if (latest && (latest.status === 'open' || latest.status === 'closed')) throw new AppError('arena_event_state', 'a fight is going');
        if (!event || !(await updateLiveEvent(tx, event.eventId, { endedAt: clock.now() })))
          throw new AppError('arena_event_state', 'no event is running');
        await setEventState(tx, tableId, null);
        await audit(tx, actor, arena.merchantId, 'event.end', `arena-event:${event.eventId}`, { title: event.title });
      });
      deps.rounds.events.roundChanged(tableId);
    },

    /** Opens the event's next fight with its card. */
    async openFight(actor: StaffActor, tableId: string, body: BoArenaFightBody): Promise<string> {
      const arena = await arenaOf(db, actor, tableId);
      const event = eventOfState(arena.state);
      if (!event) throw new AppError('arena_event_state', 'start an event first');
      const stored = arena.settings as unknown as StoredArenaSettings;
      const settings: StoredArenaSettings = {
        ...stored,
        rules: event.rules,
        fight: { eventId: event.eventId, seqBase: event.seqBase, ...body },
      };
      const round = await deps.rounds.jobs.operate.openRound(tableId, {
        settings: settings as unknown as Json,
        alsoIn: async (tx, opened) => {
          const live = await selectLiveEvent(tx, tableId);
          if (live?.eventId !== event.eventId) throw new AppError('arena_event_state', 'the event changed');
          const fightNo = opened.seq - event.seqBase;
          await insertFight(tx, { roundId: opened.id, eventId: event.eventId, fightNo, ...body });
          await audit(tx, actor, arena.merchantId, 'fight.open', `arena-fight:${opened.id}`, { eventId: event.eventId, fightNo, ...body });
        },
      });
      return round.id;
    },

    /** Last call, close, or the first declaration of a fight's result (Cancelled: every stake back). */
    async act(actor: StaffActor, roundId: string, body: BoArenaActionBody): Promise<void> {
      const fight = await fightOf(actor, roundId);
      const auditAs =
        (action: string, detail: Record<string, unknown> = {}): OperateOptions['alsoIn'] =>
        async (tx, round) =>
          audit(tx, actor, fight.merchantId, action, `arena-fight:${roundId}`, {
            fightNo: fight.fightNo,
            version: round.resultVersion,
            ...detail,
          });
      const { operate } = deps.rounds.jobs;
      if (body.action === 'lastCall') return operate.lastCall(roundId, { alsoIn: auditAs('fight.lastCall') });
      if (body.action === 'close') return operate.close(roundId, { alsoIn: auditAs('fight.close') });
      if (!body.result) throw new AppError('bad_request', 'name the result');
      if (body.result === 'cancelled' && !body.cancelReason) throw new AppError('bad_request', 'name why the fight is cancelled');
      // The first result only: changing a declared one is a correction, under four eyes.
      const guard: OperateOptions['guard'] = (round) => {
        if (round.resultVersion > 0) throw new AppError('arena_fight_state', 'the fight is declared: propose a correction');
      };
      const input = body.result === 'cancelled' ? { voidReason: body.cancelReason as string } : { result: body.result };
      await operate.declare(roundId, input, {
        guard,
        alsoIn: auditAs('fight.declare', { result: body.result, cancelReason: body.cancelReason ?? null }),
      });
    },
  };
}

export type ArenaDesk = ReturnType<typeof createArenaDesk>;
