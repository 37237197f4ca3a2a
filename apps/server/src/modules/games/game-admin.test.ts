// Proves the operator's game switches (the game CLI) add and change games, switch vendors and game types, check their input and audit every change.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { GameAdminError, listGames, saveGame, switchGameTypes } from './game-admin.ts';
import { updateVendor } from './vendor-admin.ts';
import { listedCodes } from './games.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const at = { brand: 'bituin', vendor: 'BTSLOT' };

async function auditActions(): Promise<string[]> {
  const rows = await t.db.query<{ action: string }>(`select action from staff_audit where staff_username = 'operator-cli' order by id`);
  return rows.map((row) => row.action);
}

test('lists the seeded games of a brand, and the demo seed is there once', async () => {
  const all = await listGames(t.db, 'bituin');
  // The lottery games of Bituin Fast Draw and Xổ Số Việt are catalogue games too (decision 028).
  assert.deepEqual(
    [...new Set(all.map((game) => game.vendorCode))],
    ['BTBINGO', 'BTESPORT', 'BTFAST', 'BTFISH', 'BTLIVE', 'BTPVP', 'BTSLOT', 'BTSPORT', 'BTXOSO'],
  );
  assert.equal(all.filter((game) => game.gameType === 'ELOTT' || game.gameType === 'LOTT').length, 11);
  const games = all.filter((game) => game.vendorCode === 'BTSLOT');
  assert.deepEqual(
    games.map((game) => [game.vendorCode, game.gameCode, game.category, game.isHot, game.isNew]),
    [
      ['BTSLOT', 'bituin-lines', 'lines', true, false],
      ['BTSLOT', 'lucky-777', 'classic', false, true],
      ['BTSLOT', 'jungle-ways', 'ways', false, false],
    ],
  );
  assert.deepEqual(Object.keys(games[0]?.names ?? {}).sort(), ['EN', 'TH', 'TY', 'VI', 'ZH']);
  const [vendor] = await t.db.query<{ url: string }>(`select launch_url as url from game_vendors where vendor_code = 'BTSLOT'`);
  assert.equal(vendor?.url, '/house-slots/play?game={game}&token={token}&lang={lang}');
});

test('adds a game, then changes only the options given', async () => {
  const added = await saveGame(
    t.db,
    t.clock,
    { ...at, code: 'star-ways', create: true },
    {
      displayName: 'Star Ways',
      names: { TY: 'Daan ng Bituin' },
      gameType: 'RNG',
      category: 'ways',
      iconUrl: '/games/star-ways.svg',
      sort: 9,
    },
  );
  assert.equal(added.enabled, true);
  assert.ok((await listedCodes(t, { vendor: 'BTSLOT' })).includes('star-ways'));
  const changed = await saveGame(
    t.db,
    t.clock,
    { ...at, code: 'star-ways', create: false },
    { enabled: false, names: { EN: 'Star Ways', TY: '' } },
  );
  assert.deepEqual([changed.enabled, changed.category, changed.names], [false, 'ways', { EN: 'Star Ways' }]);
  assert.ok(!(await listedCodes(t, { vendor: 'BTSLOT' })).includes('star-ways'));
  assert.deepEqual(await auditActions(), ['game.create', 'game.update']);
});

test('refuses bad input and unknown brands, vendors and games, changing nothing', async () => {
  const before = await listGames(t.db, 'bituin');
  const cases: Array<[() => Promise<unknown>, GameAdminError['kind']]> = [
    [() => saveGame(t.db, t.clock, { ...at, code: 'bad code', create: true }, { displayName: 'X', gameType: 'RNG' }), 'invalid'],
    [() => saveGame(t.db, t.clock, { ...at, code: 'new-one', create: true }, { displayName: 'X', gameType: 'CARDS' }), 'invalid'],
    [() => saveGame(t.db, t.clock, { ...at, code: 'new-one', create: true }, { displayName: 'X' }), 'invalid'],
    [
      () =>
        saveGame(t.db, t.clock, { ...at, code: 'new-one', create: true }, { displayName: 'X', gameType: 'RNG', iconUrl: 'javascript:x' }),
      'invalid',
    ],
    [() => saveGame(t.db, t.clock, { ...at, code: 'lucky-777', create: true }, { displayName: 'X', gameType: 'RNG' }), 'exists'],
    [() => saveGame(t.db, t.clock, { ...at, code: 'nope', create: false }, { isHot: true }), 'not_found'],
    [
      () => saveGame(t.db, t.clock, { brand: 'nope', vendor: 'BTSLOT', code: 'x', create: true }, { displayName: 'X', gameType: 'RNG' }),
      'not_found',
    ],
    [
      () => saveGame(t.db, t.clock, { brand: 'bituin', vendor: 'NOPE', code: 'x', create: true }, { displayName: 'X', gameType: 'RNG' }),
      'not_found',
    ],
    [() => updateVendor(t.db, t.clock, 'bituin', 'BTSLOT', {}), 'invalid'],
    [() => updateVendor(t.db, t.clock, 'bituin', 'BTSLOT', { launchUrl: 'ftp://x' }), 'invalid'],
    [() => switchGameTypes(t.db, t.clock, 'bituin', { disable: ['CARDS'], enable: [] }), 'invalid'],
  ];
  for (const [call, kind] of cases) {
    await assert.rejects(call, (error: unknown) => error instanceof GameAdminError && error.kind === kind);
  }
  assert.deepEqual(await listGames(t.db, 'bituin'), before);
});

test('vendor switches: off hides its games, maintenance flags them', async () => {
  await updateVendor(t.db, t.clock, 'bituin', 'BTSLOT', { maintenance: true });
  const games = (await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?vendor=BTSLOT', headers: { merchant: 'bituin' } })).json().value
    .games;
  assert.ok(games.every((game: { maintenance: boolean }) => game.maintenance));
  await updateVendor(t.db, t.clock, 'bituin', 'BTSLOT', { enabled: false, maintenance: false });
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), []);
  await updateVendor(t.db, t.clock, 'bituin', 'BTSLOT', { enabled: true });
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), ['bituin-lines', 'lucky-777', 'jungle-ways']);
});

test('game types are switched off and on for the brand', async () => {
  assert.deepEqual(await switchGameTypes(t.db, t.clock, 'bituin', { disable: ['COCKFIGHT', 'RNG'], enable: [] }), ['RNG', 'COCKFIGHT']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), []);
  assert.deepEqual(await switchGameTypes(t.db, t.clock, 'bituin', { disable: [], enable: ['RNG'] }), ['COCKFIGHT']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), ['bituin-lines', 'lucky-777', 'jungle-ways']);
});
