import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import {
  type CountryEntry,
  type HelpCenterValue,
  type RegisterField,
  type SystemStatusValue,
  type WhitelabelValue,
} from '@pkg/contracts/system';
import type { FieldRule } from '@pkg/contracts/validation-patterns';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Brand } from '../brands/index.ts';
import { fieldRulesOf } from './register-defaults.ts';
import { selectDomains, selectFieldSettings, selectHelpArticles, selectResources, selectServiceLinks } from './system.queries.ts';

type BrandLinks = Pick<SystemStatusValue, 'resources' | 'customerService'>;

/** A brand's app download links (the back office's brand page shows them too). */
export function brandResources(db: Queryable, brandId: string): Promise<BrandLinks['resources']> {
  return selectResources(db, brandId);
}

/** Every registration field's rule of a brand: its stored rule, else the default. */
export async function registerRulesOf(db: Queryable, brandId: string): Promise<Record<RegisterField, FieldRule>> {
  return fieldRulesOf(await selectFieldSettings(db, brandId));
}

/**
 * The status call is the site's first and most frequent call, and its two queries cost more than
 * the rest of the request (the embedded database runs on the server's own thread). They are
 * cached per Brand object: the brand service hands out a new object when its cached answer
 * expires or is invalidated, so these rows live exactly as long as the brand they belong to (and
 * not at all when brand caching is off). The promise is kept so a burst of calls after expiry
 * shares one load; a failed load is forgotten so the next call tries again.
 */
function createBrandLinks(db: Db): (brand: Brand) => Promise<BrandLinks> {
  const linksByBrand = new WeakMap<Brand, Promise<BrandLinks>>();
  return function linksOf(brand: Brand): Promise<BrandLinks> {
    let links = linksByBrand.get(brand);
    if (!links) {
      links = Promise.all([selectResources(db, brand.id), selectServiceLinks(db, brand.id)]).then(([resources, customerService]) => ({
        resources,
        customerService,
      }));
      linksByBrand.set(brand, links);
      links.catch(() => linksByBrand.delete(brand));
    }
    return links;
  };
}

/** Help content in the asked language, falling back to English where a language has none. */
async function helpCenterOf(db: Db, brand: Brand, language: ShippedLanguage): Promise<HelpCenterValue> {
  let served = language;
  let rows = await selectHelpArticles(db, brand.id, language);
  if (rows.length === 0 && language !== 'EN') {
    served = 'EN';
    rows = await selectHelpArticles(db, brand.id, 'EN');
  }
  const categories: HelpCenterValue['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.category_slug) {
      category = { id: row.category_slug, title: row.category_title ?? row.category_slug, articles: [] };
      categories.push(category);
    }
    category.articles.push({ id: row.slug, title: row.title, content: row.content_html });
  }
  return { language: served, categories };
}

/** The brand's look and rules for the site. */
function whitelabelOf(brand: Brand, language: ShippedLanguage): WhitelabelValue {
  return {
    merchantCode: brand.code,
    name: brand.name,
    logoUrl: brand.logoUrl,
    theme: brand.theme,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    currency: brand.currency,
    legalAge: brand.legalAge,
    flags: brand.flags,
    socialLinks: brand.socialLinks,
    affiliateUrl: brand.affiliateUrl,
    aboutText: brand.aboutText[language] ?? brand.aboutText.EN ?? '',
    platform: 'web',
    device: 'WEB',
    lotteryType: 'Elott',
    gameCdnHosts: brand.gameCdnHosts,
    imageCdnHosts: brand.imageCdnHosts,
    firebase: brand.firebase,
    firstLoginAction: brand.firstLoginAction,
  };
}

/** Answers the site's system calls for one brand. */
export function createSystemService(db: Db) {
  const linksOf = createBrandLinks(db);

  return {
    /** The root view's facts: status for this visitor, location, flags, resources, service links. */
    async status(brand: Brand, ip: string, country: string | null, accessStatus: 0 | 1 | 2): Promise<SystemStatusValue> {
      const { resources, customerService } = await linksOf(brand);
      return {
        systemStatus: accessStatus,
        merchantCode: brand.code,
        location: { ip, country },
        imgUrl: brand.imageCdnHosts[0] ?? '/',
        flags: brand.flags,
        resources,
        customerService,
      };
    },

    /** The brand's look and rules for the site. */
    whitelabel(brand: Brand, language: ShippedLanguage): WhitelabelValue {
      return whitelabelOf(brand, language);
    },

    /** Every registration field's rule: the brand's stored rule, else the default. */
    registerSettings(brand: Brand): Promise<Record<RegisterField, FieldRule>> {
      return registerRulesOf(db, brand.id);
    },

    async domainRoute(brand: Brand) {
      const rows = await selectDomains(db, brand.id);
      return { domainList: rows.map((row) => ({ domain: row.domain, primary: row.is_primary, speed: 0 as const })) };
    },

    /** Help content in the asked language, falling back to English where a language has none. */
    helpCenter(brand: Brand, language: ShippedLanguage): Promise<HelpCenterValue> {
      return helpCenterOf(db, brand, language);
    },

    /** The dialing codes the brand accepts, in its preferred order, each with its flag. */
    countries(brand: Brand): CountryEntry[] {
      return brand.dialingCountries
        .filter((code) => isSupportedCountry(code))
        .map((code) => ({
          countryCode: code,
          countryDialingCode: `+${getCountryCallingCode(code)}`,
          flag: flagOf(code),
        }));
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

/** The flag emoji of an ISO country code (two regional-indicator letters). */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
