import type { FeatureFlag } from '@pkg/contracts/feature-flags';
import type { GameType } from '@pkg/contracts/game-types';
import { RG_PERIODS, type RgPeriod } from '@pkg/contracts/responsible-gaming';
import { FIRST_LOGIN_ACTIONS, type ServiceLink } from '@pkg/contracts/system';
import type { Db, Queryable } from '../../db/client.ts';
import { seedBrand, DEFAULT_THEME, HOUSE_VENDORS, mergeFlags, depositLimitsOf, siteMenuOf, siteRoutesOffOf } from '../brands/index.ts';
import { brandResources, registerRulesOf } from '../system/index.ts';
import { applySignInInput, flagsWithoutClients, signInView, unservedSignInFlags } from '../external-sign-in/index.ts';
import {
  appendServiceLink,
  brandCodeTaken,
  hasPrimaryDomain,
  insertDomain,
  lockBrandBlocks,
  replaceResources,
  replaceServiceLinks,
  selectBrandRow,
  selectBrandSummaries,
  selectDefaultLanguageOffered,
  selectDomains,
  selectForeignDomains,
  selectServiceLinks,
  selectVendorCodes,
  updateBrandBasics,
  updateBrandSettings,
  upsertFieldRule,
  type BrandRow,
} from './brand-admin.queries.ts';
import type { BrandAdminOptions, BrandChanges, BrandSummary, BrandView, NewBrand } from './brand-admin.types.ts';
import { brandInputProblems, normalise } from './brand-input.ts';

/**
 * Creating and changing brands for operators: the CLI and the back office's brand desk. Every input
 * is checked (brand-input.ts), so no caller can write a brand the site cannot serve.
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

/**
 * The product switches a new brand starts with: e-sabong is suspended in the Philippines (DOMAIN.md
 * section 3) and brands start as Philippine ones (PHP, +63). The game CLI and the catalogue desk
 * switch game types afterwards (game-admin's switchGameTypes, decision 022).
 */
export const PHILIPPINE_DISABLED_GAME_TYPES: GameType[] = ['COCKFIGHT'];

/** Shown until the operator sets a logo: the site's own icon, so the header never shows a broken image. */
export const DEFAULT_LOGO_URL = '/icons/favicon.svg';

