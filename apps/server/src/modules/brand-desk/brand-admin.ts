import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@pkg/contracts/feature-flags';
import type { GameType } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { REGISTER_FIELDS, type RegisterField, type Resource, type ServiceLink, type SocialLinks, type Theme } from '@pkg/contracts/system';
import { PATTERN_IDS, VALIDATION_PATTERNS, type FieldRule } from '@pkg/contracts/validation-patterns';
import type { Db, Queryable } from '../../db/client.ts';
import { isIpRange } from '../../lib/geo.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import { seedBrand, type BrandSeed, DEFAULT_THEME, HOUSE_VENDORS, mergeFlags, depositLimitsOf } from '../brands/index.ts';
import { brandResources, registerRulesOf } from '../system/index.ts';
import { RG_PERIODS, type RgPeriod } from '@pkg/contracts/responsible-gaming';
import {
  applySignInInput,
  flagsWithoutClients,
  signInInputProblems,
  signInView,
  unservedSignInFlags,
  type SignInInput,
  type SignInView,
} from '../external-sign-in/index.ts';

/**
 * Creating and changing brands for operators: the CLI today, the back office later. Every input is
 * checked here, so no caller can write a brand the site cannot serve.
 */

/** Why an operation was refused; callers map the kind to an exit code or an HTTP status. */
export class BrandAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'exists' | 'not_found' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

/** What create and update both take. Lists add to what the brand has. */
export interface BrandFields {
  name?: string;
  /** https URL or a path on the site, e.g. /brand/acme-logo.svg. */
  logoUrl?: string;
  systemStatus?: number;
  legalAge?: number;
  /** Merged over the stored flags; flags not named keep their value. */
  flags?: Partial<Record<string, boolean>>;
  /** Host names the brand answers on; on create the first one is the primary. */
  domains?: string[];
  /** Customer-service e-mail addresses. */
  serviceEmails?: string[];
  blockCountries?: string[];
  blockIpRanges?: string[];
  /** Firebase mode and the Google and Facebook clients (decision 013). */
  signIn?: SignInInput;
  /** Colours named here replace the stored ones (#rrggbb); the rest keep theirs. */
  theme?: Partial<Theme>;
  /** The languages the site offers (replaces the list) and the one it opens in. */
  languages?: string[];
  defaultLanguage?: string;
  /** The floating bar's links named here: an https URL, or null to hide one. */
  socialLinks?: Partial<SocialLinks>;
  /** The header's affiliates link: https URL or site path; null hides it. */
  affiliateUrl?: string | null;
  /** The footer's about text per language, as HTML (sanitised before it is stored); "" removes a language's text. */
  aboutText?: Partial<Record<string, string>>;
  /** The download page's apps; replaces the list. */
  resources?: Resource[];
  /** Customer-service contacts; replaces the list (serviceEmails adds to it). */
  serviceLinks?: ServiceLink[];
  /** Registration fields' rules named here replace the stored (or default) ones. */
  registerFields?: Partial<Record<string, StoredFieldRule>>;
  /**
   * The largest single reward (decision 051), minor units as digits; null removes it. Only owners
   * change brand settings, so finance, who sets what rewards pay, cannot raise it.
   */
  maxRewardMinor?: string | null;
  /**
   * The brand's own deposit limits (decision 037 addendum), minor units as digits per GMT+8 period;
   * null removes a period's. Periods not named keep theirs.
   */
  depositLimits?: Partial<Record<RgPeriod, string | null>>;
}

/** A registration field's rule as the operator sets it; the pattern source follows from the id. */
export type StoredFieldRule = Omit<FieldRule, 'acceptedPattern'>;

/**
 * The product switches a new brand starts with: e-sabong is suspended in the Philippines (DOMAIN.md
 * section 3) and brands start as Philippine ones (PHP, +63). The game CLI and the catalogue desk
 * switch game types afterwards (game-admin's switchGameTypes, decision 022).
 */
