/** The back office's promotion desk (decision 030): promotions with their figures, applications and their decisions. */
import type { BoApplication } from '@pkg/contracts/promotion-desk';
import type { PromotionKind } from '@pkg/contracts/promotions';
import type { Queryable } from '../../db/client.ts';
import { toPromotion, type PromotionRow } from './promotions.queries.ts';

const PROMOTION_COLUMNS_OF_P = `p.id::text, p.merchant_id::text, p.kind, p.category, p.title, p.summary, p.content, p.image_url, p.rules,
  p.wagering_bp, p.starts_at, p.ends_at, p.status, p.sort, p.created_at, p.updated_at`;

/** A promotion with its brand and what it offered and paid (minor units, as text). */
export interface DeskPromotion extends PromotionRow {
  brandCode: string;
  currency: string;
  offered: number;
  paidMinor: string;
}

/** Promotions in the staff scope (null: every brand), by brand, status or id, in the brands' order; at most 500. */
export async function selectDeskPromotions(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; status: string | null; id: string | null },
): Promise<DeskPromotion[]> {
  const rows = await db.query<Parameters<typeof toPromotion>[0] & { brand_code: string; currency: string; offered: number; paid: string }>(
    `select ${PROMOTION_COLUMNS_OF_P}, m.code as brand_code, m.currency_code as currency,
            coalesce(r.offered, 0)::int as offered, coalesce(r.paid, 0)::text as paid
       from promotions p join merchants m on m.id = p.merchant_id
       left join lateral (select count(*) as offered, sum(amount_minor) filter (where status = 'claimed') as paid
                            from player_rewards where promotion_id = p.id) r on true
      where ($1::bigint[] is null or p.merchant_id = any($1)) and ($2::bigint is null or p.merchant_id = $2)
        and ($3::text is null or p.status = $3) and ($4::bigint is null or p.id = $4)
      order by p.merchant_id, p.sort, p.starts_at desc, p.id desc limit 500`,
    [q.scope, q.brandId, q.status, q.id],
  );
  return rows.map((row) => ({
    ...toPromotion(row),
    brandCode: row.brand_code,
    currency: row.currency,
    offered: row.offered,
    paidMinor: row.paid,
  }));
}

/** A promotion's settings as the desk saves them (rules checked, content sanitised). */
export interface PromotionSettings {
  category: string;
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  rules: Record<string, unknown>;
  wageringBp: number;
  startsAt: string;
  endsAt: string | null;
  status: string;
  sort: number;
}

