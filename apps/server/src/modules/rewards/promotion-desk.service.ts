/**
 * The back office's promotion desk (decision 030): promotions with rules checked per kind and
 * sanitised content, the applications queue (issue an amount up to the promotion's maximum, which
 * offers it to the player's reward centre, or reject with a reason: promotion-applications.ts), and
 * a player's rewards and wagering with a waiver (player-rewards-desk.ts). Every change is in the
 * staff audit; staff see only their brands.
 */
import type { BoPromotion, BoPromotionInput } from '@pkg/contracts/promotion-desk';
import { promotionRules, type PromotionKind } from '@pkg/contracts/promotions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { createApplicationDesk } from './promotion-applications.ts';
import { insertPromotion, selectDeskPromotions, updatePromotion, type DeskPromotion } from './promotion-desk.queries.ts';
import { createPlayerRewardsDesk } from './player-rewards-desk.ts';
import { assertUnderCeiling, type ConfiguredReward } from './reward-ceiling.ts';
import { assertZaloCap } from './zalo-reward.ts';

/** The staff member behind a desk call and where it came from. */
export type PromotionDeskActor = StaffActor;

const ID = /^[0-9]{1,18}$/;

type DeskDeps = { db: Db; clock: Clock };

/** The input with its kind's rules parsed (bad rules: bad_request naming the field) and its content sanitised. */
function checked(input: BoPromotionInput) {
  const parsed = promotionRules[input.kind].safeParse(input.rules);
  if (!parsed.success)
    throw new AppError('bad_request', `rules: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`);
  if (input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt))
    throw new AppError('bad_request', 'endsAt must be after startsAt');
  return { ...input, rules: parsed.data as Record<string, unknown>, content: sanitizeOperatorHtml(input.content) };
}

function deskView(p: DeskPromotion): BoPromotion {
  return {
    id: p.id,
    brandId: p.brandId,
    brandCode: p.brandCode,
    currency: p.currency,
    kind: p.kind,
    category: p.category,
    title: p.title,
    summary: p.summary,
    content: p.content,
    imageUrl: p.imageUrl,
    rules: p.rules,
    wageringBp: p.wageringBp,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    status: p.status,
    sort: p.sort,
    offered: p.offered,
    paidMinor: p.paidMinor,
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function promotionsOf(
  db: Db,
  actor: PromotionDeskActor,
  q: { brandId?: string; status?: string },
  onlyId?: string,
): Promise<BoPromotion[]> {
  if (q.brandId) assertBrandInScope(actor, q.brandId);
  const rows = await selectDeskPromotions(db, {
    scope: actor.staff.scope,
    brandId: q.brandId ?? null,
    status: q.status ?? null,
    id: onlyId ?? null,
  });
  return rows.map(deskView);
}

async function one(db: Db, actor: PromotionDeskActor, id: string): Promise<BoPromotion> {
  if (!ID.test(id)) throw new AppError('promotion_not_found');
  const [found] = await promotionsOf(db, actor, {}, id);
  if (!found) throw new AppError('promotion_not_found');
  return found;
}

async function create({ db, clock }: DeskDeps, actor: PromotionDeskActor, input: BoPromotionInput): Promise<BoPromotion> {
  assertBrandInScope(actor, input.brandId);
  const p = checked(input);
  if (p.kind === 'zalo') await assertZaloCap(db, p.brandId, p.rules);
  await assertUnderCeiling(db, p.brandId, configuredRewards(p.kind, p.rules));
  const at = clock.now().toISOString();
  const id = await db.transaction(async (tx) => {
    const id = await insertPromotion(tx, p.brandId, p.kind, p, at);
    await auditStaffChange(tx, clock, actor, {
      action: 'promotions.create',
      brandId: p.brandId,
      target: `promotion:${id}`,
      detail: { kind: p.kind, title: p.title, status: p.status },
    });
    return id;
  });
  return one(db, actor, id);
}

/** Replaces a promotion's settings; its kind and brand stay (rewards already offered keep theirs). */
async function update({ db, clock }: DeskDeps, actor: PromotionDeskActor, id: string, input: BoPromotionInput): Promise<BoPromotion> {
  const before = await one(db, actor, id);
  if (before.kind !== input.kind || before.brandId !== input.brandId) throw new AppError('bad_request', 'kind and brand cannot change');
  const p = checked(input);
  if (p.kind === 'zalo') await assertZaloCap(db, p.brandId, p.rules);
  await assertUnderCeiling(db, p.brandId, configuredRewards(p.kind, p.rules));
  await db.transaction(async (tx) => {
    await updatePromotion(tx, id, p, clock.now().toISOString());
    await auditStaffChange(tx, clock, actor, {
      action: 'promotions.update',
      brandId: before.brandId,
      target: `promotion:${id}`,
      detail: {
        from: {
          status: before.status,
          rules: before.rules,
          wageringBp: before.wageringBp,
          startsAt: before.startsAt,
          endsAt: before.endsAt,
        },
        to: { status: p.status, rules: p.rules, wageringBp: p.wageringBp, startsAt: p.startsAt, endsAt: p.endsAt },
      },
    });
  });
  return one(db, actor, id);
}

export function createPromotionDesk(deps: DeskDeps) {
  const { db } = deps;
  return {
    list: (actor: PromotionDeskActor, q: { brandId?: string; status?: string }) => promotionsOf(db, actor, q),
    one: (actor: PromotionDeskActor, id: string) => one(db, actor, id),
    create: (actor: PromotionDeskActor, input: BoPromotionInput) => create(deps, actor, input),
    /** Replaces a promotion's settings; its kind and brand stay (rewards already offered keep theirs). */
    update: (actor: PromotionDeskActor, id: string, input: BoPromotionInput) => update(deps, actor, id, input),
    ...createApplicationDesk(deps),
    ...createPlayerRewardsDesk(deps),
  };
}

export type PromotionDesk = ReturnType<typeof createPromotionDesk>;

/**
 * The amounts a promotion's rules pay as they stand, checked against the brand's largest single
 * reward when saved (decision 051). A rebate is a share of bets, with no configured amount: what it
 * works out to is capped when offered.
 */
export function configuredRewards(kind: PromotionKind, rules: Record<string, unknown>): ConfiguredReward[] {
  const minor = (value: unknown) => BigInt(value as string);
  switch (kind) {
    case 'apply':
    case 'first_deposit':
    case 'zalo':
      return [{ field: 'rules.maxBonusMinor', amountMinor: minor(rules.maxBonusMinor) }];
    case 'checkin':
      return (rules.amountsMinor as string[]).map((amount, index) => ({
        field: `rules.amountsMinor.${index}`,
        amountMinor: minor(amount),
      }));
    case 'raffle':
      return (rules.prizes as Array<{ amountMinor: string }>).map((prize, index) => ({
        field: `rules.prizes.${index}.amountMinor`,
        amountMinor: minor(prize.amountMinor),
      }));
    default:
      return [];
  }
}
