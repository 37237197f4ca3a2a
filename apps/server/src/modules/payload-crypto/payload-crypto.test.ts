// Proves encrypted payloads end to end: the key call, sealing in the client and opening on the server, refusal of plain, tampered, replayed and stale bodies, key rotation with grace, sealed storage under the secret, and agreement between processes.
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { payloadKeyValue, type PayloadKeyValue } from '@pkg/contracts/auth';
import { ENCRYPTION_SCHEME, encryptionHeader, sealPayload, type SealedPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { createKeyRing, type KeyRing } from './key-ring.ts';
import { createPayloadOpener, type PayloadOpener } from './open-payload.ts';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LIFETIMES = { rotateAfterMs: 24 * HOUR_MS, graceMs: HOUR_MS };
const ECHO = '/wps/test/echo';

const echoSchema = z.object({
  username: z.string().min(3),
  profile: z.object({ name: z.string(), tags: z.array(z.string()) }).optional(),
});

interface CryptoApp extends TestApp {
  keyRing: KeyRing;
  opener: PayloadOpener;
}

/**
 * A test app with a stand-in encrypted call (`POST /wps/test/echo`) that opens its body and
 * answers what it read. The app serves the key call from its own key ring; the test's ring shares
 * its database, secret and lifetimes, so both agree on the keys, as two server processes would.
 * The route is registered before the app's database is handed out, so it reaches the test's key
 * ring and opener through `parts`, filled right after.
 */
async function createCryptoApp(): Promise<CryptoApp> {
  const parts: { keyRing?: KeyRing; opener?: PayloadOpener } = {};
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the key ring is not wired yet');
    return value;
  };
  const t = await createTestApp(
    {},
    {
      beforeReady: async (app) => {
        app.post(ECHO, async (request) => ok(await need(parts.opener).open(request, echoSchema)));
      },
    },
  );
  parts.keyRing = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  parts.opener = createPayloadOpener(t.db, t.clock, parts.keyRing);
  return { ...t, keyRing: parts.keyRing, opener: parts.opener };
}

