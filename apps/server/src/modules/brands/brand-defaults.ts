import { FEATURE_FLAGS, type FeatureFlags } from '@pkg/contracts/feature-flags';
import type { Theme } from '@pkg/contracts/system';

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
  memberCentre: true,
  playerTransfers: true,
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
