import type { Queryable } from '../../db/client.ts';

/** Readiness: the database answers a trivial statement. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}

export async function selectResources(db: Queryable, brandId: string) {
  return db.query<{ resourceType: 'IOS' | 'ANDROID' | 'IOS_LITE'; url: string; qrCodeUrl: string; labelNameEn: string }>(
    `select resource_type as "resourceType", url, qr_code_url as "qrCodeUrl", label_name_en as "labelNameEn"
       from merchant_resources where merchant_id = $1 order by sort, resource_type`,
    [brandId],
  );
}

export async function selectServiceLinks(db: Queryable, brandId: string) {
  return db.query<{ kind: 'livechat' | 'telegram' | 'email' | 'phone' | 'whatsapp' | 'viber'; label: string; url: string }>(
    'select kind, label, url from merchant_service_links where merchant_id = $1 order by sort, kind',
    [brandId],
  );
}

export async function selectFieldSettings(db: Queryable, brandId: string) {
  return db.query<{ field: string; enabled: boolean; required: boolean; pattern_id: string; min_length: number; max_length: number }>(
    'select field, enabled, required, pattern_id, min_length, max_length from register_field_settings where merchant_id = $1',
    [brandId],
  );
}

export async function selectDomains(db: Queryable, brandId: string) {
  return db.query<{ domain: string; is_primary: boolean }>(
    'select domain, is_primary from merchant_domains where merchant_id = $1 order by is_primary desc, domain',
    [brandId],
  );
}

/** Help articles in one language, with each category's title in that language; switched-off categories and articles are left out. */
export async function selectHelpArticles(db: Queryable, brandId: string, language: string) {
  return db.query<{ category_slug: string; category_title: string | null; slug: string; title: string; content_html: string }>(
    `select c.slug as category_slug, c.titles ->> $2 as category_title, a.slug, a.title, a.content_html
       from help_categories c join help_articles a on a.category_id = c.id
      where c.merchant_id = $1 and a.language = $2 and c.enabled and a.enabled
      order by c.sort, c.slug, a.sort, a.slug`,
    [brandId, language],
  );
}
