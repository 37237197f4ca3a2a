/**
 * The direct half of the HTTP transfer comparison (bench/wallet-http.ts): the statements one
 * `POST /wps/relay/GCS_walletTransfer` sends, in the same order and transaction shape, sent
 * straight to the database without HTTP, Fastify, validation or JSON. They go through the same
 * functions as the app's (the auth guard's session read, the wallet's context read, the payment
 * password service's check, the ledger's lock, key look-up and write) on the same Db, so on
 * PostgreSQL they are sent as the same named prepared statements (db/client.ts).
 *
 *   brand                  brands.byCode (the request context's read, kept in memory for the brand
 *                          cache time as the app's: read only while the cache fills)
 *   session and account    sessions.resolveWithAccount (the auth guard's read; batched across the
 *                          calls waiting together, decision 070)
 *   session time limit     sessionTime.check (the auth guard's check of a real account: the player's
 *                          rules read once and kept in memory, as the app's)
 *   context                selectTransferContext: the key's transfer, wallets, vendor, payment password
 *   payment password       paymentPassword.verifyRow: a check's place taken (with the stored hash),
 *                          the hash checked (the same cheap stand-in as the HTTP run's), the place
 *                          given back with the failures cleared (decision 060, issue 39)
 *   BEGIN
 *     lock accounts        LOCK_ACCOUNTS
 *     key look-up          FIND_TRANSFERS_BY_KEY
 *     write                WRITE_TRANSFERS: transfer, postings, balances, audit
 *   COMMIT
 *
 * wallet-http.ts counts what both sides really send, so a change to one that the other misses shows
 * as "statements per transfer: HTTP n, direct m" with n != m.
 */
import type { Db } from '../src/db/client.ts';
import { findTransfers, lockAccounts, planTransfer, writeTransfers } from '../src/ledger/post.ts';
import { requestHash } from '../src/ledger/request-hash.ts';
import { isTrialType } from '@pkg/contracts/agent-types';
import type { SessionLimitCheck } from '../src/http/auth-guard.ts';
import type { BrandService } from '../src/modules/brands/brand.service.ts';
import type { PaymentPasswordService } from '../src/modules/payment-password/payment-password.service.ts';
import type { SessionService } from '../src/modules/session/session.service.ts';
import { ledgerKeyOf } from '../src/modules/wallet/transfer.service.ts';
import { selectTransferContext } from '../src/modules/wallet/wallet.queries.ts';

/** One wallet transfer as the HTTP benchmark sends it: the session token, the key and the body's fields. */
export interface DirectCall {
  token: string;
  key: string;
  from: string;
  to: string;
  amountMinor: bigint;
  paymentPassword: string;
}

/** The app's services the direct sequence calls as the API does. */
export interface DirectServices {
  brands: Pick<BrandService, 'byCode'>;
  sessions: SessionService;
  sessionTime: SessionLimitCheck;
  paymentPassword: Pick<PaymentPasswordService, 'verifyRow'>;
}

/**
 * Sends one transfer's statements. Throws when the session, a wallet or the money is missing:
 * the benchmark's calls are all meant to succeed, as the HTTP ones are.
 */
export async function directWalletTransfer(db: Db, services: DirectServices, brandCode: string, call: DirectCall): Promise<void> {
  const brand = await services.brands.byCode(brandCode);
  if (!brand) throw new Error(`no brand ${brandCode}`);
  const found = await services.sessions.resolveWithAccount(brand, call.token);
  if (!found) throw new Error('no session');
  const { account } = found;
  if (!isTrialType(account.accountType)) await services.sessionTime.check(brand, found.session);
  const currency = brand.currency.code;
  const inward = call.from === 'MAIN';
  const vendorCode = inward ? call.to : call.from;
  const ledgerKey = ledgerKeyOf(account.id, call.key);
  const context = await selectTransferContext(db, { brandId: brand.id, accountId: account.id, ledgerKey, currency, vendorCode });
  const main = context.wallets.find((wallet) => wallet.kind === 'player_main');
  const sub = context.wallets.find((wallet) => wallet.kind === 'player_vendor' && wallet.ref === vendorCode);
  if (!main || !sub) throw new Error('wallets not opened');
  const [from, to] = inward ? [main, sub] : [sub, main];
  if (from.availableMinor < call.amountMinor) throw new Error('insufficient funds');
  await services.paymentPassword.verifyRow(account, call.paymentPassword, context.paymentPassword);
  await db.transaction(async (tx) => {
    const accounts = await lockAccounts(tx, [from.id, to.id]);
    if ((await findTransfers(tx, brand.id, [ledgerKey])).size > 0) return;
    const planned = planTransfer(accounts, {
      key: ledgerKey,
      hash: requestHash(['transfer', 'wallet_transfer', currency, from.id, to.id, call.amountMinor], undefined),
      code: 'wallet_transfer',
      fromId: from.id,
      toId: to.id,
      amount: call.amountMinor,
      memo: null,
      metadata: { fromName: call.from, toName: call.to },
      action: 'transfer',
    });
    if (!planned) throw new Error('insufficient funds');
    await writeTransfers(tx, brand.id, currency, [planned], { actor: `self:${account.id}`, ip: '127.0.0.1', at: new Date() });
  });
}
