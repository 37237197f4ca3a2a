// Proves the launch payload of SPEC.md section 3 and the /game frame's address rules: only paths of
// this site and https addresses may be framed; a lottery game's site path opens directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { frameAddress, framePath, isSafeFrameUrl, launchBody, lotteryPathOf, rememberLaunched, targetOf } from './launch.ts';

test('a game launches with the SPEC payload by game code; a PVP room by room id', () => {
  assert.deepEqual(launchBody(targetOf({ vassalage: 'BTSLOT', gameCode: 'lucky7', roomId: null }), 'TY'), {
    gameId: 'lucky7',
    accountType: 1,
    confirmTrans: 0,
    vassalage: 'BTSLOT',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    language: 'TY',
  });
  const room = launchBody(targetOf({ vassalage: 'PVP1', gameCode: 'table', roomId: 'r9' }), 'EN');
  assert.equal(room.roomId, 'r9');
  assert.equal('gameId' in room, false);
});

test('a single-game vendor launches by its vassalage alone', () => {
  const body = launchBody({ vassalage: 'BTSABONG' }, 'EN');
  assert.equal('gameId' in body || 'roomId' in body, false);
  assert.equal(body.vassalage, 'BTSABONG');
});

test('the frame takes site paths and https addresses only', () => {
  for (const url of ['/house/slots/play?token=x', 'https://games.example/launch?t=1']) assert.equal(isSafeFrameUrl(url), true, url);
  for (const url of [
    null,
    '',
    'javascript:alert(1)',
    'http://games.example/',
    '//evil.example/x',
    '/\\evil.example',
    'data:text/html,x',
    'https:///x',
  ]) {
    assert.equal(isSafeFrameUrl(url), false, String(url));
  }
});

test('the frame shows an https address only when this browser launched it, for 12 hours; site paths always', () => {
  const kept = new Map<string, string>();
  const store = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
  const at = Date.UTC(2026, 10, 28, 4, 0);
  const game = 'https://games.example/launch?t=1';
  assert.equal(frameAddress(game, store, at), null, 'a link to an address nobody launched here');
  assert.equal(frameAddress('/house/slots/play?token=x', store, at), '/house/slots/play?token=x');
  rememberLaunched(game, store, at);
  assert.equal(frameAddress(game, store, at + 60_000), game);
  assert.equal(frameAddress('https://evil.example/login', store, at + 60_000), null);
  assert.equal(frameAddress(game, store, at + 12 * 3_600_000), null, 'gone after 12 hours');
  for (let i = 0; i < 25; i += 1) rememberLaunched(`https://games.example/${i}`, store, at + i);
  assert.equal(frameAddress('https://games.example/24', store, at + 30), 'https://games.example/24');
  assert.equal(frameAddress('https://games.example/0', store, at + 30), null, 'only the last 20 are kept');
  store.setItem('games.launched', '{not json');
  assert.equal(frameAddress('https://games.example/24', store, at + 30), null);
});

test('the frame page carries the address encoded', () => {
  assert.equal(framePath('/house/slots/play?token=a&b=c'), '/game?url=%2Fhouse%2Fslots%2Fplay%3Ftoken%3Da%26b%3Dc');
});

test('a lottery game answers a path of this site that opens without the frame', () => {
  assert.equal(lotteryPathOf('/lottery?game=ssc-1m'), '/lottery?game=ssc-1m');
  assert.equal(lotteryPathOf('/vnlottery?game=vn-north&lottoView=betting'), '/vnlottery?game=vn-north&lottoView=betting');
  assert.equal(lotteryPathOf('/vnlottery'), '/vnlottery');
  for (const url of [
    '/house/slots/play?token=x',
    'https://games.example/lottery?game=x',
    '//evil.example/lottery',
    '/lottery-fake',
    '/lotteryx?game=1',
  ]) {
    assert.equal(lotteryPathOf(url), null, url);
  }
});
