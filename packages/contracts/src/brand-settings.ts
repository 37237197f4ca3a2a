import { z } from 'zod';
import { amountMinorInput, currencyInfo, positiveAmountMinor } from './amount.ts';
import { GAME_TYPES } from './game-types.ts';
import { RG_PERIODS } from './responsible-gaming.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';
import {
  featureFlagsSchema,
  FIRST_LOGIN_ACTIONS,
  REGISTER_FIELDS,
  resourceSchema,
  serviceLinkSchema,
  systemStatusSchema,
  themeSchema,
} from './system.ts';
import { PATTERN_IDS, type PatternId } from './validation-patterns.ts';
import { siteMenuSettings, siteRoutesOff } from './site-menu-contract.ts';

/**
 * The back office's brand settings desk (decision 039): what the operator CLI sets (`npm run brand`)
 * and the rest of the brand's look and rules, read with brands.read and changed with brands.manage.
 * The shapes are checked here; the values (URL kinds, colour format, lengths, known codes) are checked
 * by the server's brand-admin, the one check the CLI also uses.
 */

const text = (max: number) => z.string().max(max);
const languageSchema = z.enum(SHIPPED_LANGUAGES);

/** A registration field's stored rule; the pattern source follows from the pattern id. */
export const boFieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type BoFieldRule = z.infer<typeof boFieldRuleSchema>;

/** Firebase mode: the project and the browser SDK's public settings; null turns it off. */
const firebaseSchema = z.object({ projectId: text(64), apiKey: text(120).optional(), authDomain: text(253).optional() });

/**
 * One change of a brand's settings: every part optional, so each section of the desk saves on its
 * own. Lists and texts replace what is stored (blocked countries and ranges, resources, service
 * links); flags, theme colours, about texts and registration fields change the
 * ones named; domains are only added (the one the site is on cannot be removed by mistake).
 */
export const boBrandSettingsChange = z
  .object({
    name: text(200),
    logoUrl: text(500),
    theme: themeSchema.partial(),
    languages: z.array(languageSchema).max(SHIPPED_LANGUAGES.length),
    defaultLanguage: languageSchema,
    socialLinks: z.object({ telegram: text(500).nullable(), facebook: text(500).nullable(), youtube: text(500).nullable() }).partial(),
    affiliateUrl: text(500).nullable(),
    /** Safe HTML per language, sanitised by the server; "" removes that language's text. */
    aboutText: z.partialRecord(languageSchema, text(8000)),
    resources: z.array(resourceSchema.extend({ url: text(500), qrCodeUrl: text(500), labelNameEn: text(200) })).max(3),
    serviceLinks: z.array(serviceLinkSchema.extend({ label: text(200), url: text(500) })).max(20),
    registerFields: z.partialRecord(z.enum(REGISTER_FIELDS), boFieldRuleSchema),
    flags: featureFlagsSchema.partial(),
    systemStatus: systemStatusSchema,
    legalAge: z.number().int(),
    /** The largest single reward in minor units (digits, decision 051); null removes it. */
    maxRewardMinor: amountMinorInput.nullable(),
    /** The brand's own deposit limits per GMT+8 period (minor units as digits); null removes one, periods not named stay. */
    depositLimits: z.partialRecord(z.enum(RG_PERIODS), amountMinorInput.nullable()),
    blockedCountries: z.array(text(10)).max(250),
    blockedIpRanges: z.array(text(64)).max(500),
    addDomains: z.array(text(253)).max(20),
    firebase: firebaseSchema.nullable(),
    /** What the site shows once after a player's first login (decision 064). */
    firstLoginAction: z.enum(FIRST_LOGIN_ACTIONS),
    /** Minutes a deposit or withdrawal may wait for a decision before the dashboard calls it late (issue 37); 1 to 1440. */
    paymentWaitAlertMinutes: z.number().int(),
    /** The header and side menu (decision 074): replaces the stored settings. */
    siteMenu: siteMenuSettings,
    /** The switchable pages that are off (decision 074): replaces the stored list. */
    siteRoutesOff: siteRoutesOff,
  })
  .partial()
  .strict();
export type BoBrandSettingsChange = z.infer<typeof boBrandSettingsChange>;

export const boBrandQuery = z.object({ brandId: z.string().regex(/^\d{1,18}$/) });

/** `POST /bo/brand`: a brand in the staff member's scope and the change. */
export const boBrandSave = z.object({ brandId: z.string().regex(/^\d{1,18}$/), settings: boBrandSettingsChange });
export type BoBrandSave = z.infer<typeof boBrandSave>;

/** A brand's settings as the desk shows them: stored values, with defaults filled in where nothing is stored. */
export const boBrandView = z.object({
  brandId: z.string(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  theme: themeSchema,
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  currency: currencyInfo,
  socialLinks: z.object({ telegram: z.string().nullable(), facebook: z.string().nullable(), youtube: z.string().nullable() }),
  affiliateUrl: z.string().nullable(),
  aboutText: z.partialRecord(languageSchema, z.string()),
  resources: z.array(resourceSchema),
  serviceLinks: z.array(serviceLinkSchema),
  registerFields: z.record(z.enum(REGISTER_FIELDS), boFieldRuleSchema),
  flags: featureFlagsSchema,
  systemStatus: systemStatusSchema,
  legalAge: z.number().int(),
  /** No bonus, prize or points conversion pays more than this (minor units); null: no such limit. */
  maxRewardMinor: positiveAmountMinor.nullable(),
  /** Every player's deposits are held to these, whatever their own limits; null: none for that period. */
  depositLimits: z.record(z.enum(RG_PERIODS), positiveAmountMinor.nullable()),
  firstLoginAction: z.enum(FIRST_LOGIN_ACTIONS),
  /** Past this many minutes waiting, a deposit or withdrawal is late on the dashboard (30 unless set). */
  paymentWaitAlertMinutes: z.number().int(),
  siteMenu: siteMenuSettings,
  siteRoutesOff: siteRoutesOff,
  blockedCountries: z.array(z.string()),
  blockedIpRanges: z.array(z.string()),
  /** The game types the brand does not offer; switched on the catalogue desk (decision 040), shown here. */
  disabledGameTypes: z.array(z.enum(GAME_TYPES)),
  domains: z.array(z.object({ domain: z.string(), primary: z.boolean() })),
  firebase: z.object({ projectId: z.string(), apiKey: z.string().nullable(), authDomain: z.string() }).nullable(),
  /** Google and Facebook clients; secrets are never shown, only whether one is stored. */
  signInClients: z.array(
    z.object({ provider: z.string(), clientId: z.string(), issuer: z.string(), clientSecretSet: z.boolean(), endpoints: z.boolean() }),
  ),
  updatedAt: z.string(),
});
export type BoBrandView = z.infer<typeof boBrandView>;
