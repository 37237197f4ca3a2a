import { GAME_TYPES, type GameType } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { RG_PERIODS } from '@pkg/contracts/responsible-gaming';
import { FIRST_LOGIN_ACTIONS, type Theme } from '@pkg/contracts/system';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { buildIpBlockList } from '../../lib/geo.ts';
import { DEFAULT_THEME, mergeFlags } from './brand-defaults.ts';
import { selectBrandCode, selectMerchantByCode, selectMerchantByDomain, type MerchantRow } from './brand.queries.ts';
import type { Brand } from './brand.types.ts';
import { siteMenuOf, siteRoutesOffOf } from './site-menu.ts';
import { brandForVisitor, countryRulesOf } from './visitor-access.ts';

/** Resolves brands by code or host name, caching each answer (found or not) for a short time. */
export interface BrandService {
  byCode(code: string): Promise<Brand | null>;
  byHost(hostname: string): Promise<Brand | null>;
  /** Forgets cached answers, after a brand was changed. */
  invalidate(): void;
  /** The brand as a visitor from `country` is offered it: categories off for that country switched off too (decision 056). */
  forVisitor(brand: Brand, country: string | null): Brand;
}

const MAX_CACHED = 1_000;

/**
 * Builds the brand service. `cacheMs` bounds how long a change made elsewhere (the operator CLI or
 * back office on another process) takes to show; `defaultCode` answers hosts no brand claims.
 */
export function createBrandService(db: Db, clock: Clock, cacheMs: number, defaultCode = ''): BrandService {
  const cache = new Map<string, { brand: Brand | null; expiresAt: number }>();

  async function cached(key: string, load: () => Promise<MerchantRow | undefined>): Promise<Brand | null> {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.brand;
    const row = await load();
    const brand = row ? toBrand(row) : null;
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { brand, expiresAt: now + cacheMs });
    return brand;
  }

  const service: BrandService = {
    byCode: (code) => cached(`code:${code.toLowerCase()}`, () => selectMerchantByCode(db, code.toLowerCase())),
    async byHost(hostname) {
      const domain = hostname.toLowerCase().replace(/:\d+$/, '');
      const brand = await cached(`host:${domain}`, () => selectMerchantByDomain(db, domain));
      return brand ?? (defaultCode ? service.byCode(defaultCode) : null);
    },
    invalidate: () => cache.clear(),
    forVisitor: brandForVisitor,
  };
  return service;
}

function toBrand(row: MerchantRow): Brand {
  const languages = row.languages.filter(isShipped);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logoUrl: row.logo_url,
    theme: { ...DEFAULT_THEME, ...(row.theme as Partial<Theme>) },
    languages: languages.length > 0 ? languages : ['TY', 'EN'],
    defaultLanguage: isShipped(row.default_language) ? row.default_language : 'TY',
    currency: { code: row.currency_code, symbol: row.currency_symbol, minorDigits: row.currency_minor_digits },
    legalAge: row.legal_age,
    flags: mergeFlags(row.flags),
    socialLinks: {
      telegram: row.social_links.telegram ?? null,
      facebook: row.social_links.facebook ?? null,
      youtube: row.social_links.youtube ?? null,
    },
    affiliateUrl: row.affiliate_url,
    aboutText: row.about_text,
    systemStatus: row.system_status === 1 || row.system_status === 2 ? row.system_status : 0,
    blockedCountries: row.blocked_countries,
    blockedIpRanges: row.blocked_ip_ranges,
    isBlockedIp: buildIpBlockList(row.blocked_ip_ranges),
    dialingCountries: row.dialing_countries,
    gameCdnHosts: row.game_cdn_hosts,
    imageCdnHosts: row.image_cdn_hosts,
    disabledGameTypes: row.disabled_game_types.filter(isGameType),
    gameTypesOffByCountry: countryRulesOf(row.game_types_off_by_country),
    sessionIdleMinutes: row.session_idle_minutes,
    sessionMaxHours: row.session_max_hours,
    loginLockFailures: row.login_lock_failures,
    loginLockMinutes: row.login_lock_minutes,
    passwordMaxAgeDays: row.password_max_age_days,
    weakPasswords: row.weak_passwords,
    emailResetMinutes: row.email_reset_minutes,
    depositLimits: depositLimitsOf(row.rg_deposit_limits),
    firebase: row.firebase_project_id
      ? {
          projectId: row.firebase_project_id,
          apiKey: row.firebase_api_key,
          authDomain: row.firebase_auth_domain ?? `${row.firebase_project_id}.firebaseapp.com`,
        }
      : null,
    firstLoginAction: FIRST_LOGIN_ACTIONS.find((action) => action === row.first_login_action) ?? 'none',
    siteMenu: siteMenuOf(row.site_menu),
    siteRoutesOff: siteRoutesOffOf(row.site_routes_off),
  };
}

/** The stored brand deposit limits: whole positive minor units per known period; anything else is none. */
export function depositLimitsOf(stored: Record<string, unknown>): Brand['depositLimits'] {
  const limits: Brand['depositLimits'] = {};
  for (const period of RG_PERIODS) {
    const value = stored[period];
    if (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value)) limits[period] = BigInt(value);
  }
  return limits;
}

function isShipped(code: string): code is ShippedLanguage {
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code);
}

function isGameType(code: string): code is GameType {
  return (GAME_TYPES as readonly string[]).includes(code);
}

/** A brand's code by its id (desks name brands by id, the admin functions by code); null when there is none. */
export function brandCodeOf(db: Queryable, brandId: string): Promise<string | null> {
  return selectBrandCode(db, brandId);
}
