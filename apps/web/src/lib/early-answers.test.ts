// Proves the api client takes an early answer (early-fetch.ts) only once, only for the headers it
// was asked with, and never once it is older than its maximum age: a part that first asks minutes
// later (a balance after a spin) must not be handed the page load's answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EarlyFetches } from '../early-fetch.ts';
import { awaitEarlyAnswer, takeEarlyAnswer } from './early-answers.ts';

const HEADERS = { language: 'TY', device: 'WEB', authorization: 'token-1' };
const PATH = '/wps/v2/wallets/balance';

function early(askedAt: number): { fetches: EarlyFetches; answer: Promise<Response> } {
  const answer = Promise.resolve(new Response('{}'));
  return {
    fetches: { headers: { ...HEADERS }, responses: new Map([[PATH, { answer, askedAt }]]), maxAgeMs: 10_000, allAsked: Promise.resolve() },
    answer,
  };
}

test('an early answer is taken once, by a call with the same headers, within its age', () => {
  const { fetches, answer } = early(100);
  assert.equal(takeEarlyAnswer(fetches, PATH, { ...HEADERS }, 2_000), answer);
  assert.equal(takeEarlyAnswer(fetches, PATH, { ...HEADERS }, 2_100), undefined);
  assert.equal(takeEarlyAnswer(undefined, PATH, { ...HEADERS }, 2_100), undefined);
  assert.equal(takeEarlyAnswer(early(100).fetches, '/wps/member/info', { ...HEADERS }, 2_000), undefined);
});

test('another session, language or an added header gets no early answer, and the answer is gone', () => {
  for (const sent of [
    { ...HEADERS, authorization: 'token-2' },
    { ...HEADERS, language: 'EN' },
    { ...HEADERS, merchant: 'bituin' },
    { language: 'TY', device: 'WEB' },
  ]) {
    const { fetches } = early(100);
    assert.equal(takeEarlyAnswer(fetches, PATH, sent, 2_000), undefined, JSON.stringify(sent));
    assert.equal(fetches.responses.size, 0);
  }
});

test('an answer older than its maximum age is dropped, not taken', () => {
  const { fetches } = early(100);
  assert.equal(takeEarlyAnswer(fetches, PATH, { ...HEADERS }, 100 + 10_001), undefined);
  assert.equal(fetches.responses.size, 0);
  const { fetches: fresh, answer } = early(100);
  assert.equal(takeEarlyAnswer(fresh, PATH, { ...HEADERS }, 100 + 10_000), answer);
});

test('a call for a path not asked yet waits until the early script has asked all it will, then takes it', async () => {
  // A game type page: the hall's games are asked only once the menus answer, while the start-up
  // code may ask for them at the same moment.
  let allAsked = () => {};
  const fetches: EarlyFetches = {
    headers: { ...HEADERS },
    responses: new Map(),
    maxAgeMs: 10_000,
    allAsked: new Promise<void>((resolve) => (allAsked = resolve)),
  };
  const games = '/wps/relay/GCSGAME_gameList?type=RNG&vendor=BTSLOT&pageNo=1&pageSize=24';
  const taken = awaitEarlyAnswer(fetches, games, { ...HEADERS });
  const response = new Response('{"value":{}}');
  fetches.responses.set(games, { answer: Promise.resolve(response), askedAt: performance.now() });
  allAsked();
  assert.equal(await taken, response);
  assert.equal(fetches.responses.size, 0);
  // Once all is asked, a path the script never asked goes to the network (undefined) at once.
  assert.equal(await awaitEarlyAnswer(fetches, '/wps/member/info', { ...HEADERS }), undefined);
  assert.equal(await awaitEarlyAnswer(undefined, games, { ...HEADERS }), undefined);
});
