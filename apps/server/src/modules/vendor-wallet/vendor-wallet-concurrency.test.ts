// Proves on a real PostgreSQL server, many connections at once, through the full signed HTTP
// route: 50 concurrent debits on one wallet never overdraw it; one debit sent 10 times at once
// moves money once and every answer names the same transaction; a debit racing its own rollback
// never keeps money the vendor considers refunded. PGlite has one connection, so there they are skipped.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { createVendorSimulator, simId, type SimPlayer, type VendorSimulator } from '../../../test/vendor-simulator.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'PGlite is single-connection: run with DATABASE_URL=postgres://... to race real connections';

let t: TestApp;
let sim: VendorSimulator;
let brandId: string;

before(async () => {
  if (skip) return;
  t = await createTestApp();
  sim = createVendorSimulator(t);
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

async function player(funds: bigint): Promise<SimPlayer> {
  const [id] = await createPlayers(t.db, brandId, 1, 'vwrace');
  assert.ok(id);
  await fund(t, id, funds);
  return sim.launch({ id });
}

const stakeOf = async (roundId: string) =>
  (await t.db.query<{ stake: string }>(`select stake_minor::text as stake from game_rounds where round_id = $1`, [roundId]))[0]?.stake;

test('50 concurrent debits on one wallet never overdraw it', { skip }, async () => {
  const p = await player(3_000n);
  // 30 of the 50 debits of 100 fit.
  const roundIds = Array.from({ length: 50 }, () => simId('round'));
  const answers = await Promise.all(roundIds.map((roundId) => sim.debit(p, '100', { roundId })));
  assert.equal(answers.filter((answer) => answer.status === 'OK').length, 30);
  const refused = answers.filter((answer) => answer.status !== 'OK');
  assert.ok(refused.every((answer) => answer.status === 'INSUFFICIENT_FUNDS' && answer.balance !== undefined));
  assert.equal((await sim.client.balance({ playerId: p.accountId })).balance, '0');
  const [rounds] = await t.db.query<{ count: number }>(`select count(*)::int as count from game_rounds where round_id = any($1)`, [
    roundIds,
  ]);
  assert.equal(rounds?.count, 30, 'a refused debit leaves no round');
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('one debit sent 10 times at once moves money once', { skip }, async () => {
  const p = await player(5_000n);
  const ids = { roundId: simId('round'), transactionId: simId('bet') };
  const answers = await Promise.all(Array.from({ length: 10 }, () => sim.debit(p, '700', ids)));
  assert.equal(answers.filter((answer) => answer.status === 'OK').length, 1);
  assert.equal(answers.filter((answer) => answer.status === 'DUPLICATE').length, 9);
  assert.equal(new Set(answers.map((answer) => answer.transactionId)).size, 1);
  assert.equal((await sim.client.balance({ playerId: p.accountId })).balance, '4300');
  assert.equal(await stakeOf(ids.roundId), '700');
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('debits racing their own rollbacks never keep refunded money', { skip }, async () => {
  const players = await Promise.all(Array.from({ length: 10 }, () => player(1_000n)));
  await Promise.all(
    players.map(async (p) => {
      const ids = { roundId: simId('round'), transactionId: simId('bet') };
      const [bet, undo] = await Promise.all([sim.debit(p, '400', ids), sim.rollback(p, ids.roundId, ids.transactionId)]);
      assert.equal(undo.status, 'OK');
      assert.ok(['OK', 'ROLLED_BACK'].includes(bet.status), bet.status);
      // Either the stake came first and was refunded, or the tombstone came first and refused it.
      assert.equal((await sim.client.balance({ playerId: p.accountId })).balance, '1000');
    }),
  );
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});
