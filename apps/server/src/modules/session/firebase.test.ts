// Proves Firebase mode (SPEC.md sections 3 and 4, decision 013): a login of type firebase and a
// mobile sign-up with firebaseChannel sms are accepted only with a Firebase ID token signed by the
// published keys, for the brand's project, current, from a fresh phone sign-in of the same number,
// used once; anything else is refused with its code and changes nothing. Tokens are signed here
// with a generated key pair whose JWK set a local HTTP server publishes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, loginAs, sendSealed } from '../../../test/auth-helpers.ts';
import { createBrand, updateBrand } from '../brand-desk/brand-admin.ts';
import { createFirebaseKeys, parseKeySet } from './firebase-keys.ts';

const PROJECT = 'bituin-test';
const KID = 'test-key-1';
const PASSWORD = 'Lakad2026!';
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');

let t: TestApp;
let keyServer: Server;
let keyRequests = 0;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

before(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  keyServer = createServer((request, response) => {
    keyRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' }).end(jwks);
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  t = await createTestApp(
    { firebaseKeysUrl: `http://127.0.0.1:${port}/jwks` },
    // A page of the site, to see the Content-Security-Policy pages are served with.
    { beforeReady: (app) => void app.get('/a-page', (_request, reply) => reply.type('text/html').send('<!doctype html><title>x</title>')) },
  );
  await updateBrand(t.db, 'bituin', {
    flags: { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true, REGMOBVERF3: true },
    signIn: { firebase: { projectId: PROJECT, apiKey: 'AIzaSyTestOnlyKey01' } },
  });
  // A brand that sends its own SMS codes (not in Firebase mode).
  await createBrand(t.db, {
    code: 'ownsms',
    name: 'Own SMS',
    domains: ['ownsms.test'],
    flags: { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true, REGMOBVERF3: true },
  });
});
after(async () => {
  await t.close();
  await new Promise((resolve) => keyServer.close(resolve));
});

interface TokenOptions {
  phone?: string | null;
  audience?: string;
  issuer?: string;
  /** Seconds relative to the test clock. */
  issuedAt?: number;
  expiresIn?: number;
  authTime?: number;
  provider?: string;
  subject?: string;
  key?: CryptoKey;
  kid?: string;
}

/** A Firebase ID token as Google would sign it, with one thing changed per option. */
async function firebaseToken(options: TokenOptions = {}): Promise<string> {
  // Real tokens differ by their times; the test clock stands still, so move it a second per token.
  t.clock.advanceMs(1_000);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const claims: JWTPayload = {
    auth_time: now + (options.authTime ?? -5),
    user_id: options.subject ?? 'firebase-uid-1',
    firebase: { identities: { phone: [options.phone ?? '+639171230001'] }, sign_in_provider: options.provider ?? 'phone' },
  };
  if (options.phone !== null) claims.phone_number = options.phone ?? '+639171230001';
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(options.audience ?? PROJECT)
    .setSubject(options.subject ?? 'firebase-uid-1')
    .setIssuedAt(now + (options.issuedAt ?? -5))
    .setExpirationTime(now + (options.issuedAt ?? -5) + (options.expiresIn ?? 3600))
    .sign(options.key ?? signingKey);
}

async function firebaseLogin(number: string, token: string | undefined, headers: Record<string, string> = {}) {
  return sendSealed(
    t,
    'POST',
    API.login,
    { type: 'firebase', countryDialingCode: '+63', mobileNum: number, firebaseIdToken: token },
    headers,
  );
}

async function registerMobile(number: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  return sendSealed(
    t,
    'PUT',
    API.registerMobile,
    {
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
      countryDialingCode: '+63',
      mobileNum: number,
      humanCheck: await humanCheck(t),
      ...extra,
    },
    headers,
  );
}

/** Rows that a refused call must leave alone. */
async function counts() {
  const [row] = await t.db.query<{ accounts: string; sessions: string; uses: string }>(
    `select (select count(*) from accounts)::text as accounts, (select count(*) from sessions)::text as sessions,
            (select count(*) from firebase_token_uses)::text as uses`,
  );
  return row;
}

function assertRefused(response: { statusCode: number; json(): { errorCode: string; message: string } }, code: string, status = 400) {
  assert.equal(response.statusCode, status, JSON.stringify(response.json()));
  assert.equal(response.json().errorCode, code);
}

test('the site learns Firebase mode and its public settings from the whitelabel call', async () => {
  const response = await t.app.inject({ url: API.whitelabel, headers: demoHeaders() });
  assert.deepEqual(response.json().value.firebase, {
    projectId: PROJECT,
    apiKey: 'AIzaSyTestOnlyKey01',
    authDomain: `${PROJECT}.firebaseapp.com`,
  });
  const own = await t.app.inject({ url: API.whitelabel, headers: demoHeaders({ merchant: 'ownsms' }) });
  assert.equal(own.json().value.firebase, null);
});

test("pages of a brand in Firebase mode may load Google's reCAPTCHA; other brands keep the strict policy", async () => {
  const firebasePage = await t.app.inject({ url: '/a-page', headers: { host: 'localhost' } });
  const policy = String(firebasePage.headers['content-security-policy']);
  assert.match(policy, /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/(;|$)/);
  assert.match(policy, /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com(;|$)/);
  assert.match(policy, /default-src 'self'(;|$)/, 'the rest of the policy is unchanged');
  const ownPage = await t.app.inject({ url: '/a-page', headers: { host: 'ownsms.test' } });
  assert.match(String(ownPage.headers['content-security-policy']), /script-src 'self'(;|$)/);
  assert.match(String(ownPage.headers['content-security-policy']), /connect-src 'self'(;|$)/);
});

test('mobile sign-up in Firebase mode needs a Firebase ID token for the number, then the number logs in with another', async () => {
  const before = await counts();
  const missing = await registerMobile('9171230001', { firebaseChannel: 'sms' });
  assertRefused(missing, 'firebase_token_invalid');
  assert.ok(missing.json().message.startsWith(translate('EN', 'errors.firebase_token_invalid')), missing.json().message);
  const otherNumber = await registerMobile('9171230001', {
    firebaseChannel: 'sms',
    firebaseIdToken: await firebaseToken({ phone: '+639179999999' }),
  });
  assertRefused(otherNumber, 'firebase_token_invalid');
  // An SMS code of our own does not stand in for the token in Firebase mode.
  assertRefused(await registerMobile('9171230001', { verificationCode: '123456' }), 'firebase_token_invalid');
  assert.deepEqual(await counts(), before, 'nothing written by a refused sign-up');

  const token = await firebaseToken();
  const registered = await registerMobile('9171230001', { firebaseChannel: 'sms', firebaseIdToken: token });
  assert.equal(registered.statusCode, 200, registered.body);
  const [account] = await t.db.query<{ mobile_number: string; username: string }>(
    `select mobile_number, username from accounts where mobile_number = '9171230001'`,
  );
  assert.deepEqual({ ...account }, { mobile_number: '9171230001', username: '9171230001' });

  // The same token does not open a second door.
  assertRefused(await firebaseLogin('9171230001', token), 'firebase_token_invalid');

  t.clock.advanceMs(1_000);
  const login = await firebaseLogin('9171230001', await firebaseToken({ subject: 'firebase-uid-1' }));
  assert.equal(login.statusCode, 200, login.body);
  assert.equal(login.json().value.cpw, false);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(login.json().value.token) });
  assert.equal(info.json().value.account, '9171230001');
  const [audit] = await t.db.query<{ after: { method: string } }>(
    `select after from audit_log where action = 'login' order by id desc limit 1`,
  );
  assert.equal(audit?.after.method, 'firebase');
});

