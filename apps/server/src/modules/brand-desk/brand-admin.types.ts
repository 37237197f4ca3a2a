import type { FeatureFlags } from '@pkg/contracts/feature-flags';
import type { GameType } from '@pkg/contracts/game-types';
import type { RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { FirstLoginAction, RegisterField, Resource, ServiceLink, SocialLinks, Theme } from '@pkg/contracts/system';
import type { FieldRule } from '@pkg/contracts/validation-patterns';
import type { SiteMenuSettings, SiteRoute } from '@pkg/contracts/site-menu';
import type { Queryable } from '../../db/client.ts';
import type { BrandSeed } from '../brands/index.ts';
import type { SignInInput, SignInView } from '../external-sign-in/index.ts';

/** The shapes of brand-admin (brand-admin.ts): what operators give to create and change brands, and what they see. */

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
  /** What the site shows once after a player's first login (decision 064). */
  firstLoginAction?: FirstLoginAction;
  /** Minutes a deposit or withdrawal waits before the dashboard calls it late (issue 37). */
  paymentWaitAlertMinutes?: number;
  /** The header and side menu (decision 074): replaces the stored settings; labels "" fall back to the site's text. */
  siteMenu?: SiteMenuSettings;
  /** The switchable pages that are off (decision 074): replaces the stored list. */
  siteRoutesOff?: SiteRoute[];
}

/** A registration field's rule as the operator sets it; the pattern source follows from the id. */
export type StoredFieldRule = Omit<FieldRule, 'acceptedPattern'>;

/** Where brand-admin gets the app secret when it must seal a client secret (asked only then). */
export interface BrandAdminOptions {
  appSecret?: () => string;
  /** Called in an update's transaction with the brand before and after, e.g. to audit the change. */
  onChange?: (tx: Queryable, change: { brandId: string; before: BrandView; after: BrandView }) => Promise<void>;
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
  firstLoginAction: FirstLoginAction;
  paymentWaitAlertMinutes: number;
  siteMenu: SiteMenuSettings;
  siteRoutesOff: SiteRoute[];
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
