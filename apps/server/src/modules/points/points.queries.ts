import type { PointEntryView, PointGoodsView, RedemptionStatus, RedemptionView } from '@pkg/contracts/points';
import { API } from '@pkg/contracts/routes';
import type { Queryable } from '../../db/client.ts';

/** Where a good's image is served: an uploaded image's route, the site path it was given, or none. */
export function imageUrlOf(imageId: string | null, imagePath: string | null): string | null {
  if (imageId) return API.pointGoodsImage.replace(':id', imageId);
  return imagePath;
}

export interface GoodsRow {
  id: string;
  brandId: string;
  name: string;
  description: string;
  kind: 'physical' | 'virtual';
  imagePath: string | null;
  imageId: string | null;
  pointsRequired: string;
  /** Valid bets (minor units) a player must have made to redeem it. */
  requiredValidBetMinor: string;
  stock: number;
  unit: string;
  enabled: boolean;
  sortOrder: number;
  redeemed: number;
  updatedAt: Date | string;
}

export const GOODS_COLUMNS = `id::text as id, merchant_id::text as "brandId", name, description, kind, image_path as "imagePath",
  image_id::text as "imageId", points_required::text as "pointsRequired", amount_required_minor::text as "requiredValidBetMinor", stock, unit,
  enabled, sort_order as "sortOrder", redeemed, updated_at as "updatedAt"`;

export function goodsView(row: GoodsRow): PointGoodsView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    imageUrl: imageUrlOf(row.imageId, row.imagePath),
    pointsRequired: row.pointsRequired,
    requiredValidBetMinor: row.requiredValidBetMinor,
    stock: row.stock,
    unit: row.unit,
  };
}

/** A brand's goods: the enabled ones (players) or all (staff), in display order. */
export async function selectGoods(db: Queryable, brandId: string, onlyEnabled: boolean): Promise<GoodsRow[]> {
  return db.query<GoodsRow>(
    `select ${GOODS_COLUMNS} from point_goods where merchant_id = $1 ${onlyEnabled ? 'and enabled' : ''} order by sort_order, id`,
    [brandId],
  );
}

export async function selectGoodsById(db: Queryable, brandId: string, id: string): Promise<GoodsRow | null> {
  const [row] = await db.query<GoodsRow>(`select ${GOODS_COLUMNS} from point_goods where id = $1 and merchant_id = $2`, [id, brandId]);
  return row ?? null;
}

/** A redemption with its brand, player, good and deciding staff member; points as bigint. */
export interface RedemptionRow {
  id: string;
  brandId: string;
  brandCode: string;
  accountId: string;
  username: string;
  goodsId: string;
  goodsName: string;
  imageId: string | null;
  imagePath: string | null;
  quantity: number;
  unit: string;
  points: bigint;
  address: string | null;
  status: RedemptionStatus;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  createdAt: Date | string;
}

type StoredRedemption = Omit<RedemptionRow, 'points'> & { points: string };

const toRedemption = (row: StoredRedemption): RedemptionRow => ({ ...row, points: BigInt(row.points) });

const REDEMPTION_COLUMNS = `r.id::text as id, r.merchant_id::text as "brandId", m.code as "brandCode", r.account_id::text as "accountId",
  a.username, r.goods_id::text as "goodsId", r.goods_name as "goodsName", g.image_id::text as "imageId", g.image_path as "imagePath",
  r.quantity, r.unit, r.points::text as points, r.address, r.status, r.reason, s.username as "decidedBy", r.decided_at as "decidedAt",
  r.created_at as "createdAt"`;