export const PHILIPPINE_DISABLED_GAME_TYPES: GameType[] = ['COCKFIGHT'];

/** Where brand-admin gets the app secret when it must seal a client secret (asked only then). */
export interface BrandAdminOptions {
  appSecret?: () => string;
  /** Called in an update's transaction with the brand before and after, e.g. to audit the change. */
  onChange?: (tx: Queryable, change: { merchantId: string; before: BrandView; after: BrandView }) => Promise<void>;
}

export interface NewBrand extends BrandFields {
  code: string;
  name: string;
  /** The game vendor catalogue; the house vendors the product ships when not given, so the header has navigation. */
  vendors?: BrandSeed['vendors'];
}

export interface BrandChanges extends BrandFields {
  unblockCountries?: string[];
  unblockIpRanges?: string[];
}

/** A brand as an operator sees it: stored settings, effective flags, domains and contacts, sign-in set-up. */
export interface BrandView extends SignInView {
  code: string;
  name: string;
  logoUrl: string;
  systemStatus: number;
  legalAge: number;
  languages: string[];
  defaultLanguage: string;
  currency: { code: string; symbol: string; minorDigits: number };
  flags: FeatureFlags;
  theme: Theme;
  socialLinks: SocialLinks;
  affiliateUrl: string | null;
  aboutText: Record<string, string>;
  resources: Resource[];
  registerFields: Record<RegisterField, FieldRule>;
  /** The largest single reward in minor units (decision 051); null when there is none. */
  maxRewardMinor: string | null;
  /** The brand's own deposit limits per period, minor units; null where it has none. */
  depositLimits: Record<RgPeriod, string | null>;
  disabledGameTypes: GameType[];
  blockedCountries: string[];
  blockedIpRanges: string[];
  dialingCountries: string[];
  domains: Array<{ domain: string; primary: boolean }>;
  serviceLinks: ServiceLink[];
  vendors: string[];
  createdAt: string;
  updatedAt: string;
}

export interface BrandSummary {
  code: string;
  name: string;
  systemStatus: number;
  domains: string[];
}

export const BRAND_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
/** Shown until the operator sets a logo: the site's own icon, so the header never shows a broken image. */
export const DEFAULT_LOGO_URL = '/icons/favicon.svg';
const HOST_NAME_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const EMAIL_PATTERN = new RegExp(VALIDATION_PATTERNS.email);
// The bounds of the merchants table's check; the site's default is 18.
const LEGAL_AGE_MIN = 16;
const LEGAL_AGE_MAX = 25;
/** A largest single reward or a brand deposit limit: 1 to 10^15 minor units (what every desk accepts), digits only. */
const MINOR_AMOUNT_LIMIT = 10n ** 15n;
const MINOR_AMOUNT_PATTERN = /^(?:[1-9][0-9]{0,14}|1000000000000000)$/;

/** Creates a brand with its domains and the house vendors; refuses a code or domain already taken. */
export async function createBrand(db: Db, input: NewBrand, options: BrandAdminOptions = {}): Promise<BrandView> {
  const problems = brandInputProblems(input);
  if (input.name === undefined) problems.push('name is required');
  problems.push(...flagsWithoutClients(input.flags ?? {}, input.signIn));
  if (problems.length > 0) throw new BrandAdminError('invalid', problems.join('; '));
  const fields = normalise(input);

  if ((await db.query('select 1 from merchants where code = $1', [input.code])).length > 0) {
    throw new BrandAdminError('exists', `brand "${input.code}" already exists; use update to change it`);
  }
  await refuseForeignDomains(db, fields.domains, null);
  const id = await seedBrand(db, {
    code: input.code,
    name: fields.name ?? input.name,
    logoUrl: fields.logoUrl ?? DEFAULT_LOGO_URL,
    systemStatus: (fields.systemStatus ?? 0) as 0 | 1 | 2,
    legalAge: fields.legalAge ?? 18,
    flags: fields.flags as Partial<Record<FeatureFlag, boolean>>,
    blockedCountries: unique(fields.blockCountries),
    blockedIpRanges: unique(fields.blockIpRanges),
    domains: unique(fields.domains).map((domain, index) => ({ domain, primary: index === 0 })),
    serviceLinks: [...(fields.serviceLinks ?? []), ...unique(fields.serviceEmails).map(emailLink)],
    vendors: input.vendors ?? HOUSE_VENDORS,
    disabledGameTypes: PHILIPPINE_DISABLED_GAME_TYPES,
  });
  await db.transaction(async (tx) => {
    await writeSettings(tx, id, { ...fields, serviceLinks: undefined });
    if (input.signIn) await applySignInInput(tx, id, input.signIn, appSecretOf(options));
  });
  return (await getBrand(db, input.code)) as BrandView;
}

