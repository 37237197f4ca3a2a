import { DEFAULT_CURRENCY } from '@pkg/money/money';
import type { Queryable } from '../../db/client.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import type { BrandSeed } from './brand-seed.types.ts';

/** Writes the brand's merchants row unless its code exists; its id either way. */
export async function insertBrandUnlessExists(tx: Queryable, seed: BrandSeed): Promise<string> {
  await tx.query(
    `insert into merchants (code, name, logo_url, theme, languages, legal_age, flags, social_links, affiliate_url, about_text,
                              system_status, blocked_countries, blocked_ip_ranges, dialing_countries, image_cdn_hosts, game_cdn_hosts,
                              disabled_game_types, max_reward_minor, currency_symbol, first_login_action)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       on conflict (code) do nothing`,
    [
      seed.code,
      seed.name,
      seed.logoUrl,
      JSON.stringify(seed.theme ?? {}),
      seed.languages ?? ['TY', 'EN', 'ZH', 'TH', 'VI'],
      seed.legalAge ?? 18,
      JSON.stringify(seed.flags ?? {}),
      JSON.stringify(seed.socialLinks ?? {}),
      seed.affiliateUrl ?? null,
      JSON.stringify(seed.aboutText ?? {}),
      seed.systemStatus ?? 0,
      seed.blockedCountries ?? [],
      seed.blockedIpRanges ?? [],
      seed.dialingCountries ?? ['PH'],
      seed.imageCdnHosts ?? [],
      seed.gameCdnHosts ?? [],
      seed.disabledGameTypes ?? [],
      seed.maxRewardMinor?.toString() ?? null,
      seed.currencySymbol ?? DEFAULT_CURRENCY.symbol,
      seed.firstLoginAction ?? 'none',
    ],
  );
  const [row] = await tx.query<{ id: string }>('select id::text as id from merchants where code = $1', [seed.code]);
  if (!row) throw new Error(`brand ${seed.code} was not written`);
  return row.id;
}

type Seeded<K extends 'domains' | 'serviceLinks' | 'resources' | 'helpCategories' | 'announcements' | 'vendors'> = NonNullable<
  BrandSeed[K]
>[number];

export async function insertDomain(tx: Queryable, id: string, { domain, primary }: Seeded<'domains'>): Promise<void> {
  await tx.query('insert into merchant_domains (domain, merchant_id, is_primary) values ($1, $2, $3) on conflict do nothing', [
    domain.toLowerCase(),
    id,
    primary ?? false,
  ]);
}

export async function insertServiceLink(tx: Queryable, id: string, link: Seeded<'serviceLinks'>, sort: number): Promise<void> {
  await tx.query(
    'insert into merchant_service_links (merchant_id, kind, label, url, sort) values ($1, $2, $3, $4, $5) on conflict do nothing',
    [id, link.kind, link.label, link.url, sort],
  );
}

export async function insertResource(tx: Queryable, id: string, resource: Seeded<'resources'>, sort: number): Promise<void> {
  await tx.query(
    'insert into merchant_resources (merchant_id, resource_type, url, qr_code_url, label_name_en, sort) values ($1, $2, $3, $4, $5, $6) on conflict do nothing',
    [id, resource.resourceType, resource.url, resource.qrCodeUrl, resource.labelNameEn, sort],
  );
}

/** Writes a help category unless its slug exists, then its articles unless theirs do (the HTML sanitised). */
export async function insertHelpCategory(tx: Queryable, id: string, category: Seeded<'helpCategories'>, sort: number): Promise<void> {
  await tx.query('insert into help_categories (merchant_id, slug, titles, sort) values ($1, $2, $3, $4) on conflict do nothing', [
    id,
    category.slug,
    JSON.stringify(category.titles),
    sort,
  ]);
  const [cat] = await tx.query<{ id: string }>('select id::text as id from help_categories where merchant_id = $1 and slug = $2', [
    id,
    category.slug,
  ]);
  for (const [articleSort, article] of category.articles.entries()) {
    await tx.query(
      'insert into help_articles (category_id, slug, language, title, content_html, sort) values ($1, $2, $3, $4, $5, $6) on conflict do nothing',
      [cat?.id, article.slug, article.language, article.title, sanitizeOperatorHtml(article.html), articleSort],
    );
  }
}

export async function insertAnnouncement(tx: Queryable, id: string, notice: Seeded<'announcements'>): Promise<void> {
  await tx.query(
    'insert into announcements (merchant_id, type, language, slug, title, content_html, published_at) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing',
    [id, notice.type, notice.language, notice.slug, notice.title, sanitizeOperatorHtml(notice.html), notice.publishedAt],
  );
}

export async function insertVendor(tx: Queryable, id: string, vendor: Seeded<'vendors'>, sort: number): Promise<void> {
  await tx.query(
    `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, is_hot, logo_url, is_game, sort, wallet_type)
       values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
    [
      id,
      vendor.vendorCode,
      vendor.displayName,
      vendor.gameType,
      vendor.isHot ?? false,
      vendor.logoUrl,
      vendor.isGame ?? 'GAME',
      sort,
      vendor.walletType ?? 'seamless',
    ],
  );
}
