/**
 * The lottery desk (decision 028): official results and voids under four eyes. One staff member
 * proposes (typed in, or a line of an imported file), another approves; only the approval
 * changes the draw: a result becomes a new result version, a void bumps the version with the
 * draw void, and either enqueues the settlement of that version, which pays, refunds or takes
 * back the difference. Every step is in the staff audit.
 */
import type { BoDrawDetail, BoDrawPage, BoDrawQuery, BoImportValue } from '@pkg/contracts/lottery-desk';
import { checkResult } from '@pkg/games/lottery/draw-result';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { BrandEventBus } from '../../../lib/brand-events.ts';
import { AppError } from '../../../http/errors.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import type { StaffContext } from '../../staff/index.ts';
import { insertStaffAudit } from '../../staff/index.ts';
import { publishDraw } from '../draws/draw-events.ts';
import { writeResult } from '../draws/draws.queries.ts';
import { settleRunKey } from '../draws/run-keys.ts';
import { actionView, deskDrawView } from './draw-desk-views.ts';
import {
  decideDrawAction,
  insertDrawAction,
  lockDrawAction,
  selectDeskDraw,
  selectDeskDraws,
  selectDeskGames,
  selectDrawActions,
  selectDrawIdByNo,
  selectDrawMoney,
  voidDrawVersion,
  type DeskDrawRow,
  type DrawActionRow,
} from './draw-desk.queries.ts';

/** Who acts, from where. */
export interface DeskActor {
  staff: StaffContext;
  ip: string;
}

interface DeskDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  brandEvents: Pick<BrandEventBus, 'publish'>;
}

/** A proposal of a staff member: a result (typed or imported) or a void. */
interface Proposal {
  kind: 'result' | 'void';
  numbers?: string[];
  reason?: string;
  source: string;
}

const ID = /^[0-9]{1,18}$/;

async function audit(tx: Queryable, actor: DeskActor, action: string, draw: DeskDrawRow, detail: Record<string, unknown>, at: Date) {
  await insertStaffAudit(tx, {
    staffId: actor.staff.staff.id,
    staffUsername: actor.staff.staff.username,
    action,
    brandId: draw.brandId,
    target: `lottery-draw:${draw.id}`,
    ip: actor.ip,
    detail: { game: draw.gameCode, numero: draw.drawNo, ...detail },
    at,
  });
}

/** Checks a proposed result against the draw: official, its time come, not void; the numbers fit its table. */
function checkProposal(draw: DeskDrawRow, numbers: string[], at: Date): string[] {
  if (draw.resultSource !== 'official') throw new AppError('lottery_draw_state', 'house draws take their result from their seed');
  if (draw.status === 'void') throw new AppError('lottery_draw_state', 'the draw is void');
  if (new Date(draw.drawAt) > at) throw new AppError('lottery_draw_state', 'the draw has not taken place yet');
  try {
    return checkResult(draw.format, numbers).numbers;
  } catch (error) {
    throw new AppError('lottery_result_invalid', error instanceof Error ? error.message : String(error));
  }
}

/** A draw with its proposals, the money its settlements moved and its latest settlement job. */
async function detail(deps: DeskDeps, actor: DeskActor, drawId: string): Promise<BoDrawDetail> {
  const { db } = deps;
  const draw = ID.test(drawId) ? await selectDeskDraw(db, drawId, actor.staff.scope) : null;
  if (!draw) throw new AppError('lottery_draw_not_found');
  const actions = await selectDrawActions(db, [draw.id]);
  const money = await selectDrawMoney(db, draw.id, draw.currency);
  return {
    ...deskDrawView(
      draw,
      actions.find((a) => a.status === 'pending'),
      actor.staff,
    ),
    actions: actions.map((a) => actionView(a, actor.staff)),
    paidMinor: money.paid,
    clawedMinor: money.clawed,
    shortMinor: money.short,
    settlement: money.job,
  };
}