/** Creates a brand with its domains and the house vendors; refuses a code or domain already taken. */
export async function createBrand(db: Db, input: NewBrand, options: BrandAdminOptions = {}): Promise<BrandView> {
  const problems = brandInputProblems(input);
  if (input.name === undefined) problems.push('name is required');
  problems.push(...flagsWithoutClients(input.flags ?? {}, input.signIn));
  if (problems.length > 0) throw new BrandAdminError('invalid', problems.join('; '));
  const fields = normalise(input);

  if (await brandCodeTaken(db, input.code)) {
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
  // Lists add to what is stored, so an empty one changes nothing; the pages switched off are replaced whole, so [] turns them all on.
  if (!Object.entries(changes).some(([key, value]) => (key === 'siteRoutesOff' ? value !== undefined : isGiven(value)))) {
    throw new BrandAdminError('invalid', 'nothing to change: give at least one option');
  }
  await db.transaction((tx) => applyChanges(tx, code, changes, options));
  return (await getBrand(db, code)) as BrandView;
}

/** An update in its transaction: the brand locked, its settings, sign-in, domains and contacts written, the change handed to onChange. */
async function applyChanges(tx: Queryable, code: string, changes: BrandChanges, options: BrandAdminOptions): Promise<void> {
  const fields = normalise(changes);
  const unblockCountries = new Set((changes.unblockCountries ?? []).map((country) => country.toUpperCase()));
  const unblockRanges = new Set(changes.unblockIpRanges ?? []);
  const current = await lockBrandBlocks(tx, code);
  if (!current) throw new BrandAdminError('not_found', `no brand "${code}"`);
  const before = options.onChange ? await getBrand(tx, code) : null;
  await refuseForeignDomains(tx, fields.domains, current.id);
  const countries = unique([...current.blocked_countries, ...fields.blockCountries]).filter((country) => !unblockCountries.has(country));
  const ranges = unique([...current.blocked_ip_ranges, ...fields.blockIpRanges]).filter((range) => !unblockRanges.has(range));
  await updateBrandBasics(tx, current.id, {
    name: fields.name ?? null,
    logoUrl: fields.logoUrl ?? null,
    systemStatus: fields.systemStatus ?? null,
    legalAge: fields.legalAge ?? null,
    flags: fields.flags,
    countries,
    ranges,
  });
  await writeSettings(tx, current.id, fields);
  await applySignInInput(tx, current.id, changes.signIn ?? {}, appSecretOf(options));
  const unserved = await unservedSignInFlags(tx, current.id);
  if (unserved.length > 0) throw new BrandAdminError('invalid', unserved.join('; '));
  const primary = await hasPrimaryDomain(tx, current.id);
  for (const [index, domain] of unique(fields.domains).entries()) await insertDomain(tx, current.id, domain, !primary && index === 0);
  for (const link of unique(fields.serviceEmails).map(emailLink)) await appendServiceLink(tx, current.id, link);
  if (before && options.onChange)
    await options.onChange(tx, { brandId: current.id, before, after: (await getBrand(tx, code)) as BrandView });
}

/** The brand as an operator sees it, or null when no brand has the code. */
export async function getBrand(db: Queryable, code: string): Promise<BrandView | null> {
  const row = await selectBrandRow(db, code);
  if (!row) return null;
  const domains = await selectDomains(db, row.id);
  const serviceLinks = await selectServiceLinks(db, row.id);
  const vendors = await selectVendorCodes(db, row.id);
  return {
    ...settingsOf(row),
    resources: await brandResources(db, row.id),
    registerFields: await registerRulesOf(db, row.id),
    domains,
    serviceLinks,
    vendors,
    ...(await signInView(db, row.id)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The view's parts that come from the brand's own row: stored settings and the effective flags. */
function settingsOf(row: BrandRow) {
  const depositLimits = depositLimitsOf(row.rg_deposit_limits);
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
    maxRewardMinor: row.max_reward_minor,
    depositLimits: Object.fromEntries(RG_PERIODS.map((period) => [period, depositLimits[period]?.toString() ?? null])) as Record<
      RgPeriod,
      string | null
    >,
    firstLoginAction: FIRST_LOGIN_ACTIONS.find((action) => action === row.first_login_action) ?? 'none',
    paymentWaitAlertMinutes: row.payment_wait_alert_minutes,
    siteMenu: siteMenuOf(row.site_menu),
    siteRoutesOff: siteRoutesOffOf(row.site_routes_off),
    disabledGameTypes: row.disabled_game_types,
    blockedCountries: row.blocked_countries,
    blockedIpRanges: row.blocked_ip_ranges,
    dialingCountries: row.dialing_countries,
  };
}

/** Every brand, by code, with its status and domains. */
export async function listBrands(db: Queryable): Promise<BrandSummary[]> {
  const rows = await selectBrandSummaries(db);
  return rows.map((row) => ({ code: row.code, name: row.name, systemStatus: row.system_status, domains: row.domains ?? [] }));
}

/**
 * Writes the settings beyond the CLI's first ones (look, languages, links, texts, registration
 * fields) in the caller's transaction; a default language the brand does not
 * offer is refused here, where both the old and the new values are known.
 */
async function writeSettings(tx: Queryable, brandId: string, fields: ReturnType<typeof normalise>): Promise<void> {
  const about = Object.entries(fields.aboutText ?? {});
  const depositLimits = Object.entries(fields.depositLimits ?? {});
  await updateBrandSettings(tx, brandId, {
    theme: (fields.theme ?? {}) as Record<string, string>,
    languages: fields.languages ?? null,
    defaultLanguage: fields.defaultLanguage ?? null,
    socialLinks: (fields.socialLinks ?? {}) as Record<string, string | null>,
    affiliateUrl: fields.affiliateUrl,
    aboutText: Object.fromEntries(about.filter(([, html]) => html !== '')),
    aboutTextRemoved: about.filter(([, html]) => html === '').map(([language]) => language),
    maxRewardMinor: fields.maxRewardMinor,
    depositLimits: Object.fromEntries(depositLimits.filter(([, amount]) => amount !== null)) as Record<string, string>,
    depositLimitsRemoved: depositLimits.filter(([, amount]) => amount === null).map(([period]) => period),
    firstLoginAction: fields.firstLoginAction ?? null,
    paymentWaitAlertMinutes: fields.paymentWaitAlertMinutes ?? null,
    siteMenu: fields.siteMenu ?? null,
    siteRoutesOff: fields.siteRoutesOff ?? null,
  });
  const offered = await selectDefaultLanguageOffered(tx, brandId);
  if (offered && !offered.ok)
    throw new BrandAdminError('invalid', `default language ${offered.default_language} is not one of the languages offered`);
  if (fields.resources) await replaceResources(tx, brandId, fields.resources);
  if (fields.serviceLinks) await replaceServiceLinks(tx, brandId, fields.serviceLinks);
  for (const [field, rule] of Object.entries(fields.registerFields ?? {})) {
    if (rule) await upsertFieldRule(tx, brandId, field, rule);
  }
}

// A domain belongs to one brand; writing it for another would be skipped silently by the insert.
async function refuseForeignDomains(db: Queryable, domains: string[], ownId: string | null) {
  if (domains.length === 0) return;
  const taken = await selectForeignDomains(db, domains, ownId);
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
