// Holds the statements a house slot spin sends (decisions 047, 050): after the session and the
// brand's game, the whole spin is one transaction of four statements, shared by the spins that
// arrive together. A change that makes a spin send more statements than
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

test('with the brand cache time as in production, a spin sends 6 statements (7 before its ledger keys were known new, 17 to 20 before decision 050, 30 to 32 before 047)', async () => {
  const t = await createTestApp({ brandCacheMs: 60_000 });
  apps.push(t);
  const counts = await statementsPerSpin(t, 12);
  // The session and the brand's game are kept in memory; the spin is its group's transaction:
  // BEGIN, the spin row, the accounts locked, the transfers (stake and win), the spin + round +
  // claims, COMMIT. The ledger keys are not looked up: the spin row just claimed makes them new
  // (settleBets' keysNew). A spin with a win sends no more than one without.
  assert.deepEqual(new Set(counts), new Set([6]), `statements per spin: ${counts.join(', ')}`);
});

test('with no cache (every look-up read again), a spin sends 11 statements (12 before its ledger keys were known new, 31 to 34 before decision 050)', async () => {
  const t = await createTestApp();
  apps.push(t);
  const counts = await statementsPerSpin(t, 12);
  // Five more: the session, the brand's game, the brand, and the player's responsible-gaming rules
  // (two statements), read again on every call.
  assert.deepEqual(new Set(counts), new Set([11]), `statements per spin: ${counts.join(', ')}`);
});