/** A page of draws in the staff member's brands, with their pending proposals and the games to filter by. */
async function list(deps: DeskDeps, actor: DeskActor, query: BoDrawQuery): Promise<BoDrawPage> {
  const { db } = deps;
  const rows = await selectDeskDraws(db, {
    scope: actor.staff.scope,
    brandId: query.brandId,
    gameCode: query.gameCode,
    status: query.status,
    awaiting: query.awaiting === 'true',
    before: query.before ? new Date(query.before) : deps.clock.now(),
    limit: query.limit,
  });
  const pending = new Map(
    (
      await selectDrawActions(
        db,
        rows.map((r) => r.id),
      )
    )
      .filter((a) => a.status === 'pending')
      .map((a) => [a.drawId, a]),
  );
  const games = await selectDeskGames(db, actor.staff.scope);
  const last = rows[rows.length - 1];
  return {
    entries: rows.map((row) => deskDrawView(row, pending.get(row.id), actor.staff)),
    nextBefore: rows.length === query.limit && last ? new Date(new Date(last.drawAt).getTime() - 1).toISOString() : null,
    games,
  };
}

/** Records a staff member's proposal on a draw (one may be pending per draw), audited; answers the draw. */
async function propose(deps: DeskDeps, actor: DeskActor, drawId: string, action: Proposal): Promise<BoDrawDetail> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const draw = ID.test(drawId) ? await selectDeskDraw(tx, drawId, actor.staff.scope, true) : null;
    if (!draw) throw new AppError('lottery_draw_not_found');
    const numbers = action.kind === 'result' ? checkProposal(draw, action.numbers ?? [], at) : null;
    if (action.kind === 'void' && draw.status === 'void') throw new AppError('lottery_draw_state', 'the draw is void already');
    const id = await insertDrawAction(tx, {
      drawId,
      kind: action.kind,
      numbers,
      reason: action.reason ?? null,
      source: action.source,
      staffId: actor.staff.staff.id,
      at,
    });
    if (!id) throw new AppError('lottery_draw_state', 'another proposal for this draw awaits a decision');
    await audit(
      tx,
      actor,
      `lottery.${action.kind}.propose`,
      draw,
      { action: id, numbers, reason: action.reason ?? null, source: action.source },
      at,
    );
  });
  return detail(deps, actor, drawId);
}

/** A pending proposal and its draw, both locked for the transaction; refused when missing, out of scope or decided. */
async function pendingAction(tx: Queryable, actor: DeskActor, actionId: string): Promise<{ action: DrawActionRow; draw: DeskDrawRow }> {
  const action = ID.test(actionId) ? await lockDrawAction(tx, actionId) : null;
  const draw = action ? await selectDeskDraw(tx, action.drawId, actor.staff.scope, true) : null;
  if (!action || !draw) throw new AppError('lottery_draw_not_found');
  if (action.status !== 'pending') throw new AppError('lottery_draw_state', 'the proposal was decided already');
  return { action, draw };
}

/** Changes the draw as an approved proposal says: a new result version, or void at a new version; answers the version. */
async function applyProposal(tx: Queryable, action: DrawActionRow, draw: DeskDrawRow, at: Date): Promise<number> {
  if (action.kind === 'result') {
    const numbers = checkProposal(draw, action.numbers ?? [], at);
    return writeResult(tx, draw.id, { numbers, seed: null, at });
  }
  if (draw.status === 'void') throw new AppError('lottery_draw_state', 'the draw is void already');
  return voidDrawVersion(tx, draw.id, action.reason);
}

