import type { AnnouncementType } from '@pkg/contracts/notices';
import type { GameType } from '@pkg/contracts/game-types';
import type { FeatureFlag } from '@pkg/contracts/feature-flags';
import type { FirstLoginAction, Resource, ServiceLink, Theme } from '@pkg/contracts/system';

/** Everything one brand starts with; the demo seed and the operator CLI both write brands this way. */
export interface BrandSeed {
  code: string;
  name: string;
  logoUrl: string;
  theme?: Partial<Theme>;
  languages?: string[];
  legalAge?: number;
  /** The symbol before every amount on the brand's site; the platform's default (TLB) when not given. */
  currencySymbol?: string;
  /** The largest single reward in minor units (decision 051); none when not given. */
  maxRewardMinor?: bigint;
  /** What the site shows once after a player's first login (decision 064); none when not given. */
  firstLoginAction?: FirstLoginAction;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  socialLinks?: { telegram?: string | null; facebook?: string | null; youtube?: string | null };
  affiliateUrl?: string | null;
  aboutText?: Record<string, string>;
  systemStatus?: 0 | 1 | 2;
  blockedCountries?: string[];
  blockedIpRanges?: string[];
  dialingCountries?: string[];
  imageCdnHosts?: string[];
  gameCdnHosts?: string[];
  /** Game categories the brand does not offer (a jurisdiction's ban, or nothing to play yet). */
  disabledGameTypes?: GameType[];
  domains?: Array<{ domain: string; primary?: boolean }>;
  serviceLinks?: ServiceLink[];
  resources?: Resource[];
  helpCategories?: Array<{
    slug: string;
    titles: Record<string, string>;
    articles: Array<{ slug: string; language: string; title: string; html: string }>;
  }>;
  announcements?: Array<{ slug: string; type: AnnouncementType; language: string; title: string; html: string; publishedAt: string }>;
  vendors?: Array<{
    vendorCode: string;
    displayName: string;
    gameType: GameType;
    logoUrl: string;
    isHot?: boolean;
    isGame?: 'VASSALAGE' | 'GAME';
    /** seamless (default): play spends the main wallet; transfer: the player moves money into the vendor's wallet first. */
    walletType?: 'seamless' | 'transfer';
  }>;
}
