import type { BoWithdrawal, BoWithdrawalPage, BoWithdrawalQuery, WithdrawalSettings } from '@pkg/contracts/withdrawals';
import type { DisputeOutcome } from '@pkg/contracts/withdrawal-rules';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { captureHold, placeHold, releaseHold, reverse, withLedgerTransaction, checkAmount } from '../../ledger/index.ts';
import type { StaffContext } from '../staff/index.ts';
import { insertStaffAudit } from '../staff/index.ts';
import type { MoneyEvents } from './money-events.ts';
import { staffView } from './withdrawal-views.ts';
import { brandExists } from './withdrawal-settings.queries.ts';
import { readWithdrawalRules, writeWithdrawalRules } from './withdrawal-settings.ts';
import {
  closeOverdueReceipt,
  closeOverdueReceipts,
  lockWithdrawal,
  markApproved,
  markForced,
  markRefunded,
  markRejected,
  selectStaffWithdrawals,
  type WithdrawalRow,
} from './withdrawals.queries.ts';

export interface DeskDeps {
  db: Db;
  clock: Clock;
  events: MoneyEvents;
}

interface Action {
  staff: StaffContext;
  id: string;
  ip: string;
}

/** Runs a decision: locks the withdrawal (within the staff member's brands), then fn, then audits. */
async function decide(
  deps: DeskDeps,
  action: Action,
  name: string,
  fn: (tx: Queryable, row: WithdrawalRow, at: Date) => Promise<Record<string, unknown>>,
  moved: string | null = null,
): Promise<BoWithdrawal> {
  const at = deps.clock.now();
  const view = await withLedgerTransaction(deps.db, async (tx) => {
    // Within the staff member's brands first; then a window that ran out is closed, so a decision
    // never acts on a stale "pending" receipt.
    let row = await lockWithdrawal(tx, action.id, action.staff.scope);
    if (!row) throw new AppError('withdrawal_not_found');
    if (await closeOverdueReceipt(tx, row.id, at)) row = (await lockWithdrawal(tx, row.id, action.staff.scope)) as WithdrawalRow;
    const detail = await fn(tx, row, at);
    await insertStaffAudit(tx, {
      staffId: action.staff.staff.id,
      staffUsername: action.staff.staff.username,
      action: name,
      brandId: row.brandId,
      target: `withdrawal:${row.id}`,
      ip: action.ip,
      detail: { player: row.username, amount: row.amountMinor.toString(), currency: row.currency, ...detail },
      at,
    });
    return staffView((await lockWithdrawal(tx, row.id, action.staff.scope)) as WithdrawalRow);
  });
  // After the commit: the player's live balance follows a capture, release or refund.
  if (moved) deps.events.publish({ brandId: view.brand.id, accountId: view.player.id, code: moved });
  return view;
}

const actorOf = (action: Action, at: Date) => ({ actor: `staff:${action.staff.staff.id}`, ip: action.ip, at });

function requireScope(staff: StaffContext, brandId: string): void {
  if (staff.scope !== null && !staff.scope.includes(brandId)) throw new AppError('forbidden', 'brand not in scope');
}

/**
 * A dispute closed by refund: the capture is reversed (the whole amount back to the wallet); for a
 * partial answer the amount that did arrive is then held and captured again, so only the remainder
 * comes back. Answers the audit's detail.
 */