/** Approves another staff member's proposal: the draw changes and its settlement is enqueued. */
async function approve(deps: DeskDeps, actor: DeskActor, actionId: string): Promise<BoDrawDetail> {
  const { jobs } = deps;
  const at = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const { action, draw } = await pendingAction(tx, actor, actionId);
    if (action.proposedBy === actor.staff.staff.id) throw new AppError('lottery_same_staff');
    const version = await applyProposal(tx, action, draw, at);
    await jobs.enqueue(tx, { runKey: settleRunKey(draw.id, version) });
    await decideDrawAction(tx, action.id, { status: 'approved', staffId: actor.staff.staff.id, at });
    const detail = { action: action.id, version, numbers: action.numbers, reason: action.reason };
    await audit(tx, actor, `lottery.${action.kind}.approve`, draw, detail, at);
    return { draw, action };
  });
  jobs.wake();
  publishDraw(deps.brandEvents, changed.draw.brandId, {
    gameCode: changed.draw.gameCode,
    numero: changed.draw.drawNo,
    status: changed.action.kind === 'void' ? 'void' : 'drawn',
    stationCode: changed.draw.stationCode,
    result: changed.action.kind === 'void' ? null : changed.action.numbers,
    drawAt: new Date(changed.draw.drawAt).toISOString(),
  });
  return detail(deps, actor, changed.draw.id);
}

/** Rejects a proposal (its proposer may reject their own, to withdraw it). */
async function reject(deps: DeskDeps, actor: DeskActor, actionId: string, reason: string): Promise<BoDrawDetail> {
  const at = deps.clock.now();
  const drawId = await deps.db.transaction(async (tx) => {
    const { action, draw } = await pendingAction(tx, actor, actionId);
    await decideDrawAction(tx, action.id, { status: 'rejected', staffId: actor.staff.staff.id, at, reason });
    await audit(tx, actor, `lottery.${action.kind}.reject`, draw, { action: action.id, reason }, at);
    return draw.id;
  });
  return detail(deps, actor, drawId);
}

/** Proposes the results of an imported file, line by line; a bad line is reported, the others go on. */
async function importResults(deps: DeskDeps, actor: DeskActor, brandId: string, csv: string): Promise<BoImportValue> {
  if (actor.staff.scope !== null && !actor.staff.scope.includes(brandId)) throw new AppError('forbidden', 'brand not in scope');
  const lines: BoImportValue['lines'] = [];
  for (const [index, raw] of csv.split(/\r?\n/).entries()) {
    const text = raw.trim();
    if (text === '' || text.startsWith('#') || /^game_?code\s*,/i.test(text)) continue;
    const [gameCode = '', numero = '', numbers = ''] = text.split(',').map((cell) => cell.trim());
    const line = { line: index + 1, gameCode, numero };
    try {
      const drawId = await selectDrawIdByNo(deps.db, brandId, gameCode, numero);
      if (!drawId) throw new AppError('lottery_draw_not_found');
      await propose(deps, actor, drawId, { kind: 'result', numbers: numbers.split(/\s+/).filter(Boolean), source: 'import' });
      lines.push({ ...line, outcome: 'proposed', errorCode: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      lines.push({ ...line, outcome: 'refused', errorCode: error.code, message: error.message });
    }
  }
  return { lines };
}

export function createDrawDesk(deps: DeskDeps) {
  return {
    /** A page of draws in the staff member's brands. */
    list: (actor: DeskActor, query: BoDrawQuery) => list(deps, actor, query),
    detail: (actor: DeskActor, drawId: string) => detail(deps, actor, drawId),
    /** Proposes the official result of a draw (a second staff member approves it). */
    proposeResult: (actor: DeskActor, drawId: string, numbers: string[], source = 'manual') =>
      propose(deps, actor, drawId, { kind: 'result', numbers, source }),
    /** Proposes voiding a draw: every stake comes back, paid wins are taken back (a second staff member approves). */
    proposeVoid: (actor: DeskActor, drawId: string, reason: string) =>
      propose(deps, actor, drawId, { kind: 'void', reason, source: 'manual' }),
    approve: (actor: DeskActor, actionId: string) => approve(deps, actor, actionId),
    reject: (actor: DeskActor, actionId: string, reason: string) => reject(deps, actor, actionId, reason),
    importResults: (actor: DeskActor, brandId: string, csv: string) => importResults(deps, actor, brandId, csv),
  };
}

export type DrawDesk = ReturnType<typeof createDrawDesk>;
