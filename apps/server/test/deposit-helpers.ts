import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { DepositOrderView } from '@pkg/contracts/deposits';
import type { Queryable } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSealer } from '../src/lib/sealed-box.ts';
import { playerBalances } from '../src/ledger/accounts.ts';
import { createStaff, type StaffInput } from '../src/modules/staff/staff-admin.ts';
import { STAFF_TOTP_PURPOSE } from '../src/modules/staff/staff-auth.service.ts';
import { totpCode } from '../src/lib/totp.ts';
import { sandboxSecret, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../src/modules/deposits/sandbox-gateway.ts';
import { authed, registerUser } from './auth-helpers.ts';
import { ledgerSnapshot } from './ledger-helpers.ts';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './test-app.ts';

/** A test app with the sandbox gateway on (it is off unless configured). */
export function createDepositApp(): Promise<TestApp> {
  return createTestApp({ sandboxGateway: true });
}

/** The secret the test app's sandbox gateway signs with. */
export const SANDBOX_SECRET = sandboxSecret(TEST_APP_SECRET, '');

let serial = 0;

/** Registers a new player and returns the session token and account id. */
export async function newPlayer(t: TestApp, prefix = 'dep'): Promise<{ token: string; id: string; username: string }> {
  serial += 1;
  const username = `${prefix}${process.pid % 1000}x${serial}`;
  const login = await registerUser(t, username);
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = $1`, [username]);
  assert.ok(row);
  return { token: login.token, id: row.id, username };
}

/** A fresh idempotency key. */
export const newKey = () => randomUUID();

/** Headers of a logged-in money call with its key. */
export function money(token: string, key: string = newKey(), extra: Record<string, string> = {}) {
  return authed(token, { [HEADERS.idempotencyKey]: key, ...extra });
}

/** Creates an order; the raw response. */
export function postOrder(t: TestApp, token: string, body: Record<string, unknown>, key: string = newKey()) {
  return t.app.inject({ method: 'POST', url: API.depositOrders, headers: money(token, key), payload: body });
}

/** Creates an order that must succeed and returns it. */
export async function openOrder(t: TestApp, token: string, channelCode: string, amountMinor: string): Promise<DepositOrderView> {
  const response = await postOrder(t, token, { channelCode, amountMinor, currency: 'PHP' });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as DepositOrderView;
}

export const orderPath = (path: string, id: string) => path.replace(':id', id);

/** A small real PNG. */
export function pngBytes(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
}

/** Sends a multipart submit of a reference and files. */
export async function submitOrder(
  t: TestApp,
  token: string,
  id: string,
  fields: Record<string, string>,
  files: { bytes: Buffer; name: string; type: string }[] = [],
  key: string = newKey(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: orderPath(API.depositSubmit, id),
    headers: money(token, key, { 'content-type': request.headers.get('content-type') ?? '' }),
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Sends a gateway callback with a body and signature of the caller's choosing. */
export function sendCallback(t: TestApp, raw: string, signature: string | null, gateway = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: API.paymentCallback.replace(':gateway', gateway),
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }) },
    payload: raw,
  });
}

/** A sandbox callback body for an order, signed as the sandbox signs it. */
export function signedCallback(order: { id: string; amountMinor: string; currency: string }, status: 'paid' | 'failed', extra = {}) {
  const raw = JSON.stringify({
    orderId: order.id,
    status,
    amountMinor: order.amountMinor,
    currency: order.currency,
    paymentId: `sbx_${serial++}`,
    sentAt: '2026-11-22T04:00:00.000Z',
    ...extra,
  });
  return { raw, signature: signSandboxBody(SANDBOX_SECRET, raw) };
}

/** A player's spendable money in the demo currency. */
export async function balanceOf(t: TestApp, accountId: string): Promise<bigint> {
  const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  assert.ok(brand);
  return (await playerBalances(t.db, brand.id, accountId, 'PHP')).totalAvailableMinor;
}

/**
 * Everything a deposit call could change: the ledger, orders, stored answers, uploads, the
 * account and staff audits. Equal before and after a refused call means nothing changed.
 */
export async function depositSnapshot(db: Queryable): Promise<string> {
  const [row] = await db.query<Record<string, string>>(
    `select (select string_agg(id || ':' || status || ':' || coalesce(player_reference, '-'), ',' order by order_no) from deposit_orders) as orders,
       (select count(*)::text from deposit_requests) as requests, (select count(*)::text from uploads) as uploads,
       (select count(*)::text from audit_log) as audit, (select count(*)::text from staff_audit) as staff_audit`,
  );
  return `${await ledgerSnapshot(db)}|${JSON.stringify(row)}`;
}

/** Asserts a refused call: its status and code, and that nothing changed. */
export async function assertRefused(
  t: TestApp,
  call: () => Promise<{ statusCode: number; body: string; json(): { errorCode?: string } }>,
  status: number,
  code: string,
) {
  const before = await depositSnapshot(t.db);
  const response = await call();
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code, response.body);
  assert.equal(await depositSnapshot(t.db), before, `${code}: nothing changed`);
}

const STAFF_PASSWORD = 'Bantay-Kaha-2026';

/** A signed-in staff member: their cookie header and id. */
export async function staffSignIn(t: TestApp, input: Partial<StaffInput> = {}): Promise<{ cookie: string; id: string; username: string }> {
  serial += 1;
  const username = input.username ?? `desk${serial}`;
  const created = await createStaff(t.db, t.clock, await createPasswordHasher(2), createSealer(TEST_APP_SECRET, STAFF_TOTP_PURPOSE), {
    username,
    displayName: 'Desk',
    role: 'finance',
    password: STAFF_PASSWORD,
    brandCodes: [],
    ...input,
  });
  // Each staff member's first code is unused, so the clock need not move.
  const response = await t.app.inject({
    method: 'POST',
    url: BO_API.login,
    headers: { 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    payload: { username, password: STAFF_PASSWORD, code: totpCode(created.secretBase32, t.clock.now()) },
  });
  assert.equal(response.statusCode, 200, response.body);
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  assert.ok(cookie);
  return { cookie: `${STAFF_COOKIE}=${cookie.value}`, id: created.id, username };
}

/** Headers of a changing back-office call. */
export const boHeaders = (cookie: string) => ({ cookie, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' });
