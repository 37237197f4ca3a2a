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
  merchantId: string;
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

export const GOODS_COLUMNS = `id::text as id, merchant_id::text as "merchantId", name, description, kind, image_path as "imagePath",
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
export async function selectGoods(db: Queryable, merchantId: string, onlyEnabled: boolean): Promise<GoodsRow[]> {
  return db.query<GoodsRow>(
    `select ${GOODS_COLUMNS} from point_goods where merchant_id = $1 ${onlyEnabled ? 'and enabled' : ''} order by sort_order, id`,
    [merchantId],
  );
}

export async function selectGoodsById(db: Queryable, merchantId: string, id: string): Promise<GoodsRow | null> {
  const [row] = await db.query<GoodsRow>(`select ${GOODS_COLUMNS} from point_goods where id = $1 and merchant_id = $2`, [id, merchantId]);
  return row ?? null;
}

export interface RedemptionRow {
  id: string;
  merchantId: string;
  brandCode: string;
  accountId: string;
  username: string;
  goodsId: string;
  goodsName: string;
  imageId: string | null;
  imagePath: string | null;
  quantity: number;
  unit: string;
  points: string;
  address: string | null;
  status: RedemptionStatus;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  createdAt: Date | string;
}

export const REDEMPTION_COLUMNS = `r.id::text as id, r.merchant_id::text as "merchantId", m.code as "brandCode", r.account_id::text as "accountId",
  a.username, r.goods_id::text as "goodsId", r.goods_name as "goodsName", g.image_id::text as "imageId", g.image_path as "imagePath",
  r.quantity, r.unit, r.points::text as points, r.address, r.status, r.reason, s.username as "decidedBy", r.decided_at as "decidedAt",
  r.created_at as "createdAt"`;

export const REDEMPTION_FROM = `point_redemptions r join merchants m on m.id = r.merchant_id join accounts a on a.id = r.account_id
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
    points: row.points,
    address: row.address,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export async function selectRedemption(db: Queryable, id: string, scope: string[] | null, lock = false): Promise<RedemptionRow | null> {
  const [row] = await db.query<RedemptionRow>(
    `select ${REDEMPTION_COLUMNS} from ${REDEMPTION_FROM}
      where r.id = $1 and ($2::bigint[] is null or r.merchant_id = any($2::bigint[])) ${lock ? 'for update of r' : ''}`,
    [id, scope],
  );
  return row ?? null;
}

export interface EntryRow {
  id: string;
  kind: PointEntryView['kind'];
  points: string;
  balanceAfter: string;
  detail: Record<string, unknown>;
  createdAt: Date | string;
}

export const ENTRY_COLUMNS = `id::text as id, kind, points::text as points, balance_after::text as "balanceAfter", detail, created_at as "createdAt"`;

export function entryView(row: EntryRow): PointEntryView {
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
