/**
 * Prepares the missions journey's players on the browser journeys' database, before the server
 * starts (e2e-setup.ts runs it after creating the accounts with the account CLI): each gets
 * one settled slot round of the given stake, settled now, so it counts toward this day's and this
 * week's demo missions (the daily "Bet 500.00 today" is then complete for a stake of at least
 * 500.00) and ranks on the weekly leaderboard. Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-missions-fixture.ts <username>=<stake minor> ...
 */
import { randomUUID } from 'node:crypto';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function missionsFixture(db: Db, players: { username: string; stake: string }[]): Promise<void> {
  for (const player of players) {
    const [found] = await db.query<{ id: string; brandId: string; currency: string }>(
      `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency
         from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = 'bituin'`,
      [player.username],
    );
    if (!found) throw new Error(`no player ${player.username} in the demo brand`);
    const at = new Date().toISOString();
    await db.query(
      `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
       values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', $4, $5, 0, 'settled', $6, $6)`,
      [found.brandId, `e2e-missions-${randomUUID()}`, found.id, found.currency, player.stake, at],
    );
    console.log(`missions fixture: ${player.username} has a settled round of ${player.stake} minor units`);
  }
}

if (isMainModule(import.meta.url)) {
  const players = process.argv.slice(2).map((arg) => {
    const [username, stake] = arg.split('=');
    if (!username || !stake || !/^[1-9][0-9]*$/.test(stake)) throw new Error('usage: e2e-missions-fixture.ts <username>=<stake minor> ...');
    return { username, stake };
  });
  if (players.length === 0) throw new Error('usage: e2e-missions-fixture.ts <username>=<stake minor> ...');
  const db = await openCliDb((message) => new Error(message));
  try {
    await missionsFixture(db, players);
  } finally {
    await db.close();
  }
}
