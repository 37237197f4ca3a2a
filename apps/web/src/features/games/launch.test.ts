// Proves the launch payload of SPEC.md section 3 and the /game frame's address rules: only paths of
// this site and https addresses may be framed; a lottery game's site path opens directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { framePath, isSafeFrameUrl, launchBody, lotteryPathOf, targetOf } from './launch.ts';

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
