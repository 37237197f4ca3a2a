import type { BoMemberResetOutcome } from '@pkg/contracts/members';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { contactOf, sendPlayerNotice, type PlayerContact, type PlayerMessenger } from '../../lib/player-notice.ts';
import type { SessionService } from '../session/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { resetSecondFactors } from '../two-factor/index.ts';
import { temporaryPassword } from './temporary-password.ts';
import { selectHasSecondFactorState } from './member-resets.queries.ts';
import {
  decideReset,
  insertDoneReset,
  insertReset,
  lockReset,
  selectResetTarget,
  setTemporaryPassword,
  type ResetRow,
} from './member-resets.queries.ts';

/** The player row and the audit writer the Members desk shares with its resets. */
export interface ResetDeskParts {
  member(
    tx: Queryable,
    actor: StaffActor,
    accountId: string,
    forUpdate?: boolean,
  ): Promise<{ id: string; brandId: string; username: string }>;
  audit(
    tx: Queryable,
    actor: StaffActor,
    row: { id: string; brandId: string; username: string },
    entry: { action: string; before: Record<string, unknown>; after: Record<string, unknown>; reason?: string },
  ): Promise<void>;
}

/**
 * Password and two-factor resets of the Members desk (decision 060). The temporary password goes to
 * the player's own phone (else e-mail), never to the staff member's screen. A two-factor reset, and
 * a password reset of an account holding money, are asked for by one staff member and done only
 * when a different one approves; both are audited with the reason in the staff and player audits.
 */
