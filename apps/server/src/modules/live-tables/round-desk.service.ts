/**
 * The tables desk's rounds (decision 054): a table's rounds with their proofs (seed hash, the seed
 * once dealt, context, result) and money; one round with the state it was dealt from, what its
 * settlements moved and its settlement job; and the void of a round under four eyes: one staff
 * member proposes it with a reason, another approves it, and the approval is the round engine's
 * `operate.declare(round, { voidReason })` with the proposal's decision and audit written in the
 * same transaction: a new result version whose settlement refunds every stake through the ledger
 * and takes back what was paid. A proposer may withdraw their own; anyone managing tables may reject.
 */
import type { BoTableRoundDetail, BoTableRoundsValue } from '@pkg/contracts/live-table-desk';
import type { LiveTableKind } from '@pkg/contracts/live-tables';
import { isDbId } from '@pkg/contracts/db-ids';
import { AppError } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { deskName, roundLine, voidView } from './table-desk-views.ts';
import { deskTableOf, type TableDeskDeps } from './table-desk.service.ts';
import {
  decideVoid,
  insertVoid,
  lockVoid,
  selectDeskRound,
  selectDeskRounds,
  selectRoundMoney,
  selectRoundTableId,
  selectVoids,
  type VoidRow,
} from './table-desk.queries.ts';

/** The run key of a version's settlement (the engine's round-settle job of part 0). */
const settleKeyOf = (roundId: string, version: number) => `round-settle:${roundId}-v${version}-p0`;

/** The round named, with its table in the staff member's scope; round_not_found otherwise. */
async function roundOf(deps: TableDeskDeps, actor: StaffActor, roundId: string) {
  const tableId = isDbId(roundId) ? await selectRoundTableId(deps.db, roundId) : null;
  if (!tableId) throw new AppError('round_not_found');
  return deskTableOf(deps, actor, tableId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'table_not_found' ? new AppError('round_not_found') : error;
  });
}

/** A round with its whole proof, its money in the brand's currency, its settlement job and its voids. */
async function roundDetail(deps: TableDeskDeps, actor: StaffActor, roundId: string): Promise<BoTableRoundDetail> {
  const { db } = deps;
  const { row: table } = await roundOf(deps, actor, roundId);
  const round = await selectDeskRound(db, roundId, table.currencyCode);
  if (!round) throw new AppError('round_not_found');
  const money = await selectRoundMoney(db, roundId, table.currencyCode, settleKeyOf(roundId, round.resultVersion));
  const voids = await selectVoids(db, roundId);
  return {
    ...roundLine(round),
    table: {
      id: table.id,
      gameCode: table.gameCode,
      kind: table.kind as LiveTableKind,
      name: deskName(table.settings, table.gameCode),
      brandCode: table.brandCode,
    },
    currency: { code: table.currencyCode, symbol: table.currencySymbol, minorDigits: table.minorDigits },
    stateBefore: round.stateBefore ?? null,
    paidMinor: money.paidMinor.toString(),
    clawedMinor: money.clawedMinor.toString(),
    shortMinor: money.shortMinor.toString(),
    settlement: round.resultVersion > 0 ? money.job : null,
    voids: voids.map((entry) => voidView(entry, actor.staff.staff.id)),
    netMinor: (round.stakeMinor - round.returnMinor).toString(),
  };
}

/** The staff audit entry of a decision on a proposal. */
function voidAudit(deps: TableDeskDeps, tx: Queryable, actor: StaffActor, action: string, entry: VoidRow, detail: Record<string, unknown>) {
  return auditStaffChange(tx, deps.clock, actor, {
    action,
    brandId: entry.brandId,
    target: `live-table-round:${entry.roundId}`,
    detail: { void: entry.id, reason: entry.reason, proposedBy: entry.proposedByName, ...detail },
  });
}

/** A pending proposal held for a decision, in the staff member's scope. */
async function pendingVoid(tx: Queryable, actor: StaffActor, voidId: string): Promise<VoidRow> {
  const entry = isDbId(voidId) ? await lockVoid(tx, voidId) : null;
  if (!entry || (actor.staff.scope !== null && !actor.staff.scope.includes(entry.brandId))) throw new AppError('round_not_found');
  if (entry.status !== 'pending') throw new AppError('round_action_state', 'the proposal was decided already');
  return entry;
}

