import { randomInt } from 'node:crypto';

/**
 * A source of uniform random integers in [0, maxExclusive). The shape matches the house games'
 * RandomSource (packages/games), so the app can hand one source to both; tests pin it.
 */
export interface RandomIndex {
  int(maxExclusive: number): number;
}

/** The cryptographic source the server uses when none is injected. */
export const cryptoRandomIndex: RandomIndex = { int: (maxExclusive) => randomInt(maxExclusive) };

/**
 * Puts a site path on one of the brand's CDN hosts, picked at random (SPEC.md section 9: image and
 * game-launch CDN hosts are chosen at random from the lists). Absolute URLs and brands without
 * hosts keep the path as it is. A host may be written with or without its scheme (https by default).
 */
export function onRandomHost(path: string, hosts: readonly string[], random: RandomIndex): string {
  if (hosts.length === 0 || !path.startsWith('/') || path.startsWith('//')) return path;
  const host = hosts[random.int(hosts.length)] ?? hosts[0] ?? '';
  const origin = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}
