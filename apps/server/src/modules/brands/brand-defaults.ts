import { FEATURE_FLAGS, type FeatureFlags } from '@pkg/contracts/feature-flags';
import type { Theme } from '@pkg/contracts/system';
import type { BrandSeed } from './brand-seed.types.ts';

/**
 * The flags a brand has until its operator changes them: sign-up by username and mobile, free
 * trial and the member centre on; everything that needs an outside service or a legal decision off.
 */
export const DEFAULT_FLAGS: FeatureFlags = {
  ...(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FeatureFlags),
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  // A sign-up logs the player in where they are (decision 064).
  DIRECTREG3: true,
  // A mobile sign-up sets a password too: off, the account could only log in by SMS code, which is
  // itself off by default (MOBILEVERCODELOGIN3), so it could never log in again (decision 064).
  MOBILENUMPASSREG3: true,
  memberCentre: true,
  playerTransfers: true,
  // One-click login with a passkey, offered after a password login (decision 073).
  passkeyLogin: true,
  // Agents move money to their downlines: a stolen agent password must not be enough (decision 060).
  agentSecondFactor: true,
};

/** Merges stored flags over the defaults, ignoring keys that are not flags. */
export function mergeFlags(stored: Record<string, unknown>): FeatureFlags {
  const flags = { ...DEFAULT_FLAGS };
  for (const flag of FEATURE_FLAGS) {
    if (typeof stored[flag] === 'boolean') flags[flag] = stored[flag];
  }
  return flags;
}

export const DEFAULT_THEME: Theme = {
  primary: '#0b6e4f',
  primaryContrast: '#ffffff',
  accent: '#f2b705',
  background: '#0f1720',
  surface: '#17222e',
  text: '#f4f7fa',
  muted: '#9fb0c0',
};

/**
 * The house vendors the product ships, which a new brand starts with (the demo brand and `npm run
 * brand -- create` alike). They live here rather than in seed/, so the brands module never imports
 * the seed (decision 052).
 */
export const HOUSE_VENDORS: NonNullable<BrandSeed['vendors']> = [
  {
    vendorCode: 'BTSLOT',
    displayName: 'Bituin Slots',
    gameType: 'RNG',
    logoUrl: '/vendors/btslot.svg',
    isHot: true,
    isGame: 'VASSALAGE',
  },
  { vendorCode: 'BTLIVE', displayName: 'Bituin Tables', gameType: 'LIVE', logoUrl: '/vendors/btlive.svg', isHot: true },
  { vendorCode: 'BTBINGO', displayName: 'Bituin Bingo', gameType: 'BINGO', logoUrl: '/vendors/btbingo.svg' },
  // The house cockfight arena stakes from the main wallet (decision 056); the Philippine demo brand keeps it a
  // transfer wallet to show moving money between wallets (decision 018), with cockfights off there.
  { vendorCode: 'BTSABONG', displayName: 'Sabong Arena', gameType: 'COCKFIGHT', logoUrl: '/vendors/btsabong.svg', isHot: true },
  { vendorCode: 'BTFAST', displayName: 'Bituin Fast Draw', gameType: 'ELOTT', logoUrl: '/vendors/btfast.svg' },
  // The sportsbook (decision 058): Sports launches its book from the header; the esports titles are games of /esports.
  { vendorCode: 'BTSPORT', displayName: 'Bituin Sports', gameType: 'SPORTS', logoUrl: '/vendors/btsport.svg', isHot: true },
  { vendorCode: 'BTESPORT', displayName: 'Bituin Esports', gameType: 'ESPORTS', logoUrl: '/vendors/btesport.svg', isGame: 'VASSALAGE' },
  { vendorCode: 'BTXOSO', displayName: 'Xổ Số Việt', gameType: 'LOTT', logoUrl: '/vendors/btxoso.svg' },
  // The PVP card rooms (decision 059): Pusoy Dos and Tongits, player against player; each room a game of it.
  { vendorCode: 'BTPVP', displayName: 'Bituin PVP', gameType: 'PVP', logoUrl: '/vendors/btpvp.svg' },
  // Fish shooting (decision 061): one title, every shot decided by the server.
  { vendorCode: 'BTFISH', displayName: 'Bituin Fishing', gameType: 'FISH', logoUrl: '/vendors/btfish.svg' },
];