/** Changes a brand: settings are replaced, flags merged, domains, contacts and blocks added or (un)blocked. */
export async function updateBrand(db: Db, code: string, changes: BrandChanges, options: BrandAdminOptions = {}): Promise<BrandView> {
  const problems = brandInputProblems(changes);
  if (problems.length > 0) throw new BrandAdminError('invalid', problems.join('; '));
  if (!Object.values(changes).some(isGiven)) {
    throw new BrandAdminError('invalid', 'nothing to change: give at least one option');
  }
  const fields = normalise(changes);
  const unblockCountries = new Set((changes.unblockCountries ?? []).map((country) => country.toUpperCase()));
  const unblockRanges = new Set(changes.unblockIpRanges ?? []);

  await db.transaction(async (tx) => {
    const [current] = await tx.query<{ id: string; blocked_countries: string[]; blocked_ip_ranges: string[] }>(
      'select id::text as id, blocked_countries, blocked_ip_ranges from merchants where code = $1 for update',
      [code],
    );
    if (!current) throw new BrandAdminError('not_found', `no brand "${code}"`);
    const before = options.onChange ? await getBrand(tx, code) : null;
    await refuseForeignDomains(tx, fields.domains, current.id);
    const countries = unique([...current.blocked_countries, ...fields.blockCountries]).filter((country) => !unblockCountries.has(country));
    const ranges = unique([...current.blocked_ip_ranges, ...fields.blockIpRanges]).filter((range) => !unblockRanges.has(range));
    await tx.query(
      `update merchants set name = coalesce($2, name), logo_url = coalesce($3, logo_url), system_status = coalesce($4, system_status),
              legal_age = coalesce($5, legal_age), flags = flags || $6::jsonb, blocked_countries = $7, blocked_ip_ranges = $8,
              updated_at = now()
        where id = $1`,
      [
        current.id,
        fields.name ?? null,
        fields.logoUrl ?? null,
        fields.systemStatus ?? null,
        fields.legalAge ?? null,
        JSON.stringify(fields.flags),
        countries,
        ranges,
      ],
    );
    await writeSettings(tx, current.id, fields);
    await applySignInInput(tx, current.id, changes.signIn ?? {}, appSecretOf(options));
    const unserved = await unservedSignInFlags(tx, current.id);
    if (unserved.length > 0) throw new BrandAdminError('invalid', unserved.join('; '));
    const [primary] = await tx.query('select 1 from merchant_domains where merchant_id = $1 and is_primary', [current.id]);
    for (const [index, domain] of unique(fields.domains).entries()) {
      await tx.query('insert into merchant_domains (domain, merchant_id, is_primary) values ($1, $2, $3) on conflict do nothing', [
        domain,
        current.id,
        !primary && index === 0,
      ]);
    }
    for (const link of unique(fields.serviceEmails).map(emailLink)) {
      await tx.query(
        `insert into merchant_service_links (merchant_id, kind, label, url, sort)
         values ($1, $2, $3, $4, (select coalesce(max(sort) + 1, 0) from merchant_service_links where merchant_id = $1))
         on conflict do nothing`,
        [current.id, link.kind, link.label, link.url],
      );
    }
    if (before && options.onChange)
      await options.onChange(tx, { merchantId: current.id, before, after: (await getBrand(tx, code)) as BrandView });
  });
  return (await getBrand(db, code)) as BrandView;
}