export function createMemberResets(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  messenger: PlayerMessenger;
  desk: ResetDeskParts;
}) {
  const { db, clock, desk } = deps;

  async function contactFor(row: { id: string; brandId: string }): Promise<PlayerContact & { holdsMoney: boolean }> {
    const target = await selectResetTarget(db, row.id);
    return { ...target, brandId: row.brandId, accountId: row.id };
  }

  /**
   * Sets a new temporary password and ends every session, in the caller's transaction; answers the
   * password, which the caller sends to the player once the transaction has committed.
   */
  async function setNewPassword(tx: Queryable, accountId: string): Promise<string> {
    const password = temporaryPassword();
    await setTemporaryPassword(tx, accountId, await deps.hasher.hash(password), clock.now());
    await deps.sessions.revokeOthers(accountId, null, tx);
    return password;
  }

  function masked(player: PlayerContact): string {
    const contact = contactOf(player);
    if (!contact) throw new AppError('member_no_contact');
    return contact.masked;
  }

  /** Opens a request for a second staff member; audited as `member.<kind>_reset_requested`. */
  async function ask(
    actor: StaffActor,
    accountId: string,
    kind: ResetRow['kind'],
    reason: string,
    why: string,
  ): Promise<BoMemberResetOutcome> {
    return db.transaction(async (tx) => {
      const row = await desk.member(tx, actor, accountId, true);
      const id = await insertReset(tx, {
        brandId: row.brandId,
        accountId: row.id,
        kind,
        reason,
        staffId: actor.staff.staff.id,
        staffUsername: actor.staff.staff.username,
        at: clock.now(),
      });
      if (!id) throw new AppError('member_state', 'a reset of this kind is already waiting for approval');
      await desk.audit(tx, actor, row, {
        action: `member.${kind}_reset_requested`,
        before: {},
        after: { requestId: id, needs: why },
        reason,
      });
      return { status: 'pending', requestId: id, sentTo: null };
    });
  }

  return {
    /** Resets the password at once (no money on the account) or asks a second staff member (money). */
    async requestPasswordReset(actor: StaffActor, accountId: string, reason: string): Promise<BoMemberResetOutcome> {
      const row = await desk.member(db, actor, accountId);
      const player = await contactFor(row);
      if (!contactOf(player)) throw new AppError('member_no_contact');
      if (player.holdsMoney) return ask(actor, accountId, 'password', reason, 'money');
      const sentTo = masked(player);
      const password = await db.transaction(async (tx) => {
        const locked = await desk.member(tx, actor, accountId, true);
        const value = await setNewPassword(tx, locked.id);
        await insertDoneReset(tx, {
          brandId: locked.brandId,
          accountId: locked.id,
          reason,
          staffId: actor.staff.staff.id,
          staffUsername: actor.staff.staff.username,
          sentTo,
          at: clock.now(),
        });
        await desk.audit(tx, actor, locked, {
          action: 'member.password_reset',
          before: {},
          after: { mustChangePassword: true, sentTo },
          reason,
        });
        return value;
      });
      // Sent once the password is stored; it is kept nowhere else and never answered to the desk.
      await sendPlayerNotice(deps.messenger, player, 'temporaryPassword', { password });
      return { status: 'sent', requestId: null, sentTo };
    },

    /** A two-factor reset always waits for a second staff member. */
    async requestTwoFactorReset(actor: StaffActor, accountId: string, reason: string): Promise<BoMemberResetOutcome> {
      const row = await desk.member(db, actor, accountId);
      if (!(await selectHasSecondFactorState(db, row.id)))
        throw new AppError('member_state', 'no authenticator bound and no factor locked');
      return ask(actor, accountId, 'two_factor', reason, 'two_factor');
    },

    /** A different staff member approves: the reset is done now, in the approval's transaction. */
    async approve(actor: StaffActor, accountId: string, requestId: string): Promise<BoMemberResetOutcome> {
      const row = await desk.member(db, actor, accountId);
      const player = await contactFor(row);
      const done = await db.transaction(async (tx) => {
        const locked = await desk.member(tx, actor, accountId, true);
        const request = await lockReset(tx, locked.id, requestId);
        if (!request) throw new AppError('member_reset_not_found');
        if (request.status !== 'pending') throw new AppError('member_reset_decided');
        if (request.requestedById === actor.staff.staff.id) throw new AppError('member_reset_same_staff');
        const sentTo = request.kind === 'password' ? masked(player) : null;
        const password = request.kind === 'password' ? await setNewPassword(tx, locked.id) : null;
        if (request.kind === 'two_factor') await resetSecondFactors(tx, locked.id);
        const staff = actor.staff.staff;
        await decideReset(tx, request.id, {
          status: 'approved',
          staffId: staff.id,
          staffUsername: staff.username,
          reason: null,
          sentTo,
          at: clock.now(),
        });
        await desk.audit(tx, actor, locked, {
          action: request.kind === 'password' ? 'member.password_reset' : 'member.two_factor_reset',
          before: {},
          after: { requestId: request.id, requestedBy: request.requestedBy, approvedBy: staff.username, sentTo },
          reason: request.reason,
        });
        return { id: request.id, password, sentTo };
      });
      if (done.password !== null) await sendPlayerNotice(deps.messenger, player, 'temporaryPassword', { password: done.password });
      else await sendPlayerNotice(deps.messenger, player, 'twoFactorReset', {});
      return { status: 'sent', requestId: done.id, sentTo: done.sentTo };
    },

    /** A different staff member (or the one who asked, withdrawing it) refuses a waiting request; nothing is reset. */
    async reject(actor: StaffActor, accountId: string, requestId: string, reason: string): Promise<BoMemberResetOutcome> {
      return db.transaction(async (tx) => {
        const locked = await desk.member(tx, actor, accountId, true);
        const request = await lockReset(tx, locked.id, requestId);
        if (!request) throw new AppError('member_reset_not_found');
        if (request.status !== 'pending') throw new AppError('member_reset_decided');
        const at = clock.now();
        await decideReset(tx, request.id, {
          status: 'rejected',
          staffId: actor.staff.staff.id,
          staffUsername: actor.staff.staff.username,
          reason,
          sentTo: null,
          at,
        });
        await desk.audit(tx, actor, locked, {
          action: 'member.reset_rejected',
          before: { requestId: request.id, kind: request.kind },
          after: { status: 'rejected' },
          reason,
        });
        return { status: 'rejected', requestId: request.id, sentTo: null };
      });
    },
  };
}

export type MemberResets = ReturnType<typeof createMemberResets>;
