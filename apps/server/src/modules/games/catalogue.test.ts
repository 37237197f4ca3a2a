// Proves the lobby lists only the brand's offered games (filters, search in any language, paging, switches, CDN icons) and never another brand's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { addGame, addVendor, brandIdOf, getCall, listedCodes } from './games.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const HOUSE = ['bituin-lines', 'lucky-777', 'jungle-ways'];

test('a visitor gets the seeded house slots in order, with every wire field and no favourite mark', async () => {
  const response = await getCall(t, API.gameList, { vendor: 'BTSLOT' });
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value;
  assert.deepEqual(
    value.games.map((game: { gameCode: string }) => game.gameCode),
    HOUSE,
  );
  assert.deepEqual(value.games[0], {
    vendorCode: 'BTSLOT',
    vassalage: 'BTSLOT',
    gameCode: 'bituin-lines',
    displayName: 'Bituin Gold Lines',
    gameType: 'RNG',
    category: 'lines',
    iconUrl: '/games/bituin-lines.svg',
    isHot: true,
    isNew: false,
    maintenance: false,
    roomId: null,
  });
  assert.deepEqual([value.pageNum, value.pageSize, value.total, value.totalPages], [1, 24, 3, 1]);
});

test('filters by type, vendor, category, hot and new combine', async () => {
  assert.deepEqual(await listedCodes(t, { type: 'RNG', vendor: 'BTSLOT' }), HOUSE);
  assert.deepEqual(await listedCodes(t, { type: 'FISH' }), ['reef-hunter']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT', category: 'ways' }), ['jungle-ways']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT', hot: 'true' }), ['bituin-lines']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT', hot: 'false' }), ['lucky-777', 'jungle-ways']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT', isNew: '1' }), ['lucky-777']);
  assert.deepEqual(await listedCodes(t, { vendor: 'BTBINGO' }), ['bingo-90-classic', 'bingo-75-classic', 'bingo-75-patterns']);
});

test('search is case-insensitive in the request language and in the fallback name', async () => {
  const zh = await getCall(t, API.gameList, { name: '丛林' }, { language: 'ZH' });
  assert.deepEqual(
    zh.json().value.games.map((game: { gameCode: string; displayName: string }) => [game.gameCode, game.displayName]),
    [['jungle-ways', '丛林之路']],
  );
  // The fallback (English) name is searched whatever the language, and the answer is in that language.
  const th = await getCall(t, API.gameList, { name: 'JUNGLE' }, { language: 'TH' });
  assert.deepEqual(
    th.json().value.games.map((game: { displayName: string }) => game.displayName),
    ['เส้นทางแห่งป่า'],
  );
  assert.deepEqual(await listedCodes(t, { name: 'gubat' }, { language: 'TY' }), ['jungle-ways']);
  // Another language's name is not searched.
  assert.deepEqual(await listedCodes(t, { name: '丛林' }, { language: 'EN' }), []);
  // Wildcards are text: "%" matches nothing here rather than everything.
  assert.deepEqual(await listedCodes(t, { name: '%' }), []);
});

test('pages: pageNo and pageSize give pageNum, total and totalPages; past the end is empty', async () => {
  await addVendor(t, { code: 'PGFISH', type: 'FISH' });
  for (let i = 1; i <= 5; i++) await addGame(t, { vendor: 'PGFISH', code: `fish-${i}`, name: `Fish ${i}`, type: 'FISH', sort: i });
  const page2 = (await getCall(t, API.gameList, { vendor: 'PGFISH', pageNo: '2', pageSize: '2' })).json().value;
  assert.deepEqual(
    page2.games.map((game: { gameCode: string }) => game.gameCode),
    ['fish-3', 'fish-4'],
  );
  assert.deepEqual([page2.pageNum, page2.total, page2.totalPages], [2, 5, 3]);
  const past = (await getCall(t, API.gameList, { vendor: 'PGFISH', pageNo: '4', pageSize: '2' })).json().value;
  assert.deepEqual([past.games.length, past.total, past.totalPages], [0, 5, 3]);
  // The demo's own fish title sorts first among the type's games.
  assert.deepEqual(await listedCodes(t, { type: 'FISH', pageSize: '1' }), ['reef-hunter']);
});

