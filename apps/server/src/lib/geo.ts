import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

/** Finds the ISO country of an IP address, or null when unknown (private, loopback, unlisted). */
export type CountryLookup = (ip: string) => string | null;

/** Country lookup from the offline database shipped in the geoip-country package. */
export const offlineCountryLookup: CountryLookup = (ip) => {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? null;
};

/** Builds a matcher for a brand's blocked ranges ("203.0.113.0/24", "2001:db8::/32" or one address). */
export function buildIpBlockList(ranges: readonly string[]): (ip: string) => boolean {
  // Most brands block no range; skip BlockList's per-call address parsing for them.
  if (ranges.length === 0) return () => false;
  const list = new BlockList();
  for (const range of ranges) {
    // A bad stored entry is skipped: BlockList would throw on it and fail every call of the brand,
    // and "10.0.0.0/" would read as /0 and block everyone.
    if (!isIpRange(range)) continue;
    const [address = '', prefix] = range.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip) => {
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && list.check(address, family);
  };
}

/** True when a string is an address or a CIDR range the block list accepts. */
export function isIpRange(range: string): boolean {
  const [address = '', prefix, ...rest] = range.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}
