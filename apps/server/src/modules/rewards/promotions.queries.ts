import type { Queryable } from '../../db/client.ts';
import type { PromotionKind } from '@pkg/contracts/promotions';

export interface PromotionRow {
  id: string;
  brandId: string;
  kind: PromotionKind;
  category: string;
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  rules: Record<string, unknown>;
  wageringBp: number;
  startsAt: Date;
  endsAt: Date | null;
  status: 'draft' | 'live' | 'closed';
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

interface Stored {
  id: string;
  merchant_id: string;
  kind: PromotionKind;
  category: string;
  title: string;
  summary: string;
  content: string;
  image_url: string | null;
  rules: Record<string, unknown> | string;
  wagering_bp: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  status: 'draft' | 'live' | 'closed';
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PROMOTION_COLUMNS = `id::text, merchant_id::text, kind, category, title, summary, content, image_url, rules, wagering_bp,
  starts_at, ends_at, status, sort, created_at, updated_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toPromotion(row: Stored): PromotionRow {
  return {
    id: row.id,
    brandId: row.merchant_id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.image_url,
    rules: typeof row.rules === 'string' ? (JSON.parse(row.rules) as Record<string, unknown>) : row.rules,
    wageringBp: row.wagering_bp,
    startsAt: date(row.starts_at),
    endsAt: row.ends_at ? date(row.ends_at) : null,
    status: row.status,
    sort: row.sort,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** The brand's live promotions (running or coming), by sort then newest start. */
export async function selectLivePromotions(db: Queryable, brandId: string): Promise<PromotionRow[]> {
  const rows = await db.query<Stored>(
    `select ${PROMOTION_COLUMNS} from promotions where merchant_id = $1 and status = 'live' order by sort, starts_at desc, id desc`,
    [brandId],
  );
  return rows.map(toPromotion);
}

/** Live promotions of some kinds across all brands (the jobs' work list). */
export async function selectLiveOfKinds(db: Queryable, kinds: readonly PromotionKind[]): Promise<PromotionRow[]> {
  const rows = await db.query<Stored>(
    `select ${PROMOTION_COLUMNS} from promotions where status = 'live' and kind = any($1::text[]) order by id`,
    [kinds],
  );
  return rows.map(toPromotion);
}

export async function selectPromotion(db: Queryable, brandId: string, id: string, lock = false): Promise<PromotionRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = await db.query<Stored>(
    `select ${PROMOTION_COLUMNS} from promotions where id = $1 and merchant_id = $2 ${lock ? 'for update' : ''}`,
    [id, brandId],
  );
  return rows[0] ? toPromotion(rows[0]) : null;
}

/** Running now: live, started, not ended. */
export function isRunning(promotion: PromotionRow, now: Date): boolean {
  return promotion.status === 'live' && promotion.startsAt <= now && (!promotion.endsAt || promotion.endsAt > now);
}

/** Players' credited deposits: deposit postings (`p`) into main wallets (`w`); callers add `and ...`. */
const DEPOSIT_POSTINGS = `ledger_postings p join ledger_accounts w on w.id = p.account_id
  where p.code = 'deposit' and p.amount > 0 and w.kind = 'player_main'`;

/** The main-wallet deposits credited to players of a brand in [start, end): who, how much, when (postings by brand and time). */
export async function depositsInWindow(
  db: Queryable,
  q: { brandId: string; currency: string; start: Date; end: Date; accountIds?: readonly string[] },
): Promise<{ accountId: string; amountMinor: bigint; at: Date; transferId: string }[]> {
  const params: unknown[] = [q.brandId, q.currency, q.start.toISOString(), q.end.toISOString()];
  let only = '';
  if (q.accountIds) {
    params.push(q.accountIds);
    only = 'and w.owner_account_id = any($5::bigint[])';
  }
  const rows = await db.query<{ account_id: string; amount: string; created_at: Date | string; id: string }>(
    `select w.owner_account_id::text as account_id, p.amount::text as amount, p.created_at, p.transfer_id::text as id
       from ${DEPOSIT_POSTINGS}
        and p.merchant_id = $1 and p.currency = $2 and p.created_at >= $3 and p.created_at < $4 ${only}
      order by p.created_at, p.transfer_id`,
    params,
  );
  return rows.map((row) => ({ accountId: row.account_id, amountMinor: BigInt(row.amount), at: date(row.created_at), transferId: row.id }));
}

/** Whether the player had a deposit credited before the given one (a first-deposit bonus is for the first only). */
export async function hadDepositBefore(
  db: Queryable,
  brandId: string,
  accountId: string,
  before: Date,
  transferId: string,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from ${DEPOSIT_POSTINGS}
        and w.owner_account_id = $2 and w.merchant_id = $1 and (p.created_at < $3 or (p.created_at = $3 and p.transfer_id < $4)) limit 1`,
    [brandId, accountId, before.toISOString(), transferId],
  );
  return rows.length > 0;
}

/**
 * Whether the player has asked for a withdrawal (pending or paid; a rejected one gave the money
 * back) since their first credited deposit: a first-deposit bonus is then no longer claimable
 * (decision 030). The claim reads it under the player's wagering lock, which a withdrawal request
 * also takes before its hold, so a claim and a withdrawal sent together cannot both go through.
 */
export async function withdrewSinceFirstDeposit(db: Queryable, brandId: string, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from withdrawals wd
      where wd.merchant_id = $1 and wd.account_id = $2 and wd.status in ('requested', 'approved')
        and wd.requested_at >= (select min(p.created_at) from ${DEPOSIT_POSTINGS} and w.merchant_id = $1 and w.owner_account_id = $2)
      limit 1`,
    [brandId, accountId],
  );
  return rows.length > 0;
}
