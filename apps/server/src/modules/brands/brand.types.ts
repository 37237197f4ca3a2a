import type { FeatureFlags } from '@pkg/contracts/feature-flags';
import type { GameType } from '@pkg/contracts/game-types';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { SiteMenuSettings, SiteRoute } from '@pkg/contracts/site-menu';
import type { FirstLoginAction, SocialLinks, Theme } from '@pkg/contracts/system';
import type { Currency } from '@pkg/money/money';

/** A brand's configuration as the server uses it on every request. */
export interface Brand {
  id: string;
  code: string;
  name: string;
  logoUrl: string;
  theme: Theme;
  languages: ShippedLanguage[];
  defaultLanguage: ShippedLanguage;
  currency: Currency;
  legalAge: number;
  flags: FeatureFlags;
  socialLinks: SocialLinks;
  affiliateUrl: string | null;
  /** About text per shipped language; the footer falls back to English. */
  aboutText: Partial<Record<ShippedLanguage, string>>;
  systemStatus: 0 | 1 | 2;
  blockedCountries: string[];
  blockedIpRanges: string[];
  isBlockedIp: (ip: string) => boolean;
  dialingCountries: string[];
  gameCdnHosts: string[];
  imageCdnHosts: string[];
  /** Game categories the brand does not offer (a jurisdiction's ban, say): hidden and refused at launch. */
  disabledGameTypes: GameType[];
  /**
   * Game categories off for visitors from some countries (decision 056): ISO codes by category, `ZZ`
   * for visitors whose country is not known. Cockfights are off for the Philippines by default.
   */
  gameTypesOffByCountry: Partial<Record<GameType, string[]>>;
  /**
   * The categories `gameTypesOffByCountry` added to `disabledGameTypes` for this visitor: set only
   * on the brand of a request (`brandForVisitor`), so a refusal can say why (game_region_restricted).
   */
  offForVisitor?: GameType[];
  /** Session rules: idle and absolute expiry. */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Failed logins before a lock, and how long it lasts. */
  loginLockFailures: number;
  loginLockMinutes: number;
  /** Days after which a password expires (when PWDEXPFORCECHANGE3 is on); 0 never. */
  passwordMaxAgeDays: number;
  /** Passwords that force a change at login (SPEC's weak password and the brand's list). */
  weakPasswords: string[];
  /** Minutes a password-reset link sent by e-mail stays good. */
  emailResetMinutes: number;
  /**
   * The brand's own deposit limits per GMT+8 period, minor units (decision 037 addendum): every
   * player's deposits are held to them, whatever limit the player set; a period absent has none.
   */
  depositLimits: Partial<Record<RgPeriod, bigint>>;
  /** Firebase mode (decision 013): SMS codes sent and checked by Firebase; null when the brand sends its own. */
  firebase: FirebaseSettings | null;
  /** What the site shows once after a player's first login (decision 064). */
  firstLoginAction: FirstLoginAction;
  /** The header and side menu's order, hidden entries and labels (decision 074). */
  siteMenu: SiteMenuSettings;
  /** The switchable site pages the brand has off (decision 074): not offered, and their calls refused. */
  siteRoutesOff: SiteRoute[];
}

/** A brand's Firebase project as the browser SDK needs it (public values, no secrets). */
export interface FirebaseSettings {
  projectId: string;
  apiKey: string | null;
  authDomain: string;
}
