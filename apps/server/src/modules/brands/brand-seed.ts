import type { AnnouncementType } from '@pkg/contracts/notices';
import type { GameType } from '@pkg/contracts/game-types';
import type { FeatureFlag } from '@pkg/contracts/feature-flags';
import type { Resource, ServiceLink, Theme } from '@pkg/contracts/system';
import type { Db, Queryable } from '../../db/client.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';

/** Everything one brand starts with; the demo seed and the operator CLI both write brands this way. */
export interface BrandSeed {
  code: string;
  name: string;
  logoUrl: string;
  theme?: Partial<Theme>;
  languages?: string[];
  legalAge?: number;
  /** The largest single reward in minor units (decision 051); none when not given. */
  maxRewardMinor?: bigint;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  socialLinks?: { telegram?: string | null; facebook?: string | null; youtube?: string | null };
  affiliateUrl?: string | null;
  aboutText?: Record<string, string>;
  systemStatus?: 0 | 1 | 2;
  blockedCountries?: string[];
  blockedIpRanges?: string[];
  dialingCountries?: string[];
  imageCdnHosts?: string[];
  gameCdnHosts?: string[];
  /** Game categories the brand does not offer (a jurisdiction's ban, or nothing to play yet). */
  disabledGameTypes?: GameType[];
  domains?: Array<{ domain: string; primary?: boolean }>;
  serviceLinks?: ServiceLink[];
  resources?: Resource[];
  helpCategories?: Array<{
    slug: string;
    titles: Record<string, string>;
    articles: Array<{ slug: string; language: string; title: string; html: string }>;
  }>;
  announcements?: Array<{ slug: string; type: AnnouncementType; language: string; title: string; html: string; publishedAt: string }>;
  vendors?: Array<{
    vendorCode: string;
    displayName: string;
    gameType: GameType;
    logoUrl: string;
    isHot?: boolean;
    isGame?: 'VASSALAGE' | 'GAME';
    /** seamless (default): play spends the main wallet; transfer: the player moves money into the vendor's wallet first. */
    walletType?: 'seamless' | 'transfer';
  }>;
}

/**
 * Writes a brand and its content unless they exist (keyed by code, domain and slug), so running
 * it again changes nothing and never overwrites what an operator changed since.
 * Returns the brand's id.
 */
export async function seedBrand(db: Db, seed: BrandSeed): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into merchants (code, name, logo_url, theme, languages, legal_age, flags, social_links, affiliate_url, about_text,
                              system_status, blocked_countries, blocked_ip_ranges, dialing_countries, image_cdn_hosts, game_cdn_hosts,
                              disabled_game_types, max_reward_minor)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
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
      ],
    );
    const [row] = await tx.query<{ id: string }>('select id::text as id from merchants where code = $1', [seed.code]);
    if (!row) throw new Error(`brand ${seed.code} was not written`);
    await seedContent(tx, row.id, seed);
    return row.id;
  });
}

async function seedContent(tx: Queryable, id: string, seed: BrandSeed) {
  for (const { domain, primary } of seed.domains ?? []) {
    await tx.query('insert into merchant_domains (domain, merchant_id, is_primary) values ($1, $2, $3) on conflict do nothing', [
      domain.toLowerCase(),
      id,
      primary ?? false,
    ]);
  }
  for (const [sort, link] of (seed.serviceLinks ?? []).entries()) {
    await tx.query(
      'insert into merchant_service_links (merchant_id, kind, label, url, sort) values ($1, $2, $3, $4, $5) on conflict do nothing',
      [id, link.kind, link.label, link.url, sort],
    );
  }
  for (const [sort, resource] of (seed.resources ?? []).entries()) {
    await tx.query(
      'insert into merchant_resources (merchant_id, resource_type, url, qr_code_url, label_name_en, sort) values ($1, $2, $3, $4, $5, $6) on conflict do nothing',
      [id, resource.resourceType, resource.url, resource.qrCodeUrl, resource.labelNameEn, sort],
    );
  }
  for (const [sort, category] of (seed.helpCategories ?? []).entries()) {
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
  for (const notice of seed.announcements ?? []) {
    await tx.query(
      'insert into announcements (merchant_id, type, language, slug, title, content_html, published_at) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing',
      [id, notice.type, notice.language, notice.slug, notice.title, sanitizeOperatorHtml(notice.html), notice.publishedAt],
    );
  }
  for (const [sort, vendor] of (seed.vendors ?? []).entries()) {
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
}
