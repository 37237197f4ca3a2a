// Proves on a real PostgreSQL server, through the HTTP API with many connections at once: many
// concurrent withdrawal requests on one wallet never hold more than its balance (the rest are
// refused with insufficient_funds and leave no row behind); one idempotency key sent many times at
// once makes one request; and two staff members racing to approve and reject the same requests
// always leave exactly one decision each. PGlite has a single connection, so there these tests
// are skipped (the desk tests race decisions on both databases).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  requestWithdrawal,
  staffSignedIn,
  walletOf,
  withId,
  type TestPlayer,
} from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'PGlite is single-connection: run with DATABASE_URL=postgres://... to race withdrawals on real connections';

let t: TestApp;
before(async () => {
  if (skip) return;
  // Every request checks the payment password (argon2id): allow them all in flight at once.
  t = await createTestApp({ argon2MaxInFlight: 64 });
});
after(() => t?.close());

async function playerWith(fundMinor: bigint): Promise<{ player: TestPlayer; payoutId: string }> {
  const player = await fundedPlayer(t, 'race', fundMinor);
  return { player, payoutId: await bindBank(t, player) };
}

test('60 concurrent requests on one wallet hold exactly what it has, never more', { skip }, async () => {
  const { player, payoutId } = await playerWith(255_000n);
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: payoutId })),
  );
  const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().errorCode));
  assert.equal(codes.filter((code) => code === 'ok').length, 25, codes.join(','));
  assert.ok(
    codes.every((code) => code === 'ok' || code === 'insufficient_funds'),
    codes.join(','),
  );
  assert.deepEqual(await walletOf(t, player.walletId), { balance: 255_000n, held: 250_000n });
  const [rows] = await t.db.query<{ n: number; holds: number }>(
    `select count(*)::int as n, count(distinct hold_id)::int as holds from withdrawals where account_id = $1`,
    [player.id],
  );
  assert.deepEqual(rows, { n: 25, holds: 25 });
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('one key sent 10 times at once makes one request and every answer is the same', { skip }, async () => {
  const { player, payoutId } = await playerWith(100_000n);
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => requestWithdrawal(t, player, { amountMinor: '30000', payoutAccountId: payoutId }, key)),
  );
  for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
  const ids = new Set(answers.map((answer) => answer.json().value.id as string));
  assert.equal(ids.size, 1);
  assert.deepEqual(await walletOf(t, player.walletId), { balance: 100_000n, held: 30_000n });
});

test('two staff racing to approve and reject 20 requests: exactly one decision each, the books balance', { skip }, async () => {
  const { player, payoutId } = await playerWith(400_000n);
  const first = await staffSignedIn(t, 'finance');
  const second = await staffSignedIn(t, 'owner');
  const ids: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const made = await requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: payoutId });
    assert.equal(made.statusCode, 200, made.body);
    ids.push(made.json().value.id as string);
  }
  const results = await Promise.all(
    ids.map((id) =>
      Promise.all([
        asStaff(t, first, 'POST', withId(BO_API.withdrawalApprove, id), {}),
        asStaff(t, second, 'POST', withId(BO_API.withdrawalReject, id), { reason: 'Racing on purpose' }),
      ]),
    ),
  );
  let approved = 0;
  for (const [approve, reject] of results) {
    assert.deepEqual([approve.statusCode, reject.statusCode].sort(), [200, 409], `${approve.body} ${reject.body}`);
    if (approve.statusCode === 200) approved += 1;
  }
  const wallet = await walletOf(t, player.walletId);
  assert.deepEqual(wallet, { balance: 400_000n - BigInt(approved) * 10_000n, held: 0n });
  const [audits] = await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where target = any($1)`, [
    ids.map((id) => `withdrawal:${id}`),
  ]);
  assert.equal(audits?.n, 20);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
