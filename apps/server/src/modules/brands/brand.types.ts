import type { FeatureFlags } from '@pkg/contracts/feature-flags';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { SocialLinks, Theme } from '@pkg/contracts/system';
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
}
