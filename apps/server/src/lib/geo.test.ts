// Proves blocked IP ranges match the addresses they should (IPv4, IPv6, single addresses, IPv4-mapped IPv6) and the range checker refuses what the block list cannot take.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildIpBlockList, isIpRange, offlineCountryLookup } from './geo.ts';

test('an IPv4 range matches the addresses inside it and no others', () => {
  const blocked = buildIpBlockList(['203.0.113.0/24']);
  assert.equal(blocked('203.0.113.0'), true);
  assert.equal(blocked('203.0.113.255'), true);
  assert.equal(blocked('203.0.114.0'), false);
  assert.equal(blocked('203.0.112.255'), false);
});

test('an IPv6 range matches the addresses inside it and no others', () => {
  const blocked = buildIpBlockList(['2001:db8::/32']);
  assert.equal(blocked('2001:db8::1'), true);
  assert.equal(blocked('2001:db8:ffff:ffff::'), true);
  assert.equal(blocked('2001:db9::1'), false);
  assert.equal(blocked('203.0.113.1'), false);
});

test('a single address without a prefix blocks exactly that address', () => {
  const blocked = buildIpBlockList(['198.51.100.7', '::1']);
  assert.equal(blocked('198.51.100.7'), true);
  assert.equal(blocked('198.51.100.8'), false);
  assert.equal(blocked('::1'), true);
  assert.equal(blocked('::2'), false);
});

test('an IPv4 address seen as IPv4-mapped IPv6 (a dual-stack socket) is still blocked', () => {
  const blocked = buildIpBlockList(['127.0.0.0/8']);
  assert.equal(blocked('::ffff:127.0.0.1'), true);
  assert.equal(blocked('::ffff:10.0.0.1'), false);
});

test('bad ranges in the list are skipped and bad addresses never match', () => {
  const blocked = buildIpBlockList([
    'not-an-ip',
    '',
    '300.1.1.1/8',
    '192.0.2.0/abc',
    '192.0.2.0/33',
    '2001:db8::/200',
    '198.51.100.0/',
    '10.0.0.0/8',
  ]);
  assert.equal(blocked('10.1.2.3'), true);
  assert.equal(blocked('300.1.1.1'), false);
  assert.equal(blocked(''), false);
  assert.equal(blocked('garbage'), false);
  assert.equal(blocked('192.0.2.1'), false);
  assert.equal(blocked('8.8.8.8'), false, 'a range with an empty prefix is not read as /0');
  assert.equal(buildIpBlockList([])('10.1.2.3'), false);
});

test('every IPv4 address is inside 0.0.0.0/0 and inside its own /32', () => {
  const everything = buildIpBlockList(['0.0.0.0/0']);
  fc.assert(
    fc.property(fc.ipV4(), (ip) => {
      return everything(ip) && buildIpBlockList([`${ip}/32`])(ip) && isIpRange(ip) && isIpRange(`${ip}/32`);
    }),
  );
});

test('isIpRange accepts addresses and CIDR ranges of either family', () => {
  for (const good of ['203.0.113.0/24', '203.0.113.7', '0.0.0.0/0', '10.0.0.0/32', '2001:db8::/32', '::1', '::/0', 'fe80::1/128']) {
    assert.equal(isIpRange(good), true, good);
  }
});

test('isIpRange refuses bad addresses, bad prefixes and extra parts', () => {
  for (const bad of [
    '',
    'localhost',
    '203.0.113',
    '256.0.0.1/8',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/-1',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/ 8',
    '10.0.0.0/0x8',
    '10.0.0.0/8.5',
  ]) {
    assert.equal(isIpRange(bad), false, JSON.stringify(bad));
  }
});

test('the offline lookup finds the country of public addresses and none for private ones', () => {
  assert.equal(offlineCountryLookup('8.8.8.8'), 'US');
  assert.equal(offlineCountryLookup('49.144.0.1'), 'PH');
  assert.equal(offlineCountryLookup('::ffff:49.144.0.1'), 'PH');
  assert.equal(offlineCountryLookup('127.0.0.1'), null);
  assert.equal(offlineCountryLookup('192.168.1.1'), null);
});
