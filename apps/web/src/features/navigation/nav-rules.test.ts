// Proves the header's navigation rules of SPEC.md section 2: tab paths, vendor clicks, LOTTERY grouping.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Vendor } from '@pkg/contracts/games';
import { buildNavEntries, gameTypePath, vendorAction } from './nav-rules.ts';

function vendor(gameType: Vendor['gameType'], extra: Partial<Vendor> = {}): Vendor {
  return {
    vendorCode: `V${gameType}`,
    vassalage: `V${gameType}`,
    displayName: gameType,
    gameType,
    isHot: false,
    logoUrl: '/x.svg',
    accountTypeId: 1,
    isGame: 'GAME',
    maintenance: false,
    ...extra,
  };
}

test('a game type tab goes to the type in lower case', () => {
  assert.equal(gameTypePath('RNG'), '/rng');
  assert.equal(gameTypePath('ESPORTS'), '/esports');
});

test('RNG, FISH, PVP and LIVE vendors open their type page filtered to the vendor', () => {
  for (const type of ['RNG', 'FISH', 'PVP', 'LIVE'] as const) {
    assert.deepEqual(vendorAction(vendor(type, { isGame: 'VASSALAGE' })), { kind: 'page', path: `/${type.toLowerCase()}?vendor=V${type}` });
  }
});

test('lottery vendors start a lottery: e-lottery in /lottery, the Vietnamese lottery in /vnlottery', () => {
  assert.deepEqual(vendorAction(vendor('ELOTT')), { kind: 'lottery', path: '/lottery' });
  assert.deepEqual(vendorAction(vendor('LOTT')), { kind: 'lottery', path: '/vnlottery' });
});

test('other vendors launch, unless they are VASSALAGE and list their games', () => {
  assert.equal(vendorAction(vendor('COCKFIGHT')).kind, 'launch');
  assert.equal(vendorAction(vendor('BINGO', { isGame: 'VASSALAGE' })).kind, 'gameList');
});

test('lottery types merge into one LOTTERY entry opening the lobby; cockfight and sports have no page', () => {
  const entries = buildNavEntries([
    { gameType: 'RNG', vendors: [vendor('RNG')] },
    { gameType: 'COCKFIGHT', vendors: [vendor('COCKFIGHT')] },
    { gameType: 'SPORTS', vendors: [vendor('SPORTS')] },
    { gameType: 'ELOTT', vendors: [vendor('ELOTT')] },
    { gameType: 'LOTT', vendors: [vendor('LOTT')] },
  ]);
  assert.deepEqual(
    entries.map((entry) => [entry.key, entry.path, entry.vendors.length]),
    [
      ['RNG', '/rng', 1],
      ['COCKFIGHT', null, 1],
      ['SPORTS', null, 1],
      ['LOTTERY', '/elott', 2],
    ],
  );
});