const REDEMPTION_FROM = `point_redemptions r join merchants m on m.id = r.merchant_id join accounts a on a.id = r.account_id
  join point_goods g on g.id = r.goods_id left join staff s on s.id = r.decided_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function redemptionView(row: RedemptionRow): RedemptionView {
  return {
    id: row.id,
    goodsId: row.goodsId,
    goodsName: row.goodsName,
    imageUrl: imageUrlOf(row.imageId, row.imagePath),
    quantity: row.quantity,
    unit: row.unit,
    points: row.points.toString(),
    address: row.address,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export async function selectRedemption(db: Queryable, id: string, scope: string[] | null, lock = false): Promise<RedemptionRow | null> {
  const [row] = await db.query<StoredRedemption>(
    `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM}
      where r.id = $1 and ($2::bigint[] is null or r.merchant_id = any($2::bigint[])) ${lock ? 'for update of r' : ''}`,
    [id, scope],
  );
  return row ? toRedemption(row) : null;
}

interface EntryRow {
  id: string;
  kind: PointEntryView['kind'];
  points: string;
  balanceAfter: string;
  detail: Record<string, unknown>;
  createdAt: Date | string;
}

const ENTRY_COLUMNS = `id::text as id, kind, points::text as points, balance_after::text as "balanceAfter", detail, created_at as "createdAt"`;

function entryView(row: EntryRow): PointEntryView {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    balanceAfter: row.balanceAfter,
    detail: row.detail,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Total pages of a list of `total` rows. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page of the player's redemptions, newest first, optionally of one status; with the total. */
export async function selectOwnRedemptions(
  db: Queryable,
  q: { brandId: string; accountId: string; status: RedemptionStatus | null; limit: number; offset: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const params = [q.brandId, q.accountId, q.status];
  const where = `r.merchant_id = $1 and r.account_id = $2 and ($3::text is null or r.status = $3)`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from point_redemptions r where ${where}`, params);
  const rows = await db.query<StoredRedemption>(
    `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM} where ${where} order by r.id desc limit $4 offset $5`,
    [...params, q.limit, q.offset],
  );
  return { rows: rows.map(toRedemption), total: count?.total ?? 0 };
}

/** A page of the player's journal, newest first, between two instants (either may be open); with the total. */
export async function selectOwnJournal(
  db: Queryable,
  q: { brandId: string; accountId: string; from: string | null; to: string | null; limit: number; offset: number },
): Promise<{ entries: PointEntryView[]; total: number }> {
  const params = [q.brandId, q.accountId, q.from, q.to];
  const where = `merchant_id = $1 and account_id = $2 and ($3::timestamptz is null or created_at >= $3) and ($4::timestamptz is null or created_at < $4)`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from point_journal where ${where}`, params);
  const rows = await db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from point_journal where ${where} order by created_at desc, id desc limit $5 offset $6`,
    [...params, q.limit, q.offset],
  );
  return { entries: rows.map(entryView), total: count?.total ?? 0 };
}

/** A player's journal for staff, newest first, paged by the last id seen. */
export async function selectJournalBefore(
  db: Queryable,
  q: { brandId: string; accountId: string; before: number | null; limit: number },
): Promise<PointEntryView[]> {
  const rows = await db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from point_journal where account_id = $1 and merchant_id = $2 and ($3::bigint is null or id < $3)
      order by id desc limit $4`,
    [q.accountId, q.brandId, q.before, q.limit],
  );
  return rows.map(entryView);
}

/**
 * Takes `quantity` items of an enabled good from its stock, never below zero; answers the good's
 * points per item, name and unit, or null when it is switched off or short.
 */
export async function takeStock(
  tx: Queryable,
  brandId: string,
  goodsId: string,
  quantity: number,
): Promise<{ pointsRequired: bigint; name: string; unit: string } | null> {
  const [taken] = await tx.query<{ pointsRequired: string; name: string; unit: string }>(
    `update point_goods set stock = stock - $3, redeemed = redeemed + $3
      where id = $1 and merchant_id = $2 and enabled and stock >= $3
      returning points_required::text as "pointsRequired", name, unit`,
    [goodsId, brandId, quantity],
  );
  return taken ? { pointsRequired: BigInt(taken.pointsRequired), name: taken.name, unit: taken.unit } : null;
}

/** Writes a redemption in process; its id. */
export async function insertRedemption(
  tx: Queryable,
  r: {
    brandId: string;
    accountId: string;
    goodsId: string;
    goodsName: string;
    unit: string;
    quantity: number;
    points: bigint;
    address: string | null;
    at: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into point_redemptions (merchant_id, account_id, goods_id, goods_name, unit, quantity, points, address, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'in_process', $9) returning id::text as id`,
    [r.brandId, r.accountId, r.goodsId, r.goodsName, r.unit, r.quantity, r.points.toString(), r.address, r.at.toISOString()],
  );
  if (!row) throw new Error('redemption not written');
  return row.id;
}

