import { isTrialType } from '@pkg/contracts/agent-types';
import type { AdjustmentPage, AdjustmentProposal, AdjustmentView } from '@pkg/contracts/finance-desk';
import type { AdjustmentStatus } from '@pkg/contracts/withdrawal-rules';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { AppError } from '../../http/errors.ts';
import { openClearingAccount, openPlayerWallet, transfer, withLedgerTransaction, checkAmount } from '../../ledger/index.ts';
import type { StaffContext } from '../staff/index.ts';
import { insertStaffAudit } from '../staff/index.ts';
import {
  insertAdjustment,
  lockAdjustment,
  markAdjustmentDecided,
  selectAdjustments,
  selectBrandCurrencies,
  selectPlayerByUsername,
  type AdjustmentRow,
} from './adjustments.queries.ts';
import { fingerprint, runIdempotent, storedAnswer, type IdempotentCall } from '../withdrawals/index.ts';

/**
 * The house side of manual adjustments: a clearing account of its own per brand and currency, so
 * its balance is the net of every correction ever made and never mixes with bets or a payment channel.
 */
export const ADJUSTMENT_ACCOUNT_REF = 'manual-adjustment';

function view(row: AdjustmentRow, viewerId: string): AdjustmentView {
  return {
    id: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    player: { id: row.accountId, username: row.username },
    direction: row.direction,
    amountMinor: row.amountMinor.toString(),
    currency: { code: row.currency, symbol: row.currencySymbol, minorDigits: Number(row.minorDigits) },
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposedBy,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    decisionReason: row.decisionReason,
    transferId: row.transferId,
    mine: row.proposedById === viewerId,
  };
}

/**
 * Manual balance adjustments under four eyes: one staff member proposes a credit or debit with a
 * reason, a different one approves (the ledger moves the money with code 'adjustment' between the
 * player's main wallet and the brand's adjustment account; a debit never overdraws) or rejects.
 */
