// Proves the human check hands out signed, expiring proof-of-work challenges and accepts a solved one exactly once, even through another process, while missing, malformed, tampered or expired solutions fail.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { solveChallenge } from 'altcha-lib/v1';
import type { LightMyRequestResponse } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { ok } from '../../http/envelope.ts';
import { createHumanCheckService, HUMAN_CHECK_MAX_NUMBER, HUMAN_CHECK_TTL_MS, type HumanCheckService } from './human-check.service.ts';

const SECRET = 'human-check-test-secret-that-is-long-enough';
// Stands in for the login call, which runs the human check the same way.
const CHECK_URL = '/wps/test/human-check';

let shared: TestApp;
// The test's own service on the app's database and clock; its challenges are checked by it too.
let humanCheck: HumanCheckService;

type Challenge = Awaited<ReturnType<HumanCheckService['challenge']>>;

before(async () => {
  shared = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.post(CHECK_URL, async (request) => {
          await humanCheck.verify((request.body as { humanCheck?: string }).humanCheck);
          return ok(true);
        });
      },
    },
  );
  humanCheck = createHumanCheckService(shared.db, shared.clock, SECRET);
});
after(() => shared.close());

/** Solves a challenge the way the site does, and encodes the payload as the site sends it. */
async function solve(challenge: Challenge): Promise<{ payload: string; fields: Record<string, unknown> }> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  assert.ok(solution, 'the challenge has a solution within its bound');
  const fields = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return { payload: encode(fields), fields };
}

const encode = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64');

async function check(payload: string | undefined) {
  return shared.app.inject({
    method: 'POST',
    url: CHECK_URL,
    headers: { ...demoHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify(payload === undefined ? {} : { humanCheck: payload }),
  });
}

function assertFailed(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json();
  assert.equal(body.success, false);
  assert.equal(body.errorCode, 'human_check_failed');
  assert.notEqual(body.message, '');
}

function assertPasses(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), { success: true, value: true });
}

test('the challenge call answers signed SHA-256 work with the chosen bound and a five-minute expiry in its salt', async () => {
  const response = await shared.app.inject({ url: API.humanCheck, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const body = response.json();
  assert.equal(body.success, true);
  const challenge = body.value as Challenge;
  assert.deepEqual(Object.keys(challenge).sort(), ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
  assert.equal(challenge.algorithm, 'SHA-256');
  assert.equal(challenge.maxnumber, HUMAN_CHECK_MAX_NUMBER);
  assert.match(challenge.signature, /^[0-9a-f]{64}$/);
  const expiresMs = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
  assert.equal(expiresMs, Math.floor((shared.clock.now().getTime() + HUMAN_CHECK_TTL_MS) / 1000) * 1000);
  await solve(challenge);
});

test('a solved challenge passes once; the replay fails, here and through a second process on the same database', async () => {
  const { payload } = await solve(await humanCheck.challenge());
  assertPasses(await check(payload));
  assertFailed(await check(payload));
  const otherProcess = createHumanCheckService(shared.db, shared.clock, SECRET);
  await assert.rejects(otherProcess.verify(payload), { code: 'human_check_failed' });
});

test('a missing or malformed payload fails', async () => {
  for (const payload of [undefined, '', 'not base64 at all', encode('just a string'), encode({ number: 1 }), 'A'.repeat(5000)]) {
    assertFailed(await check(payload));
  }
});

test('a tampered solution, a forged signature or a challenge signed with another secret fails', async () => {
  const { fields } = await solve(await humanCheck.challenge());
  const number = fields.number as number;
  assertFailed(await check(encode({ ...fields, number: number === 0 ? 1 : number - 1 })));
  assertFailed(await check(encode({ ...fields, signature: 'f'.repeat(64) })));
  assertFailed(await check(encode({ ...fields, salt: `${fields.salt as string}x` })));
  const foreign = createHumanCheckService(shared.db, shared.clock, 'another-secret-that-is-long-enough-too');
  assertFailed(await check((await solve(await foreign.challenge())).payload));
  // None of the failures used the genuine solution up.
  assertPasses(await check(encode(fields)));
});

test('a solution sent after the challenge expired fails', async () => {
  const { payload } = await solve(await humanCheck.challenge());
  shared.clock.advanceMs(HUMAN_CHECK_TTL_MS);
  assertFailed(await check(payload));
  const fresh = await solve(await humanCheck.challenge());
  shared.clock.advanceMs(HUMAN_CHECK_TTL_MS - 1_000);
  assertPasses(await check(fresh.payload));
});

test('used solutions are kept until their challenge expires, then swept by a later check', async () => {
  const t = await createTestApp();
  try {
    const service = createHumanCheckService(t.db, t.clock, SECRET);
    const used = async () =>
      (await t.db.query<{ signature: string }>('select signature from human_check_uses')).map((row) => row.signature);
    const first = await solve(await service.challenge());
    await service.verify(first.payload);
    assert.deepEqual(await used(), [first.fields.signature]);
    // Still within its five minutes (and the sweep gap): a second check keeps the first use.
    t.clock.advanceMs(HUMAN_CHECK_TTL_MS - 1_000);
    const second = await solve(await service.challenge());
    await service.verify(second.payload);
    assert.deepEqual((await used()).sort(), [first.fields.signature, second.fields.signature].sort());
    // A minute on, past the first challenge's expiry: the next check sweeps that use, and only that one.
    t.clock.advanceMs(60_000);
    const third = await solve(await service.challenge());
    await service.verify(third.payload);
    assert.deepEqual((await used()).sort(), [second.fields.signature, third.fields.signature].sort());
  } finally {
    await t.close();
  }
});
