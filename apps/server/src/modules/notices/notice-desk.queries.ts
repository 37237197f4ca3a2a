import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import type { AnnouncementType, BoNotice, BoNoticeInput, BoNoticeKind } from '@pkg/contracts/notices';

/** Banners are home announcements (type H), popups popup announcements (type PU); the plain announcements keep their types (decision 036). */
export const TYPE_OF_KIND: Record<BoNoticeKind, AnnouncementType> = {
  banner: 'H',
  popup: 'PU',
  bulletin: 'B',
  player: 'PL',
  promotion: 'PR',
  agents: 'AG',
};
const DESK_TYPES = Object.values(TYPE_OF_KIND);
const KIND_OF_TYPE = `case type ${Object.entries(TYPE_OF_KIND)
  .map(([kind, type]) => `when '${type}' then '${kind}'`)
  .join(' ')} end`;

const DESK_COLUMNS = `id::text as id, merchant_id::text as "brandId", ${KIND_OF_TYPE} as kind, language, title,
  content_html as html, image_url as "imageUrl",
  case when link_kind is null then null else json_build_object('kind', link_kind, 'target', link_target) end as link,
  sort, platforms, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startAt",
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endAt",
  coalesce(popup_frequency, 'session') as frequency, coalesce(popup_audience, 'after') as audience, enabled`;

export async function selectDeskNotices(
  db: Queryable,
  filter: { scope: string[] | null; kind: BoNoticeKind; brandId?: string | undefined },
): Promise<BoNotice[]> {
  return db.query<BoNotice>(
    `select ${DESK_COLUMNS} from announcements
      where type = $1 and ($2::bigint[] is null or merchant_id = any($2)) and ($3::bigint is null or merchant_id = $3)
      order by merchant_id, sort, published_at desc, id desc limit 200`,
    [TYPE_OF_KIND[filter.kind], filter.scope, filter.brandId ?? null],
  );
}

export async function selectDeskNotice(db: Queryable, scope: string[] | null, id: string, lock = false): Promise<BoNotice | null> {
  const [row] = await db.query<BoNotice>(
    `select ${DESK_COLUMNS} from announcements
      where id = $1 and type = any($3::text[]) and ($2::bigint[] is null or merchant_id = any($2))${lock ? ' for update' : ''}`,
    [id, scope, DESK_TYPES],
  );
  return row ?? null;
}

/** The columns an input sets, in the order of the statements below ($2 onwards). */
function values(input: BoNoticeInput, html: string, staffId: string) {
  return [
    input.language,
    input.title,
    html,
    input.imageUrl ?? null,
    input.link?.kind ?? null,
    input.link?.target ?? null,
    input.sort,
    input.platforms,
    input.startAt,
    input.endAt,
    input.kind === 'popup' ? input.frequency : null,
    input.kind === 'popup' ? input.audience : null,
    input.enabled,
    staffId,
  ];
}

export async function insertNotice(tx: Queryable, input: BoNoticeInput, html: string, slug: string, staffId: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into announcements (merchant_id, language, title, content_html, image_url, link_kind, link_target, sort, platforms,
                                published_at, expires_at, popup_frequency, popup_audience, enabled, updated_by, type, slug)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $14, $15, $16, $17) returning id::text as id`,
    [input.brandId, ...values(input, html, staffId), TYPE_OF_KIND[input.kind], slug],
  );
  return row!.id;
}

export async function updateNotice(tx: Queryable, id: string, input: BoNoticeInput, html: string, staffId: string): Promise<void> {
  await tx.query(
    `update announcements set language = $2, title = $3, content_html = $4, image_url = $5, link_kind = $6, link_target = $7, sort = $8,
            platforms = $9::text[], published_at = $10, expires_at = $11, popup_frequency = $12, popup_audience = $13, enabled = $14,
            updated_by = $15
      where id = $1`,
    [id, ...values(input, html, staffId)],
  );
}

/** Stores a banner image (checked and re-encoded) of a brand, owned by the staff member who sent it. */
export async function insertBannerImage(
  tx: Queryable,
  image: { id: string; brandId: string; staffId: string; contentType: string; bytes: Uint8Array; width: number; height: number; at: Date },
): Promise<void> {
  await tx.query(
    `insert into uploads (id, merchant_id, account_id, staff_id, purpose, content_type, bytes, byte_size, sha256, width, height, created_at)
     values ($1, $2, null, $3, 'banner', $4, $5, $6, $7, $8, $9, $10)`,
    [
      image.id,
      image.brandId,
      image.staffId,
      image.contentType,
      image.bytes,
      image.bytes.length,
      createHash('sha256').update(image.bytes).digest('hex'),
      image.width,
      image.height,
      image.at.toISOString(),
    ],
  );
}
