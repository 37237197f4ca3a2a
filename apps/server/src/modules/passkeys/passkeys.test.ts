// Proves one-click login (decision 073) with a software authenticator: the test makes a P-256 key
// pair, builds the 'none' attestation and the signed assertions by hand, and drives the ceremony
// through the API. Each refusal answers its code and HTTP status and changes nothing (the passkey's
// counter and last use, the account's sessions and audit rows).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, registerUser } from '../../../test/auth-helpers.ts';
import { selfExclude } from '../../../test/rg-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** The site's origin as the test app sees it (inject's Host is localhost:80, a domain of the demo brand). */
const ORIGIN = 'http://localhost';
const RP_ID = 'localhost';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A software authenticator: one credential, its key pair and its signature counter. */
interface SoftKey {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

function newSoftKey(): SoftKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { id: randomBytes(32), privateKey, publicKey, counter: 0 };
}

function coseKeyOf(key: SoftKey): Uint8Array {
  const jwk = key.publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A registration answer ('none' attestation): user present and verified, the credential attached. */
function attestation(key: SoftKey, challenge: string, origin = ORIGIN) {
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(key.id.length);
  const authData = Buffer.concat([
    sha256(RP_ID),
    Buffer.from([0x45]), // UP | UV | AT
    counterBytes(key.counter),
    Buffer.alloc(16), // AAGUID
    idLength,
    key.id,
    Buffer.from(coseKeyOf(key)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  return {
    id: b64url(key.id),
    rawId: b64url(key.id),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/** A login answer signed by the key; each one moves its counter on. */
function assertion(key: SoftKey, challenge: string, { origin = ORIGIN, counter = ++key.counter } = {}) {
  const authData = Buffer.concat([sha256(RP_ID), Buffer.from([0x05]), counterBytes(counter)]);
  const data = clientData('webauthn.get', challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), key.privateKey);
  return {
    id: b64url(key.id),
    rawId: b64url(key.id),
    type: 'public-key',
    response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function registerPasskey(token: string, key: SoftKey) {
  const options = await post(API.passkeyOptions, authed(token));
  assert.equal(options.statusCode, 200, options.body);
  const { challengeId, options: browser } = options.json().value as {
    challengeId: string;
    options: { challenge: string; rp: { id: string } };
  };
  assert.equal(browser.rp.id, RP_ID);
  const done = await post(API.passkeys, authed(token), { challengeId, response: attestation(key, browser.challenge) });
  assert.equal(done.statusCode, 200, done.body);
}

async function loginOptions(): Promise<{ challengeId: string; challenge: string }> {
  const answer = await post(API.passkeyLoginOptions, demoHeaders());
  assert.equal(answer.statusCode, 200, answer.body);
  const value = answer.json().value as { challengeId: string; options: { challenge: string; rpId: string } };
  assert.equal(value.options.rpId, RP_ID);
  return { challengeId: value.challengeId, challenge: value.options.challenge };
}

/** What a refused login must leave as it was. */
async function snapshot(username: string): Promise<string> {
  const rows = await t.db.query(
    `select (select json_agg(json_build_object('n', p.sign_count, 'used', p.last_used_at) order by p.id) from passkey_credentials p where p.account_id = a.id) as keys,
            (select count(*)::int from sessions s where s.account_id = a.id) as sessions,
            (select count(*)::int from audit_log l where l.account_id = a.id) as audits,
            a.last_login_at
       from accounts a where a.username = $1`,
    [username],
  );
  return JSON.stringify(rows);
}

async function refusedLogin(username: string, payload: object, status: number, code: string) {
  const before = await snapshot(username);
  const answer = await post(API.passkeyLogin, demoHeaders(), payload);
  assert.equal(answer.statusCode, status, answer.body);
  assert.equal(answer.json().errorCode, code);
  assert.equal(await snapshot(username), before, `${code}: nothing changed`);
}

test('register after a password login, list it, log in with one click: the same session as the password login answers', async () => {
  const { token } = await registerUser(t, 'keyana');
  const key = newSoftKey();
  await registerPasskey(token, key);

  const list = await t.app.inject({ url: API.passkeys, headers: authed(token) });
  assert.equal(list.statusCode, 200);
  assert.equal(list.json().value.list.length, 1);

  const { challengeId, challenge } = await loginOptions();
  const login = await post(API.passkeyLogin, demoHeaders(), { challengeId, response: assertion(key, challenge) });
  assert.equal(login.statusCode, 200, login.body);
  const value = login.json().value as { token: string; firstTimeLogin: boolean; cpw: boolean };
  assert.equal(value.cpw, false);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(value.token) });
  assert.equal(info.json().value.account, 'keyana');

  const audits = await t.db.query<{ action: string; after: { method?: string } | null }>(
    `select action, after from audit_log where account_id = (select id from accounts where username = 'keyana') order by id`,
  );
  assert.ok(audits.some((row) => row.action === 'passkey.register'));
  assert.ok(
    audits.some((row) => row.after?.method === 'passkey'),
    'the login is audited with its method',
  );
  const [stored] = await t.db.query<{ n: string; used: Date | null }>(
    `select sign_count::text as n, last_used_at as used from passkey_credentials where credential_id = $1`,
    [b64url(key.id)],
  );
  assert.equal(stored?.n, '1');
  assert.ok(stored?.used);
});

test('refusals: wrong challenge, reused challenge, wrong origin, unknown credential, an older counter, a locked account', async () => {
  const { token } = await registerUser(t, 'keybert');
  const key = newSoftKey();
  await registerPasskey(token, key);

  // Signed another challenge than the one named.
  const first = await loginOptions();
  const other = await loginOptions();
  await refusedLogin(
    'keybert',
    { challengeId: first.challengeId, response: assertion(key, other.challenge) },
    400,
    'passkey_challenge_invalid',
  );

  // A challenge answers once: the good answer passes, the same answer again is refused.
  const once = await loginOptions();
  const good = { challengeId: once.challengeId, response: assertion(key, once.challenge) };
  assert.equal((await post(API.passkeyLogin, demoHeaders(), good)).statusCode, 200);
  await refusedLogin('keybert', good, 400, 'passkey_challenge_invalid');

  // Signed for another site.
  const phished = await loginOptions();
  await refusedLogin(
    'keybert',
    { challengeId: phished.challengeId, response: assertion(key, phished.challenge, { origin: 'https://bituin.example.net' }) },
    400,
    'passkey_invalid',
  );

  // A credential no passkey of the brand has.
  const stranger = newSoftKey();
  const unknown = await loginOptions();
  await refusedLogin(
    'keybert',
    { challengeId: unknown.challengeId, response: assertion(stranger, unknown.challenge) },
    401,
    'passkey_unknown',
  );

  // A cloned authenticator answers with a counter the stored one has passed.
  const cloned = await loginOptions();
  await refusedLogin(
    'keybert',
    { challengeId: cloned.challengeId, response: assertion(key, cloned.challenge, { counter: 1 }) },
    400,
    'passkey_invalid',
  );

  // Staff locked the account: refused as every login is.
  await t.db.query(`update accounts set locked_at = now(), lock_reason = 'test' where username = 'keybert'`);
  const locked = await loginOptions();
  await refusedLogin('keybert', { challengeId: locked.challengeId, response: assertion(key, locked.challenge) }, 403, 'account_suspended');
  await t.db.query(`update accounts set locked_at = null, lock_reason = null where username = 'keybert'`);
});

test('registration: a wrong or reused challenge is refused and nothing is kept; trial accounts cannot make one', async () => {
  const { token } = await registerUser(t, 'keycora');
  const count = async () =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from passkey_credentials p join accounts a on a.id = p.account_id where a.username = 'keycora'`,
      )
    )[0]?.n;
  const key = newSoftKey();
  const a = (await post(API.passkeyOptions, authed(token))).json().value as { challengeId: string; options: { challenge: string } };
  const b = (await post(API.passkeyOptions, authed(token))).json().value as { challengeId: string; options: { challenge: string } };
  const wrong = await post(API.passkeys, authed(token), { challengeId: a.challengeId, response: attestation(key, b.options.challenge) });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().errorCode, 'passkey_challenge_invalid');
  // `a` was used up by the wrong answer.
  const reused = await post(API.passkeys, authed(token), { challengeId: a.challengeId, response: attestation(key, a.options.challenge) });
  assert.equal(reused.json().errorCode, 'passkey_challenge_invalid');
  const badOrigin = await post(API.passkeys, authed(token), {
    challengeId: b.challengeId,
    response: attestation(key, b.options.challenge, 'https://bituin.example.net'),
  });
  assert.equal(badOrigin.statusCode, 400);
  assert.equal(badOrigin.json().errorCode, 'passkey_invalid');
  assert.equal(await count(), 0);

  const trial = await post(API.freePlay, demoHeaders());
  assert.equal(trial.statusCode, 200, trial.body);
  const refused = await post(API.passkeyOptions, authed(trial.json().value.token));
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'in_need_true_account');
});

test('removing a passkey from the security centre: it no longer logs in; the brand flag off refuses the calls', async () => {
  const { token } = await registerUser(t, 'keydino');
  const key = newSoftKey();
  await registerPasskey(token, key);
  const [row] = (await t.app.inject({ url: API.passkeys, headers: authed(token) })).json().value.list as { id: string }[];
  const path = API.passkey.replace(':id', row?.id ?? '');
  const other = await registerUser(t, 'keyelle');
  const notTheirs = await t.app.inject({ method: 'DELETE', url: path, headers: authed(other.token) });
  assert.equal(notTheirs.statusCode, 404);
  assert.equal(notTheirs.json().errorCode, 'passkey_not_found');
  assert.equal((await t.app.inject({ method: 'DELETE', url: path, headers: authed(token) })).statusCode, 200);
  assert.equal((await t.app.inject({ url: API.passkeys, headers: authed(token) })).json().value.list.length, 0);
  const gone = await loginOptions();
  await refusedLogin('keydino', { challengeId: gone.challengeId, response: assertion(key, gone.challenge) }, 401, 'passkey_unknown');

  await t.db.query(`update merchants set flags = flags || '{"passkeyLogin": false}' where code = 'bituin'`);
  try {
    for (const answer of [await post(API.passkeyLoginOptions, demoHeaders()), await post(API.passkeyOptions, authed(token))]) {
      assert.equal(answer.statusCode, 403);
      assert.equal(answer.json().errorCode, 'feature_disabled');
    }
  } finally {
    await t.db.query(`update merchants set flags = flags - 'passkeyLogin' where code = 'bituin'`);
  }
});

test('from a network the account has not used, a one-click login is held for the second factor like a password login', async () => {
  const { token } = await registerUser(t, 'keyfaye');
  const key = newSoftKey();
  await registerPasskey(token, key);
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = '9175550101' where username = 'keyfaye'`);
  const { challengeId, challenge } = await loginOptions();
  const held = await post(API.passkeyLogin, demoHeaders({ 'x-forwarded-for': '49.145.77.1' }), {
    challengeId,
    response: assertion(key, challenge),
  });
  assert.equal(held.statusCode, 401, held.body);
  assert.equal(held.json().errorCode, 'two_factor_required');
  assert.ok((held.json().methods as string[]).includes('sms'));
  const [row] = await t.db.query<{ login_method: string }>(
    `select login_method from two_factor_challenges where account_id = (select id from accounts where username = 'keyfaye')`,
  );
  assert.equal(row?.login_method, 'passkey');
});

test('a self-excluded player is refused at a one-click login as at every login, nothing changed', async () => {
  const { token } = await registerUser(t, 'keygina');
  const key = newSoftKey();
  await registerPasskey(token, key);
  assert.equal((await selfExclude(t, token, '6m')).statusCode, 200);
  const { challengeId, challenge } = await loginOptions();
  await refusedLogin('keygina', { challengeId, response: assertion(key, challenge) }, 403, 'rg_self_excluded');
});
