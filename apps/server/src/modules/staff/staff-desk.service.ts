import type { BoStaffCreate, BoStaffMember, BoStaffUpdate } from '@pkg/contracts/staff-desk';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import { newTotpSecret } from '../../lib/totp.ts';
import { createStaff, StaffAdminError } from './staff-admin.ts';
import { auditStaffChange, type StaffActor } from './staff-actor.ts';
import {
  decideTotpReset,
  insertTotpReset,
  lockPendingReset,
  lockStaff,
  lockTopOwners,
  replaceStaffTotp,
  revokeStaffSessions,
  selectStaffDeskRow,
  selectStaffList,
  updateStaffMember,
  type StaffDeskRow,
} from './staff-desk.queries.ts';
import { selectBrandsByCodes } from './staff.queries.ts';

function viewOf(row: StaffDeskRow, viewerId: string): BoStaffMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    brands: row.brandCodes,
    disabled: row.disabled,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    pendingReset:
      row.resetId && row.resetReason && row.resetBy && row.resetAt
        ? {
            id: row.resetId,
            reason: row.resetReason,
            requestedBy: row.resetBy,
            requestedAt: new Date(row.resetAt).toISOString(),
            mine: row.resetById === viewerId,
          }
        : null,
  };
}

/**
 * The console's staff desk (issue 37, decision 069): owners of every brand manage staff. The
 * console's only owner-of-everything safeguards: an owner never changes their own role, brands or
 * disables themselves, and no change leaves the platform without an enabled owner of every brand.
 * Disabling ends the staff member's sessions at once. An authenticator is replaced only when one
 * owner asks with a reason and another owner, not the staff member concerned, approves; the new
 * authenticator address is shown once to the approving owner, to hand over in person.
 */