async function refundDispute(
  tx: Queryable,
  action: Action,
  row: WithdrawalRow,
  reason: string,
  at: Date,
): Promise<Record<string, unknown>> {
  const actor = actorOf(action, at);
  const reversal = await reverse(tx, {
    brandId: row.brandId,
    transferId: row.captureTransferId as string,
    memo: `withdrawal ${row.id} refunded`,
    ...actor,
  });
  let settleTransferId: string | null = null;
  let refunded = row.amountMinor;
  if (row.receivedAmountMinor !== null) {
    // The reversal's legs: from the clearing account back to the player's wallet.
    const { fromAccountId: clearingId, toAccountId: walletId } = reversal.transfer;
    const { hold } = await placeHold(tx, {
      brandId: row.brandId,
      currency: row.currency,
      code: 'withdrawal',
      idempotencyKey: `withdrawal:${row.id}:received`,
      accountId: walletId,
      counterAccountId: clearingId,
      amountMinor: row.receivedAmountMinor,
      memo: `withdrawal ${row.id} received part`,
      metadata: { withdrawalId: row.id },
      ...actor,
    });
    const settled = await captureHold(tx, { brandId: row.brandId, holdId: hold.id, ...actor });
    settleTransferId = settled.transfer.transfer.id;
    refunded -= row.receivedAmountMinor;
  }
  await markRefunded(tx, row.id, {
    staffId: action.staff.staff.id,
    reason,
    at,
    refundedMinor: refunded,
    refundTransferId: reversal.transfer.id,
    settleTransferId,
  });
  return { reason, refunded: refunded.toString(), reversalId: reversal.transfer.id, settleTransferId };
}

/** A brand's limits as the desk shows them. */
async function settingsOf(db: Queryable, staff: StaffContext, brandId: string): Promise<WithdrawalSettings> {
  requireScope(staff, brandId);
  const rules = await readWithdrawalRules(db, brandId);
  return {
    brandId,
    minAmountMinor: rules.minMinor.toString(),
    maxAmountMinor: rules.maxMinor.toString(),
    autoReceiveMinutes: rules.autoReceiveMinutes,
    maxPayoutAccounts: rules.maxPayoutAccounts,
  };
}

/** Changes a brand's limits, audited with the rules before and after; applies to requests made and approvals given from now on. */
async function updateSettings(deps: DeskDeps, staff: StaffContext, input: WithdrawalSettings, ip: string): Promise<WithdrawalSettings> {
  const { db, clock } = deps;
  requireScope(staff, input.brandId);
  const minMinor = checkAmount(input.minAmountMinor, 'minAmountMinor');
  const maxMinor = checkAmount(input.maxAmountMinor, 'maxAmountMinor');
  if (maxMinor < minMinor) throw new AppError('withdrawal_amount_out_of_range', 'maximum below minimum');
  if (!(await brandExists(db, input.brandId))) throw new AppError('not_found');
  const at = clock.now();
  await db.transaction(async (tx) => {
    const before = await readWithdrawalRules(tx, input.brandId);
    const rules = { minMinor, maxMinor, autoReceiveMinutes: input.autoReceiveMinutes, maxPayoutAccounts: input.maxPayoutAccounts };
    await writeWithdrawalRules(tx, input.brandId, rules, at);
    await insertStaffAudit(tx, {
      staffId: staff.staff.id,
      staffUsername: staff.staff.username,
      action: 'withdrawal.settings',
      brandId: input.brandId,
      target: `brand:${input.brandId}`,
      ip,
      detail: {
        before: { ...before, minMinor: before.minMinor.toString(), maxMinor: before.maxMinor.toString() },
        after: { ...rules, minMinor: minMinor.toString(), maxMinor: maxMinor.toString() },
      },
      at,
    });
  });
  return settingsOf(db, staff, input.brandId);
}

/** Approve = paid: the hold is captured to the payout channel's clearing account and the player's window opens. */
function approve(deps: DeskDeps, action: Action, note: string | null): Promise<BoWithdrawal> {
  return decide(
    deps,
    action,
    'withdrawal.approve',
    async (tx, row, at) => {
      if (row.status !== 'requested' || row.holdId === null) throw new AppError('withdrawal_state_changed');
      const capture = await captureHold(tx, {
        brandId: row.brandId,
        holdId: row.holdId,
        memo: `withdrawal ${row.id} paid`,
        ...actorOf(action, at),
      });
      const rules = await readWithdrawalRules(tx, row.brandId);
      const confirmDueAt = new Date(at.getTime() + rules.autoReceiveMinutes * 60_000);
      await markApproved(tx, row.id, {
        staffId: action.staff.staff.id,
        note,
        captureTransferId: capture.transfer.transfer.id,
        at,
        confirmDueAt,
      });
      return { note, transferId: capture.transfer.transfer.id, confirmDueAt: confirmDueAt.toISOString() };
    },
    'withdrawal',
  );
}