/** One redemption by id, whatever the scope (the caller has just written or checked it). */
export async function selectRedemptionById(tx: Queryable, id: string): Promise<RedemptionRow> {
  const [stored] = await tx.query<StoredRedemption>(`select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM} where r.id = $1`, [id]);
  return toRedemption(stored as StoredRedemption);
}

/** Writes a conversion of points to cash; its id. */
export async function insertConversion(
  tx: Queryable,
  c: { brandId: string; accountId: string; points: bigint; cashMinor: bigint; currency: string; at: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into point_conversions (merchant_id, account_id, points, cash_minor, currency, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
    [c.brandId, c.accountId, c.points.toString(), c.cashMinor.toString(), c.currency, c.at.toISOString()],
  );
  if (!row) throw new Error('conversion not written');
  return row.id;
}

/** Links a conversion to the ledger transfer that paid it. */
export async function setConversionTransfer(tx: Queryable, id: string, transferId: string): Promise<void> {
  await tx.query(`update point_conversions set transfer_id = $2 where id = $1`, [id, transferId]);
}

/** A goods image of the brand (null when it has none by that id). */
export async function selectGoodsImage(db: Queryable, brandId: string, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [image] = await db.query<{ contentType: string; bytes: Uint8Array }>(
    `select content_type as "contentType", bytes from point_goods_images where id = $1 and merchant_id = $2`,
    [id, brandId],
  );
  return image ? { contentType: image.contentType, bytes: Buffer.from(image.bytes) } : null;
}

/**
 * Claims an Idempotency-Key for a player call; false when the key was claimed before (then
 * selectPointRequest answers what it was).
 */
export async function claimPointRequest(
  tx: Queryable,
  call: { accountId: string; key: string; operation: string; hash: string },
  at: Date,
): Promise<boolean> {
  const claimed = await tx.query(
    `insert into point_requests (account_id, idempotency_key, operation, request_hash, created_at)
     values ($1, $2, $3, $4, $5) on conflict (account_id, idempotency_key) do nothing returning 1`,
    [call.accountId, call.key, call.operation, call.hash, at.toISOString()],
  );
  return claimed.length > 0;
}

/** The call stored under a key: its operation, body fingerprint and answer. */
export async function selectPointRequest(
  tx: Queryable,
  accountId: string,
  key: string,
): Promise<{ operation: string; requestHash: string; response: unknown } | null> {
  const [row] = await tx.query<{ operation: string; requestHash: string; response: unknown }>(
    `select operation, request_hash as "requestHash", response from point_requests where account_id = $1 and idempotency_key = $2`,
    [accountId, key],
  );
  return row ?? null;
}

/** Stores the answer of a claimed call, for its repeats. */
export async function storePointResponse(tx: Queryable, accountId: string, key: string, value: unknown): Promise<void> {
  await tx.query(`update point_requests set response = $3::jsonb where account_id = $1 and idempotency_key = $2`, [
    accountId,
    key,
    JSON.stringify(value),
  ]);
}

/** Redemptions in the staff scope, newest first, by status and brand, paged by the last id seen. */
export async function selectRedemptionQueue(
  db: Queryable,
  q: { scope: string[] | null; status: RedemptionStatus | null; brandId: string | null; before: number | null; limit: number },
): Promise<RedemptionRow[]> {
  const rows = await db.query<StoredRedemption>(
    `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM}
      where ($1::bigint[] is null or r.merchant_id = any($1::bigint[])) and ($2::text is null or r.status = $2)
        and ($3::bigint is null or r.merchant_id = $3) and ($4::bigint is null or r.id < $4)
      order by r.id desc limit $5`,
    [q.scope, q.status, q.brandId, q.before, q.limit],
  );
  return rows.map(toRedemption);
}
