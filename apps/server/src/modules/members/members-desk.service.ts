import type {
  BoMemberAgentsQuery,
  BoMemberKycDecision,
  BoMemberLabels,
  BoMemberProfile,
  BoMemberSearchQuery,
  BoMemberSearchValue,
  BoMemberTreeValue,
  KycKind,
} from '@pkg/contracts/members';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/index.ts';
import type { RulesCache } from '../responsible-gaming/index.ts';
import type { SessionService } from '../session/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { lockedFactorsOf } from '../two-factor/index.ts';
import type { CleanImage } from '../uploads/index.ts';
import { insertUploads } from '../uploads/index.ts';
import { resetView } from './member-views.ts';
import {
  decideKycDocument,
  insertKycDocument,
  insertNote,
  lockAccount,
  lockKycDocument,
  selectKycImage,
  selectLoginLocks,
  unlockAccount,
  updateLabels,
} from './member-changes.queries.ts';
import { selectResets } from './member-resets.queries.ts';
import { rowView, searchMembers, searchValue, selectMemberInScope, selectProfileParts, selectTreeLevel } from './members-desk.queries.ts';

const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The back office's Members desk (decision 038). Reads need members.read, changes members.manage
 * (the routes check). A player outside the staff member's brands answers player_not_found, as if it
 * did not exist; a brand filter outside them is forbidden, as on the other desks. Every change writes
 * the staff audit (before, after, reason) and the player's own audit in the change's transaction.
 */
