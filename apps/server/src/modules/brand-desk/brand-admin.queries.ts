import type { GameType } from '@pkg/contracts/game-types';
import type { Resource, ServiceLink, SocialLinks, Theme } from '@pkg/contracts/system';
import type { Queryable } from '../../db/client.ts';
import type { StoredFieldRule } from './brand-admin.types.ts';

/** A merchants row as an operator's view of the brand reads it. */
export interface BrandRow {
  id: string;
  code: string;
  name: string;
  logo_url: string;
  system_status: number;
  legal_age: number;
  languages: string[];
  default_language: string;
  currency_code: string;
  currency_symbol: string;
  currency_minor_digits: number;
  flags: Record<string, unknown>;
  theme: Partial<Theme>;
  social_links: Partial<SocialLinks>;
  affiliate_url: string | null;
  max_reward_minor: string | null;
  rg_deposit_limits: Record<string, unknown>;
  first_login_action: string;
  payment_wait_alert_minutes: number;
  site_menu: Record<string, unknown>;
  site_routes_off: string[];
  about_text: Record<string, string>;
  disabled_game_types: GameType[];
  blocked_countries: string[];
  blocked_ip_ranges: string[];
  dialing_countries: string[];
  created_at: string;
  updated_at: string;
}

/** True when a brand has this code. */
export async function brandCodeTaken(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from merchants where code = $1', [code])).length > 0;
}

/** A brand's code by its id; null when there is none. */
export async function selectBrandCodeById(db: Queryable, brandId: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>('select code from merchants where id = $1', [brandId]);
  return row?.code ?? null;
}

/** Locks a brand by code and reads its blocks; undefined when there is none. */
export async function lockBrandBlocks(
  tx: Queryable,
  code: string,
): Promise<{ id: string; blocked_countries: string[]; blocked_ip_ranges: string[] } | undefined> {
  const [current] = await tx.query<{ id: string; blocked_countries: string[]; blocked_ip_ranges: string[] }>(
    'select id::text as id, blocked_countries, blocked_ip_ranges from merchants where code = $1 for update',
    [code],
  );
  return current;
}

/** The first settings an update names (null keeps a value), flags merged over the stored ones, the blocks replaced. */
export async function updateBrandBasics(
  tx: Queryable,
  brandId: string,
  basics: {
    name: string | null;
    logoUrl: string | null;
    systemStatus: number | null;
    legalAge: number | null;
    flags: Record<string, unknown>;
    countries: string[];
    ranges: string[];
  },
): Promise<void> {
  await tx.query(
    `update merchants set name = coalesce($2, name), logo_url = coalesce($3, logo_url), system_status = coalesce($4, system_status),
              legal_age = coalesce($5, legal_age), flags = flags || $6::jsonb, blocked_countries = $7, blocked_ip_ranges = $8,
              updated_at = now()
        where id = $1`,
    [
      brandId,
      basics.name,
      basics.logoUrl,
      basics.systemStatus,
      basics.legalAge,
      JSON.stringify(basics.flags),
      basics.countries,
      basics.ranges,
    ],
  );
}

/** True when the brand has a primary domain. */
export async function hasPrimaryDomain(tx: Queryable, brandId: string): Promise<boolean> {
  const [primary] = await tx.query('select 1 from merchant_domains where merchant_id = $1 and is_primary', [brandId]);
  return primary !== undefined;
}

/** Adds a domain to a brand (nothing when it is there already). */
export async function insertDomain(tx: Queryable, brandId: string, domain: string, primary: boolean): Promise<void> {
  await tx.query('insert into merchant_domains (domain, merchant_id, is_primary) values ($1, $2, $3) on conflict do nothing', [
    domain,
    brandId,
    primary,
  ]);
}

