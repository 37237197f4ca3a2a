// Holds the statements a house slot spin sends (decision 047): each step answers its row with
// RETURNING instead of reading it again, the outcome is stored with the debit's result in one step,
// and credits share the debits' group commit. A change that makes a spin send more statements than
// the figures below fails here; lower the figures when a change sends fewer.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { countInPlace } from '../../../test/counting-db.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { slotCall, slotPlayer } from './house-slots.test-kit.ts';

const apps: TestApp[] = [];
after(() => Promise.all(apps.map((app) => app.close())));

/** The statements each of `spins` spins sends, one at a time, after two spins of warm-up. */
async function statementsPerSpin(t: TestApp, spins: number): Promise<number[]> {
  const player = await slotPlayer(t, 1_000_000n);
  const spin = async () => {
    const response = await slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '200', spinId: randomUUID() });
    assert.equal(response.statusCode, 200, response.body);
  };
  await spin();
  await spin();
  const counting = countInPlace(t.db);
  try {
    const counts: number[] = [];
    for (let index = 0; index < spins; index += 1) {
      counting.reset();
      await spin();
      counts.push(counting.count());
    }
    return counts;
  } finally {
    counting.stop();
  }
}

test('with the brand cache time as in production, a spin sends 17 to 20 statements (30 to 32 before decision 047)', async () => {
  const t = await createTestApp({ brandCacheMs: 60_000 });
  apps.push(t);
  const counts = await statementsPerSpin(t, 12);
  // Session; brand and game; spin row with the interrupted ones; the debit's transaction (BEGIN,
  // rounds, wallet and shard, keys, transfer, round + claim + log, COMMIT); drawn; the credit's
  // (BEGIN, round, claims, [wallet and shard, keys, transfer], round + claim + log + balance,
  // COMMIT); settled. A win costs the 3 statements in brackets.
  assert.ok(Math.max(...counts) <= 20, `statements per spin: ${counts.join(', ')}`);
  assert.ok(Math.min(...counts) >= 17, `statements per spin: ${counts.join(', ')}`);
});

test('with no cache (every look-up read again), a spin sends at most 34 statements (44 to 46 before decision 047)', async () => {
  const t = await createTestApp();
  apps.push(t);
  const counts = await statementsPerSpin(t, 12);
  assert.ok(Math.max(...counts) <= 34, `statements per spin: ${counts.join(', ')}`);
});
