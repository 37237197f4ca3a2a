import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { HOUSE_VENDOR_CODE } from './signature.ts';
import { createWalletLookups } from './wallet-lookups.ts';

let t: TestApp;
let brandId: string;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

/** The test database, counting the statements sent through it. */
function counting(db: Db) {
  const counter = { statements: 0 };
  const wrapped: Db = { ...db, query: (sql, params) => ((counter.statements += 1), db.query(sql, params)) };
  return { db: wrapped, counter };
}

test('with a cache time, each player, vendor, game type and wallet is read once however many calls', async () => {
  const [id] = await createPlayers(t.db, brandId, 1, 'lookup');
  assert.ok(id);
  const { db, counter } = counting(t.db);
  const lookups = createWalletLookups(db, t.clock, 60_000);
  const rounds = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const player = await lookups.player(id);
      assert.ok(player);
      return [
        player.id,
        (await lookups.vendor(brandId, HOUSE_VENDOR_CODE))?.vendorCode,
        await lookups.gameType(brandId, HOUSE_VENDOR_CODE, 'bituin-lines'),
        await lookups.mainWallet(player),
      ];
    }),
  );
  assert.equal(new Set(rounds.map((round) => JSON.stringify(round))).size, 1, 'every call got the same answers');
  const [first] = rounds;
  assert.equal(first?.[1], HOUSE_VENDOR_CODE);
  // Player, vendor, game type: one read each; the wallet: opened once (its own few statements).
  assert.ok(counter.statements <= 6, `${counter.statements} statements`);
  assert.equal(await lookups.player('not-an-id'), null);
});

test('with no cache time every call reads again, so a change is seen at once', async () => {
  const { db, counter } = counting(t.db);
  const lookups = createWalletLookups(db, t.clock, 0);
  assert.equal((await lookups.vendor(brandId, HOUSE_VENDOR_CODE))?.maintenance, false);
  await t.db.query(`update game_vendors set maintenance = true where merchant_id = $1 and vendor_code = $2`, [brandId, HOUSE_VENDOR_CODE]);
  try {
    assert.equal((await lookups.vendor(brandId, HOUSE_VENDOR_CODE))?.maintenance, true);
    assert.equal(counter.statements, 2);
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where merchant_id = $1 and vendor_code = $2`, [
      brandId,
      HOUSE_VENDOR_CODE,
    ]);
  }
});
