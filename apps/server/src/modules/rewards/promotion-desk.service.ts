/**
 * The back office's promotion desk (decision 030): promotions with rules checked per kind and
 * sanitised content, the applications queue (issue an amount up to the promotion's maximum, which
 * offers it to the player's reward centre, or reject with a reason), and a player's rewards and
 * wagering with a waiver. Every change is in the staff audit; staff see only their brands.
 */
import type { BoApplication, BoPlayerRewards, BoPromotion, BoPromotionInput } from '@pkg/contracts/promotion-desk';
import { promotionRules, type PromotionKind } from '@pkg/contracts/promotions';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import { selectAccountByUsername } from '../accounts/index.ts';
import { toPromotion } from './promotions.queries.ts';
import { assertUnderCeiling, type ConfiguredReward } from './reward-ceiling.ts';
import { offerReward, REWARD_COLUMNS, toReward } from './rewards.ts';
import { rewardItemOf } from './rewards.service.ts';
import { lockWagering, wageringHistory } from './wagering.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';

/** The staff member behind a desk call and where it came from. */
export type PromotionDeskActor = StaffActor;

const ID = /^[0-9]{1,18}$/;
const PROMOTION_COLUMNS_OF_P = `p.id::text, p.merchant_id::text, p.kind, p.category, p.title, p.summary, p.content, p.image_url, p.rules,
  p.wagering_bp, p.starts_at, p.ends_at, p.status, p.sort, p.created_at, p.updated_at`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createPromotionDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const audit = (
    tx: Queryable,
    actor: PromotionDeskActor,
    action: string,
    merchantId: string,
    target: string,
    detail: Record<string, unknown>,
  ) => auditStaffChange(tx, clock, actor, { action, merchantId, target, detail });

  const checkBrand = assertBrandInScope;

  /** The input with its kind's rules parsed (bad rules: bad_request naming the field) and its content sanitised. */
  function checked(input: BoPromotionInput) {
    const parsed = promotionRules[input.kind].safeParse(input.rules);
    if (!parsed.success)
      throw new AppError('bad_request', `rules: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`);
    if (input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt))
      throw new AppError('bad_request', 'endsAt must be after startsAt');
    return { ...input, rules: parsed.data as Record<string, unknown>, content: sanitizeOperatorHtml(input.content) };
  }

  async function promotionsOf(
    actor: PromotionDeskActor,
    q: { brandId?: string; status?: string },
    onlyId?: string,
  ): Promise<BoPromotion[]> {
    if (q.brandId) checkBrand(actor, q.brandId);
    const rows = await db.query<
      Parameters<typeof toPromotion>[0] & { brand_code: string; currency: string; offered: number; paid: string }
    >(
      `select ${PROMOTION_COLUMNS_OF_P}, m.code as brand_code, m.currency_code as currency,
              coalesce(r.offered, 0)::int as offered, coalesce(r.paid, 0)::text as paid
         from promotions p join merchants m on m.id = p.merchant_id
         left join lateral (select count(*) as offered, sum(amount_minor) filter (where status = 'claimed') as paid
                              from player_rewards where promotion_id = p.id) r on true
        where ($1::bigint[] is null or p.merchant_id = any($1)) and ($2::bigint is null or p.merchant_id = $2)
          and ($3::text is null or p.status = $3) and ($4::bigint is null or p.id = $4)
        order by p.merchant_id, p.sort, p.starts_at desc, p.id desc limit 500`,
      [actor.staff.scope, q.brandId ?? null, q.status ?? null, onlyId ?? null],
    );
    return rows.map((row) => {
      const p = toPromotion(row);
      return {
        id: p.id,
        brandId: p.merchantId,
        brandCode: row.brand_code,
        currency: row.currency,
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
        offered: row.offered,
        paidMinor: row.paid,
        updatedAt: p.updatedAt.toISOString(),
      };
    });
  }

  async function one(actor: PromotionDeskActor, id: string): Promise<BoPromotion> {
    if (!ID.test(id)) throw new AppError('promotion_not_found');
    const [found] = await promotionsOf(actor, {}, id);
    if (!found) throw new AppError('promotion_not_found');
    return found;
  }

  async function create(actor: PromotionDeskActor, input: BoPromotionInput): Promise<BoPromotion> {
    checkBrand(actor, input.brandId);
    const p = checked(input);
    await assertUnderCeiling(db, p.brandId, configuredRewards(p.kind, p.rules));
    const at = clock.now().toISOString();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into promotions (merchant_id, kind, category, title, summary, content, image_url, rules, wagering_bp, starts_at, ends_at,
            status, sort, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) returning id::text`,
        [
          p.brandId,
          p.kind,
          p.category,
          p.title,
          p.summary,
          p.content,
          p.imageUrl,
          JSON.stringify(p.rules),
          p.wageringBp,
          p.startsAt,
          p.endsAt,
          p.status,
          p.sort,
          at,
        ],
      );
      await audit(tx, actor, 'promotions.create', p.brandId, `promotion:${row!.id}`, { kind: p.kind, title: p.title, status: p.status });
      return row!.id;
    });
    return one(actor, id);
  }

  /** Replaces a promotion's settings; its kind and brand stay (rewards already offered keep theirs). */
  async function update(actor: PromotionDeskActor, id: string, input: BoPromotionInput): Promise<BoPromotion> {
    const before = await one(actor, id);
    if (before.kind !== input.kind || before.brandId !== input.brandId) throw new AppError('bad_request', 'kind and brand cannot change');
    const p = checked(input);
    await assertUnderCeiling(db, p.brandId, configuredRewards(p.kind, p.rules));
    await db.transaction(async (tx) => {
      await tx.query(
        `update promotions set category = $2, title = $3, summary = $4, content = $5, image_url = $6, rules = $7, wagering_bp = $8,
            starts_at = $9, ends_at = $10, status = $11, sort = $12, updated_at = $13 where id = $1`,
        [
          id,
          p.category,
          p.title,
          p.summary,
          p.content,
          p.imageUrl,
          JSON.stringify(p.rules),
          p.wageringBp,
          p.startsAt,
          p.endsAt,
          p.status,
          p.sort,
          clock.now().toISOString(),
        ],
      );
      await audit(tx, actor, 'promotions.update', before.brandId, `promotion:${id}`, {
        from: {
          status: before.status,
          rules: before.rules,
          wageringBp: before.wageringBp,
          startsAt: before.startsAt,
          endsAt: before.endsAt,
        },
        to: { status: p.status, rules: p.rules, wageringBp: p.wageringBp, startsAt: p.startsAt, endsAt: p.endsAt },
      });
    });
    return one(actor, id);
  }

  const APPLICATION_SELECT = `select a.id::text, m.code as brand_code, m.currency_code as currency, a.merchant_id::text, a.promotion_id::text,
      p.title as promotion_title, p.rules->>'maxBonusMinor' as max_bonus, acc.username, a.comment, a.image_ids::text[] as image_ids,
      a.account_id::text, a.status, a.amount_minor::text, a.reason, s.username as reviewed_by, a.created_at, a.reviewed_at
    from promotion_applications a join promotions p on p.id = a.promotion_id join merchants m on m.id = a.merchant_id
    join accounts acc on acc.id = a.account_id left join staff s on s.id = a.reviewed_by`;

  interface ApplicationRow {
    id: string;
    brand_code: string;
    currency: string;
    merchant_id: string;
    promotion_id: string;
    promotion_title: string;
    max_bonus: string | null;
    username: string;
    comment: string;
    image_ids: string[];
    account_id: string;
    status: BoApplication['status'];
    amount_minor: string | null;
    reason: string | null;
    reviewed_by: string | null;
    created_at: Date | string;
    reviewed_at: Date | string | null;
  }

  const applicationOf = (row: ApplicationRow): BoApplication => ({
    id: row.id,
    brandCode: row.brand_code,
    currency: row.currency,
    promotionId: row.promotion_id,
    promotionTitle: row.promotion_title,
    maxBonusMinor: row.max_bonus ?? '0',
    username: row.username,
    comment: row.comment,
    imageIds: row.image_ids,
    status: row.status,
    amountMinor: row.amount_minor,
    reason: row.reason,
    reviewedBy: row.reviewed_by,
    createdAt: iso(row.created_at)!,
    reviewedAt: iso(row.reviewed_at),
  });

  async function applications(actor: PromotionDeskActor, q: { brandId?: string; status: string }): Promise<BoApplication[]> {
    if (q.brandId) checkBrand(actor, q.brandId);
    const rows = await db.query<ApplicationRow>(
      `${APPLICATION_SELECT}
        where ($1::bigint[] is null or a.merchant_id = any($1)) and ($2::bigint is null or a.merchant_id = $2) and a.status = $3
        order by a.created_at ${q.status === 'applying' ? 'asc' : 'desc'}, a.id limit 200`,
      [actor.staff.scope, q.brandId ?? null, q.status],
    );
    return rows.map(applicationOf);
  }

  async function lockApplication(tx: Queryable, actor: PromotionDeskActor, id: string): Promise<ApplicationRow> {
    const [row] = ID.test(id)
      ? await tx.query<ApplicationRow>(
          `${APPLICATION_SELECT} where a.id = $1 and ($2::bigint[] is null or a.merchant_id = any($2)) for update of a`,
          [id, actor.staff.scope],
        )
      : [];
    if (!row) throw new AppError('not_found', 'application');
    if (row.status !== 'applying') throw new AppError('application_state');
    return row;
  }

  /** Issues an application: the amount (up to the promotion's maximum) goes to the player's reward centre. */
  async function issue(actor: PromotionDeskActor, id: string, amountMinor: string): Promise<BoApplication> {
    const at = clock.now();
    await db.transaction(async (tx) => {
      const row = await lockApplication(tx, actor, id);
      const amount = BigInt(amountMinor);
      if (row.max_bonus && amount > BigInt(row.max_bonus))
        throw new AppError('promotion_amount_too_high', `at most ${row.max_bonus} minor units`);
      await assertUnderCeiling(tx, row.merchant_id, [{ field: 'amountMinor', amountMinor: amount }]);
      const [promotion] = await tx.query<{ wagering_bp: number }>(`select wagering_bp from promotions where id = $1`, [row.promotion_id]);
      await offerReward(tx, {
        merchantId: row.merchant_id,
        accountId: row.account_id,
        currency: row.currency,
        source: 'promotion',
        key: `application:${row.id}`,
        amountMinor: amount,
        wageringBp: promotion!.wagering_bp,
        promotionId: row.promotion_id,
        detail: row.promotion_title,
        at,
      });
      await tx.query(
        `update promotion_applications set status = 'issued', amount_minor = $2, reviewed_by = $3, reviewed_at = $4 where id = $1`,
        [id, amount.toString(), actor.staff.staff.id, at.toISOString()],
      );
      await audit(tx, actor, 'promotions.application.issue', row.merchant_id, `promotion-application:${id}`, {
        username: row.username,
        amountMinor: amount.toString(),
      });
    });
    return applicationById(actor, id);
  }

  async function reject(actor: PromotionDeskActor, id: string, reason: string): Promise<BoApplication> {
    await db.transaction(async (tx) => {
      const row = await lockApplication(tx, actor, id);
      await tx.query(
        `update promotion_applications set status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 where id = $1`,
        [id, reason, actor.staff.staff.id, clock.now().toISOString()],
      );
      await audit(tx, actor, 'promotions.application.reject', row.merchant_id, `promotion-application:${id}`, {
        username: row.username,
        reason,
      });
    });
    return applicationById(actor, id);
  }

  async function applicationById(actor: PromotionDeskActor, id: string): Promise<BoApplication> {
    const [row] = await db.query<ApplicationRow>(
      `${APPLICATION_SELECT} where a.id = $1 and ($2::bigint[] is null or a.merchant_id = any($2))`,
      [id, actor.staff.scope],
    );
    if (!row) throw new AppError('not_found', 'application');
    return applicationOf(row);
  }

  /** An application's image, for staff of its brand. */
  async function applicationImage(actor: PromotionDeskActor, uploadId: string) {
    const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
      `select u.content_type, u.bytes from uploads u
        where u.id = $1 and u.purpose = 'activity' and ($2::bigint[] is null or u.merchant_id = any($2))`,
      [uploadId, actor.staff.scope],
    );
    if (!row) throw new AppError('not_found');
    return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
  }

  async function player(actor: PromotionDeskActor, q: { brandId: string; username: string }): Promise<BoPlayerRewards> {
    checkBrand(actor, q.brandId);
    const account = await selectAccountByUsername(db, q.brandId, q.username);
    if (!account) throw new AppError('player_not_found');
    const [brand] = await db.query<{ currency: string }>(`select currency_code as currency from merchants where id = $1`, [q.brandId]);
    const currency = brand!.currency;
    const rewards = await db.query<Parameters<typeof toReward>[0]>(
      `select ${REWARD_COLUMNS} from player_rewards where account_id = $1 and merchant_id = $2 order by created_at desc, id desc limit 100`,
      [account.id, q.brandId],
    );
    const wagering = await wageringHistory(db, { merchantId: q.brandId, accountId: account.id, currency }, clock.now(), 100);
    return {
      username: account.username,
      currency,
      rewards: rewards.map((row) => rewardItemOf(toReward(row))),
      wagering: wagering.map((w) => ({
        id: w.id,
        rewardId: w.rewardId,
        bonusMinor: w.bonusMinor.toString(),
        requiredMinor: w.requiredMinor.toString(),
        countedMinor: w.countedMinor.toString(),
        status: w.status,
        startedAt: w.startedAt.toISOString(),
        closedAt: w.closedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Waives an open requirement (it keeps what it counted); the player may withdraw once none is open. */
  async function waive(actor: PromotionDeskActor, id: string, reason: string): Promise<void> {
    if (!ID.test(id)) throw new AppError('not_found', 'wagering');
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ merchant_id: string; account_id: string; currency: string; status: string }>(
        `select merchant_id::text, account_id::text, currency, status from bonus_wagering where id = $1 and ($2::bigint[] is null or merchant_id = any($2))`,
        [id, actor.staff.scope],
      );
      if (!row) throw new AppError('not_found', 'wagering');
      await lockWagering(tx, row.account_id);
      const live = await wageringHistory(
        tx,
        { merchantId: row.merchant_id, accountId: row.account_id, currency: row.currency },
        clock.now(),
        1000,
      );
      const current = live.find((w) => w.id === id);
      if (!current || current.status !== 'open') throw new AppError('wagering_not_open');
      await tx.query(
        `update bonus_wagering set status = 'waived', counted_minor = $2, closed_at = $3, closed_by = $4 where id = $1 and status = 'open'`,
        [id, current.countedMinor.toString(), clock.now().toISOString(), actor.staff.staff.id],
      );
      await audit(tx, actor, 'promotions.wagering.waive', row.merchant_id, `bonus-wagering:${id}`, {
        reason,
        requiredMinor: current.requiredMinor.toString(),
        countedMinor: current.countedMinor.toString(),
      });
    });
  }

  return {
    list: (actor: PromotionDeskActor, q: { brandId?: string; status?: string }) => promotionsOf(actor, q),
    one,
    create,
    update,
    applications,
    issue,
    reject,
    applicationImage,
    player,
    waive,
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
