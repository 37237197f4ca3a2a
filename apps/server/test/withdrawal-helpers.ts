import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSealer } from '../src/lib/sealed-box.ts';
import { openClearingAccount, openPlayerWallet } from '../src/ledger/accounts.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { createStaff } from '../src/modules/staff/staff-admin.ts';
import { STAFF_TOTP_PURPOSE } from '../src/modules/staff/staff-auth.service.ts';
import { totpCode } from '../src/lib/totp.ts';
import { authed, registerUser, sendSealed } from './auth-helpers.ts';
import { ledgerSnapshot } from './ledger-helpers.ts';
import { TEST_APP_SECRET, type TestApp } from './test-app.ts';

/** The payment password every test player sets. */
export const PIN = '135790';

/** A registered player of the demo brand with a payment password, and optionally money on the main wallet. */
export interface TestPlayer {
  username: string;
  token: string;
  id: string;
  walletId: string;
}

let serial = 0;

/** Registers a player through the API, sets the payment password, and deposits `fundMinor` through the ledger. */
export async function fundedPlayer(t: TestApp, prefix: string, fundMinor = 0n): Promise<TestPlayer> {
  serial += 1;
  const username = `${prefix}${serial}`.slice(0, 16);
  const { token } = await registerUser(t, username);
  const [row] = await t.db.query<{ id: string; brandId: string }>(
    `select id::text as id, merchant_id::text as "brandId" from accounts where username = $1`,
    [username],
  );
  assert.ok(row);
  const set = await sendSealed(
    t,
    'POST',
    API.paymentPassword,
    { newPassword: PIN, confirmPassword: PIN, loginPassword: 'Lakad2026!' },
    { authorization: token },
  );
  assert.equal(set.statusCode, 200, set.body);
  const at = t.clock.now();
  const wallet = await openPlayerWallet(t.db, row.brandId, 'PHP', row.id, at);
  if (fundMinor > 0n) {
    const bank = await openClearingAccount(t.db, row.brandId, 'PHP', 'test-deposit', at);
    await transfer(t.db, {
      brandId: row.brandId,
      currency: 'PHP',
      code: 'deposit',
      idempotencyKey: `fund-${username}-${randomUUID()}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: fundMinor,
      actor: 'test',
      ip: null,
      at,
    });
  }
  return { username, token, id: row.id, walletId: wallet.id };
}

/** Headers of a player's money call under a fresh (or given) idempotency key. */
export function moneyHeaders(token: string, key: string = randomUUID(), extra: Record<string, string> = {}) {
  return authed(token, { 'idempotency-key': key, ...extra });
}

/** Binds a bank account for the player and returns its id. */
export async function bindBank(t: TestApp, player: TestPlayer, number = '001234567890'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.payoutAccounts,
    headers: moneyHeaders(player.token),
    payload: { type: 'bank', provider: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: number, paymentPassword: PIN },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.id as string;
}

/** Requests a withdrawal; returns the raw response. */
export function requestWithdrawal(
  t: TestApp,
  player: TestPlayer,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  extraHeaders: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: API.withdrawals,
    headers: moneyHeaders(player.token, key, extraHeaders),
    payload: { currency: 'PHP', paymentPassword: PIN, ...body },
  });
}

/** The player's main wallet: balance and held. */
export async function walletOf(t: TestApp, walletId: string): Promise<{ balance: bigint; held: bigint }> {
  const [row] = await t.db.query<{ balance: string; held: string }>(
    `select balance::text as balance, held::text as held from ledger_accounts where id = $1`,
    [walletId],
  );
  assert.ok(row);
  return { balance: BigInt(row.balance), held: BigInt(row.held) };
}

/** Everything a refused call must leave as it was: the ledger's tables and this module's rows. */
export async function worldSnapshot(t: TestApp): Promise<string> {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select count(*) from withdrawals)::text as withdrawals,
       (select string_agg(id || ':' || status || ':' || coalesce(receipt, '-') || ':' || coalesce(dispute, '-'), ',' order by id) from withdrawals) as states,
       (select count(*) from payout_accounts where removed_at is null)::text as payout,
       (select count(*) from withdrawal_idempotency)::text as keys,
       (select count(*) from uploads)::text as uploads,
       (select count(*) from balance_adjustments)::text as adjustments,
       (select string_agg(id || ':' || status, ',' order by id) from balance_adjustments) as adjustment_states`,
  );
  return `${await ledgerSnapshot(t.db)}|${JSON.stringify(row)}`;
}

/** A signed-in staff member (new for each call, so each signs in with a fresh authenticator step). */
export interface TestStaff {
  id: string;
  username: string;
  cookie: string;
}

let staffSerial = 0;

/** Creates staff with a role (and brand scope by code) and signs them in; returns the session cookie. */
export async function staffSignedIn(t: TestApp, role: string, brandCodes: string[] = []): Promise<TestStaff> {
  staffSerial += 1;
  const username = `desk${process.pid % 1000}x${staffSerial}`;
  const created = await createStaff(t.db, t.clock, await createPasswordHasher(2), createSealer(TEST_APP_SECRET, STAFF_TOTP_PURPOSE), {
    username,
    displayName: `Desk ${staffSerial}`,
    role,
    password: 'Bantay-Kaha-2026',
    brandCodes,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: BO_API.login,
    headers: { 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    payload: { username, password: 'Bantay-Kaha-2026', code: totpCode(created.secretBase32, t.clock.now()) },
  });
  assert.equal(response.statusCode, 200, response.body);
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  assert.ok(cookie);
  return { id: created.id, username, cookie: cookie.value };
}

/** Sends a back-office call as a staff member. */
export function asStaff(t: TestApp, staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: `${STAFF_COOKIE}=${staff.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    ...(payload ? { payload } : {}),
  });
}

/** A path with its :id filled. */
export const withId = (path: string, id: string) => path.replace(':id', id);

/** A small real PNG. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
}

/** Sends a receipt answer as a multipart form with images. */
export async function sendReceiptForm(
  t: TestApp,
  player: TestPlayer,
  withdrawalId: string,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string; type: string }[],
  key: string = randomUUID(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: withId(API.withdrawalReceipt, withdrawalId),
    headers: moneyHeaders(player.token, key, { 'content-type': request.headers.get('content-type') ?? '' }),
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
