import type { ShippedLanguage } from '@pkg/contracts/languages';
import {
  MENU_ENTRIES,
  SITE_ROUTE_IDS,
  type MenuEntry,
  type MenuSettingsValue,
  type RoutersValue,
  type SiteMenuSettings,
  type SiteRoute,
} from '@pkg/contracts/site-menu';
import type { Brand } from './brand.types.ts';

/**
 * The brand's menu settings and routers (decision 074), read from the merchants row. What is stored
 * is read defensively: entries, pages and languages the product no longer knows are dropped, so an
 * old value never breaks the site.
 */

const isEntry = (value: unknown): value is MenuEntry => (MENU_ENTRIES as readonly unknown[]).includes(value);
const isRoute = (value: unknown): value is SiteRoute => (SITE_ROUTE_IDS as readonly unknown[]).includes(value);

export function siteMenuOf(stored: Record<string, unknown>): SiteMenuSettings {
  const list = (value: unknown) => [...new Set(Array.isArray(value) ? value.filter(isEntry) : [])];
  const labels: SiteMenuSettings['labels'] = {};
  const storedLabels = stored.labels && typeof stored.labels === 'object' ? (stored.labels as Record<string, unknown>) : {};
  for (const [entry, byLanguage] of Object.entries(storedLabels)) {
    if (!isEntry(entry) || !byLanguage || typeof byLanguage !== 'object') continue;
    const texts = Object.entries(byLanguage).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].trim() !== '',
    );
    if (texts.length > 0) labels[entry] = Object.fromEntries(texts);
  }
  return { order: list(stored.order), hidden: list(stored.hidden), labels };
}

export function siteRoutesOffOf(stored: string[]): SiteRoute[] {
  return [...new Set(stored.filter(isRoute))];
}

/** `GET /wps/system/menu`: the brand's menu with each label in `language` (none: the site's own text). */
export function menuSettingsFor(brand: Brand, language: ShippedLanguage): MenuSettingsValue {
  const labels: MenuSettingsValue['labels'] = {};
  for (const [entry, byLanguage] of Object.entries(brand.siteMenu.labels) as Array<[MenuEntry, Partial<Record<string, string>>]>) {
    const label = byLanguage[language];
    if (label) labels[entry] = label;
  }
  return { order: brand.siteMenu.order, hidden: brand.siteMenu.hidden, labels };
}

/** `GET /wps/system/routers`: every switchable page and whether the brand has it on. */
export function routersFor(brand: Brand): RoutersValue {
  return {
    routes: Object.fromEntries(SITE_ROUTE_IDS.map((id) => [id, !brand.siteRoutesOff.includes(id)])) as Record<SiteRoute, boolean>,
  };
}
