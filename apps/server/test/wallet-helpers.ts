import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { HEADERS } from '@pkg/contracts/routes';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { authed, registerUser, sendSealed } from './auth-helpers.ts';
import { demoBrandId } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The payment password every wallet-test player sets. */
export const PIN = '246810';

/** A registered player of the demo brand with its session token and account id. */
export interface Player {
  username: string;
  token: string;
  id: string;
}

let serial = 0;

/** Registers a player (optionally with a payment password) and returns its token and id. */
export async function newPlayer(t: TestApp, prefix = 'wallet', options: { pin?: boolean } = {}): Promise<Player> {
  serial += 1;
  const username = `${prefix}${process.pid % 1000}x${serial}`;
  const { token } = await registerUser(t, username);
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = $1`, [username]);
  assert.ok(row);
  if (options.pin !== false) {
    const set = await sendSealed(
      t,
      'POST',
      API.paymentPassword,
      { newPassword: PIN, confirmPassword: PIN, loginPassword: 'Lakad2026!' },
      { authorization: token },
    );
    assert.equal(set.statusCode, 200, set.body);
  }
  return { username, token, id: row.id };
}

/** Makes an existing player an agent (type 1), as an operator would. */
export async function makeAgent(t: TestApp, player: Player, type = 1): Promise<void> {
  await t.db.query(`update accounts set account_type = $2 where id = $1`, [player.id, type]);
}

/** Puts a player under an upline (as registering with the agent's invitation code does). */
export async function placeUnder(t: TestApp, player: Player, upline: Player): Promise<void> {
  await t.db.query(`update accounts set upline_id = $2 where id = $1`, [player.id, upline.id]);
}

/** Deposits into a player's main wallet through the ledger, from a test clearing account. */
export async function fund(t: TestApp, accountId: string, amountMinor: bigint, currency = 'PHP'): Promise<void> {
  const brandId = await demoBrandId(t.db);
  const at = t.clock.now();
  const bank = await openClearingAccount(t.db, brandId, currency, 'test-bank', at);
  const wallet = await openPlayerWallet(t.db, brandId, currency, accountId, at);
  await transfer(t.db, {
    brandId,
    currency,
    code: 'deposit',
    idempotencyKey: `test-fund:${randomUUID()}`,
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor,
    actor: 'test',
    ip: null,
    at,
  });
}

/** Sends a money call as the site does: JSON, the session token and an Idempotency-Key. */
export function moneyCall(t: TestApp, url: string, token: string, body: object, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: authed(token, key === null ? {} : { [HEADERS.idempotencyKey]: key }),
    payload: body,
  });
}

/** The caller's balance answer. */
export async function balanceOf(t: TestApp, token: string) {
  const response = await t.app.inject({ url: API.balance, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as {
    sumBalance: string;
    sumBalanceMinor: string;
    currency: string;
    currencySymbol: string;
    trial: boolean;
    wallets: Array<{ walletCode: string; name: string | null; balance: string; balanceMinor: string; heldMinor: string }>;
  };
}

/** One wallet's spendable minor units from the balance answer. */
export async function walletMinor(t: TestApp, token: string, walletCode: string): Promise<bigint> {
  const wallet = (await balanceOf(t, token)).wallets.find((entry) => entry.walletCode === walletCode);
  return BigInt(wallet?.balanceMinor ?? '0');
}
