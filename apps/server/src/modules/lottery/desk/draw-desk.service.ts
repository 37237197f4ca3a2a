/**
 * The lottery desk (decision 028): official results and voids under four eyes. One staff member
 * proposes (typed in, or a line of an imported file), another approves; only the approval
 * changes the draw: a result becomes a new result version, a void bumps the version with the
 * draw void, and either enqueues the settlement of that version, which pays, refunds or takes
 * back the difference. Every step is in the staff audit.
 */
import type { BoDraw, BoDrawAction, BoDrawDetail, BoDrawPage, BoDrawQuery, BoImportValue } from '@pkg/contracts/lottery-desk';
import { checkResult } from '@pkg/games/lottery/draw-result';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import { AppError } from '../../http/errors.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { StaffContext } from '../staff/index.ts';
import { insertStaffAudit } from '../staff/index.ts';
import { publishDraw } from './draw-events.ts';
import {
  decideDrawAction,
  insertDrawAction,
  lockDrawAction,
  selectDeskDraw,
  selectDeskDraws,
  selectDrawActions,
  selectDrawMoney,
  type DeskDrawRow,
  type DrawActionRow,
} from './draw-desk.queries.ts';
import { writeResult } from './draws.queries.ts';
import { settleRunKey } from './settlement.ts';

