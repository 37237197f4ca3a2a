/**
 * Gives the points journey's player points on the browser journeys' database, before the server
 * starts (e2e-setup.ts runs it after the wallet fixture): one adjustment entry in the points
 * journal, as an approved staff adjustment would write. Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-points-fixture.ts <username> <points>
 */
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { movePoints } from '../src/modules/points/point-journal.queries.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function pointsFixture(db: Db, username: string, points: string): Promise<void> {
  const [player] = await db.query<{ id: string; brandId: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId" from accounts a join merchants m on m.id = a.merchant_id
      where a.username = $1 and m.code = 'bituin'`,
    [username],
  );
  if (!player) throw new Error(`no player ${username} in the demo brand`);
  await db.transaction((tx) =>
    movePoints(tx, {
      brandId: player.brandId,
      accountId: player.id,
      kind: 'adjust',
      points: BigInt(points),
      sourceKey: 'e2e-fixture',
      detail: { reason: 'journey fixture' },
      at: new Date(),
    }),
  );
  console.log(`points fixture: ${username} has ${points} points`);
}

if (isMainModule(import.meta.url)) {
  const [username, points] = process.argv.slice(2);
  if (!username || !points || !/^[1-9][0-9]*$/.test(points)) throw new Error('usage: e2e-points-fixture.ts <username> <points>');
  const db = await openCliDb((message) => new Error(message));
  try {
    await pointsFixture(db, username, points);
  } finally {
    await db.close();
  }
}