export function createAdjustmentService(deps: { db: Db; clock: Clock; events: Pick<WalletEventBus, 'publish'> }) {
  const { db, clock } = deps;

  async function decide(
    staff: StaffContext,
    id: string,
    ip: string,
    name: string,
    fn: (tx: Queryable, row: AdjustmentRow, at: Date) => Promise<Record<string, unknown>>,
  ): Promise<AdjustmentView> {
    const at = clock.now();
    return withLedgerTransaction(db, async (tx) => {
      const row = await lockAdjustment(tx, id, staff.scope);
      if (!row) throw new AppError('adjustment_not_found');
      if (row.status !== 'pending') throw new AppError('adjustment_state_changed');
      // Four eyes: whoever proposed it cannot also decide it.
      if (row.proposedById === staff.staff.id) throw new AppError('adjustment_same_staff');
      const detail = await fn(tx, row, at);
      await insertStaffAudit(tx, {
        staffId: staff.staff.id,
        staffUsername: staff.staff.username,
        action: name,
        brandId: row.brandId,
        target: `adjustment:${row.id}`,
        ip,
        detail: {
          player: row.username,
          direction: row.direction,
          amount: row.amountMinor.toString(),
          currency: row.currency,
          proposedBy: row.proposedBy,
          ...detail,
        },
        at,
      });
      return view((await lockAdjustment(tx, row.id, staff.scope)) as AdjustmentRow, staff.staff.id);
    });
  }

  return {
    async list(
      staff: StaffContext,
      query: { status?: AdjustmentStatus | undefined; before?: number | undefined; limit: number },
    ): Promise<AdjustmentPage> {
      const rows = await selectAdjustments(db, { ...query, scope: staff.scope });
      const brands = await selectBrandCurrencies(db, staff.scope);
      return {
        entries: rows.map((row) => view(row, staff.staff.id)),
        nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
        brands: brands.map((brand) => ({
          id: brand.id,
          code: brand.code,
          name: brand.name,
          currency: { code: brand.currencyCode, symbol: brand.symbol, minorDigits: Number(brand.minorDigits) },
        })),
      };
    },

    /**
     * Proposes an adjustment of a player's main wallet in the brand's currency; nothing moves yet.
     * Under the staff member's Idempotency-Key (the player money calls' rule, withdrawals' idempotency.ts): a
     * repeat with the same body answers the first proposal, another body idempotency_key_reused,
     * so a double submit or a proxy's retry never leaves two proposals an approver could both pass.
     */
    async propose(staff: StaffContext, input: AdjustmentProposal, key: string, ip: string): Promise<AdjustmentView> {
      if (staff.scope !== null && !staff.scope.includes(input.brandId)) throw new AppError('forbidden', 'brand not in scope');
      const amount = checkAmount(input.amountMinor, 'amountMinor');
      const call: IdempotentCall = {
        staffId: staff.staff.id,
        key,
        operation: 'adjustment.propose',
        hash: fingerprint('adjustment.propose', [
          input.brandId,
          input.username.toLowerCase(),
          input.direction,
          amount.toString(),
          input.reason,
        ]),
      };
      // A repeat answers before the checks: the player may have changed since, the proposal stands.
      const stored = await storedAnswer(db, call);
      if (stored !== undefined) return stored as AdjustmentView;
      const [brand] = await selectBrandCurrencies(db, [input.brandId]);
      if (!brand) throw new AppError('forbidden', 'unknown brand');
      const player = await selectPlayerByUsername(db, input.brandId, input.username);
      if (!player) throw new AppError('player_not_found');
      if (isTrialType(player.accountType)) throw new AppError('in_need_true_account');
      const at = clock.now();
      return runIdempotent(
        db,
        call,
        async (tx) => {
          const id = await insertAdjustment(tx, {
            brandId: input.brandId,
            accountId: player.id,
            currency: brand.currencyCode,
            direction: input.direction,
            amountMinor: amount,
            reason: input.reason,
            staffId: staff.staff.id,
            at,
          });
          await insertStaffAudit(tx, {
            staffId: staff.staff.id,
            staffUsername: staff.staff.username,
            action: 'adjustment.propose',
            brandId: input.brandId,
            target: `adjustment:${id}`,
            ip,
            detail: {
              player: input.username,
              direction: input.direction,
              amount: amount.toString(),
              currency: brand.currencyCode,
              reason: input.reason,
            },
            at,
          });
          return view((await lockAdjustment(tx, id, null)) as AdjustmentRow, staff.staff.id);
        },
        at,
      );
    },

    /** A second staff member approves: the money moves now (insufficient_funds for a debit the wallet cannot cover). */
    async approve(staff: StaffContext, id: string, reason: string | null, ip: string): Promise<AdjustmentView> {
      const view = await decide(staff, id, ip, 'adjustment.approve', async (tx, row, at) => {
        const wallet = await openPlayerWallet(tx, row.brandId, row.currency, row.accountId, at);
        const house = await openClearingAccount(tx, row.brandId, row.currency, ADJUSTMENT_ACCOUNT_REF, at);
        const credit = row.direction === 'credit';
        const moved = await transfer(tx, {
          brandId: row.brandId,
          currency: row.currency,
          code: 'adjustment',
          idempotencyKey: `adjustment:${row.id}`,
          fromAccountId: credit ? house.id : wallet.id,
          toAccountId: credit ? wallet.id : house.id,
          amountMinor: row.amountMinor,
          memo: row.reason,
          metadata: { adjustmentId: row.id, proposedBy: row.proposedBy, approvedBy: staff.staff.username },
          actor: `staff:${staff.staff.id}`,
          ip,
          at,
        });
        await markAdjustmentDecided(tx, row.id, { status: 'approved', staffId: staff.staff.id, reason, transferId: moved.transfer.id, at });
        return { reason, transferId: moved.transfer.id };
      });
      // After the commit: the player's live balance shows the adjustment.
      deps.events.publish({ brandId: view.brand.id, accountId: view.player.id, code: 'adjustment' });
      return view;
    },

    /** A second staff member rejects with a reason; nothing moves. */
    reject(staff: StaffContext, id: string, reason: string, ip: string): Promise<AdjustmentView> {
      return decide(staff, id, ip, 'adjustment.reject', async (tx, row, at) => {
        await markAdjustmentDecided(tx, row.id, { status: 'rejected', staffId: staff.staff.id, reason, transferId: null, at });
        return { reason };
      });
    },
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
