import type { Queryable } from '../../db/client.ts';
import type { Announcement, AnnouncementType } from '@pkg/contracts/notices';

/** One page of live announcements of a type in a language, newest first, with the total count. */
export async function selectAnnouncements(
  db: Queryable,
  brandId: string,
  type: AnnouncementType,
  language: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: Announcement[]; total: number }> {
  const rows = await db.query<Announcement & { total: string }>(
    `select id::text as id, type, title, content_html as content,
            to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as timestamp,
            count(*) over ()::text as total
       from announcements
      where merchant_id = $1 and type = $2 and language = $3
        and enabled and published_at <= $4 and (expires_at is null or expires_at > $4)
      order by published_at desc, id desc
      limit $5 offset $6`,
    [brandId, type, language, now.toISOString(), limit, offset],
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _total, ...announcement }) => announcement), total };
}

/** True when the language has a live announcement of the type (to pick the English fallback). */
export async function hasLiveAnnouncements(db: Queryable, brandId: string, type: AnnouncementType, language: string, now: Date) {
  const rows = await db.query(
    `select 1 from announcements
      where merchant_id = $1 and type = $2 and language = $3
        and enabled and published_at <= $4 and (expires_at is null or expires_at > $4)
      limit 1`,
    [brandId, type, language, now.toISOString()],
  );
  return rows.length > 0;
}