export function createMembersDesk(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  /** The bet gate's cached rules, which carry the lock (responsible-gaming/rg-rules.ts): told after a lock or unlock, in every process. */
  playRules: Pick<RulesCache, 'invalidate'>;
}) {
  const { db, clock } = deps;

  async function member(tx: Queryable, actor: StaffActor, accountId: string, forUpdate = false) {
    const row = await selectMemberInScope(tx, actor.staff.scope, accountId, forUpdate);
    if (!row) throw new AppError('player_not_found');
    return row;
  }

  async function profile(actor: StaffActor, accountId: string): Promise<BoMemberProfile> {
    const row = await member(db, actor, accountId);
    const { extra, ...parts } = await selectProfileParts(db, row.id, row.brandId, clock.now());
    return {
      account: { ...rowView(row), ...extra, mustChangePassword: row.mustChangePassword },
      lock: {
        lockedAt: row.lockedAt === null ? null : new Date(row.lockedAt).toISOString(),
        reason: row.lockReason,
        failedLoginsLockedUntil: extra.failedLoginsLockedUntil,
      },
      labels: { clubLabel: row.clubLabel, memberLabels: row.memberLabels },
      ...parts,
      twoFactor: { ...parts.twoFactor, lockedFactors: await lockedFactorsOf(db, row.id) },
      resets: (await selectResets(db, row.id)).map((reset) => resetView(reset, actor.staff.staff.id)),
    };
  }

  /** Both audits of a change: the staff trail and the player's own log. */
  async function audit(
    tx: Queryable,
    actor: StaffActor,
    row: { id: string; brandId: string; username: string },
    entry: { action: string; before: Record<string, unknown>; after: Record<string, unknown>; reason?: string },
  ): Promise<void> {
    const now = clock.now();
    await auditStaffChange(tx, clock, actor, {
      action: entry.action,
      brandId: row.brandId,
      target: `account:${row.id}`,
      detail: { username: row.username, before: entry.before, after: entry.after, ...(entry.reason ? { reason: entry.reason } : {}) },
    });
    await recordAudit(tx, {
      brandId: row.brandId,
      accountId: row.id,
      actor: `staff:${actor.staff.staff.username}`,
      action: entry.action,
      ip: actor.ip,
      before: entry.before,
      after: entry.reason ? { ...entry.after, reason: entry.reason } : entry.after,
      at: now,
    });
  }

  return {
    profile,
    /** What the resets (member-resets.service.ts) share with the desk: the player in scope, locked, and both audits. */
    parts: { member, audit },

    /** Refuses a player outside the staff member's brands (player_not_found) before any costly work. */
    async find(actor: StaffActor, accountId: string): Promise<void> {
      await member(db, actor, accountId);
    },

    async search(actor: StaffActor, q: BoMemberSearchQuery): Promise<BoMemberSearchValue> {
      if (q.brandId) assertBrandInScope(actor, q.brandId);
      const value = searchValue(q.by, q.q);
      if (value === null) return { list: [], pageNum: q.pageNo, totalPages: 1, total: 0 };
      const { rows, total } = await searchMembers(db, actor.staff.scope, {
        brandId: q.brandId ?? null,
        by: q.by,
        value,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return { list: rows.map(rowView), pageNum: q.pageNo, totalPages: pages(total, q.pageSize), total };
    },

    /** A brand's top agents (parentId null) or one level below an account of the brands in scope. */
    async tree(actor: StaffActor, parentId: string | null, q: BoMemberAgentsQuery): Promise<BoMemberTreeValue> {
      if (q.brandId) assertBrandInScope(actor, q.brandId);
      if (parentId !== null) await member(db, actor, parentId);
      const { rows, total } = await selectTreeLevel(db, actor.staff.scope, {
        parentId,
        brandId: parentId === null ? (q.brandId ?? null) : null,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return {
        list: rows.map((row) => ({ ...rowView(row), downline: row.downline ?? 0 })),
        pageNum: q.pageNo,
        totalPages: pages(total, q.pageSize),
        total,
      };
    },

    /** Locks the account: every session ends, no way of logging in works and no stake is taken (also from open games) until unlocked. */
    async lock(actor: StaffActor, accountId: string, reason: string): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId, true);
        if (row.lockedAt !== null) throw new AppError('member_state', 'already locked');
        const now = clock.now();
        await lockAccount(tx, row.id, reason, now);
        await deps.sessions.revokeOthers(row.id, null, tx);
        await audit(tx, actor, row, { action: 'member.lock', before: { locked: false }, after: { locked: true }, reason });
      });
      // Games opened before the lock stop taking stakes now, not when the cached rules run out.
      deps.playRules.invalidate(accountId);
      return profile(actor, accountId);
    },

    /**
     * Lifts staff's lock, the failed-login lock of the username and the lock on calls that ask the
     * password again (their failures are forgotten).
     */
    async unlock(actor: StaffActor, accountId: string, reason: string): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId, true);
        const now = clock.now();
        const locks = await selectLoginLocks(tx, row, now);
        if (row.lockedAt === null && !locks.failedLoginsUntil && !locks.passwordChecksUntil)
          throw new AppError('member_state', 'not locked');
        await unlockAccount(tx, row, now);
        const until = (at: Date | null) => at?.toISOString() ?? null;
        await audit(tx, actor, row, {
          action: 'member.unlock',
          before: {
            locked: row.lockedAt !== null,
            failedLoginsLockedUntil: until(locks.failedLoginsUntil),
            passwordChecksLockedUntil: until(locks.passwordChecksUntil),
          },
          after: { locked: false, failedLoginsLockedUntil: null, passwordChecksLockedUntil: null },
          reason,
        });
      });
      deps.playRules.invalidate(accountId);
      return profile(actor, accountId);
    },

    /** Replaces the club label and the member labels (the site's member info shows them). */
    async setLabels(actor: StaffActor, accountId: string, input: BoMemberLabels): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId, true);
        await updateLabels(tx, row.id, input, clock.now());
        await audit(tx, actor, row, {
          action: 'member.labels',
          before: { clubLabel: row.clubLabel, memberLabels: row.memberLabels },
          after: { clubLabel: input.clubLabel, memberLabels: input.memberLabels },
        });
      });
      return profile(actor, accountId);
    },

    /** Appends a staff note (notes are never changed or removed). */
    async addNote(actor: StaffActor, accountId: string, body: string): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId);
        const now = clock.now();
        const noteId = await insertNote(tx, {
          brandId: row.brandId,
          accountId: row.id,
          staffId: actor.staff.staff.id,
          staffUsername: actor.staff.staff.username,
          body,
          at: now,
        });
        await auditStaffChange(tx, clock, actor, {
          action: 'member.note',
          brandId: row.brandId,
          target: `account:${row.id}`,
          detail: { username: row.username, noteId, body },
        });
      });
      return profile(actor, accountId);
    },

    /** Keeps a KYC document staff upload for the player (one checked, re-encoded image), pending a decision. */
    async addKyc(actor: StaffActor, accountId: string, kind: KycKind, image: CleanImage): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId);
        const now = clock.now();
        const [uploadId] = await insertUploads(tx, { brandId: row.brandId, accountId: row.id, purpose: 'kyc', at: now }, [image]);
        const documentId = await insertKycDocument(tx, {
          brandId: row.brandId,
          accountId: row.id,
          uploadId,
          kind,
          staffId: actor.staff.staff.id,
          staffUsername: actor.staff.staff.username,
          at: now,
        });
        await audit(tx, actor, row, { action: 'member.kyc_upload', before: {}, after: { documentId, kind, status: 'pending' } });
      });
      return profile(actor, accountId);
    },

    /** Approves or rejects a pending KYC document once, with a note. */
    async decideKyc(actor: StaffActor, accountId: string, documentId: string, input: BoMemberKycDecision): Promise<BoMemberProfile> {
      await db.transaction(async (tx) => {
        const row = await member(tx, actor, accountId);
        if (!/^[0-9]{1,18}$/.test(documentId)) throw new AppError('kyc_document_not_found');
        const doc = await lockKycDocument(tx, documentId, row.id);
        if (!doc) throw new AppError('kyc_document_not_found');
        if (doc.status !== 'pending') throw new AppError('kyc_document_decided');
        const note = input.note?.trim() || null;
        await decideKycDocument(tx, documentId, {
          status: input.decision,
          staffId: actor.staff.staff.id,
          staffUsername: actor.staff.staff.username,
          note,
          at: clock.now(),
        });
        await audit(tx, actor, row, {
          action: 'member.kyc_decide',
          before: { documentId, kind: doc.kind, status: 'pending' },
          after: { documentId, kind: doc.kind, status: input.decision },
          ...(note ? { reason: note } : {}),
        });
      });
      return profile(actor, accountId);
    },

    /** A KYC document's image, for staff whose brands include the player's; null otherwise. */
    async kycImage(actor: StaffActor, accountId: string, documentId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const row = await selectMemberInScope(db, actor.staff.scope, accountId);
      if (!row || !/^[0-9]{1,18}$/.test(documentId)) return null;
      return selectKycImage(db, documentId, row.id);
    },
  };
}

export type MembersDesk = ReturnType<typeof createMembersDesk>;
