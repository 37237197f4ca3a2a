/**
 * Prepares the arena journey (apps/web/e2e/arena.spec.ts) on the browser journeys' database, before
 * the server starts (e2e-setup.ts runs it after creating the players with the account CLI): each
 * player of the international demo brand gets 1,000.00 in its main wallet through the ledger, from a
 * clearing account named for the fixture. The seeded arena's event with fight 1 open is the demo's
 * own. Test data only; an operator never runs this.
 */
import type { Db } from '../src/db/client.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';

/** The brand the arena runs on in the demo (decision 056). */
export const ARENA_BRAND = 'bituin-intl';

/** Deposits 1,000.00 into each named player's main wallet on the international demo brand. */
export async function arenaFixture(db: Db, usernames: readonly string[]): Promise<void> {
  const at = new Date();
  for (const username of usernames) {
    const [player] = await db.query<{ id: string; brandId: string; currency: string }>(
      `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency
         from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = $2`,
      [username, ARENA_BRAND],
    );
    if (!player) throw new Error(`no player ${username} in ${ARENA_BRAND}`);
    const bank = await openClearingAccount(db, player.brandId, player.currency, 'e2e-fixture', at);
    const wallet = await openPlayerWallet(db, player.brandId, player.currency, player.id, at);
    await transfer(db, {
      brandId: player.brandId,
      currency: player.currency,
      code: 'deposit',
      idempotencyKey: `e2e-arena-fixture:${player.id}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: 100_000n,
      memo: 'journey fixture',
      actor: 'e2e-fixture',
      ip: null,
      at,
    });
  }
  console.error(`arena fixture: ${usernames.join(', ')} with 1,000.00 each on ${ARENA_BRAND}`);
}