test('hot games: every vendor or one, in the language asked', async () => {
  await addVendor(t, { code: 'HOTLIVE', type: 'LIVE' });
  await addGame(t, { vendor: 'HOTLIVE', code: 'baccarat-1', name: 'Baccarat', names: { VI: 'Baccarat Việt' }, type: 'LIVE', hot: true });
  await addGame(t, { vendor: 'HOTLIVE', code: 'roulette-1', name: 'Roulette', type: 'LIVE' });
  const all = await getCall(t, API.hotGames, { merchantCode: 'bituin', isPlatform: '2', platform: 'flash,html5-desktop' });
  assert.equal(all.statusCode, 200, all.body);
  assert.deepEqual(
    all.json().value.list.map((game: { gameCode: string }) => game.gameCode),
    // The demo's hot lottery and house games are hot games too; a lottery's launch opens the lottery page.
    [
      'bituin-lines',
      'baccarat-a',
      'bingo-90-classic',
      'ssc-1m',
      'sportsbook',
      'mobile-legends',
      'pusoy-5',
      'reef-hunter',
      'baccarat-1',
      'tongits-5',
      'k3-1m',
      'color-game',
    ],
  );
  const one = await getCall(t, API.hotGames, { vassalage: 'HOTLIVE', language: 'vi' });
  assert.deepEqual(
    one.json().value.list.map((game: { displayName: string }) => game.displayName),
    ['Baccarat Việt'],
  );
});

test("a vendor's categories come with counts for the filter chips; an unknown vendor is game_not_found", async () => {
  const response = await getCall(t, API.vassGameType, { vendor: 'BTSLOT' });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json().value, {
    vendorCode: 'BTSLOT',
    total: 3,
    list: [
      { category: 'lines', count: 1 },
      { category: 'classic', count: 1 },
      { category: 'ways', count: 1 },
    ],
  });
  const unknown = await getCall(t, API.vassGameType, { vendor: 'NOPE' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().errorCode, 'game_not_found');
});

test('a disabled game or vendor is hidden; a maintenance one is listed with the flag', async () => {
  await addVendor(t, { code: 'SWSLOT', type: 'RNG' });
  await addGame(t, { vendor: 'SWSLOT', code: 'sw-a', name: 'Switch A', sort: 1 });
  await addGame(t, { vendor: 'SWSLOT', code: 'sw-b', name: 'Switch B', sort: 2 });
  await t.db.query(`update games set enabled = false where game_code = 'sw-a'`);
  await t.db.query(`update games set maintenance = true where game_code = 'sw-b'`);
  const listed = (await getCall(t, API.gameList, { vendor: 'SWSLOT' })).json().value.games;
  assert.deepEqual(
    listed.map((game: { gameCode: string; maintenance: boolean }) => [game.gameCode, game.maintenance]),
    [['sw-b', true]],
  );
  await t.db.query(`update games set maintenance = false where game_code = 'sw-b'`);
  await t.db.query(`update game_vendors set maintenance = true where vendor_code = 'SWSLOT'`);
  assert.equal((await getCall(t, API.gameList, { vendor: 'SWSLOT' })).json().value.games[0].maintenance, true);
  await t.db.query(`update game_vendors set enabled = false where vendor_code = 'SWSLOT'`);
  assert.deepEqual(await listedCodes(t, { vendor: 'SWSLOT' }), []);
  assert.equal((await getCall(t, API.vassGameType, { vendor: 'SWSLOT' })).json().value.total, 0);
});

