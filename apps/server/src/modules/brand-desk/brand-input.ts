import { FEATURE_FLAGS } from '@pkg/contracts/feature-flags';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { RG_PERIODS } from '@pkg/contracts/responsible-gaming';
import { FIRST_LOGIN_ACTIONS, REGISTER_FIELDS, type ServiceLink } from '@pkg/contracts/system';
import { PATTERN_IDS, VALIDATION_PATTERNS } from '@pkg/contracts/validation-patterns';
import { MENU_ENTRIES, MENU_LABEL_MAX, SITE_ROUTE_IDS, type SiteMenuSettings } from '@pkg/contracts/site-menu';
import { isIpRange } from '../../lib/geo.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import { DEFAULT_THEME, siteMenuOf, siteRoutesOffOf } from '../brands/index.ts';
import { signInInputProblems } from '../external-sign-in/index.ts';
import type { BrandChanges, BrandFields, StoredFieldRule } from './brand-admin.types.ts';

/**
 * An operator's brand input checked and normalised before anything is written (brand-admin.ts):
 * every problem listed, so the operator can fix them in one go.
 */

const BRAND_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
const HOST_NAME_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const EMAIL_PATTERN = new RegExp(VALIDATION_PATTERNS.email);
// The bounds of the merchants table's check; the site's default is 18.
const LEGAL_AGE_MIN = 16;
const LEGAL_AGE_MAX = 25;
/** A largest single reward or a brand deposit limit: 1 to 10^15 minor units (what every desk accepts), digits only. */
const MINOR_AMOUNT_LIMIT = 10n ** 15n;
const MINOR_AMOUNT_PATTERN = /^(?:[1-9][0-9]{0,14}|1000000000000000)$/;

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
    ...(fields.paymentWaitAlertMinutes !== undefined && !isWaitMinutes(fields.paymentWaitAlertMinutes)
      ? [`waiting time "${String(fields.paymentWaitAlertMinutes)}" must be whole minutes from 1 to ${WAIT_MINUTES_MAX}`]
      : []),
    ...(fields.firstLoginAction !== undefined && !(FIRST_LOGIN_ACTIONS as readonly string[]).includes(fields.firstLoginAction)
      ? [`first-login action "${String(fields.firstLoginAction)}" is not one of ${FIRST_LOGIN_ACTIONS.join(', ')}`]
      : []),
    ...registerFieldProblems(fields.registerFields ?? {}),
    ...siteMenuProblems(fields),
  );
  return problems;
}

/** The dashboard's waiting time (issue 37): at most a day, as the migration's check holds it. */
const WAIT_MINUTES_MAX = 1440;
const isWaitMinutes = (minutes: unknown) =>
  Number.isInteger(minutes) && (minutes as number) >= 1 && (minutes as number) <= WAIT_MINUTES_MAX;

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

/** The menu settings and routers (decision 074): known entries, pages and languages, each once; labels short enough for a tab. */
function siteMenuProblems(fields: BrandFields): string[] {
  const problems: string[] = [];
  const entries = MENU_ENTRIES as readonly string[];
  const shipped = SHIPPED_LANGUAGES as readonly string[];
  if (fields.siteMenu) {
    for (const [part, list] of [
      ['order', fields.siteMenu.order],
      ['hidden', fields.siteMenu.hidden],
    ] as const) {
      for (const entry of list)
        if (!entries.includes(entry)) problems.push(`menu ${part}: entry "${entry}" is not one of ${entries.join(', ')}`);
      if (new Set(list).size !== list.length) problems.push(`menu ${part}: an entry is listed twice`);
    }
    for (const [entry, byLanguage] of Object.entries(fields.siteMenu.labels)) {
      if (!entries.includes(entry)) problems.push(`menu label: entry "${entry}" is not one of ${entries.join(', ')}`);
      for (const [language, label] of Object.entries(byLanguage ?? {})) {
        if (!shipped.includes(language))
          problems.push(`menu label of ${entry}: language "${language}" is not one of ${shipped.join(', ')}`);
        else if ((label ?? '').trim().length > MENU_LABEL_MAX)
          problems.push(`menu label of ${entry} (${language}) must be at most ${MENU_LABEL_MAX} characters`);
      }
    }
  }
  for (const route of fields.siteRoutesOff ?? []) {
    if (!(SITE_ROUTE_IDS as string[]).includes(route)) problems.push(`page "${route}" is not one of ${SITE_ROUTE_IDS.join(', ')}`);
  }
  return problems;
}

/** Labels as stored: trimmed, and an empty one left out (the site's own text shows). */
function trimLabels(menu: SiteMenuSettings): Record<string, unknown> {
  const labels = Object.fromEntries(
    Object.entries(menu.labels).map(([entry, byLanguage]) => [
      entry,
      Object.fromEntries(Object.entries(byLanguage ?? {}).map(([language, label]) => [language, (label ?? '').trim()])),
    ]),
  );
  return { order: menu.order, hidden: menu.hidden, labels };
}

/** The input as it is written: names and domains trimmed, countries in capitals, the about text sanitised. */
export function normalise(fields: BrandFields) {
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
    firstLoginAction: fields.firstLoginAction,
    paymentWaitAlertMinutes: fields.paymentWaitAlertMinutes,
    siteMenu: fields.siteMenu && siteMenuOf(trimLabels(fields.siteMenu)),
    siteRoutesOff: fields.siteRoutesOff && siteRoutesOffOf(fields.siteRoutesOff),
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