test('every kind of bad token is refused with firebase_token_invalid and changes nothing', async () => {
  await registerMobile('9171230002', { firebaseChannel: 'sms', firebaseIdToken: await firebaseToken({ phone: '+639171230002' }) });
  const phone = '+639171230002';
  const before = await counts();
  const cases: Array<[string, string | undefined]> = [
    ['missing', undefined],
    ['not a JWT', 'not-a-token'],
    ['bad signature', await firebaseToken({ phone, key: strangerKey })],
    ['unknown key id', await firebaseToken({ phone, kid: 'someone-elses-key' })],
    ['wrong audience', await firebaseToken({ phone, audience: 'another-project' })],
    ['wrong issuer', await firebaseToken({ phone, issuer: 'https://securetoken.google.com/another-project' })],
    ['expired', await firebaseToken({ phone, issuedAt: -7200, expiresIn: 3600, authTime: -7200 })],
    ['issued in the future', await firebaseToken({ phone, issuedAt: 600, authTime: -5 })],
    ['signed in too long ago', await firebaseToken({ phone, authTime: -3600 })],
    ['signed in in the future', await firebaseToken({ phone, authTime: 600 })],
    ['another number', await firebaseToken({ phone: '+639171239999' })],
    ['no number', await firebaseToken({ phone: null })],
    ['not a phone sign-in', await firebaseToken({ phone, provider: 'password' })],
    ['empty subject', await firebaseToken({ phone, subject: '' })],
  ];
  for (const [name, token] of cases) {
    const response = await firebaseLogin('9171230002', token);
    assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
    assert.equal(response.json().errorCode, 'firebase_token_invalid', name);
  }
  assert.deepEqual(await counts(), before, 'no session, account or token use written');
  // The good token still works after all that.
  assert.equal((await firebaseLogin('9171230002', await firebaseToken({ phone }))).statusCode, 200);
});

test('a proved number without an account is told so; a bad number is a field error', async () => {
  const before = await counts();
  const unknown = await firebaseLogin('9171230009', await firebaseToken({ phone: '+639171230009' }));
  assertRefused(unknown, 'mobile_not_registered', 404);
  assert.ok(unknown.json().message.startsWith(translate('EN', 'errors.mobile_not_registered')), unknown.json().message);
  assertRefused(await firebaseLogin('12', await firebaseToken()), 'field_invalid');
  assert.deepEqual(await counts(), before);
});