/** Adds a contact after the brand's others (nothing when it is there already). */
export async function appendServiceLink(tx: Queryable, brandId: string, link: ServiceLink): Promise<void> {
  await tx.query(
    `insert into merchant_service_links (merchant_id, kind, label, url, sort)
         values ($1, $2, $3, $4, (select coalesce(max(sort) + 1, 0) from merchant_service_links where merchant_id = $1))
         on conflict do nothing`,
    [brandId, link.kind, link.label, link.url],
  );
}

/** Which of the domains belong to brands other than `ownId` (null: to any brand), with those brands' codes. */
export async function selectForeignDomains(
  db: Queryable,
  domains: string[],
  ownId: string | null,
): Promise<Array<{ domain: string; code: string }>> {
  return db.query<{ domain: string; code: string }>(
    `select d.domain, m.code from merchant_domains d join merchants m on m.id = d.merchant_id
      where d.domain = any($1) and ($2::bigint is null or d.merchant_id <> $2::bigint)`,
    [domains, ownId],
  );
}

export async function selectBrandRow(db: Queryable, code: string): Promise<BrandRow | undefined> {
  const [row] = await db.query<BrandRow>(
    `select id::text as id, code, name, logo_url, system_status, legal_age, languages, default_language, currency_code,
            currency_symbol, currency_minor_digits, flags, theme, social_links, affiliate_url, max_reward_minor::text, rg_deposit_limits, first_login_action, payment_wait_alert_minutes, site_menu, site_routes_off, about_text, disabled_game_types,
            blocked_countries, blocked_ip_ranges, dialing_countries,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
       from merchants where code = $1`,
    [code],
  );
  return row;
}

/** A brand's domains, the primary first. */
export async function selectDomains(db: Queryable, brandId: string): Promise<Array<{ domain: string; primary: boolean }>> {
  return db.query<{ domain: string; primary: boolean }>(
    'select domain, is_primary as "primary" from merchant_domains where merchant_id = $1 order by is_primary desc, domain',
    [brandId],
  );
}

export async function selectServiceLinks(db: Queryable, brandId: string): Promise<ServiceLink[]> {
  return db.query<ServiceLink>('select kind, label, url from merchant_service_links where merchant_id = $1 order by sort, kind', [brandId]);
}

export async function selectVendorCodes(db: Queryable, brandId: string): Promise<string[]> {
  const vendors = await db.query<{ vendor_code: string }>(
    'select vendor_code from game_vendors where merchant_id = $1 order by sort, vendor_code',
    [brandId],
  );
  return vendors.map((vendor) => vendor.vendor_code);
}

/** Every brand by code, with its status and domains (the primary first). */
export async function selectBrandSummaries(
  db: Queryable,
): Promise<Array<{ code: string; name: string; system_status: number; domains: string[] | null }>> {
  return db.query<{ code: string; name: string; system_status: number; domains: string[] | null }>(
    `select m.code, m.name, m.system_status,
            array(select d.domain from merchant_domains d where d.merchant_id = m.id order by d.is_primary desc, d.domain) as domains
       from merchants m order by m.code`,
  );
}

/** The settings beyond the first ones, each changed only where the input names it (see brand-admin's writeSettings). */
export interface SettingsUpdate {
  theme: Record<string, string>;
  languages: string[] | null;
  defaultLanguage: string | null;
  socialLinks: Record<string, string | null>;
  /** Undefined keeps the affiliate link; null removes it. */
  affiliateUrl: string | null | undefined;
  aboutText: Record<string, string>;
  aboutTextRemoved: string[];
  /** Undefined keeps the largest single reward; null removes it. */
  maxRewardMinor: string | null | undefined;
  depositLimits: Record<string, string>;
  depositLimitsRemoved: string[];
  /** Null keeps the first-login action (decision 064). */
  firstLoginAction: string | null;
  /** Null keeps the dashboard's waiting time (issue 37). */
  paymentWaitAlertMinutes: number | null;
  /** Null keeps the menu settings and the pages switched off (decision 074). */
  siteMenu: object | null;
  siteRoutesOff: string[] | null;
}