/** Reject with a reason: the hold is released and the money is spendable again. */
function reject(deps: DeskDeps, action: Action, reason: string): Promise<BoWithdrawal> {
  return decide(
    deps,
    action,
    'withdrawal.reject',
    async (tx, row, at) => {
      if (row.status !== 'requested' || row.holdId === null) throw new AppError('withdrawal_state_changed');
      await releaseHold(tx, { brandId: row.brandId, holdId: row.holdId, ...actorOf(action, at) });
      await markRejected(tx, row.id, { staffId: action.staff.staff.id, reason, at });
      return { reason };
    },
    'withdrawal',
  );
}

/**
 * Forced receipt (SPEC.md section 4): staff settle a paid withdrawal as received, while the
 * player's window is open or over an open dispute. The money is then not refunded: the
 * withdrawal is closed and no refund or later answer can follow.
 */
function forceReceipt(deps: DeskDeps, action: Action, reason: string): Promise<BoWithdrawal> {
  return decide(deps, action, 'withdrawal.force_receipt', async (tx, row, at) => {
    if (row.status !== 'approved' || (row.receipt !== 'pending' && row.dispute !== 'open')) throw new AppError('withdrawal_state_changed');
    await markForced(tx, row.id, { staffId: action.staff.staff.id, reason, at });
    return { reason, closedDispute: row.dispute === 'open' };
  });
}

/**
 * Resolves an open dispute. Paid: closed as a forced receipt. Refund: the capture is reversed
 * (the whole amount back to the wallet); for a partial answer the amount that did arrive is
 * then held and captured again, so only the remainder comes back.
 */
function resolve(deps: DeskDeps, action: Action, outcome: DisputeOutcome, reason: string): Promise<BoWithdrawal> {
  return decide(
    deps,
    action,
    `withdrawal.resolve_${outcome}`,
    async (tx, row, at) => {
      if (row.dispute !== 'open' || row.captureTransferId === null) throw new AppError('withdrawal_state_changed');
      if (outcome === 'paid') {
        await markForced(tx, row.id, { staffId: action.staff.staff.id, reason, at });
        return { reason };
      }
      return refundDispute(tx, action, row, reason, at);
    },
    outcome === 'refund' ? 'reversal' : null,
  );
}

/**
 * The operator's withdrawal desk: the queue, approve (the hold is captured to the payout channel's
 * clearing account: paid) or reject (the hold is released), forced receipt, and disputes closed as
 * paid or refunded by reversing the capture. Each decision locks the withdrawal first, so when two
 * staff members race exactly one wins and the other gets withdrawal_state_changed; every decision
 * is written to the staff audit in the same transaction.
 */
export function createWithdrawalDesk(deps: DeskDeps) {
  const { db, clock } = deps;

  return {
    /** The queue within the staff member's brands, newest first, with filters. */
    async list(staff: StaffContext, query: BoWithdrawalQuery): Promise<BoWithdrawalPage> {
      await closeOverdueReceipts(db, clock.now());
      const rows = await selectStaffWithdrawals(db, { ...query, scope: staff.scope });
      return { entries: rows.map(staffView), nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
    },

    approve: (action: Action, note: string | null) => approve(deps, action, note),
    reject: (action: Action, reason: string) => reject(deps, action, reason),
    forceReceipt: (action: Action, reason: string) => forceReceipt(deps, action, reason),
    resolve: (action: Action, outcome: DisputeOutcome, reason: string) => resolve(deps, action, outcome, reason),

    settings: (staff: StaffContext, brandId: string): Promise<WithdrawalSettings> => settingsOf(db, staff, brandId),

    /** Changes a brand's limits; applies to requests made and approvals given from now on. */
    updateSettings: (staff: StaffContext, input: WithdrawalSettings, ip: string): Promise<WithdrawalSettings> =>
      updateSettings(deps, staff, input, ip),
  };
}

export type WithdrawalDesk = ReturnType<typeof createWithdrawalDesk>;
