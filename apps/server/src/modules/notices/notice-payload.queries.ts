import type { Queryable } from '../../db/client.ts';
import type { Banner, BannerLinkKind, NoticePlatform, Popup } from '@pkg/contracts/notices';

// `$1` brand, `$2` type, `$3` language, `$4` now, `$5` platform: switched on, in its window, on the platform.
const LIVE = `merchant_id = $1 and type = $2 and language = $3 and enabled
  and published_at <= $4 and (expires_at is null or expires_at > $4) and $5 = any(platforms)`;

/** The language to serve a type's notices in: the caller's when it has any live, else English. */
export async function servedLanguage(
  db: Queryable,
  brandId: string,
  type: 'H' | 'PU',
  language: string,
  now: Date,
  platform: NoticePlatform,
): Promise<string> {
  if (language === 'EN') return language;
  const rows = await db.query(`select 1 from announcements where ${LIVE} limit 1`, [brandId, type, language, now.toISOString(), platform]);
  return rows.length > 0 ? language : 'EN';
}

/** Live home banners in order. */
export async function selectBanners(
  db: Queryable,
  brandId: string,
  language: string,
  now: Date,
  platform: NoticePlatform,
): Promise<Banner[]> {
  const rows = await db.query<{ id: string; title: string; imageUrl: string; linkKind: BannerLinkKind | null; linkTarget: string | null }>(
    `select id::text as id, title, image_url as "imageUrl", link_kind as "linkKind", link_target as "linkTarget"
       from announcements where ${LIVE} and image_url is not null
      order by sort, published_at desc, id limit 20`,
    [brandId, 'H', language, now.toISOString(), platform],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.linkKind && row.linkTarget ? { kind: row.linkKind, target: row.linkTarget } : null,
  }));
}

/** Live popups for the audience (before or after login), in order. */
export async function selectPopups(
  db: Queryable,
  brandId: string,
  language: string,
  now: Date,
  platform: NoticePlatform,
  loggedIn: boolean,
): Promise<Popup[]> {
  return db.query<Popup>(
    `select id::text as id, title, content_html as content,
            coalesce(popup_frequency, 'session') as frequency, coalesce(popup_audience, 'after') as audience,
            left(md5(title || content_html || coalesce(popup_frequency, '') || coalesce(popup_audience, '')), 12) as version,
            to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as timestamp
       from announcements where ${LIVE} and coalesce(popup_audience, 'after') = any($6::text[])
      order by sort, published_at desc, id limit 10`,
    [brandId, 'PU', language, now.toISOString(), platform, loggedIn ? ['after', 'both'] : ['before', 'both']],
  );
}

/** A banner image of the brand (null when it has none by that id). */
export async function selectBannerImage(
  db: Queryable,
  brandId: string,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from uploads where id = $1 and purpose = 'banner' and merchant_id = $2`,
    [id, brandId],
  );
  const image = rows[0];
  return image ? { contentType: image.content_type, bytes: Buffer.from(image.bytes) } : null;
}