export async function updateBrandSettings(tx: Queryable, brandId: string, update: SettingsUpdate): Promise<void> {
  await tx.query(
    `update merchants set theme = theme || $2::jsonb, languages = coalesce($3::text[], languages), default_language = coalesce($4, default_language),
            social_links = social_links || $5::jsonb, affiliate_url = case when $6::boolean then $7 else affiliate_url end,
            about_text = (about_text || $8::jsonb) - $9::text[],
            max_reward_minor = case when $10::boolean then $11::bigint else max_reward_minor end,
            rg_deposit_limits = (rg_deposit_limits || $12::jsonb) - $13::text[],
            first_login_action = coalesce($14, first_login_action),
            site_menu = coalesce($15::jsonb, site_menu), site_routes_off = coalesce($16::text[], site_routes_off),
            payment_wait_alert_minutes = coalesce($17::integer, payment_wait_alert_minutes)
      where id = $1`,
    [
      brandId,
      JSON.stringify(update.theme),
      update.languages,
      update.defaultLanguage,
      JSON.stringify(update.socialLinks),
      update.affiliateUrl !== undefined,
      update.affiliateUrl ?? null,
      JSON.stringify(update.aboutText),
      update.aboutTextRemoved,
      update.maxRewardMinor !== undefined,
      update.maxRewardMinor ?? null,
      JSON.stringify(update.depositLimits),
      update.depositLimitsRemoved,
      update.firstLoginAction,
      update.siteMenu === null ? null : JSON.stringify(update.siteMenu),
      update.siteRoutesOff,
      update.paymentWaitAlertMinutes,
    ],
  );
}

/** Whether the brand offers its default language, and that language. */
export async function selectDefaultLanguageOffered(
  tx: Queryable,
  brandId: string,
): Promise<{ ok: boolean; default_language: string } | undefined> {
  const [offered] = await tx.query<{ ok: boolean; default_language: string }>(
    'select default_language = any(languages) as ok, default_language from merchants where id = $1',
    [brandId],
  );
  return offered;
}

/** Replaces the brand's download links, in the order given. */
export async function replaceResources(tx: Queryable, brandId: string, resources: Resource[]): Promise<void> {
  await tx.query('delete from merchant_resources where merchant_id = $1', [brandId]);
  for (const [sort, resource] of resources.entries()) {
    await tx.query(
      'insert into merchant_resources (merchant_id, resource_type, url, qr_code_url, label_name_en, sort) values ($1, $2, $3, $4, $5, $6)',
      [brandId, resource.resourceType, resource.url, resource.qrCodeUrl, resource.labelNameEn.trim(), sort],
    );
  }
}

/** Replaces the brand's contacts, in the order given. */
export async function replaceServiceLinks(tx: Queryable, brandId: string, links: ServiceLink[]): Promise<void> {
  await tx.query('delete from merchant_service_links where merchant_id = $1', [brandId]);
  for (const [sort, link] of links.entries()) {
    await tx.query('insert into merchant_service_links (merchant_id, kind, label, url, sort) values ($1, $2, $3, $4, $5)', [
      brandId,
      link.kind,
      link.label.trim(),
      link.url,
      sort,
    ]);
  }
}

/** Sets a registration field's rule for the brand. */
export async function upsertFieldRule(tx: Queryable, brandId: string, field: string, rule: StoredFieldRule): Promise<void> {
  await tx.query(
    `insert into register_field_settings (merchant_id, field, enabled, required, pattern_id, min_length, max_length)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (merchant_id, field) do update set enabled = excluded.enabled, required = excluded.required,
         pattern_id = excluded.pattern_id, min_length = excluded.min_length, max_length = excluded.max_length`,
    [brandId, field, rule.enabled, rule.required, rule.patternId, rule.minLength, rule.maxLength],
  );
}
