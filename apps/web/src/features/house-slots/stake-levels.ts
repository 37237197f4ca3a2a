/**
 * The bet sizes the page offers: only the server's stake levels (minor units, ascending), never a
 * figure of the page's own. The page keeps the stake as one of those levels.
 */

/** The session's stake levels as bigint minor units, ascending, without repeats or bad entries. */
export function parseStakeLevels(wire: readonly string[]): bigint[] {
  const levels = wire.filter((text) => /^[1-9][0-9]*$/.test(text)).map((text) => BigInt(text));
  return [...new Set(levels)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The stake to start with: the wanted one (the player's last choice) when the server still offers
 * it, else the server's default when offered, else the lowest level; null when there is none.
 */
export function chooseStake(levels: readonly bigint[], wanted: bigint | null, defaultMinor: bigint | null): bigint | null {
  if (wanted !== null && levels.includes(wanted)) return wanted;
  if (defaultMinor !== null && levels.includes(defaultMinor)) return defaultMinor;
  return levels[0] ?? null;
}

/** The next level up (+1) or down (-1) from the current one, staying at the ends. */
export function stepStake(levels: readonly bigint[], current: bigint, direction: 1 | -1): bigint {
  const index = levels.indexOf(current);
  if (index < 0) return levels[0] ?? current;
  const next = Math.min(levels.length - 1, Math.max(0, index + direction));
  return levels[next] ?? current;
}

/** Whether the balance covers one spin at the stake. */
export function canAfford(balanceMinor: bigint, stakeMinor: bigint): boolean {
  return balanceMinor >= stakeMinor;
}
