/**
 * The fights' moves on the arena desk (decision 056): open the event's next fight with its card,
 * last call, close, and the first declaration of its result (Meron, Wala, Draw, or Cancelled with
 * its reason, which may come while betting is open). Each is the round engine's operator move with
 * the desk's check of the locked round (`guard`) and its rows and audit in the same transaction
 * (`alsoIn`). A declared result changes only by a correction (arena-corrections.ts).
 */
import type { BoArenaActionBody, BoArenaFightBody } from '@pkg/contracts/arena';
import { AppError } from '../../http/errors.ts';
import type { Json, OperateOptions } from '../rounds/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { arenaOf, auditArena, fightOf, type ArenaDeskDeps } from './arena-desk-kit.ts';
import { eventOfState, type StoredArenaSettings } from './arena-settings.ts';
import { insertFight, selectLiveEvent } from './arena.queries.ts';

/** Opens the event's next fight with its card; answers its round id. */
export async function openFight(deps: ArenaDeskDeps, actor: StaffActor, tableId: string, body: BoArenaFightBody): Promise<string> {
  const arena = await arenaOf(deps.db, actor, tableId);
  const event = eventOfState(arena.state);
  if (!event) throw new AppError('arena_event_state', 'start an event first');
  const stored = arena.settings as unknown as StoredArenaSettings;
  // The fight is paid by its event's rules, whatever the arena publishes for later events.
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
      const detail = { eventId: event.eventId, fightNo, ...body };
      await auditArena(deps, tx, actor, { brandId: arena.brandId, action: 'fight.open', target: `arena-fight:${opened.id}`, detail });
    },
  });
  return round.id;
}

/** Last call, close, or the first declaration of a fight's result (Cancelled: every stake back). */
export async function act(deps: ArenaDeskDeps, actor: StaffActor, roundId: string, body: BoArenaActionBody): Promise<void> {
  const fight = await fightOf(deps.db, actor, roundId);
  const auditAs =
    (action: string, detail: Record<string, unknown> = {}): OperateOptions['alsoIn'] =>
    (tx, round) =>
      auditArena(deps, tx, actor, {
        brandId: fight.brandId,
        action,
        target: `arena-fight:${roundId}`,
        detail: { fightNo: fight.fightNo, version: round.resultVersion, ...detail },
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
  const alsoIn = auditAs('fight.declare', { result: body.result, cancelReason: body.cancelReason ?? null });
  await operate.declare(roundId, input, { guard, alsoIn });
}
