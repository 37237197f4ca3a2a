import type {
  BoReferralDecision,
  BoReferralInvitee,
  BoReferralInviteesQuery,
  BoReferralInviteesValue,
  BoReferralSettingsBody,
  BoReferralSettingsValue,
  BoReferrersQuery,
  BoReferrersValue,
} from '@pkg/contracts/referral';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { offerInviteeReward } from './referral-check.ts';
import {
  brandExists,
  selectDeskInvitee,
  selectDeskInvitees,
  selectReferrers,
  updateDecision,
  type DeskInvitee,
} from './referral-desk.queries.ts';
import { OFF_RULES, parseRules, rulesView } from './referral-settings.ts';
import { lockRules, selectBrandsRules, writeRules } from './referral.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

type DeskDeps = { db: Db; clock: Clock };

const iso = (value: Date | null) => value?.toISOString() ?? null;

function inviteeView(row: DeskInvitee): BoReferralInvitee {
  return {
    inviteeId: row.inviteeId,
    inviteeName: row.inviteeName,
    referrerId: row.referrerId,
    referrerName: row.referrerName,
    brandId: row.brandId,
    brandCode: row.brandCode,
    currency: row.currency,
    state: row.status,
    registeredAt: row.registeredAt.toISOString(),
    windowEndsAt: row.windowEndsAt.toISOString(),
    qualifiedAt: iso(row.qualifiedAt),
    firstDepositMinor: row.firstDepositMinor?.toString() ?? null,
    validBetMinor: row.validBetMinor.toString(),
    rewardMinor: row.rewardMinor?.toString() ?? null,
    evidence: row.evidence,
    decision: row.decision,
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    decisionReason: row.decisionReason,
  };
}

const inScope = (actor: DeskActor, brandId: string) => actor.staff.scope === null || actor.staff.scope.includes(brandId);

const audit = (
  tx: Queryable,
  clock: Clock,
  actor: DeskActor,
  action: string,
  brandId: string,
  target: string,
  detail: Record<string, unknown>,
) => auditStaffChange(tx, clock, actor, { action, brandId, target, detail });

/** Each brand in scope with its rules (switched off with starting values when it has none). */
async function settings(db: Db, actor: DeskActor): Promise<BoReferralSettingsValue> {
  const brands = await selectBrandsRules(db, actor.staff.scope);
  return {
    brands: brands.map((brand) => ({
      brandId: brand.brandId,
      brandCode: brand.brandCode,
      currency: brand.currency,
      rules: rulesView(brand.rules ?? OFF_RULES),
    })),
  };
}

/** Replaces one brand's rules (bad_request when they ask or pay nothing); audited with before and after. */
async function saveSettings({ db, clock }: DeskDeps, actor: DeskActor, body: BoReferralSettingsBody): Promise<BoReferralSettingsValue> {
  const { brandId, ...input } = body;
  if (!inScope(actor, brandId)) throw new AppError('not_found', 'brand');
  const rules = parseRules(input);
  await db.transaction(async (tx) => {
    if (!(await brandExists(tx, brandId))) throw new AppError('not_found', 'brand');
    // The most one qualified invitee can pay stays within the brand's largest single reward (decision 051);
    // a share with no maximum is capped when offered.
    await assertUnderCeiling(tx, brandId, [
      { field: 'rewardFixedMinor', amountMinor: rules.rewardFixedMinor },
      ...(rules.rewardShareMaxMinor > 0n
        ? [{ field: 'rewardShareMaxMinor', amountMinor: rules.rewardFixedMinor + rules.rewardShareMaxMinor }]
        : []),
    ]);
    const before = await lockRules(tx, brandId);
    await writeRules(tx, brandId, rules, actor.staff.staff.id, clock.now());
    await audit(tx, clock, actor, 'referral.settings', brandId, `brand:${brandId}`, {
      before: before ? rulesView(before) : null,
      after: rulesView(rules),
    });
  });
  return settings(db, actor);
}

/**
 * Decides a flagged invitee: allow offers the reward worked out at qualification to the
 * referrer's reward centre (key `referral:<invitee>`, so it is offered once); deny means never.
 * referral_not_found outside the staff member's brands, referral_state when it is not flagged.
 */
async function decide({ db, clock }: DeskDeps, actor: DeskActor, inviteeId: string, input: BoReferralDecision): Promise<BoReferralInvitee> {
  if (!/^[0-9]{1,18}$/.test(inviteeId)) throw new AppError('referral_not_found');
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await selectDeskInvitee(tx, inviteeId, true);
    if (!row || !inScope(actor, row.brandId)) throw new AppError('referral_not_found');
    if (row.status !== 'flagged' || row.rewardMinor === null) throw new AppError('referral_state');
    const rewardId = input.decision === 'allow' ? await offerInviteeReward(tx, row, row.rewardMinor, row.rewardWageringBp ?? 0, now) : null;
    await updateDecision(tx, inviteeId, {
      status: input.decision === 'allow' ? 'rewarded' : 'denied',
      rewardId,
      decision: input.decision,
      staffId: actor.staff.staff.id,
      at: now,
      reason: input.reason,
    });
    await audit(tx, clock, actor, `referral.${input.decision}`, row.brandId, `referral-invitee:${inviteeId}`, {
      referrerId: row.referrerId,
      rewardMinor: row.rewardMinor.toString(),
      rewardId,
      reason: input.reason,
      evidence: row.evidence,
    });
  });
  return inviteeView((await selectDeskInvitee(db, inviteeId))!);
}

/**
 * The back office's referral desk (decision 034): rules per brand, invitees (the flagged queue by
 * default, or one referrer's), staff decisions on flagged invitees, and referrers with their
 * figures. Every query keeps to the staff member's brands; every change is in the staff audit.
 */
export function createReferralDesk(deps: DeskDeps) {
  const { db } = deps;
  return {
    /** Each brand in scope with its rules (switched off with starting values when it has none). */
    settings: (actor: DeskActor) => settings(db, actor),

    /** Replaces one brand's rules (bad_request when they ask or pay nothing); audited with before and after. */
    saveSettings: (actor: DeskActor, body: BoReferralSettingsBody) => saveSettings(deps, actor, body),

    /** Invitees in scope, newest qualified first: a state's, a referrer's, or by default the flagged queue. */
    async invitees(actor: DeskActor, q: BoReferralInviteesQuery): Promise<BoReferralInviteesValue> {
      const state = q.state ?? (q.referrerId ? null : 'flagged');
      const { rows, total } = await selectDeskInvitees(db, {
        scope: actor.staff.scope,
        brandId: q.brandId ?? null,
        state,
        referrerId: q.referrerId ?? null,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return { list: rows.map(inviteeView), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
    },

    /** Decides a flagged invitee (allow offers the reward once, deny means never). */
    decide: (actor: DeskActor, inviteeId: string, input: BoReferralDecision) => decide(deps, actor, inviteeId, input),

    /** Referrers in scope with their invitees' figures, most invitees first; `username` matches anywhere in the name. */
    async referrers(actor: DeskActor, q: BoReferrersQuery): Promise<BoReferrersValue> {
      const { rows, total } = await selectReferrers(db, {
        scope: actor.staff.scope,
        brandId: q.brandId ?? null,
        username: q.username || null,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return { list: rows, pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
    },
  };
}

export type ReferralDesk = ReturnType<typeof createReferralDesk>;