test('a brand not in Firebase mode refuses Firebase logins and sign-ups', async () => {
  const headers = { merchant: 'ownsms' };
  const before = await counts();
  assertRefused(await firebaseLogin('9171230001', await firebaseToken(), headers), 'feature_disabled', 403);
  const signUp = await registerMobile(
    '9171230005',
    { firebaseChannel: 'sms', firebaseIdToken: await firebaseToken({ phone: '+639171230005' }) },
    headers,
  );
  assertRefused(signUp, 'feature_disabled', 403);
  assert.deepEqual(await counts(), before);
  // And a Firebase-mode brand without phone login refuses it like SMS login.
  await updateBrand(t.db, 'bituin', { flags: { MOBILEVERCODELOGIN3: false } });
  try {
    assertRefused(await firebaseLogin('9171230001', await firebaseToken()), 'feature_disabled', 403);
  } finally {
    await updateBrand(t.db, 'bituin', { flags: { MOBILEVERCODELOGIN3: true } });
  }
});

test('a Firebase login skips the forced change of an expired or weak password; a password login does not', async () => {
  await registerMobile('9171230003', { firebaseChannel: 'sms', firebaseIdToken: await firebaseToken({ phone: '+639171230003' }) });
  await updateBrand(t.db, 'bituin', { flags: { PWDEXPFORCECHANGE3: true } });
  try {
    await t.db.query(`update accounts set password_changed_at = '2020-01-01T00:00:00Z' where mobile_number = '9171230003'`);
    const byPassword = await loginAs(t, '9171230003', PASSWORD);
    assert.equal(byPassword.statusCode, 200, byPassword.body);
    assert.equal(byPassword.json().value.cpw, true);
    // The password login flagged the change as pending; a fresh account state for the Firebase case.
    await t.db.query(`update accounts set must_change_password = false where mobile_number = '9171230003'`);
    const byFirebase = await firebaseLogin('9171230003', await firebaseToken({ phone: '+639171230003' }));
    assert.equal(byFirebase.statusCode, 200, byFirebase.body);
    assert.equal(byFirebase.json().value.cpw, false);
    assert.equal(byFirebase.json().value.passwordExpired, true);
    const info = await t.app.inject({ url: API.memberInfo, headers: authed(byFirebase.json().value.token) });
    assert.equal(info.statusCode, 200, 'the session works without a password change');
  } finally {
    await updateBrand(t.db, 'bituin', { flags: { PWDEXPFORCECHANGE3: false } });
  }
});

test('keys are fetched once and cached for their max-age', async () => {
  const before = keyRequests;
  for (let index = 0; index < 3; index += 1) await firebaseLogin('9171230002', await firebaseToken({ phone: '+639171230002' }));
  assert.equal(keyRequests, before, 'no fetch while the cached keys are fresh');
});

test("Google's X.509 certificate map works as a key set, from a file for a server without access to Google", async () => {
  const certificate = await readFile(path.join(FIXTURES, 'firebase-test-cert.pem'), 'utf8');
  const privateKey = await importPKCS8(await readFile(path.join(FIXTURES, 'firebase-test-key.pem'), 'utf8'), 'RS256');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'firebase-keys-'));
  const file = path.join(folder, 'keys.json');
  await writeFile(file, JSON.stringify({ 'cert-key-1': certificate }));
  assert.equal(parseKeySet({ 'cert-key-1': certificate }).size, 1);
  assert.throws(() => parseKeySet({ keys: [] }), /no RSA keys/);

  const offline = await createTestApp({ firebaseKeysUrl: 'http://127.0.0.1:9/unreachable', firebaseKeysFile: file });
  try {
    await updateBrand(offline.db, 'bituin', {
      flags: { MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true, REGMOBVERF3: true },
      signIn: { firebase: { projectId: PROJECT } },
    });
    const previous = t;
    t = offline;
    try {
      const token = await firebaseToken({ phone: '+639171230004', key: privateKey, kid: 'cert-key-1' });
      const registered = await registerMobile('9171230004', { firebaseChannel: 'sms', firebaseIdToken: token });
      assert.equal(registered.statusCode, 200, registered.body);
      const forged = await firebaseToken({ phone: '+639171230004', key: signingKey, kid: 'cert-key-1' });
      assertRefused(await firebaseLogin('9171230004', forged), 'firebase_token_invalid');
    } finally {
      t = previous;
    }
  } finally {
    await offline.close();
  }
  const keys = createFirebaseKeys({ url: '', file });
  assert.ok(await keys.keyFor('cert-key-1'));
  assert.equal(await keys.keyFor('other'), null);
});

test('keys out of reach answer sign_in_provider_failed, not a wrong token', async () => {
  const unreachable = await createTestApp({ firebaseKeysUrl: 'http://127.0.0.1:9/unreachable' });
  try {
    await updateBrand(unreachable.db, 'bituin', { flags: { MOBILEVERCODELOGIN3: true }, signIn: { firebase: { projectId: PROJECT } } });
    const previous = t;
    t = unreachable;
    try {
      assertRefused(await firebaseLogin('9171230001', await firebaseToken()), 'sign_in_provider_failed', 502);
    } finally {
      t = previous;
    }
  } finally {
    await unreachable.close();
  }
});
