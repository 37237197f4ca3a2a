/**
 * Prepares the invite friends journey (referral.spec.ts) on the browser journeys' database, before
 * the server starts (e2e-setup.ts runs it after creating the accounts with the account CLI,
 * the referrer with its member invitation code and its friends after it): each friend gets the
 * referrer's code as its referral code and its own sign-up address; the first deposits 300.00 and
 * bets 600.00 (it qualifies and the referrer is offered its reward), the second does nothing yet,
 * the third shares the referrer's address (flagged for staff). Then one referral check runs.
 * Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-referral-fixture.ts <referrer> <qualified friend> <pending friend> <flagged friend>
 */
import { randomUUID } from 'node:crypto';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createReferralCheck } from '../src/modules/referral/referral-check.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function referralFixture(
  db: Db,
  referrerName: string,
  qualifiedName: string,
  pendingName: string,
  flaggedName: string,
): Promise<void> {
  const [referrer] = await db.query<{ id: string; brandId: string; currency: string; code: string | null }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency, a.affiliate_code as code
       from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = 'bituin'`,
    [referrerName],
  );
  if (!referrer?.code) throw new Error(`no referrer ${referrerName} with an invitation code in the demo brand`);
  await db.query(`update accounts set register_ip = '203.0.113.10' where id = $1`, [referrer.id]);
  const friends = [
    [qualifiedName, '203.0.113.21'],
    [pendingName, '203.0.113.22'],
    [flaggedName, '203.0.113.10'],
  ] as const;
  const ids: string[] = [];
  for (const [name, ip] of friends) {
    const [row] = await db.query<{ id: string }>(
      `update accounts set referral_code = $2, register_ip = $3 where username = $1 and merchant_id = $4 returning id::text as id`,
      [name, referrer.code, ip, referrer.brandId],
    );
    if (!row) throw new Error(`no friend ${name} in the demo brand`);
    ids.push(row.id);
  }
  const at = new Date();
  const bank = await openClearingAccount(db, referrer.brandId, referrer.currency, 'e2e-fixture', at);
  for (const id of [ids[0]!, ids[2]!]) {
    const wallet = await openPlayerWallet(db, referrer.brandId, referrer.currency, id, at);
    await transfer(db, {
      brandId: referrer.brandId,
      currency: referrer.currency,
      code: 'deposit',
      idempotencyKey: `e2e-referral:${id}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: 30_000n,
      memo: 'journey fixture',
      actor: 'e2e-fixture',
      ip: null,
      at,
    });
    await db.query(
      `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
       values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', $4, 60000, 0, 'settled', $5, $5)`,
      [referrer.brandId, `e2e-referral-${randomUUID()}`, id, referrer.currency, at.toISOString()],
    );
  }
  const report = await createReferralCheck({ db, clock: systemClock }).run();
  console.log(
    `referral fixture: ${referrerName} invited 3 friends; check found ${report.found}, rewarded ${report.rewarded}, flagged ${report.flagged}`,
  );
}

if (isMainModule(import.meta.url)) {
  const [referrerName, qualifiedName, pendingName, flaggedName] = process.argv.slice(2);
  if (!referrerName || !qualifiedName || !pendingName || !flaggedName) {
    throw new Error('usage: e2e-referral-fixture.ts <referrer> <qualified friend> <pending friend> <flagged friend>');
  }
  const db = await openCliDb((message) => new Error(message));
  try {
    await referralFixture(db, referrerName, qualifiedName, pendingName, flaggedName);
  } finally {
    await db.close();
  }
}
