// Proves a launch needs a session, refuses unknown, switched-off and maintenance games with their codes, opens a game session and keeps the recent list.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { addGame, addVendor, brandIdOf, getCall, trialToken } from './games.test-kit.ts';

let t: TestApp;
let token: string;
let accountId: string;
before(async () => {
  t = await createTestApp();
  token = (await registerUser(t, 'launcher1')).token;
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = 'launcher1'`);
  accountId = row?.id ?? '';
  await addVendor(t, { code: 'ONEGAME', type: 'FISH', isGame: 'GAME', launchUrl: 'https://fish.example/play?t={token}&g={game}&l={lang}' });
  await addGame(t, { vendor: 'ONEGAME', code: 'ocean-king', name: 'Ocean King', type: 'FISH', sort: 2 });
  await addGame(t, { vendor: 'ONEGAME', code: 'ocean-prince', name: 'Ocean Prince', type: 'FISH', sort: 1 });
});
after(() => t.close());

/** The launch payload the site sends (SPEC.md section 3), with the given fields over it. */
function payload(fields: Record<string, unknown>) {
  return { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, language: 'EN', ...fields };
}

function launch(fields: Record<string, unknown>, auth: string | null = token) {
  return t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: demoHeaders(auth ? { authorization: auth } : {}),
    payload: payload(fields),
  });
}

async function counts(): Promise<{ sessions: number; recent: number }> {
  const [row] = await t.db.query<{ sessions: number; recent: number }>(
    `select (select count(*)::int from game_sessions) as sessions, (select count(*)::int from recent_games) as recent`,
  );
  return row ?? { sessions: 0, recent: 0 };
}

async function refused(fields: Record<string, unknown>, status: number, code: string) {
  const before = await counts();
  const response = await launch(fields);
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code);
  assert.deepEqual(await counts(), before, 'nothing opened or recorded');
}

test('a visitor cannot play: 401 login.not.session', async () => {
  const response = await launch({ vassalage: 'BTSLOT', gameId: 'bituin-lines' }, null);
  assert.equal(response.statusCode, 401);
  assert.equal(response.json().errorCode, 'login.not.session');
});

test('a player launches a house slot: the house page address with a game session token', async () => {
  const response = await launch({ vassalage: 'BTSLOT', gameId: 'bituin-lines', language: 'zh' });
  assert.equal(response.statusCode, 200, response.body);
  const url = new URL(response.json().value.game_url, 'http://site.test');
  assert.equal(url.pathname, '/house-slots/play');
  assert.equal(url.searchParams.get('game'), 'bituin-lines');
  assert.equal(url.searchParams.get('lang'), 'ZH');
  assert.ok((url.searchParams.get('token') ?? '').length >= 16);
  const sessions = await t.db.query<{ vendor: string; game: string; fromLogin: boolean }>(
    `select g.vendor_code as vendor, g.game_code as game, g.login_session_id = l.id as "fromLogin"
       from game_sessions g left join sessions l on l.account_id = g.account_id and l.revoked_at is null
      where g.account_id = $1`,
    [accountId],
  );
  // The game remembers the login session it was launched in: its stakes end at that session's time limit (decision 037).
  assert.deepEqual(sessions, [{ vendor: 'BTSLOT', game: 'bituin-lines', fromLogin: true }]);
});

test('a trial account may launch', async () => {
  const response = await launch({ vassalage: 'BTSLOT', gameId: 'lucky-777' }, await trialToken(t));
  assert.equal(response.statusCode, 200, response.body);
  assert.match(response.json().value.game_url, /^\/house-slots\/play\?game=lucky-777&token=/);
});

test('a one-game vendor launches by vassalage alone (its first game); a room by roomId', async () => {
  const response = await launch({ vassalage: 'ONEGAME' });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(response.json().value.game_url, /^https:\/\/fish\.example\/play\?t=[^&]+&g=ocean-prince&l=EN$/);
  await addVendor(t, { code: 'ROOMS', type: 'PVP', launchUrl: '/pvp?room={game}&t={token}' });
  await addGame(t, { vendor: 'ROOMS', code: 'pusoy-r7', name: 'Pusoy 7', type: 'PVP', roomId: 'R7' });
  const room = await launch({ vassalage: 'ROOMS', roomId: 'R7' });
  assert.equal(room.statusCode, 200, room.body);
  assert.match(room.json().value.game_url, /^\/pvp\?room=pusoy-r7&t=/);
});

test('unknown vendors and games, and vendors without games, are game_not_found (404)', async () => {
  await refused({ vassalage: 'NOPE', gameId: 'bituin-lines' }, 404, 'game_not_found');
  await refused({ vassalage: 'BTSLOT', gameId: 'no-such-game' }, 404, 'game_not_found');
  await refused({ vassalage: 'BTSLOT', roomId: 'R7' }, 404, 'game_not_found');
  // BTSLOT lists its games in a popup (VASSALAGE): a launch must name one.
  await refused({ vassalage: 'BTSLOT' }, 404, 'game_not_found');
  // A vendor with no games yet: nothing fake is launched.
  await addVendor(t, { code: 'NOGAMES', type: 'RNG', isGame: 'GAME' });
  await refused({ vassalage: 'NOGAMES' }, 404, 'game_not_found');
  // The house bingo vendor named alone opens its first room in the game frame.
  assert.match((await launch({ vassalage: 'BTBINGO' })).json().value.game_url, /^\/house-bingo\/play\?game=bingo-90-classic&token=/);
  // A lottery vendor named alone opens its first lottery on the site (no game frame, decision 028).
  assert.equal((await launch({ vassalage: 'BTFAST' })).json().value.game_url, '/lottery?game=ssc-1m&view=betting');
});

test('a switched-off game, vendor or game type is game_disabled (403)', async () => {
  await t.db.query(`update games set enabled = false where game_code = 'jungle-ways'`);
  await refused({ vassalage: 'BTSLOT', gameId: 'jungle-ways' }, 403, 'game_disabled');
  await t.db.query(`update games set enabled = true where game_code = 'jungle-ways'`);

  await t.db.query(`update game_vendors set enabled = false where vendor_code = 'BTSLOT'`);
  await refused({ vassalage: 'BTSLOT', gameId: 'jungle-ways' }, 403, 'game_disabled');
  await t.db.query(`update game_vendors set enabled = true where vendor_code = 'BTSLOT'`);

  const id = await brandIdOf(t);
  await t.db.query(`update merchants set disabled_game_types = '{RNG}' where id = $1`, [id]);
  await refused({ vassalage: 'BTSLOT', gameId: 'jungle-ways' }, 403, 'game_disabled');
  await t.db.query(`update merchants set disabled_game_types = '{}' where id = $1`, [id]);
  assert.equal((await launch({ vassalage: 'BTSLOT', gameId: 'jungle-ways' })).statusCode, 200);
});

test('a game or vendor in maintenance is game_maintenance (503)', async () => {
  await t.db.query(`update games set maintenance = true where game_code = 'lucky-777'`);
  await refused({ vassalage: 'BTSLOT', gameId: 'lucky-777' }, 503, 'game_maintenance');
  await t.db.query(`update games set maintenance = false where game_code = 'lucky-777'`);
  await t.db.query(`update game_vendors set maintenance = true where vendor_code = 'ONEGAME'`);
  await refused({ vassalage: 'ONEGAME' }, 503, 'game_maintenance');
  await t.db.query(`update game_vendors set maintenance = false where vendor_code = 'ONEGAME'`);
});

test("another brand's game is game_not_found", async () => {
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('rival', 'Rival', '/r.svg', '{}')`);
  await addVendor(t, { brand: 'rival', code: 'RIVSLOT', type: 'RNG', launchUrl: '/rival?t={token}' });
  await addGame(t, { brand: 'rival', vendor: 'RIVSLOT', code: 'rival-gold', name: 'Rival Gold' });
  await refused({ vassalage: 'RIVSLOT', gameId: 'rival-gold' }, 404, 'game_not_found');
});

