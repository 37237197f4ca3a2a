// Proves through the HTTP API on a real PostgreSQL server: 200 transfers racing on one main wallet
// (into a vendor wallet and to the upline at once) never overdraw it and leave exactly the right
// balances; the same Idempotency-Key sent 10 times at once moves money once and every answer that
// succeeds is the same. PGlite has a single connection, so there these tests are skipped.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund, makeAgent, moneyCall, newPlayer, PIN, placeUnder, walletMinor, type Player } from '../../../test/wallet-helpers.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'PGlite is single-connection: run with DATABASE_URL=postgres://... to race real connections';

let t: TestApp;
let agent: Player;
let member: Player;
before(async () => {
  if (skip) return;
  // Every transfer checks the payment password (argon2 on the thread pool); let them all queue for it.
  t = await createTestApp({ argon2MaxInFlight: 1_000 });
  agent = await newPlayer(t, 'raceagent');
  await makeAgent(t, agent);
  member = await newPlayer(t, 'racer');
  await placeUnder(t, member, agent);
});
after(() => t?.close());

test('200 concurrent transfers on one wallet never overdraw it and end at the exact balance', { skip }, async () => {
  // 100 transfers of 1.00 fit in the wallet; the other 100 must be refused.
  await fund(t, member.id, 10_000n);
  const results = await Promise.all(
    Array.from({ length: 200 }, (_unused, index) =>
      index % 2 === 0
        ? moneyCall(t, API.walletTransfer, member.token, {
            from: 'MAIN',
            to: 'BTSABONG',
            amountMinor: '100',
            currency: 'PHP',
            paymentPassword: PIN,
          })
        : moneyCall(t, API.transferUpline, member.token, { amountMinor: '100', currency: 'PHP', paymentPassword: PIN }),
    ),
  );
  const codes = results.map((response) => (response.statusCode === 200 ? 'ok' : (response.json().errorCode as string)));
  const succeeded = codes.filter((code) => code === 'ok').length;
  assert.deepEqual(
    [...new Set(codes)].sort(),
    ['insufficient_funds', 'ok'],
    `only successes and insufficient funds: ${[...new Set(codes)].join(', ')}`,
  );
  assert.equal(succeeded, 100);
  const intoVendor = results.filter((response, index) => index % 2 === 0 && response.statusCode === 200).length;
  assert.equal(await walletMinor(t, member.token, 'MAIN'), 0n);
  assert.equal(await walletMinor(t, member.token, 'BTSABONG'), BigInt(intoVendor * 100));
  assert.equal(await walletMinor(t, agent.token, 'MAIN'), BigInt((100 - intoVendor) * 100));
  assert.ok((await checkInvariants(t.db, await demoBrandId(t.db))).ok);
});

test('one Idempotency-Key sent 10 times at once moves money once, even when it takes every last centavo', { skip }, async () => {
  // The wallet holds exactly the amount: a copy that looks after the first one spent it must still
  // answer the first answer, never insufficient_funds.
  const exact = await newPlayer(t, 'exact');
  await fund(t, exact.id, 1_234n);
  const key = randomUUID();
  const body = { from: 'MAIN', to: 'BTSABONG', amountMinor: '1234', currency: 'PHP', paymentPassword: PIN };
  const results = await Promise.all(Array.from({ length: 10 }, () => moneyCall(t, API.walletTransfer, exact.token, body, key)));
  for (const response of results) assert.equal(response.statusCode, 200, response.body);
  const answers = new Set(results.map((response) => JSON.stringify(response.json().value)));
  assert.equal(answers.size, 1, 'every answer is the first answer');
  assert.equal(await walletMinor(t, exact.token, 'MAIN'), 0n);
  assert.equal(await walletMinor(t, exact.token, 'BTSABONG'), 1_234n);
  const moved = await t.db.query(`select 1 from ledger_transfers where idempotency_key = $1`, [`wallet:${exact.id}:${key}`]);
  assert.equal(moved.length, 1);
  assert.ok((await checkInvariants(t.db, await demoBrandId(t.db))).ok);
});