async function withCryptoApp(fn: (t: CryptoApp) => Promise<void>) {
  const t = await createCryptoApp();
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

async function fetchKey(t: TestApp): Promise<PayloadKeyValue> {
  const response = await t.app.inject({ url: API.sessionKey, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().success, true);
  return payloadKeyValue.parse(response.json().value);
}

/** Seals with the client code, stamped by the test clock (moved by offsetMs). */
function seal(t: TestApp, payload: object, key: PayloadKeyValue, offsetMs = 0): Promise<SealedPayload> {
  return sealPayload(payload, key, { now: t.clock.now().getTime() + offsetMs });
}

/** Seals arbitrary text with node:crypto, for bodies the client code would never make. */
function sealRaw(key: PayloadKeyValue, plaintext: string | Buffer): SealedPayload {
  const contentKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', contentKey, iv);
  const sealed = Buffer.concat([
    cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, contentKey);
  return {
    header: encryptionHeader(key.keyId),
    body: { value: [wrapped, iv, sealed].map((part) => part.toString('base64url')).join('.') },
  };
}

function post(t: TestApp, body: unknown, header?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...demoHeaders(), 'content-type': 'application/json' };
  if (header !== undefined) headers.encryption = header;
  return t.app.inject({ method: 'POST', url: ECHO, headers, payload: JSON.stringify(body) });
}

function postSealed(t: TestApp, sealed: SealedPayload) {
  return post(t, sealed.body, sealed.header);
}

/** Asserts the `/wps` failure envelope with its code and status, and returns its message. */
function assertFailure(response: LightMyRequestResponse, status: number, errorCode: string): string {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(body.success, false);
  assert.equal(body.errorCode, errorCode);
  assert.equal(typeof body.message, 'string');
  assert.equal(body.requestId, response.headers['x-request-id']);
  return body.message;
}

function assertOpened(response: LightMyRequestResponse): unknown {
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().success, true);
  return response.json().value;
}

/** Replaces one character of a base64url string with another, changing the bytes it stands for. */
function flipChar(text: string, index: number): string {
  const at = index < 0 ? text.length + index : index;
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

// One key serves every test that does not rotate; RSA generation costs a few hundred ms.
let shared: CryptoApp;
let key: PayloadKeyValue;
before(async () => {
  shared = await createCryptoApp();
  key = await fetchKey(shared);
});
after(async () => {
  await shared.close();
  if (bare) await (await bare).close();
});

// The tests of the key ring alone share a database of their own, each starting with no keys.
let bare: Promise<TestApp> | undefined;
async function emptyKeyTable(): Promise<TestApp> {
  bare ??= createTestApp();
  const t = await bare;
  await t.db.query('delete from payload_keys');
  return t;
}

test('the key call answers a 3072-bit RSA public key (SPKI, base64), its id and the scheme, and forbids caching', async () => {
  const response = await shared.app.inject({ url: API.sessionKey, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const value = payloadKeyValue.parse(response.json().value);
  assert.deepEqual(value, key, 'the same key until it rotates');
  assert.equal(value.algorithm, ENCRYPTION_SCHEME);
  const publicKey = createPublicKey({ key: Buffer.from(value.publicKey, 'base64'), format: 'der', type: 'spki' });
  assert.equal(publicKey.asymmetricKeyType, 'rsa');
  assert.equal(publicKey.asymmetricKeyDetails?.modulusLength, 3072);

  const rows = await shared.db.query<{ id: string; sealed_private: string }>('select id, sealed_private from payload_keys');
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.id, value.keyId);
  assert.match(rows[0]?.sealed_private ?? '', /^v1\.[\w-]+\.[\w-]+$/, 'the private key is stored sealed, not as PKCS#8');
});

test('a payload sealed by the client code opens to the same JSON, unicode and nesting intact, without _ts and _nonce', async () => {
  const payload = {
    username: 'María José 用户 🎲',
    profile: { name: 'Ñandú "quoted" \\ back\nslash \u0000 end', tags: ['ä', '𝄞', ''] },
  };
  const value = assertOpened(await postSealed(shared, await seal(shared, payload, key)));
  assert.deepEqual(value, payload);

  const extra = assertOpened(await postSealed(shared, await seal(shared, { username: 'plain', other: 1 }, key)));
  assert.deepEqual(extra, { username: 'plain' }, 'the schema decides what comes through');
});

test('a payload sealed with node:crypto opens too, so the wire format is the standard one and not a WebCrypto quirk', async () => {
  const body = JSON.stringify({ username: 'nodeuser', _ts: shared.clock.now().getTime(), _nonce: randomBytes(16).toString('base64url') });
  assert.deepEqual(assertOpened(await postSealed(shared, sealRaw(key, body))), { username: 'nodeuser' });
});

test('plain JSON is refused with 400 encryption_required, with or without a value field', async () => {
  assertFailure(await post(shared, { username: 'plainuser', password: 'secret' }), 400, 'encryption_required');
  const sealed = await seal(shared, { username: 'nohead' }, key);
  assertFailure(await post(shared, sealed.body), 400, 'encryption_required');
  // Refused before it was read, so the same body with its header still opens.
  assertOpened(await postSealed(shared, sealed));
});

test('a garbled Encryption header or another scheme is refused with encryption_required', async () => {
  const sealed = await seal(shared, { username: 'garbled' }, key);
  for (const header of [
    '',
    ENCRYPTION_SCHEME,
    `${ENCRYPTION_SCHEME}; key=${key.keyId}`,
    `${ENCRYPTION_SCHEME} kid=${key.keyId}`,
    `RSA-OAEP+A128CBC; kid=${key.keyId}`,
    `kid=${key.keyId}`,
    `${ENCRYPTION_SCHEME}; kid=${key.keyId}; kid=other`,
  ]) {
    assertFailure(await post(shared, sealed.body, header), 400, 'encryption_required');
  }
  assertOpened(await postSealed(shared, sealed));
});

test('an unknown key id is refused with encryption_required and a message saying to fetch the key again', async () => {
  const sealed = await seal(shared, { username: 'unknown' }, key);
  for (const keyId of ['AAAAAAAAAAAAAAAA', 'not-a-key-id', "x'; drop table payload_keys; --"]) {
    const message = assertFailure(await post(shared, sealed.body, encryptionHeader(keyId)), 400, 'encryption_required');
    assert.match(message, /key/, message);
  }
});

test('tampered, truncated or malformed bodies are refused with payload_invalid, and the intact body still opens', async () => {
  const sealed = await seal(shared, { username: 'tampered' }, key);
  const [wrapped = '', iv = '', ciphertext = ''] = sealed.body.value.split('.');
  const join = (...parts: string[]) => ({ value: parts.join('.') });
  const bodies: unknown[] = [
    join(flipChar(wrapped, 10), iv, ciphertext),
    join(wrapped, flipChar(iv, 0), ciphertext),
    join(wrapped, iv, flipChar(ciphertext, 0)),
    join(wrapped, iv, flipChar(ciphertext, -2)),
    join(wrapped, iv, ciphertext.slice(0, 10)),
    join(wrapped.slice(0, -4), iv, ciphertext),
    join(wrapped, iv),
    join(wrapped, iv, ciphertext, 'AAAA'),
    join(wrapped, iv, `${ciphertext}+`),
    join(wrapped, '', ciphertext),
    { value: 42 },
    { other: sealed.body.value },
    [sealed.body.value],
  ];
  for (const body of bodies) assertFailure(await post(shared, body, sealed.header), 400, 'payload_invalid');

  const now = shared.clock.now().getTime();
  const nonce = () => randomBytes(16).toString('base64url');
  for (const plaintext of [
    'not json',
    JSON.stringify(['username', 'array']),
    JSON.stringify('a string'),
    JSON.stringify({ username: 'nononce', _ts: now }),
    JSON.stringify({ username: 'nostamp', _nonce: nonce() }),
    JSON.stringify({ username: 'textstamp', _ts: String(now), _nonce: nonce() }),
    JSON.stringify({ username: 'shortnonce', _ts: now, _nonce: 'abc' }),
  ]) {
    assertFailure(await postSealed(shared, sealRaw(key, plaintext)), 400, 'payload_invalid');
  }
  const invalidUtf8 = Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
  assertFailure(await postSealed(shared, sealRaw(key, invalidUtf8)), 400, 'payload_invalid');

  assert.deepEqual(assertOpened(await postSealed(shared, sealed)), { username: 'tampered' });
});

test('the same sealed body sent twice is refused the second time with 409 payload_replayed', async () => {
  const sealed = await seal(shared, { username: 'replayed' }, key);
  assertOpened(await postSealed(shared, sealed));
  assertFailure(await postSealed(shared, sealed), 409, 'payload_replayed');
  assertFailure(await postSealed(shared, sealed), 409, 'payload_replayed');
});

test('a stamp more than 5 minutes from the server clock, either way, is refused with payload_replayed', async () => {
  for (const offset of [-6 * MINUTE_MS, 6 * MINUTE_MS, -5 * MINUTE_MS - 1, 5 * MINUTE_MS + 1]) {
    assertFailure(await postSealed(shared, await seal(shared, { username: 'skewed' }, key, offset)), 409, 'payload_replayed');
  }
  for (const offset of [-4 * MINUTE_MS, 4 * MINUTE_MS, -5 * MINUTE_MS, 5 * MINUTE_MS]) {
    assertOpened(await postSealed(shared, await seal(shared, { username: 'inside' }, key, offset)));
  }
});

test('a payload the schema refuses gets 400 bad_request naming the field', async () => {
  const short = assertFailure(await postSealed(shared, await seal(shared, { username: 'ab' }, key)), 400, 'bad_request');
  assert.match(short, /username/);
  const nested = await seal(shared, { username: 'nested', profile: { name: 'x', tags: 'not a list' } }, key);
  assert.match(assertFailure(await postSealed(shared, nested), 400, 'bad_request'), /profile\.tags/);
  assert.match(assertFailure(await postSealed(shared, await seal(shared, {}, key)), 400, 'bad_request'), /username/);
});

test('nonces are kept while a replay could pass the stamp check and deleted once they are too old to matter', async () => {
  const stamped = (nonce: string) => JSON.stringify({ username: 'swept', _ts: shared.clock.now().getTime(), _nonce: nonce });
  const kept = async (...nonces: string[]) => {
    const rows = await shared.db.query<{ nonce: string }>('select nonce from payload_nonces where nonce = any($1)', [nonces]);
    return rows.map((row) => row.nonce).sort();
  };
  const [first, second, third] = [0, 1, 2].map(() => randomBytes(16).toString('base64url')) as [string, string, string];
  const firstSealed = sealRaw(key, stamped(first));
  assertOpened(await postSealed(shared, firstSealed));
  shared.clock.advanceMs(4 * MINUTE_MS);
  assertOpened(await postSealed(shared, sealRaw(key, stamped(second))));
  assert.deepEqual(await kept(first, second), [first, second].sort(), 'the first is still inside its window');

  shared.clock.advanceMs(2 * MINUTE_MS);
  assertFailure(await postSealed(shared, firstSealed), 409, 'payload_replayed');
  assertOpened(await postSealed(shared, sealRaw(key, stamped(third))));
  assert.deepEqual(await kept(first, second, third), [second, third].sort(), 'the first expired and was deleted');
  const [{ expired } = { expired: -1 }] = await shared.db.query<{ expired: number }>(
    'select count(*)::int as expired from payload_nonces where expires_at < $1',
    [shared.clock.now()],
  );
  assert.equal(expired, 0);
});

test('after rotate() the old key still opens payloads for the grace period, then is refused with encryption_required', async () => {
  await withCryptoApp(async (t) => {
    const oldKey = await fetchKey(t);
    await t.keyRing.rotate();
    const newKey = await fetchKey(t);
    assert.notEqual(newKey.keyId, oldKey.keyId);
    assert.notEqual(newKey.publicKey, oldKey.publicKey);

    assertOpened(await postSealed(t, await seal(t, { username: 'oldkey' }, oldKey)));
    t.clock.advanceMs(HOUR_MS - MINUTE_MS);
    assertOpened(await postSealed(t, await seal(t, { username: 'oldkey' }, oldKey)));
    t.clock.advanceMs(2 * MINUTE_MS);
    assert.match(assertFailure(await postSealed(t, await seal(t, { username: 'oldkey' }, oldKey)), 400, 'encryption_required'), /key/);
    assertOpened(await postSealed(t, await seal(t, { username: 'newkey' }, newKey)));
    assert.equal(await t.keyRing.privateKeyFor(oldKey.keyId), null);
  });
});

test('the current key is replaced once it is older than rotateAfterMs, and the replaced one keeps its grace', async () => {
  await withCryptoApp(async (t) => {
    const first = await fetchKey(t);
    t.clock.advanceMs(24 * HOUR_MS - MINUTE_MS);
    assert.equal((await fetchKey(t)).keyId, first.keyId);
    const early = await seal(t, { username: 'early' }, first);
    t.clock.advanceMs(MINUTE_MS);
    const second = await fetchKey(t);
    assert.notEqual(second.keyId, first.keyId);
    assertOpened(await postSealed(t, early));
    const rows = await t.db.query<{ id: string; retired: boolean }>(
      'select id, retired_at is not null as retired from payload_keys order by created_at',
    );
    assert.deepEqual(rows, [
      { id: first.keyId, retired: true },
      { id: second.keyId, retired: false },
    ]);
  });
});

test('a key ring opened with another secret cannot use the old sealed key, retires it and makes a new one', async () => {
  const t = await emptyKeyTable();
  const original = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  const sealedBefore = await original.current();
  assert.ok(await original.privateKeyFor(sealedBefore.keyId));

  const changed = createKeyRing(t.db, t.clock, 'another-secret-that-is-also-32-characters-long', LIFETIMES);
  assert.equal(await changed.privateKeyFor(sealedBefore.keyId), null, 'sealed under the old secret, so unknown');
  const made = await changed.current();
  assert.notEqual(made.keyId, sealedBefore.keyId);
  assert.ok(await changed.privateKeyFor(made.keyId));
  assert.equal(await changed.privateKeyFor(sealedBefore.keyId), null);
  const active = await t.db.query<{ id: string }>('select id from payload_keys where retired_at is null');
  assert.deepEqual(active, [{ id: made.keyId }]);
});

test('two key rings on one database (two processes) agree on the current key, even when both create it at once', async () => {
  const t = await emptyKeyTable();
  const one = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  const two = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  const [fromOne, fromTwo] = await Promise.all([one.current(), two.current()]);
  assert.deepEqual(fromOne, fromTwo);
  assert.equal((await t.db.query('select id from payload_keys')).length, 1, 'the loser of the race stored nothing');
  assert.ok(await two.privateKeyFor(fromOne.keyId), 'each process opens payloads sealed for the other');

  await one.rotate();
  const rotated = await two.current();
  assert.notEqual(rotated.keyId, fromOne.keyId);
  assert.deepEqual(await one.current(), rotated);
  assert.ok(await two.privateKeyFor(fromOne.keyId), 'still within its grace for the other process too');
});

test('a process that saw a key active stops opening with it once another process retired it and the grace ended', async () => {
  const t = await emptyKeyTable();
  const one = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  const two = createKeyRing(t.db, t.clock, SECRET, LIFETIMES);
  const first = await one.current();
  // Two reads the key (active) and keeps that for a while, sparing a query per payload.
  assert.ok(await two.privateKeyFor(first.keyId));
  await one.rotate();
  assert.ok(await two.privateKeyFor(first.keyId), 'within the grace');
  t.clock.advanceMs(HOUR_MS + 1);
  assert.equal(await two.privateKeyFor(first.keyId), null, 'past the grace, whatever two read before');
  // A key deleted while another process still remembered it is unknown there too.
  const fresh = await two.current();
  await t.db.query('delete from payload_keys where id = $1', [fresh.keyId]);
  t.clock.advanceMs(HOUR_MS);
  assert.equal(await two.privateKeyFor(fresh.keyId), null);
});