/** The brand as an operator sees it, or null when no brand has the code. */
export async function getBrand(db: Queryable, code: string): Promise<BrandView | null> {
  const [row] = await db.query<{
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
    about_text: Record<string, string>;
    disabled_game_types: GameType[];
    blocked_countries: string[];
    blocked_ip_ranges: string[];
    dialing_countries: string[];
    created_at: string;
    updated_at: string;
  }>(
    `select id::text as id, code, name, logo_url, system_status, legal_age, languages, default_language, currency_code,
            currency_symbol, currency_minor_digits, flags, theme, social_links, affiliate_url, max_reward_minor::text, rg_deposit_limits, about_text, disabled_game_types,
            blocked_countries, blocked_ip_ranges, dialing_countries,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
       from merchants where code = $1`,
    [code],
  );
  if (!row) return null;
  const depositLimits = depositLimitsOf(row.rg_deposit_limits);
  const domains = await db.query<{ domain: string; primary: boolean }>(
    'select domain, is_primary as "primary" from merchant_domains where merchant_id = $1 order by is_primary desc, domain',
    [row.id],
  );
  const serviceLinks = await db.query<ServiceLink>(
    'select kind, label, url from merchant_service_links where merchant_id = $1 order by sort, kind',
    [row.id],
  );
  const vendors = await db.query<{ vendor_code: string }>(
    'select vendor_code from game_vendors where merchant_id = $1 order by sort, vendor_code',
    [row.id],
  );
  return {
    code: row.code,
    name: row.name,
    logoUrl: row.logo_url,
    systemStatus: row.system_status,
    legalAge: row.legal_age,
    languages: row.languages,
    defaultLanguage: row.default_language,
    currency: { code: row.currency_code, symbol: row.currency_symbol, minorDigits: row.currency_minor_digits },
    flags: mergeFlags(row.flags),
    theme: { ...DEFAULT_THEME, ...row.theme },
    socialLinks: {
      telegram: row.social_links.telegram ?? null,
      facebook: row.social_links.facebook ?? null,
      youtube: row.social_links.youtube ?? null,
    },
    affiliateUrl: row.affiliate_url,
    aboutText: row.about_text,
    resources: await brandResources(db, row.id),
    registerFields: await registerRulesOf(db, row.id),
    maxRewardMinor: row.max_reward_minor,
    depositLimits: Object.fromEntries(RG_PERIODS.map((period) => [period, depositLimits[period]?.toString() ?? null])) as Record<
      RgPeriod,
      string | null
    >,
    disabledGameTypes: row.disabled_game_types,
    blockedCountries: row.blocked_countries,
    blockedIpRanges: row.blocked_ip_ranges,
    dialingCountries: row.dialing_countries,
    domains,
    serviceLinks,
    vendors: vendors.map((vendor) => vendor.vendor_code),
    ...(await signInView(db, row.id)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every brand, by code, with its status and domains. */
export async function listBrands(db: Queryable): Promise<BrandSummary[]> {
  const rows = await db.query<{ code: string; name: string; system_status: number; domains: string[] | null }>(
    `select m.code, m.name, m.system_status,
            array(select d.domain from merchant_domains d where d.merchant_id = m.id order by d.is_primary desc, d.domain) as domains
       from merchants m order by m.code`,
  );
  return rows.map((row) => ({ code: row.code, name: row.name, systemStatus: row.system_status, domains: row.domains ?? [] }));
}

/**
 * Lists every problem with a create or update input, so the operator can fix them in one go (the
 * CLI also calls it before opening the database). Empty when the input is fine.
 */
export function brandInputProblems(fields: BrandChanges & { code?: string }): string[] {
  const problems: string[] = [];
  if (fields.code !== undefined && !BRAND_CODE_PATTERN.test(fields.code)) {
    problems.push(`code "${fields.code}" must be 2-32 lower-case letters, digits or hyphens, starting with a letter or digit`);
  }
  if (fields.name !== undefined && (fields.name.trim().length < 1 || fields.name.trim().length > 80))
    problems.push('name must be 1 to 80 characters');
  if (fields.logoUrl !== undefined && !isLogoUrl(fields.logoUrl))
    problems.push(`logo "${fields.logoUrl}" must be an https URL or a path starting with /`);
  if (fields.systemStatus !== undefined && ![0, 1, 2].includes(fields.systemStatus)) {
    problems.push(`status ${fields.systemStatus} must be 0 (normal), 1 (maintenance) or 2 (restricted)`);
  }
  if (
    fields.legalAge !== undefined &&
    !(Number.isInteger(fields.legalAge) && fields.legalAge >= LEGAL_AGE_MIN && fields.legalAge <= LEGAL_AGE_MAX)
  ) {
    problems.push(`legal age ${fields.legalAge} must be a whole number from ${LEGAL_AGE_MIN} to ${LEGAL_AGE_MAX}`);
  }
  for (const [flag, value] of Object.entries(fields.flags ?? {})) {
    if (!(FEATURE_FLAGS as readonly string[]).includes(flag)) problems.push(`flag "${flag}" is not one of ${FEATURE_FLAGS.join(', ')}`);
    else if (typeof value !== 'boolean') problems.push(`flag "${flag}" must be true or false`);
  }
  for (const domain of fields.domains ?? []) {
    if (!HOST_NAME_PATTERN.test(normaliseDomain(domain))) problems.push(`domain "${domain}" is not a host name (no scheme, port or path)`);
  }
  for (const email of fields.serviceEmails ?? []) if (!EMAIL_PATTERN.test(email)) problems.push(`e-mail "${email}" is not an address`);
  for (const country of [...(fields.blockCountries ?? []), ...(fields.unblockCountries ?? [])]) {
    if (!/^[A-Za-z]{2}$/.test(country)) problems.push(`country "${country}" must be two letters`);
  }
  for (const range of [...(fields.blockIpRanges ?? []), ...(fields.unblockIpRanges ?? [])]) {
    if (!isIpRange(range)) problems.push(`IP range "${range}" is not an address or CIDR range`);
  }
  problems.push(...signInInputProblems(fields.signIn ?? {}));
  problems.push(
    ...lookProblems(fields),
    ...linkProblems(fields),
    ...moneyRuleProblems(fields),
    ...registerFieldProblems(fields.registerFields ?? {}),
  );
  return problems;
}

const THEME_KEYS = Object.keys(DEFAULT_THEME);
const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const ABOUT_TEXT_MAX = 4000;
const FIELD_LENGTH_MAX = 255;
/** The fields the site's registration form always shows (SPEC.md section 5). */
const ALWAYS_ON_FIELDS = ['username', 'password', 'confirmPassword'];

function lookProblems(fields: BrandFields): string[] {
  const problems: string[] = [];
  for (const [key, colour] of Object.entries(fields.theme ?? {})) {
    if (!THEME_KEYS.includes(key)) problems.push(`theme colour "${key}" is not one of ${THEME_KEYS.join(', ')}`);
    else if (typeof colour !== 'string' || !COLOUR_PATTERN.test(colour))
      problems.push(`theme colour ${key} "${colour}" must look like #1a2b3c`);
  }
  const shipped = SHIPPED_LANGUAGES as readonly string[];
  if (fields.languages !== undefined) {
    if (fields.languages.length === 0) problems.push('offer at least one language');
    for (const language of fields.languages)
      if (!shipped.includes(language)) problems.push(`language "${language}" is not one of ${shipped.join(', ')}`);
    if (new Set(fields.languages).size !== fields.languages.length) problems.push('a language is listed twice');
  }
  if (fields.defaultLanguage !== undefined && !shipped.includes(fields.defaultLanguage))
    problems.push(`default language "${fields.defaultLanguage}" is not one of ${shipped.join(', ')}`);
  for (const [language, html] of Object.entries(fields.aboutText ?? {})) {
    if (!shipped.includes(language)) problems.push(`about text language "${language}" is not one of ${shipped.join(', ')}`);
    else if (html === undefined || html === '') continue;
    else if (html.length > ABOUT_TEXT_MAX) problems.push(`about text (${language}) must be at most ${ABOUT_TEXT_MAX} characters`);
    else if (sanitizeOperatorHtml(html).trim() === '')
      problems.push(`about text (${language}) has nothing left once unsafe HTML is removed`);
  }
  return problems;
}

/** The money rules: the largest single reward (decision 051) and the brand's deposit limits (decision 037). */
function moneyRuleProblems(fields: BrandFields): string[] {
  const problems: string[] = [];
  if (fields.maxRewardMinor !== undefined && fields.maxRewardMinor !== null && !MINOR_AMOUNT_PATTERN.test(fields.maxRewardMinor))
    problems.push(`largest single reward "${fields.maxRewardMinor}" must be a whole number of minor units from 1 to ${MINOR_AMOUNT_LIMIT}`);
  for (const [period, amount] of Object.entries(fields.depositLimits ?? {})) {
    if (!(RG_PERIODS as readonly string[]).includes(period))
      problems.push(`deposit limit period "${period}" is not one of ${RG_PERIODS.join(', ')}`);
    else if (amount !== null && !MINOR_AMOUNT_PATTERN.test(amount ?? ''))
      problems.push(`${period} deposit limit "${amount}" must be a whole number of minor units from 1 to ${MINOR_AMOUNT_LIMIT}`);
  }
  return problems;
}

function linkProblems(fields: BrandFields): string[] {
  const problems: string[] = [];
  for (const [network, url] of Object.entries(fields.socialLinks ?? {})) {
    if (!['telegram', 'facebook', 'youtube'].includes(network))
      problems.push(`social link "${network}" is not one of telegram, facebook, youtube`);
    else if (url !== null && !isHttpsUrl(url ?? '')) problems.push(`${network} link "${url}" must be an https URL`);
  }
  if (fields.affiliateUrl !== undefined && fields.affiliateUrl !== null && !isLogoUrl(fields.affiliateUrl))
    problems.push(`affiliate link "${fields.affiliateUrl}" must be an https URL or a path starting with /`);
  const types = new Set<string>();
  for (const resource of fields.resources ?? []) {
    if (!['IOS', 'ANDROID', 'IOS_LITE'].includes(resource.resourceType))
      problems.push(`download "${resource.resourceType}" is not IOS, ANDROID or IOS_LITE`);
    else if (types.has(resource.resourceType)) problems.push(`download ${resource.resourceType} is listed twice`);
    types.add(resource.resourceType);
    if (!isHttpsUrl(resource.url)) problems.push(`download ${resource.resourceType} link "${resource.url}" must be an https URL`);
    if (!isLogoUrl(resource.qrCodeUrl))
      problems.push(`download ${resource.resourceType} QR code "${resource.qrCodeUrl}" must be an https URL or a path starting with /`);
    if (resource.labelNameEn.trim().length < 1 || resource.labelNameEn.length > 40)
      problems.push(`download ${resource.resourceType} label must be 1 to 40 characters`);
  }
  const links = new Set<string>();
  for (const link of fields.serviceLinks ?? []) {
    const problem = serviceLinkProblem(link);
    if (problem) problems.push(problem);
    if (links.has(`${link.kind} ${link.url}`)) problems.push(`${link.kind} contact "${link.url}" is listed twice`);
    links.add(`${link.kind} ${link.url}`);
  }
  return problems;
}

function serviceLinkProblem(link: ServiceLink): string | null {
  if (!['livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber'].includes(link.kind))
    return `contact kind "${link.kind}" is not one of livechat, telegram, email, phone, whatsapp, viber`;
  if (link.label.trim().length < 1 || link.label.length > 80) return `${link.kind} contact label must be 1 to 80 characters`;
  if (link.kind === 'email')
    return link.url.startsWith('mailto:') && EMAIL_PATTERN.test(link.url.slice(7))
      ? null
      : `e-mail contact "${link.url}" must be mailto: and an address`;
  if (link.kind === 'phone') return /^tel:\+?[0-9]{5,15}$/.test(link.url) ? null : `phone contact "${link.url}" must be tel: and a number`;
  return isHttpsUrl(link.url) ? null : `${link.kind} contact "${link.url}" must be an https URL`;
}

function registerFieldProblems(rules: Partial<Record<string, StoredFieldRule>>): string[] {
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule) continue;
    if (!(REGISTER_FIELDS as readonly string[]).includes(field)) {
      problems.push(`registration field "${field}" is not one of ${REGISTER_FIELDS.join(', ')}`);
      continue;
    }
    if (!(PATTERN_IDS as string[]).includes(rule.patternId))
      problems.push(`registration field ${field}: pattern "${rule.patternId}" is not one of ${PATTERN_IDS.join(', ')}`);
    const { minLength: min, maxLength: max } = rule;
    if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max >= 1 && min <= max && max <= FIELD_LENGTH_MAX))
      problems.push(`registration field ${field}: lengths ${min}-${max} must be whole numbers with 0 <= min <= max <= ${FIELD_LENGTH_MAX}`);
    if (rule.required && !rule.enabled) problems.push(`registration field ${field} cannot be required while it is off`);
    if (ALWAYS_ON_FIELDS.includes(field) && !(rule.enabled && rule.required))
      problems.push(`registration field ${field} is always shown and required`);
  }
  return problems;
}