test('bad payloads are 400 bad_request', async () => {
  for (const fields of [
    {},
    { vassalage: '' },
    { vassalage: 'BTSLOT', gameId: 'x', accountType: 2 },
    { vassalage: 'BTSLOT', launchMode: 'GAME' },
    { vassalage: 'BTXOSO', launchMode: 'LOTT', lottoView: 'table' },
  ]) {
    await refused(fields, 400, 'bad_request');
  }
});

test('recent games: newest launch first, a relaunch moves a game to the top, trial accounts may read theirs', async () => {
  const { token: player } = await registerUser(t, 'recent1');
  for (const gameId of ['bituin-lines', 'lucky-777', 'jungle-ways', 'bituin-lines']) {
    t.clock.advanceMs(1_000);
    assert.equal((await launch({ vassalage: 'BTSLOT', gameId }, player)).statusCode, 200);
  }
  const response = await getCall(t, API.recentGames, {}, { authorization: player });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    response.json().value.list.map((game: { gameCode: string }) => game.gameCode),
    ['bituin-lines', 'jungle-ways', 'lucky-777'],
  );
  assert.equal((await getCall(t, API.recentGames)).statusCode, 401);
  const trial = await trialToken(t);
  assert.deepEqual((await getCall(t, API.recentGames, {}, { authorization: trial })).json().value.list, []);
});

test("a relative launch address goes on one of the brand's game CDN hosts", async () => {
  const id = await brandIdOf(t);
  await t.db.query(`update merchants set game_cdn_hosts = '{https://play1.example.com,https://play2.example.com}' where id = $1`, [id]);
  try {
    const response = await launch({ vassalage: 'BTSLOT', gameId: 'lucky-777' });
    assert.match(response.json().value.game_url, /^https:\/\/play[12]\.example\.com\/house-slots\/play\?game=lucky-777&token=/);
  } finally {
    await t.db.query(`update merchants set game_cdn_hosts = '{}' where id = $1`, [id]);
  }
});

test('launches at once are each recorded, and the recent list keeps the newest 20 games', async () => {
  const { token: player } = await registerUser(t, 'recent2');
  await addVendor(t, { code: 'MANY', type: 'RNG', launchUrl: '/many?g={game}&t={token}' });
  for (let i = 1; i <= 22; i++) await addGame(t, { vendor: 'MANY', code: `many-${String(i).padStart(2, '0')}`, name: `Many ${i}` });
  const same = await Promise.all(Array.from({ length: 4 }, () => launch({ vassalage: 'MANY', gameId: 'many-01' }, player)));
  assert.deepEqual(
    same.map((response) => response.statusCode),
    [200, 200, 200, 200],
  );
  for (let i = 2; i <= 22; i++) {
    t.clock.advanceMs(1_000);
    assert.equal((await launch({ vassalage: 'MANY', gameId: `many-${String(i).padStart(2, '0')}` }, player)).statusCode, 200);
  }
  const list = (await getCall(t, API.recentGames, {}, { authorization: player })).json().value.list as Array<{ gameCode: string }>;
  assert.equal(list.length, 20);
  assert.deepEqual([list[0]?.gameCode, list[19]?.gameCode], ['many-22', 'many-03']);
  const [kept] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from recent_games r join accounts a on a.id = r.account_id where a.username = 'recent2'`,
  );
  assert.equal(kept?.n, 20);
});