/** Who acts, from where. */
export interface DeskActor {
  staff: StaffContext;
  ip: string;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function actionView(row: DrawActionRow, viewer: StaffContext): BoDrawAction {
  return {
    id: row.id,
    kind: row.kind,
    numbers: row.numbers,
    reason: row.reason,
    source: row.source,
    status: row.status,
    proposedBy: row.proposedByName,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    mine: row.proposedBy === viewer.staff.id,
  };
}

function drawView(row: DeskDrawRow, pending: DrawActionRow | undefined, viewer: StaffContext): BoDraw {
  return {
    id: row.id,
    brand: { id: row.merchantId, code: row.brandCode },
    gameCode: row.gameCode,
    gameName: row.gameName,
    format: row.format,
    resultSource: row.resultSource,
    numero: row.drawNo,
    stationCode: row.stationCode,
    stationName: row.stationName,
    opensAt: new Date(row.opensAt).toISOString(),
    closesAt: new Date(row.closesAt).toISOString(),
    drawAt: new Date(row.drawAt).toISOString(),
    status: row.status,
    result: row.result,
    seedHash: row.seedHash,
    resultVersion: row.resultVersion,
    settledVersion: row.settledVersion,
    voidReason: row.voidReason,
    tickets: row.tickets,
    stakeMinor: row.stakeMinor,
    winMinor: row.winMinor,
    currency: row.currency,
    pending: pending ? actionView(pending, viewer) : null,
  };
}

export function createDrawDesk(deps: { db: Db; clock: Clock; jobs: JobRunner; brandEvents: Pick<BrandEventBus, 'publish'> }) {
  const { db, clock, jobs } = deps;

  async function audit(tx: Queryable, actor: DeskActor, action: string, draw: DeskDrawRow, detail: Record<string, unknown>, at: Date) {
    await insertStaffAudit(tx, {
      staffId: actor.staff.staff.id,
      staffUsername: actor.staff.staff.username,
      action,
      merchantId: draw.merchantId,
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

  async function propose(
    actor: DeskActor,
    drawId: string,
    action: { kind: 'result' | 'void'; numbers?: string[]; reason?: string; source: string },
  ) {
    const at = clock.now();
    await db.transaction(async (tx) => {
      const draw = /^[0-9]{1,18}$/.test(drawId) ? await selectDeskDraw(tx, drawId, actor.staff.scope, true) : null;
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
    return detail(actor, drawId);
  }

  async function detail(actor: DeskActor, drawId: string): Promise<BoDrawDetail> {
    const draw = /^[0-9]{1,18}$/.test(drawId) ? await selectDeskDraw(db, drawId, actor.staff.scope) : null;
    if (!draw) throw new AppError('lottery_draw_not_found');
    const actions = await selectDrawActions(db, [draw.id]);
    const money = await selectDrawMoney(db, draw.id, draw.currency);
    return {
      ...drawView(
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

  return {
    /** A page of draws in the staff member's brands. */
    async list(actor: DeskActor, query: BoDrawQuery): Promise<BoDrawPage> {
      const rows = await selectDeskDraws(db, {
        scope: actor.staff.scope,
        brandId: query.brandId,
        gameCode: query.gameCode,
        status: query.status,
        awaiting: query.awaiting === 'true',
        before: query.before ? new Date(query.before) : clock.now(),
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
      const games = await db.query<{ brandId: string; gameCode: string; gameName: string; resultSource: 'house' | 'official' }>(
        `select l.merchant_id::text as "brandId", l.game_code as "gameCode", g.display_name as "gameName", l.result_source as "resultSource"
           from lottery_games l join games g on g.merchant_id = l.merchant_id and g.vendor_code = l.vendor_code and g.game_code = l.game_code
          where $1::bigint[] is null or l.merchant_id = any($1) order by l.merchant_id, g.sort, l.game_code`,
        [actor.staff.scope],
      );
      const last = rows[rows.length - 1];
      return {
        entries: rows.map((row) => drawView(row, pending.get(row.id), actor.staff)),
        nextBefore: rows.length === query.limit && last ? new Date(new Date(last.drawAt).getTime() - 1).toISOString() : null,
        games,
      };
    },

    detail,

    /** Proposes the official result of a draw (a second staff member approves it). */
    proposeResult: (actor: DeskActor, drawId: string, numbers: string[], source = 'manual') =>
      propose(actor, drawId, { kind: 'result', numbers, source }),

    /** Proposes voiding a draw: every stake comes back, paid wins are taken back (a second staff member approves). */
    proposeVoid: (actor: DeskActor, drawId: string, reason: string) => propose(actor, drawId, { kind: 'void', reason, source: 'manual' }),

    /** Approves another staff member's proposal: the draw changes and its settlement is enqueued. */
    async approve(actor: DeskActor, actionId: string): Promise<BoDrawDetail> {
      const at = clock.now();
      const changed = await db.transaction(async (tx) => {
        const action = /^[0-9]{1,18}$/.test(actionId) ? await lockDrawAction(tx, actionId) : null;
        const draw = action ? await selectDeskDraw(tx, action.drawId, actor.staff.scope, true) : null;
        if (!action || !draw) throw new AppError('lottery_draw_not_found');
        if (action.status !== 'pending') throw new AppError('lottery_draw_state', 'the proposal was decided already');
        if (action.proposedBy === actor.staff.staff.id) throw new AppError('lottery_same_staff');
        let version: number;
        if (action.kind === 'result') {
          const numbers = checkProposal(draw, action.numbers ?? [], at);
          version = await writeResult(tx, draw.id, { numbers, seed: null, at });
        } else {
          if (draw.status === 'void') throw new AppError('lottery_draw_state', 'the draw is void already');
          const [row] = await tx.query<{ version: number }>(
            `update lottery_draws set status = 'void', void_reason = $2, result_version = result_version + 1 where id = $1 returning result_version as version`,
            [draw.id, action.reason],
          );
          version = row?.version ?? 0;
        }
        await jobs.enqueue(tx, { runKey: settleRunKey(draw.id, version) });
        await decideDrawAction(tx, action.id, { status: 'approved', staffId: actor.staff.staff.id, at });
        await audit(
          tx,
          actor,
          `lottery.${action.kind}.approve`,
          draw,
          { action: action.id, version, numbers: action.numbers, reason: action.reason },
          at,
        );
        return { draw, action };
      });
      jobs.wake();
      publishDraw(deps.brandEvents, changed.draw.merchantId, {
        gameCode: changed.draw.gameCode,
        numero: changed.draw.drawNo,
        status: changed.action.kind === 'void' ? 'void' : 'drawn',
        stationCode: changed.draw.stationCode,
        result: changed.action.kind === 'void' ? null : changed.action.numbers,
        drawAt: new Date(changed.draw.drawAt).toISOString(),
      });
      return detail(actor, changed.draw.id);
    },

    /** Rejects a proposal (its proposer may reject their own, to withdraw it). */
    async reject(actor: DeskActor, actionId: string, reason: string): Promise<BoDrawDetail> {
      const at = clock.now();
      const drawId = await db.transaction(async (tx) => {
        const action = /^[0-9]{1,18}$/.test(actionId) ? await lockDrawAction(tx, actionId) : null;
        const draw = action ? await selectDeskDraw(tx, action.drawId, actor.staff.scope, true) : null;
        if (!action || !draw) throw new AppError('lottery_draw_not_found');
        if (action.status !== 'pending') throw new AppError('lottery_draw_state', 'the proposal was decided already');
        await decideDrawAction(tx, action.id, { status: 'rejected', staffId: actor.staff.staff.id, at, reason });
        await audit(tx, actor, `lottery.${action.kind}.reject`, draw, { action: action.id, reason }, at);
        return draw.id;
      });
      return detail(actor, drawId);
    },

    /** Proposes the results of an imported file, line by line; a bad line is reported, the others go on. */
    async importResults(actor: DeskActor, brandId: string, csv: string): Promise<BoImportValue> {
      if (actor.staff.scope !== null && !actor.staff.scope.includes(brandId)) throw new AppError('forbidden', 'brand not in scope');
      const lines: BoImportValue['lines'] = [];
      for (const [index, raw] of csv.split(/\r?\n/).entries()) {
        const text = raw.trim();
        if (text === '' || text.startsWith('#') || /^game_?code\s*,/i.test(text)) continue;
        const [gameCode = '', numero = '', numbers = ''] = text.split(',').map((cell) => cell.trim());
        const line = { line: index + 1, gameCode, numero };
        try {
          const [draw] = await db.query<{ id: string }>(
            `select id::text as id from lottery_draws where merchant_id = $1 and game_code = $2 and draw_no = $3`,
            [brandId, gameCode, numero],
          );
          if (!draw) throw new AppError('lottery_draw_not_found');
          await propose(actor, draw.id, { kind: 'result', numbers: numbers.split(/\s+/).filter(Boolean), source: 'import' });
          lines.push({ ...line, outcome: 'proposed', errorCode: null, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          lines.push({ ...line, outcome: 'refused', errorCode: error.code, message: error.message });
        }
      }
      return { lines };
    },
  };
}

export type DrawDesk = ReturnType<typeof createDrawDesk>;
