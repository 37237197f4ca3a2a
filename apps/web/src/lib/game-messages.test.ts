// Proves the balance message to the parent window has one checked shape, goes only to the page's own origin, and is not sent when the page is not framed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BALANCE_CHANGED, isBalanceChangedMessage, postBalanceChanged } from './game-messages.ts';

test('the parent recognises the message and refuses other shapes', () => {
  assert.equal(isBalanceChangedMessage({ type: BALANCE_CHANGED, game: 'g', balanceMinor: '1500', currency: 'PHP' }), true);
  assert.equal(isBalanceChangedMessage({ type: BALANCE_CHANGED, game: 'g', balanceMinor: '15.00', currency: 'PHP' }), false);
  assert.equal(isBalanceChangedMessage({ type: 'other', game: 'g', balanceMinor: '1', currency: 'PHP' }), false);
  assert.equal(isBalanceChangedMessage('bituin:game-balance-changed'), false);
  assert.equal(isBalanceChangedMessage(null), false);
});

test('a framed page posts to its parent for its own origin only', () => {
  const posted: Array<[unknown, string]> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) };
  const framed = { parent, location: { origin: 'https://play.example' } } as unknown as Window;
  postBalanceChanged({ game: 'g', balanceMinor: '900', currency: 'PHP' }, framed);
  assert.deepEqual(posted, [[{ type: BALANCE_CHANGED, game: 'g', balanceMinor: '900', currency: 'PHP' }, 'https://play.example']]);
});

test('an unframed page sends nothing', () => {
  const self = { location: { origin: 'https://play.example' }, postMessage: () => assert.fail('posted to itself') } as unknown as Window & {
    parent: Window;
  };
  (self as { parent: Window }).parent = self;
  postBalanceChanged({ game: 'g', balanceMinor: '900', currency: 'PHP' }, self);
});
