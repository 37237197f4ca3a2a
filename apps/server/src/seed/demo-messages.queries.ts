/** The demo seeds' writes of messages and home notices (seedDemoMessages): only what is missing. */
import type { Queryable } from '../db/client.ts';

/** Adds a message to every player (those who register later too) unless the system sent one of that title already. */
export async function insertBroadcastIfMissing(
  tx: Queryable,
  message: { brandId: string; title: string; contentHtml: string; publishAt: string },
): Promise<void> {
  await tx.query(
    `insert into messages (merchant_id, title, content_html, audience, include_later_accounts, publish_at, created_at)
     select $1, $2, $3, 'all', true, $4, $4
      where not exists (select 1 from messages where merchant_id = $1 and title = $2 and created_by is null)`,
    [message.brandId, message.title, message.contentHtml, message.publishAt],
  );
}

/** Adds a home banner in one language unless it is there. */
export async function insertBannerIfMissing(
  tx: Queryable,
  banner: {
    brandId: string;
    language: string;
    slug: string;
    title: string;
    publishedAt: string;
    imageUrl: string;
    linkKind: string;
    linkTarget: string;
    sort: number;
  },
): Promise<void> {
  await tx.query(
    `insert into announcements (merchant_id, type, language, slug, title, content_html, published_at, image_url, link_kind, link_target, sort)
     values ($1, 'H', $2, $3, $4, '', $5, $6, $7, $8, $9) on conflict do nothing`,
    [
      banner.brandId,
      banner.language,
      banner.slug,
      banner.title,
      banner.publishedAt,
      banner.imageUrl,
      banner.linkKind,
      banner.linkTarget,
      banner.sort,
    ],
  );
}

/** Gives the responsible-play popup its execution rule (after login, once per login) unless it has one. */
export async function setResponsiblePlayPopupRule(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `update announcements set popup_frequency = 'session', popup_audience = 'after'
      where merchant_id = $1 and type = 'PU' and slug = 'responsible-play' and popup_frequency is null`,
    [brandId],
  );
}
