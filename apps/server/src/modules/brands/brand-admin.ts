import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@pkg/contracts/feature-flags';
import type { ServiceLink } from '@pkg/contracts/system';
import { VALIDATION_PATTERNS } from '@pkg/contracts/validation-patterns';
import type { Db, Queryable } from '../../db/client.ts';
import { isIpRange } from '../../lib/geo.ts';
import { seedBrand, type BrandSeed } from '../../seed/brand-seed.ts';
import { DEMO_BRAND } from '../../seed/demo-brand.ts';
import { mergeFlags } from './brand-defaults.ts';
import {
  applySignInInput,
  flagsWithoutClients,
  signInInputProblems,
  signInView,
  unservedSignInFlags,
  type SignInInput,
  type SignInView,
} from '../external-sign-in/sign-in-admin.ts';

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
}

/** Where brand-admin gets the app secret when it must seal a client secret (asked only then). */
export interface BrandAdminOptions {
  appSecret?: () => string;
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
    serviceLinks: unique(fields.serviceEmails).map(emailLink),
    vendors: input.vendors ?? DEMO_BRAND.vendors,
  });
  if (input.signIn) await db.transaction((tx) => applySignInInput(tx, id, input.signIn ?? {}, appSecretOf(options)));
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
    blocked_countries: string[];
    blocked_ip_ranges: string[];
    dialing_countries: string[];
    created_at: string;
    updated_at: string;
  }>(
    `select id::text as id, code, name, logo_url, system_status, legal_age, languages, default_language, currency_code,
            currency_symbol, currency_minor_digits, flags, blocked_countries, blocked_ip_ranges, dialing_countries,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
       from merchants where code = $1`,
    [code],
  );
  if (!row) return null;
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
  return problems;
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
  };
}

/** Domains are matched against the Host header, which is case-insensitive and may end in a dot. */
function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
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
