// Proves the api client takes an early answer (early-fetch.ts) only once, only for the headers it
// was asked with, and never once it is older than its maximum age: a part that first asks minutes
// later (a balance after a spin) must not be handed the page load's answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EarlyFetches } from '../early-fetch.ts';
import { takeEarlyAnswer } from './early-answers.ts';

const HEADERS = { language: 'TY', device: 'WEB', authorization: 'token-1' };
const PATH = '/wps/v2/wallets/balance';

function early(askedAt: number): { fetches: EarlyFetches; answer: Promise<Response> } {
  const answer = Promise.resolve(new Response('{}'));
  return { fetches: { headers: { ...HEADERS }, responses: new Map([[PATH, { answer, askedAt }]]), maxAgeMs: 10_000 }, answer };
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