/** Proposes the void of a round, at any status but void; one proposal at a time per round. */
async function proposeVoid(deps: TableDeskDeps, actor: StaffActor, roundId: string, reason: string): Promise<void> {
  const { db, clock } = deps;
  const { row: table } = await roundOf(deps, actor, roundId);
  await db.transaction(async (tx) => {
    const round = await selectDeskRound(tx, roundId, table.currencyCode);
    if (!round) throw new AppError('round_not_found');
    if (round.status === 'void') throw new AppError('round_action_state', 'the round is void already');
    const id = await insertVoid(tx, { roundId, brandId: table.brandId, reason, staffId: actor.staff.staff.id, at: clock.now() });
    if (!id) throw new AppError('round_action_state', 'another proposal for this round awaits a decision');
    await auditStaffChange(tx, clock, actor, {
      action: 'live-table.void.propose',
      brandId: table.brandId,
      target: `live-table-round:${roundId}`,
      detail: { void: id, table: table.gameCode, seq: round.seq, status: round.status, reason },
    });
  });
}

/** Approves another staff member's proposal: the engine voids the round and enqueues the refunds; answers the round. */
async function approveVoid(deps: TableDeskDeps, actor: StaffActor, voidId: string): Promise<string> {
  const proposal = await deps.db.transaction((tx) => pendingVoid(tx, actor, voidId));
  if (proposal.proposedBy === actor.staff.staff.id) throw new AppError('round_same_staff');
  await deps.rounds.jobs.operate.declare(
    proposal.roundId,
    { voidReason: proposal.reason },
    {
      guard: (round) => {
        if (round.status === 'void') throw new AppError('round_action_state', 'the round is void already');
      },
      // Under the round's lock, in the void's own transaction: the proposal still pending, decided with the version written.
      alsoIn: async (tx, round) => {
        const entry = await pendingVoid(tx, actor, voidId);
        const decision = { status: 'approved' as const, staffId: actor.staff.staff.id, at: deps.clock.now(), reason: null };
        await decideVoid(tx, entry.id, { ...decision, version: round.resultVersion });
        await voidAudit(deps, tx, actor, 'live-table.void.approve', entry, { version: round.resultVersion, status: round.status });
      },
    },
  );
  return proposal.roundId;
}

/** Rejects a proposal (its proposer withdraws it the same way); answers the round. */
async function rejectVoid(deps: TableDeskDeps, actor: StaffActor, voidId: string, reason: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const entry = await pendingVoid(tx, actor, voidId);
    await decideVoid(tx, entry.id, { status: 'rejected', staffId: actor.staff.staff.id, at: deps.clock.now(), reason, version: null });
    await voidAudit(deps, tx, actor, 'live-table.void.reject', entry, { decisionReason: reason });
    return entry.roundId;
  });
}

export function createRoundDesk(deps: TableDeskDeps) {
  const detail = (actor: StaffActor, roundId: string) => roundDetail(deps, actor, roundId);
  return {
    async rounds(actor: StaffActor, tableId: string, page: { before?: number | undefined; limit: number }): Promise<BoTableRoundsValue> {
      const { row } = await deskTableOf(deps, actor, tableId);
      const rows = await selectDeskRounds(deps.db, {
        tableId: row.id,
        currency: row.currencyCode,
        beforeSeq: page.before ?? null,
        limit: page.limit,
      });
      const last = rows.at(-1);
      return { rounds: rows.map(roundLine), nextBefore: rows.length === page.limit && last ? last.seq : null };
    },
    detail,
    async proposeVoid(actor: StaffActor, roundId: string, reason: string): Promise<BoTableRoundDetail> {
      await proposeVoid(deps, actor, roundId, reason);
      return detail(actor, roundId);
    },
    async approveVoid(actor: StaffActor, voidId: string): Promise<BoTableRoundDetail> {
      return detail(actor, await approveVoid(deps, actor, voidId));
    },
    async rejectVoid(actor: StaffActor, voidId: string, reason: string): Promise<BoTableRoundDetail> {
      return detail(actor, await rejectVoid(deps, actor, voidId, reason));
    },
  };
}

export type RoundDesk = ReturnType<typeof createRoundDesk>;