export async function insertPromotion(
  tx: Queryable,
  brandId: string,
  kind: PromotionKind,
  p: PromotionSettings,
  at: string,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into promotions (merchant_id, kind, category, title, summary, content, image_url, rules, wagering_bp, starts_at, ends_at,
        status, sort, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) returning id::text`,
    [
      brandId,
      kind,
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
  return row!.id;
}

export async function updatePromotion(tx: Queryable, id: string, p: PromotionSettings, at: string): Promise<void> {
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
      at,
    ],
  );
}

/** A promotion's turnover ask (basis points of a bonus). */
export async function selectWageringBp(tx: Queryable, promotionId: string): Promise<number> {
  const [promotion] = await tx.query<{ wagering_bp: number }>(`select wagering_bp from promotions where id = $1`, [promotionId]);
  return promotion!.wagering_bp;
}

const APPLICATION_SELECT = `select a.id::text, m.code as brand_code, m.currency_code as currency, a.merchant_id::text, a.promotion_id::text,
    p.title as promotion_title, p.rules->>'maxBonusMinor' as max_bonus, acc.username, a.comment, a.image_ids::text[] as image_ids,
    a.zalo, a.account_id::text, a.status, a.amount_minor::text, a.reason, s.username as reviewed_by, a.created_at, a.reviewed_at
  from promotion_applications a join promotions p on p.id = a.promotion_id join merchants m on m.id = a.merchant_id
  join accounts acc on acc.id = a.account_id left join staff s on s.id = a.reviewed_by`;

interface StoredApplication {
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
  zalo: string | null;
  account_id: string;
  status: BoApplication['status'];
  amount_minor: string | null;
  reason: string | null;
  reviewed_by: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

/** An application with its brand, promotion (and the most it may issue), player and reviewer. */
export interface ApplicationRow {
  id: string;
  brandCode: string;
  currency: string;
  brandId: string;
  promotionId: string;
  promotionTitle: string;
  /** The promotion's maximum bonus; null when its rules name none. */
  maxBonusMinor: bigint | null;
  username: string;
  comment: string;
  imageIds: string[];
  /** A Zalo reward's claim: the Zalo number (decision 075). */
  zalo: string | null;
  accountId: string;
  status: BoApplication['status'];
  amountMinor: bigint | null;
  reason: string | null;
  reviewedBy: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

const toApplication = (row: StoredApplication): ApplicationRow => ({
  id: row.id,
  brandCode: row.brand_code,
  currency: row.currency,
  brandId: row.merchant_id,
  promotionId: row.promotion_id,
  promotionTitle: row.promotion_title,
  maxBonusMinor: row.max_bonus ? BigInt(row.max_bonus) : null,
  username: row.username,
  comment: row.comment,
  imageIds: row.image_ids,
  zalo: row.zalo,
  accountId: row.account_id,
  status: row.status,
  amountMinor: row.amount_minor === null ? null : BigInt(row.amount_minor),
  reason: row.reason,
  reviewedBy: row.reviewed_by,
  createdAt: new Date(row.created_at),
  reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
});

/** Applications in the staff scope of a status: the queue oldest first, decided ones newest first; at most 200. */
export async function selectApplications(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; status: string },
): Promise<ApplicationRow[]> {
  const rows = await db.query<StoredApplication>(
    `${APPLICATION_SELECT}
      where ($1::bigint[] is null or a.merchant_id = any($1)) and ($2::bigint is null or a.merchant_id = $2) and a.status = $3
      order by a.created_at ${q.status === 'applying' ? 'asc' : 'desc'}, a.id limit 200`,
    [q.scope, q.brandId, q.status],
  );
  return rows.map(toApplication);
}

/** One application in the staff scope, optionally locked (its row only); null when none. */
export async function selectApplication(q: Queryable, id: string, scope: string[] | null, lock = false): Promise<ApplicationRow | null> {
  const [row] = await q.query<StoredApplication>(
    `${APPLICATION_SELECT} where a.id = $1 and ($2::bigint[] is null or a.merchant_id = any($2))${lock ? ' for update of a' : ''}`,
    [id, scope],
  );
  return row ? toApplication(row) : null;
}

export async function markIssued(tx: Queryable, id: string, amountMinor: bigint, staffId: string, at: Date): Promise<void> {
  await tx.query(
    `update promotion_applications set status = 'issued', amount_minor = $2, reviewed_by = $3, reviewed_at = $4 where id = $1`,
    [id, amountMinor.toString(), staffId, at.toISOString()],
  );
}

export async function markRejected(tx: Queryable, id: string, reason: string, staffId: string, at: Date): Promise<void> {
  await tx.query(`update promotion_applications set status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4 where id = $1`, [
    id,
    reason,
    staffId,
    at.toISOString(),
  ]);
}

/** An application's image, for staff whose scope holds its brand (null otherwise). */
export async function selectApplicationImage(
  db: Queryable,
  uploadId: string,
  scope: string[] | null,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select u.content_type, u.bytes from uploads u
      where u.id = $1 and u.purpose = 'activity' and ($2::bigint[] is null or u.merchant_id = any($2))`,
    [uploadId, scope],
  );
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** A brand's currency code and minor digits (the Zalo reward's cap, decision 075); null for no such brand. */
export async function selectBrandCurrency(q: Queryable, brandId: string): Promise<{ code: string; digits: number } | null> {
  const [brand] = await q.query<{ code: string; digits: number }>(
    `select currency_code as code, currency_minor_digits as digits from merchants where id = $1`,
    [brandId],
  );
  return brand ?? null;
}