export function createStaffDesk(deps: { db: Db; clock: Clock; hasher: PasswordHasher; sealer: Sealer }) {
  const { db, clock } = deps;

  /** Staff management reaches every brand's staff: only staff of every brand may use it. */
  function assertEveryBrand(actor: StaffActor): void {
    if (actor.staff.scope !== null) throw new AppError('forbidden', 'staff management needs every brand');
  }

  const audit = (tx: Queryable, actor: StaffActor, action: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action, target, detail });

  async function reread(id: string, viewerId: string): Promise<BoStaffMember> {
    const row = await selectStaffDeskRow(db, id);
    if (!row) throw new AppError('staff_not_found');
    return viewOf(row, viewerId);
  }

  async function brandIdsOf(tx: Queryable, codes: string[]): Promise<string[]> {
    const unique = [...new Set(codes)];
    const brands = await selectBrandsByCodes(tx, unique);
    if (brands.length !== unique.length) throw new AppError('field_invalid', 'unknown brand', { field: 'brands' });
    return brands.map((brand) => brand.id);
  }

  return {
    async list(actor: StaffActor): Promise<BoStaffMember[]> {
      assertEveryBrand(actor);
      return (await selectStaffList(db)).map((row) => viewOf(row, actor.staff.staff.id));
    },

    async create(actor: StaffActor, input: BoStaffCreate): Promise<{ staff: BoStaffMember; otpauthUri: string }> {
      assertEveryBrand(actor);
      try {
        const created = await createStaff(
          db,
          clock,
          deps.hasher,
          deps.sealer,
          {
            username: input.username,
            displayName: input.displayName ?? '',
            role: input.role,
            password: input.password,
            brandCodes: input.brands ?? [],
          },
          { staffId: actor.staff.staff.id, username: actor.staff.staff.username, ip: actor.ip },
        );
        return { staff: await reread(created.id, actor.staff.staff.id), otpauthUri: created.otpauthUri };
      } catch (error) {
        if (error instanceof StaffAdminError)
          throw error.kind === 'conflict'
            ? new AppError('staff_username_taken')
            : new AppError('field_invalid', error.message, { field: error.message.startsWith('unknown brand') ? 'brands' : 'username' });
        throw error;
      }
    },

    async update(actor: StaffActor, id: string, change: BoStaffUpdate): Promise<BoStaffMember> {
      assertEveryBrand(actor);
      await db.transaction(async (tx) => {
        const owners = await lockTopOwners(tx);
        const before = await lockStaff(tx, id);
        if (!before) throw new AppError('staff_not_found');
        const brandIds = await brandIdsOf(tx, change.brands);
        const sameBrands = [...before.brandIds].sort().join() === [...brandIds].sort().join();
        const powerChanged = before.role !== change.role || !sameBrands || before.disabled !== change.disabled;
        if (id === actor.staff.staff.id && powerChanged) throw new AppError('staff_self_change');
        const wasTopOwner = before.role === 'owner' && before.brandIds.length === 0 && !before.disabled;
        const staysTopOwner = change.role === 'owner' && brandIds.length === 0 && !change.disabled;
        // The acting owner is one of `owners` unless another owner changed them meanwhile: then this may be the last one.
        if (wasTopOwner && !staysTopOwner && owners.every((owner) => owner === id)) throw new AppError('staff_last_owner');
        await updateStaffMember(tx, id, { displayName: change.displayName, role: change.role, brandIds, disabled: change.disabled });
        if (change.disabled && !before.disabled) await revokeStaffSessions(tx, id, clock.now());
        await audit(tx, actor, 'staff.update', before.username, {
          before: { displayName: before.displayName, role: before.role, brandIds: before.brandIds, disabled: before.disabled },
          after: { displayName: change.displayName, role: change.role, brandIds, disabled: change.disabled },
        });
      });
      return reread(id, actor.staff.staff.id);
    },

    async askReset(actor: StaffActor, id: string, reason: string): Promise<BoStaffMember> {
      assertEveryBrand(actor);
      await db.transaction(async (tx) => {
        const target = await lockStaff(tx, id);
        if (!target) throw new AppError('staff_not_found');
        const resetId = await insertTotpReset(tx, {
          staffId: id,
          reason,
          byId: actor.staff.staff.id,
          byUsername: actor.staff.staff.username,
          at: clock.now(),
        });
        if (!resetId) throw new AppError('staff_reset_open');
        await audit(tx, actor, 'staff.totp_reset.ask', target.username, { resetId, reason });
      });
      return reread(id, actor.staff.staff.id);
    },

    async approveReset(actor: StaffActor, resetId: string): Promise<{ staff: BoStaffMember; otpauthUri: string }> {
      assertEveryBrand(actor);
      const done = await db.transaction(async (tx) => {
        const request = await lockPendingReset(tx, resetId);
        if (!request) throw new AppError('staff_reset_not_found');
        if (request.requestedBy === actor.staff.staff.id || request.staffId === actor.staff.staff.id)
          throw new AppError('staff_reset_same_staff');
        const target = await lockStaff(tx, request.staffId);
        if (!target) throw new AppError('staff_not_found');
        const { secretBase32, uri } = newTotpSecret(target.username, 'Back office');
        await replaceStaffTotp(tx, target.id, deps.sealer.seal(Buffer.from(secretBase32), `staff:${target.id}`));
        await revokeStaffSessions(tx, target.id, clock.now());
        await decideTotpReset(tx, resetId, {
          status: 'approved',
          byId: actor.staff.staff.id,
          byUsername: actor.staff.staff.username,
          at: clock.now(),
        });
        await audit(tx, actor, 'staff.totp_reset.approve', target.username, { resetId, reason: request.reason });
        return { staffId: target.id, otpauthUri: uri };
      });
      return { staff: await reread(done.staffId, actor.staff.staff.id), otpauthUri: done.otpauthUri };
    },

    async rejectReset(actor: StaffActor, resetId: string): Promise<BoStaffMember> {
      assertEveryBrand(actor);
      const staffId = await db.transaction(async (tx) => {
        const request = await lockPendingReset(tx, resetId);
        if (!request) throw new AppError('staff_reset_not_found');
        await decideTotpReset(tx, resetId, {
          status: 'rejected',
          byId: actor.staff.staff.id,
          byUsername: actor.staff.staff.username,
          at: clock.now(),
        });
        const target = await lockStaff(tx, request.staffId);
        await audit(tx, actor, 'staff.totp_reset.reject', target?.username ?? request.staffId, { resetId });
        return request.staffId;
      });
      return reread(staffId, actor.staff.staff.id);
    },
  };
}

export type StaffDesk = ReturnType<typeof createStaffDesk>;
