/**
 * Prepares the wallet journey's player on the browser journeys' database, before the server
 * starts (e2e-setup.ts runs it after creating the account with the account CLI): puts the
 * player under the fixture agent, sets its payment password and deposits 1,000.00 into its main
 * wallet through the ledger, from a clearing account named for the fixture. Test data only; an
 * operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-wallet-fixture.ts <username> <agent username> <payment password>
 */
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { createPasswordHasher } from '../src/lib/password.ts';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function walletFixture(db: Db, username: string, agentName: string, pin: string): Promise<void> {
  const rows = await db.query<{ id: string; brandId: string; currency: string; agentId: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency, g.id::text as "agentId"
       from accounts a join merchants m on m.id = a.merchant_id
       join accounts g on g.merchant_id = a.merchant_id and g.username = $2
      where a.username = $1 and m.code = 'bituin'`,
    [username, agentName],
  );
  const player = rows[0];
  if (!player) throw new Error(`no player ${username} or agent ${agentName} in the demo brand`);
  await db.query(`update accounts set upline_id = $2 where id = $1`, [player.id, player.agentId]);
  const hasher = await createPasswordHasher(1);
  await db.query(
    `insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, now())
     on conflict (account_id) do update set password_hash = excluded.password_hash`,
    [player.id, await hasher.hash(pin)],
  );
  const at = new Date();
  const bank = await openClearingAccount(db, player.brandId, player.currency, 'e2e-fixture', at);
  const wallet = await openPlayerWallet(db, player.brandId, player.currency, player.id, at);
  await transfer(db, {
    brandId: player.brandId,
    currency: player.currency,
    code: 'deposit',
    idempotencyKey: `e2e-fixture:${player.id}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 100_000n,
    memo: 'journey fixture',
    actor: 'e2e-fixture',
    ip: null,
    at,
  });
  console.log(`wallet fixture: ${username} under ${agentName}, payment password set, 1,000.00 deposited`);
}

if (isMainModule(import.meta.url)) {
  const [username, agentName, pin] = process.argv.slice(2);
  if (!username || !agentName || !pin) throw new Error('usage: e2e-wallet-fixture.ts <username> <agent username> <payment password>');
  const db = await openCliDb((message) => new Error(message));
  try {
    await walletFixture(db, username, agentName, pin);
  } finally {
    await db.close();
  }
}