/**
 * Writes the settings beyond the CLI's first ones (look, languages, links, texts, registration
 * fields) in the caller's transaction; a default language the brand does not
 * offer is refused here, where both the old and the new values are known.
 */
async function writeSettings(tx: Queryable, merchantId: string, fields: ReturnType<typeof normalise>): Promise<void> {
  const about = Object.entries(fields.aboutText ?? {});
  const depositLimits = Object.entries(fields.depositLimits ?? {});
  await tx.query(
    `update merchants set theme = theme || $2::jsonb, languages = coalesce($3::text[], languages), default_language = coalesce($4, default_language),
            social_links = social_links || $5::jsonb, affiliate_url = case when $6::boolean then $7 else affiliate_url end,
            about_text = (about_text || $8::jsonb) - $9::text[],
            max_reward_minor = case when $10::boolean then $11::bigint else max_reward_minor end,
            rg_deposit_limits = (rg_deposit_limits || $12::jsonb) - $13::text[]
      where id = $1`,
    [
      merchantId,
      JSON.stringify(fields.theme ?? {}),
      fields.languages ?? null,
      fields.defaultLanguage ?? null,
      JSON.stringify(fields.socialLinks ?? {}),
      fields.affiliateUrl !== undefined,
      fields.affiliateUrl ?? null,
      JSON.stringify(Object.fromEntries(about.filter(([, html]) => html !== ''))),
      about.filter(([, html]) => html === '').map(([language]) => language),
      fields.maxRewardMinor !== undefined,
      fields.maxRewardMinor ?? null,
      JSON.stringify(Object.fromEntries(depositLimits.filter(([, amount]) => amount !== null))),
      depositLimits.filter(([, amount]) => amount === null).map(([period]) => period),
    ],
  );
  const [offered] = await tx.query<{ ok: boolean; default_language: string }>(
    'select default_language = any(languages) as ok, default_language from merchants where id = $1',
    [merchantId],
  );
  if (offered && !offered.ok)
    throw new BrandAdminError('invalid', `default language ${offered.default_language} is not one of the languages offered`);
  if (fields.resources) {
    await tx.query('delete from merchant_resources where merchant_id = $1', [merchantId]);
    for (const [sort, resource] of fields.resources.entries()) {
      await tx.query(
        'insert into merchant_resources (merchant_id, resource_type, url, qr_code_url, label_name_en, sort) values ($1, $2, $3, $4, $5, $6)',
        [merchantId, resource.resourceType, resource.url, resource.qrCodeUrl, resource.labelNameEn.trim(), sort],
      );
    }
  }
  if (fields.serviceLinks) {
    await tx.query('delete from merchant_service_links where merchant_id = $1', [merchantId]);
    for (const [sort, link] of fields.serviceLinks.entries()) {
      await tx.query('insert into merchant_service_links (merchant_id, kind, label, url, sort) values ($1, $2, $3, $4, $5)', [
        merchantId,
        link.kind,
        link.label.trim(),
        link.url,
        sort,
      ]);
    }
  }
  for (const [field, rule] of Object.entries(fields.registerFields ?? {})) {
    if (!rule) continue;
    await tx.query(
      `insert into register_field_settings (merchant_id, field, enabled, required, pattern_id, min_length, max_length)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (merchant_id, field) do update set enabled = excluded.enabled, required = excluded.required,
         pattern_id = excluded.pattern_id, min_length = excluded.min_length, max_length = excluded.max_length`,
      [merchantId, field, rule.enabled, rule.required, rule.patternId, rule.minLength, rule.maxLength],
    );
  }
}

