// Proves favourites are added and removed idempotently for real accounts only, and PVP rooms list only a vendor's room games, behind a session.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { addGame, addVendor, getCall, trialToken } from './games.test-kit.ts';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = (await registerUser(t, 'favfan1')).token;
});
after(() => t.close());

function setFavourite(body: object, auth = token) {
  return t.app.inject({ method: 'POST', url: API.favoriteGames, headers: demoHeaders({ authorization: auth }), payload: body });
}

async function favourites(auth = token): Promise<string[]> {
  const response = await getCall(t, API.favoriteGames, {}, { authorization: auth });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.list.map((game: { gameCode: string; favourite: boolean }) => {
    assert.equal(game.favourite, true);
    return game.gameCode;
  });
}

async function favouriteRows(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from favourite_games`);
  return row?.n ?? 0;
}

test('adding a favourite twice keeps one; the list is newest first; removing twice is fine', async () => {
  const first = await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'jungle-ways', favourite: true });
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json().value, { vendorCode: 'BTSLOT', gameCode: 'jungle-ways', favourite: true });
  assert.equal((await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'jungle-ways', favourite: true })).statusCode, 200);
  assert.equal(await favouriteRows(), 1);
  t.clock.advanceMs(1_000);
  assert.equal((await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'bituin-lines', favourite: true })).statusCode, 200);
  assert.deepEqual(await favourites(), ['bituin-lines', 'jungle-ways']);

  for (let i = 0; i < 2; i++) {
    const removed = await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'jungle-ways', favourite: false });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().value.favourite, false);
  }
  assert.deepEqual(await favourites(), ['bituin-lines']);
});

test('a disabled favourite leaves the list but is kept for when it returns', async () => {
  await t.db.query(`update games set enabled = false where game_code = 'bituin-lines'`);
  assert.deepEqual(await favourites(), []);
  await t.db.query(`update games set enabled = true where game_code = 'bituin-lines'`);
  assert.deepEqual(await favourites(), ['bituin-lines']);
});

test('visitors get 401 and trial accounts in_need_true_account; nothing changes', async () => {
  const before = await favouriteRows();
  const visitor = await t.app.inject({
    method: 'POST',
    url: API.favoriteGames,
    headers: demoHeaders(),
    payload: { vendorCode: 'BTSLOT', gameCode: 'lucky-777', favourite: true },
  });
  assert.equal(visitor.statusCode, 401);
  assert.equal(visitor.json().errorCode, 'login.not.session');
  assert.equal((await getCall(t, API.favoriteGames)).statusCode, 401);
  const trial = await trialToken(t);
  const refused = await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'lucky-777', favourite: true }, trial);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'in_need_true_account');
  assert.equal((await getCall(t, API.favoriteGames, {}, { authorization: trial })).json().errorCode, 'in_need_true_account');
  assert.equal(await favouriteRows(), before);
});

test('unknown games are game_not_found and bad bodies 400; nothing changes', async () => {
  const before = await favouriteRows();
  const unknownGame = await setFavourite({ vendorCode: 'BTSLOT', gameCode: 'no-such-game', favourite: true });
  assert.equal(unknownGame.statusCode, 404);
  assert.equal(unknownGame.json().errorCode, 'game_not_found');
  assert.equal((await setFavourite({ vendorCode: 'NOPE', gameCode: 'lucky-777', favourite: true })).statusCode, 404);
  for (const body of [
    { vendorCode: 'BTSLOT', gameCode: 'lucky-777' },
    { vendorCode: '', gameCode: 'lucky-777', favourite: true },
    { vendorCode: 'BTSLOT', gameCode: 'lucky-777', favourite: 'yes' },
  ]) {
    const response = await setFavourite(body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.json().errorCode, 'bad_request');
  }
  assert.equal(await favouriteRows(), before);
});

test("another brand's game cannot be made a favourite", async () => {
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('rival', 'Rival', '/r.svg', '{}')`);
  await addVendor(t, { brand: 'rival', code: 'RIVSLOT', type: 'RNG' });
  await addGame(t, { brand: 'rival', vendor: 'RIVSLOT', code: 'rival-gold', name: 'Rival Gold' });
  const response = await setFavourite({ vendorCode: 'RIVSLOT', gameCode: 'rival-gold', favourite: true });
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().errorCode, 'game_not_found');
});

test('rooms list only the room games of the vendor asked, for players and trial accounts', async () => {
  await addVendor(t, { code: 'ZPVP', type: 'PVP' });
  await addGame(t, { vendor: 'ZPVP', code: 'tongits-lobby', name: 'Tongits', type: 'PVP', sort: 1 });
  await addGame(t, { vendor: 'ZPVP', code: 'tongits-r1', name: 'Tongits Room 1', type: 'PVP', roomId: 'R1', sort: 2 });
  await addGame(t, { vendor: 'ZPVP', code: 'tongits-r2', name: 'Tongits Room 2', type: 'PVP', roomId: 'R2', sort: 3 });
  const response = await getCall(t, API.roomList, { vendor: 'ZPVP' }, { authorization: token });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    response.json().value.list.map((game: { gameCode: string; roomId: string }) => [game.gameCode, game.roomId]),
    [
      ['tongits-r1', 'R1'],
      ['tongits-r2', 'R2'],
    ],
  );
  const trial = await trialToken(t);
  assert.equal((await getCall(t, API.roomList, { vendor: 'ZPVP' }, { authorization: trial })).json().value.list.length, 2);
  assert.equal((await getCall(t, API.roomList, { vendor: 'ZPVP' })).statusCode, 401);
  assert.equal((await getCall(t, API.roomList, { vendor: 'NOPE' }, { authorization: token })).statusCode, 404);
  assert.equal((await getCall(t, API.roomList, {}, { authorization: token })).statusCode, 400);
});

test('the same favourite sent many times at once is stored once', async () => {
  const { token: racer } = await registerUser(t, 'favrace1');
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => setFavourite({ vendorCode: 'BTSLOT', gameCode: 'lucky-777', favourite: true }, racer)),
  );
  assert.deepEqual(
    responses.map((response) => response.statusCode),
    Array(8).fill(200),
  );
  assert.deepEqual(await favourites(racer), ['lucky-777']);
});
