import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseLanguage, textLanguageOf, type CatalogueLanguage, type ShippedLanguage } from '@pkg/contracts/languages';
import type { SiteRoute } from '@pkg/contracts/site-menu';
import type { Brand, BrandService } from '../modules/brands/index.ts';
import type { CountryLookup } from '../lib/geo.ts';
import { AppError } from './errors.ts';

/** What every API request knows about its caller once the context hooks ran. */
export interface CallerContext {
  brand: Brand;
  /** The code asked for in the `Language` header (catalogue code). */
  language: CatalogueLanguage;
  /** The shipped language whose texts serve that code. */
  textLanguage: ShippedLanguage;
  country: string | null;
  /** 0 normal, 1 maintenance, 2 region restriction, for this caller. */
  accessStatus: 0 | 1 | 2;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerContext;
  }
  interface FastifyContextConfig {
    /** Answer even in maintenance or from a blocked region (the status and brand-look calls). */
    openDuringRestriction?: boolean;
    /** The switchable site page the call belongs to (decision 074): refused while the brand has it off. */
    siteRoute?: SiteRoute;
  }
}

const BRAND_API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
/** The back office's API: staff work across brands, so no brand is resolved from the host. */
const STAFF_API_PREFIX = '/bo/';

/** True when a URL is one of the API's (the rest is the web sites). */
export function isApiPath(url: string): boolean {
  return isBrandApiPath(url) || url.startsWith(STAFF_API_PREFIX);
}

function isBrandApiPath(url: string): boolean {
  return BRAND_API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Resolves the brand (from the `Merchant` header, else the host name), the language and the
 * visitor's country for every API call, and refuses calls the brand's status bars.
 */
export function installRequestContext(app: FastifyInstance, brands: BrandService, lookupCountry: CountryLookup) {
  app.decorateRequest('caller', null as unknown as CallerContext);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isBrandApiPath(request.url)) return;
    const header = request.headers.merchant;
    const brand = typeof header === 'string' && header !== '' ? await brands.byCode(header) : await brands.byHost(request.hostname);
    if (!brand) throw new AppError('unknown_merchant');
    const language = normaliseLanguage(request.headers.language as string | undefined);
    const country = lookupCountry(request.ip);
    const accessStatus = brand.systemStatus === 1 ? 1 : brand.systemStatus === 2 || isRestricted(brand, request.ip, country) ? 2 : 0;
    // The brand as this visitor is offered it: game categories off for their country are off (decision 056).
    request.caller = { brand: brands.forVisitor(brand, country), language, textLanguage: textLanguageOf(language), country, accessStatus };
  });
  // Refused before any route's guard (which runs as the route's onRequest, decision 060), so a
  // visitor during maintenance gets 503 on signed-in calls too, not 401.
  app.addHook('onRequest', async (request) => {
    if (!request.caller || request.routeOptions.config.openDuringRestriction) return;
    if (request.caller.accessStatus === 1) throw new AppError('system_maintenance');
    if (request.caller.accessStatus === 2) throw new AppError('region_restricted');
    const route = request.routeOptions.config.siteRoute;
    // The brand's switched-off pages (decision 074); the check reads the brand http/ already holds.
    if (route && request.caller.brand.siteRoutesOff.includes(route))
      throw new AppError('site_route_off', `${route} is switched off for this brand`);
  });
}

function isRestricted(brand: Brand, ip: string, country: string | null): boolean {
  return (country !== null && brand.blockedCountries.includes(country)) || brand.isBlockedIp(ip);
}