test('a game type the brand switched off leaves the lobby, the vendor list and the menus', async () => {
  const id = await brandIdOf(t);
  await t.db.query(`update merchants set disabled_game_types = '{RNG,COCKFIGHT}' where id = $1`, [id]);
  try {
    assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), []);
    const hot = (await getCall(t, API.hotGames)).json().value.list as Array<{ gameType: string }>;
    assert.ok(!hot.some((game) => game.gameType === 'RNG'));
    const vendors = (await getCall(t, API.vendors)).json().value.map((vendor: { vendorCode: string }) => vendor.vendorCode);
    assert.ok(!vendors.includes('BTSLOT') && !vendors.includes('BTSABONG'));
    const menus = (await getCall(t, API.gameNav)).json().menus.map((menu: { gameType: string }) => menu.gameType);
    assert.ok(!menus.includes('RNG') && !menus.includes('COCKFIGHT') && menus.includes('BINGO'));
  } finally {
    await t.db.query(`update merchants set disabled_game_types = '{}' where id = $1`, [id]);
  }
  assert.deepEqual(await listedCodes(t, { vendor: 'BTSLOT' }), HOUSE);
});

test("icons go on one of the brand's image CDN hosts when it has some", async () => {
  const id = await brandIdOf(t);
  await t.db.query(`update merchants set image_cdn_hosts = '{https://img1.example.com/,img2.example.com}' where id = $1`, [id]);
  try {
    const games = (await getCall(t, API.gameList, { vendor: 'BTSLOT' })).json().value.games as Array<{ iconUrl: string }>;
    for (const game of games) {
      assert.match(game.iconUrl, /^https:\/\/img[12]\.example\.com\/games\/[a-z0-9-]+\.svg$/);
    }
  } finally {
    await t.db.query(`update merchants set image_cdn_hosts = '{}' where id = $1`, [id]);
  }
});

test("another brand's games are never listed, and its vendor is unknown here", async () => {
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('rival', 'Rival', '/r.svg', '{}')`);
  await addVendor(t, { brand: 'rival', code: 'RIVSLOT', type: 'RNG' });
  await addGame(t, { brand: 'rival', vendor: 'RIVSLOT', code: 'rival-gold', name: 'Rival Gold', hot: true });
  assert.ok(!(await listedCodes(t, { type: 'RNG' })).includes('rival-gold'));
  assert.ok(!(await listedCodes(t, { name: 'rival' })).includes('rival-gold'));
  assert.equal((await getCall(t, API.vassGameType, { vendor: 'RIVSLOT' })).statusCode, 404);
  assert.deepEqual(await listedCodes(t, {}, { merchant: 'rival' }), ['rival-gold']);
});

test('a token marks favourites on the list; a stale token is ignored', async () => {
  const { token } = await registerUser(t, 'lobbyfan1');
  const mark = await t.app.inject({
    method: 'POST',
    url: API.favoriteGames,
    headers: { merchant: 'bituin', language: 'EN', authorization: token },
    payload: { vendorCode: 'BTSLOT', gameCode: 'lucky-777', favourite: true },
  });
  assert.equal(mark.statusCode, 200, mark.body);
  const games = (await getCall(t, API.gameList, { vendor: 'BTSLOT' }, { authorization: token })).json().value.games;
  assert.deepEqual(
    games.map((game: { gameCode: string; favourite: boolean }) => [game.gameCode, game.favourite]),
    [
      ['bituin-lines', false],
      ['lucky-777', true],
      ['jungle-ways', false],
    ],
  );
  const stale = await getCall(t, API.gameList, { vendor: 'BTSLOT' }, { authorization: 'not-a-token' });
  assert.equal(stale.statusCode, 200);
  assert.equal(stale.json().value.games[1].favourite, undefined);
});

test('bad queries are 400 bad_request', async () => {
  const queries: Array<Record<string, string>> = [
    { pageSize: '0' },
    { pageNo: '0' },
    { pageSize: '101' },
    { type: 'CARDS' },
    { hot: 'maybe' },
    { name: 'x'.repeat(65) },
  ];
  for (const query of queries) {
    const response = await getCall(t, API.gameList, query);
    assert.equal(response.statusCode, 400, JSON.stringify(query));
    assert.equal(response.json().errorCode, 'bad_request');
  }
  assert.equal((await getCall(t, API.vassGameType)).statusCode, 400);
});