function normalise(fields: BrandFields) {
  return {
    name: fields.name?.trim(),
    logoUrl: fields.logoUrl,
    systemStatus: fields.systemStatus,
    legalAge: fields.legalAge,
    flags: fields.flags ?? {},
    domains: (fields.domains ?? []).map(normaliseDomain),
    serviceEmails: fields.serviceEmails ?? [],
    blockCountries: (fields.blockCountries ?? []).map((country) => country.toUpperCase()),
    blockIpRanges: fields.blockIpRanges ?? [],
    theme: fields.theme,
    languages: fields.languages,
    defaultLanguage: fields.defaultLanguage,
    socialLinks: fields.socialLinks,
    affiliateUrl: fields.affiliateUrl,
    aboutText:
      fields.aboutText &&
      Object.fromEntries(
        Object.entries(fields.aboutText).map(([language, html]) => [language, html ? sanitizeOperatorHtml(html).trim() : '']),
      ),
    resources: fields.resources,
    serviceLinks: fields.serviceLinks,
    registerFields: fields.registerFields,
    maxRewardMinor: fields.maxRewardMinor,
    depositLimits: fields.depositLimits,
  };
}

/** Domains are matched against the Host header, which is case-insensitive and may end in a dot. */
function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isLogoUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

// A domain belongs to one brand; writing it for another would be skipped silently by the insert.
async function refuseForeignDomains(db: Queryable, domains: string[], ownId: string | null) {
  if (domains.length === 0) return;
  const taken = await db.query<{ domain: string; code: string }>(
    `select d.domain, m.code from merchant_domains d join merchants m on m.id = d.merchant_id
      where d.domain = any($1) and ($2::bigint is null or d.merchant_id <> $2::bigint)`,
    [domains, ownId],
  );
  if (taken.length > 0) {
    throw new BrandAdminError('conflict', taken.map((row) => `domain "${row.domain}" already belongs to brand "${row.code}"`).join('; '));
  }
}

function appSecretOf(options: BrandAdminOptions): () => string {
  return (
    options.appSecret ??
    (() => {
      throw new BrandAdminError('invalid', 'sealing a client secret needs the app secret (APP_SECRET)');
    })
  );
}

function emailLink(email: string): ServiceLink {
  return { kind: 'email', label: email, url: `mailto:${email}` };
}

function isGiven(value: unknown): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || value === null || Object.keys(value).length > 0;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
