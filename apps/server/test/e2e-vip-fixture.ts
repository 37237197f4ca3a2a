/**
 * Prepares the VIP journey's player on the browser journeys' database, before the server starts
 * (e2e-setup.ts runs it after creating the account): a settled slot round of 12,000.00 and a
 * credited deposit of 2,500.00, then one VIP evaluation, which raises the player to the demo
 * brand's level 2 (Silver) and offers the upgrade bonuses of levels 1 and 2 to the reward centre.
 * Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-vip-fixture.ts <username>
 */
import { randomUUID } from 'node:crypto';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createVipJobs } from '../src/modules/vip/vip-jobs.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function vipFixture(db: Db, username: string): Promise<void> {
  const [player] = await db.query<{ id: string; brandId: string; currency: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency
       from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = 'bituin'`,
    [username],
  );
  if (!player) throw new Error(`no player ${username} in the demo brand`);
  const at = new Date(Date.now() - 3_600_000);
  await db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', $4, 1200000, 0, 'settled', $5, $5)`,
    [player.brandId, `e2e-vip-${randomUUID()}`, player.id, player.currency, at.toISOString()],
  );
  const bank = await openClearingAccount(db, player.brandId, player.currency, 'e2e-bank', at);
  const wallet = await openPlayerWallet(db, player.brandId, player.currency, player.id, at);
  await transfer(db, {
    brandId: player.brandId,
    currency: player.currency,
    code: 'deposit',
    idempotencyKey: `e2e-vip-deposit:${player.id}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 250_000n,
    actor: 'e2e-fixture',
    ip: null,
    at,
  });
  const quiet = { error() {}, warn() {} };
  const jobs = createJobRunner({ db, clock: systemClock, log: quiet });
  const vip = createVipJobs({ db, clock: systemClock, jobs, accountEvents: { publish() {} } });
  const changes = await vip.evaluate();
  const mine = changes.find((change) => change.accountId === player.id);
  if (!mine) throw new Error(`the VIP evaluation did not raise ${username}`);
  console.log(`vip fixture: ${username} is at VIP level ${mine.to}`);
}

if (isMainModule(import.meta.url)) {
  const [username] = process.argv.slice(2);
  if (!username) throw new Error('usage: e2e-vip-fixture.ts <username>');
  const db = await openCliDb((message) => new Error(message));
  try {
    await vipFixture(db, username);
  } finally {
    await db.close();
  }
}
