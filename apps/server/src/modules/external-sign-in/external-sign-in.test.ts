// Proves Google and Facebook sign-in (SPEC.md section 2, decision 013) end to end against real
// OpenID providers started here (oidc-provider): the start redirects with PKCE, state and nonce;
// signing in at the provider comes back to the callback, which exchanges the code, verifies the ID
// token, links or creates the account and hands the site a one-time code that opens a working
// session. A wrong or replayed state, another browser, a cancelled sign-in, a disabled flag, an
// unknown provider and late returns are refused with their codes and change nothing. A first
// sign-in that would create an account needs the terms ticked before leaving (agreeTerms=true).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { API, SIGN_IN_RETURN } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { startOidcProvider, type TestProvider } from '../../../../../scripts/test-support/oidc-test-provider.ts';
import { updateBrand } from '../brand-desk/brand-admin.ts';

const SITE = 'bituin.test';
const callbackOf = (provider: string) => `http://${SITE}/wps/session/oauth/${provider}/callback`;
const USERS = [
  { sub: 'g-1001', email: 'maria@example.ph', email_verified: true, name: 'Maria Santos' },
  { sub: 'g-1002', email: 'jose@example.ph', email_verified: false, name: 'Jose Rizal' },
];

let t: TestApp;
let google: TestProvider;
let facebook: TestProvider;

before(async () => {
  google = await startOidcProvider({
    clients: [{ client_id: 'site-google', client_secret: 'google-client-secret', redirect_uris: [callbackOf('google')] }],
    users: USERS,
  });
  // A public client (PKCE only), reached through given endpoints rather than discovery, as Facebook is.
  facebook = await startOidcProvider({ clients: [{ client_id: 'site-facebook', redirect_uris: [callbackOf('facebook')] }], users: USERS });
  t = await createTestApp();
  await updateBrand(
    t.db,
    'bituin',
    {
      flags: { googleLogin: true, facebookLogin: true },
      signIn: {
        clients: {
          google: { clientId: 'site-google', clientSecret: 'google-client-secret', issuer: google.issuer },
          facebook: {
            clientId: 'site-facebook',
            issuer: facebook.issuer,
            endpoints: [`${facebook.issuer}/auth`, `${facebook.issuer}/token`, `${facebook.issuer}/jwks`],
          },
        },
      },
    },
    { appSecret: () => TEST_APP_SECRET },
  );
});
after(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

const siteHeaders = (extra: Record<string, string> = {}) => demoHeaders({ host: SITE, ...extra });

/** Starts a sign-in as the site's button does; returns the provider URL and the browser's binding cookie. */
async function start(provider: string, query = '') {
  const response = await t.app.inject({ url: `/wps/session/oauth/${provider}/start${query}`, headers: siteHeaders() });
  const cookie = response.cookies.find((entry) => entry.name === 'ext_signin');
  return { response, location: String(response.headers.location ?? ''), cookie: cookie ? `ext_signin=${cookie.value}` : '' };
}

/**
 * The player at the provider: follows its redirects with its cookies, fills the login form as
 * `user` (or cancels), and stops where the provider sends the browser back to the site.
 */
async function atProvider(authorizationUrl: string, user: string | 'cancel'): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    if (response.status === 200 && url.includes('/interaction/') && !form) {
      await response.text();
      form = new URLSearchParams(user === 'cancel' ? { cancel: '1' } : { login: user });
      continue;
    }
    form = null;
    const location = response.headers.get('location');
    assert.ok(location, `the provider redirects (step ${step}, ${response.status}: ${await response.text()})`);
    const next = new URL(location, url);
    if (next.origin !== origin) return next;
    url = next.href;
  }
  throw new Error('the provider never sent the browser back');
}

async function callback(back: URL, cookie: string) {
  return t.app.inject({ url: `${back.pathname}${back.search}`, headers: siteHeaders(cookie ? { cookie } : {}) });
}

async function exchange(code: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: API.signInExchange,
    headers: siteHeaders({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }),
    payload: JSON.stringify({ code }),
  });
}

/** Where a redirect to the site goes, and its query. */
function siteTarget(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 303, response.body);
  const target = new URL(String(response.headers.location), `http://${SITE}`);
  assert.equal(target.host, SITE, 'never sent to another site');
  return target;
}

function assertBackToLogin(response: LightMyRequestResponse, code: string, page = '/index', modal = 'login') {
  const target = siteTarget(response);
  assert.equal(target.pathname, page, 'back to the page the player started from, else home');
  assert.equal(target.searchParams.get('modal'), modal);
  assert.equal(target.searchParams.get(SIGN_IN_RETURN.error), code);
}

/** The whole round trip; returns the exchange's login value. */
async function signIn(provider: string, user: string, query = '') {
  const started = await start(provider, query);
  const back = await atProvider(started.location, user);
  const done = siteTarget(await callback(back, started.cookie));
  assert.equal(done.searchParams.get('modal'), 'login', "the site's login dialog finishes the sign-in");
  const code = done.searchParams.get(SIGN_IN_RETURN.code) ?? '';
  const response = await exchange(code, started.cookie);
  assert.equal(response.statusCode, 200, response.body);
  return { value: response.json().value, target: done, exchange: response };
}

async function counts() {
  const [row] = await t.db.query<{ accounts: string; sessions: string; identities: string; flows: string; done: string }>(
    `select (select count(*) from accounts)::text as accounts, (select count(*) from sessions)::text as sessions,
            (select count(*) from external_identities)::text as identities, (select count(*) from external_sign_in_flows)::text as flows,
            (select count(*) from external_sign_in_flows where completed_at is not null)::text as done`,
  );
  return row;
}

test('start sends the browser to the provider with PKCE (S256), state and nonce, and binds the browser', async () => {
  const { response, location, cookie } = await start('google');
  assert.equal(response.statusCode, 303, response.body);
  const url = new URL(location);
  assert.equal(url.origin, google.issuer);
  assert.equal(url.searchParams.get('client_id'), 'site-google');
  assert.equal(url.searchParams.get('redirect_uri'), callbackOf('google'));
  assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
  assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
  assert.ok((url.searchParams.get('state') ?? '').length >= 32);
  assert.ok((url.searchParams.get('nonce') ?? '').length >= 32);
  assert.match(url.searchParams.get('scope') ?? '', /openid/);
  const set = response.cookies.find((entry) => entry.name === 'ext_signin');
  assert.ok(cookie && set?.httpOnly && set.sameSite === 'Lax' && set.path === '/wps/session/oauth');
  // Only hashes are kept: the state itself is nowhere in the table.
  const rows = await t.db.query<{ state_hash: string }>('select state_hash from external_sign_in_flows');
  assert.ok(rows.every((row) => row.state_hash !== url.searchParams.get('state')));
});

test('Google sign-in creates a linked member account, opens a working session, and signs in to it again later', async () => {
  const before = await counts();
  const first = await signIn('google', 'g-1001', '?returnTo=%2Fvip&referralCode=FRIEND01&agreeTerms=true');
  assert.equal(first.target.pathname, '/vip', 'back where the player started');
  assert.equal(first.value.cpw, false);
  assert.equal(first.value.firstTimeLogin, true);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(first.value.token) });
  assert.equal(info.statusCode, 200, info.body);
  assert.match(info.json().value.account, /^gg[0-9a-f]{10}$/);
  assert.equal(info.json().value.nickname, 'Maria Santos');
  const [account] = await t.db.query<{ email: string; register_method: string; referral_code: string; password_hash: string | null }>(
    `select email, register_method, referral_code, password_hash from accounts where username = $1`,
    [info.json().value.account],
  );
  assert.deepEqual(
    { ...account },
    { email: 'maria@example.ph', register_method: 'GOOGLE', referral_code: 'FRIEND01', password_hash: null },
  );
  const [login] = await t.db.query<{ after: { method: string } }>(
    `select after from audit_log where action = 'login' order by id desc limit 1`,
  );
  assert.equal(login?.after.method, 'google');

  const again = await signIn('google', 'g-1001');
  const infoAgain = await t.app.inject({ url: API.memberInfo, headers: authed(again.value.token) });
  assert.equal(infoAgain.json().value.account, info.json().value.account, 'the same account');
  assert.equal(again.value.firstTimeLogin, false);
  const after = await counts();
  assert.equal(Number(after?.accounts), Number(before?.accounts) + 1, 'one account for two sign-ins');
  assert.equal(Number(after?.identities), Number(before?.identities) + 1);
});

test('a first sign-in that would create an account is refused without the terms; a linked player needs none', async () => {
  const before = await counts();
  for (const query of ['?returnTo=%2Fpromotions', '?returnTo=%2Fpromotions&agreeTerms=false']) {
    const started = await start('facebook', query);
    const back = await atProvider(started.location, 'g-1001');
    // Back to the register dialog, where the consent box is, on the page the player started from.
    assertBackToLogin(await callback(back, started.cookie), 'terms_not_accepted', '/promotions', 'register');
  }
  const after = await counts();
  assert.equal(after?.accounts, before?.accounts, 'no account without consent');
  assert.equal(after?.identities, before?.identities, 'no identity linked');
  // Maria's Google identity is linked already (the test above): her sign-in asks for nothing.
  const linked = await signIn('google', 'g-1001');
  assert.equal(linked.value.firstTimeLogin, false);
  assert.equal((await counts())?.accounts, before?.accounts);
  const bad = await t.app.inject({ url: '/wps/session/oauth/google/start?agreeTerms=yes', headers: siteHeaders() });
  assert.equal(bad.statusCode, 400, 'only true or false');
});

test('Facebook sign-in through given endpoints and a public client works too; an unverified e-mail is not kept on the account', async () => {
  const { value } = await signIn('facebook', 'g-1002', '?agreeTerms=true');
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(value.token) });
  assert.match(info.json().value.account, /^fb[0-9a-f]{10}$/);
  const [account] = await t.db.query<{ email: string | null }>('select email from accounts where username = $1', [
    info.json().value.account,
  ]);
  assert.equal(account?.email, null);
  // The same provider user at another provider is another identity (subjects are per provider).
  const [identity] = await t.db.query<{ provider: string; email: string }>(
    `select provider, email from external_identities where subject = 'g-1002'`,
  );
  assert.deepEqual({ ...identity }, { provider: 'facebook', email: 'jose@example.ph' });
});

test('a wrong state, another browser or another provider path is refused and leaves the round trip usable', async () => {
  const started = await start('google');
  const back = await atProvider(started.location, 'g-1001');
  const before = await counts();

  const wrongState = new URL(back);
  wrongState.searchParams.set('state', 'x'.repeat(43));
  assertBackToLogin(await callback(wrongState, started.cookie), 'sign_in_state_invalid');
  assertBackToLogin(await callback(back, ''), 'sign_in_state_invalid');
  assertBackToLogin(await callback(back, 'ext_signin=someone-elses-browser'), 'sign_in_state_invalid');
  const otherPath = new URL(back);
  otherPath.pathname = '/wps/session/oauth/facebook/callback';
  assertBackToLogin(await callback(otherPath, started.cookie), 'sign_in_state_invalid');
  assert.deepEqual(await counts(), before, 'nothing written');

  // The genuine return still works once, and only once.
  const done = siteTarget(await callback(back, started.cookie));
  assert.ok(done.searchParams.get(SIGN_IN_RETURN.code));
  assertBackToLogin(await callback(back, started.cookie), 'sign_in_state_invalid');
});

test('the hand-off code works once, from the same browser, within two minutes', async () => {
  const started = await start('google');
  const done = siteTarget(await callback(await atProvider(started.location, 'g-1001'), started.cookie));
  const code = done.searchParams.get(SIGN_IN_RETURN.code) ?? '';
  const sessions = (await counts())?.sessions;

  for (const cookie of ['', 'ext_signin=someone-elses-browser']) {
    const stolen = await exchange(code, cookie);
    assert.equal(stolen.statusCode, 400, stolen.body);
    assert.equal(stolen.json().errorCode, 'sign_in_state_invalid');
  }
  assert.equal((await counts())?.sessions, sessions, 'no session for a stolen code');
  assert.equal((await exchange(code, started.cookie)).statusCode, 200);
  const replayed = await exchange(code, started.cookie);
  assert.equal(replayed.json().errorCode, 'sign_in_state_invalid');

  const late = await start('google');
  const lateDone = siteTarget(await callback(await atProvider(late.location, 'g-1001'), late.cookie));
  t.clock.advanceMs(121_000);
  const tooLate = await exchange(lateDone.searchParams.get(SIGN_IN_RETURN.code) ?? '', late.cookie);
  assert.equal(tooLate.json().errorCode, 'sign_in_state_invalid');
});

test('a return after ten minutes, a cancelled sign-in and a forged code are refused', async () => {
  const slow = await start('google');
  const slowBack = await atProvider(slow.location, 'g-1001');
  t.clock.advanceMs(10 * 60_000 + 1_000);
  assertBackToLogin(await callback(slowBack, slow.cookie), 'sign_in_state_invalid');

  const cancelled = await start('google', '?returnTo=%2Fvip');
  const cancelledBack = await atProvider(cancelled.location, 'cancel');
  assert.equal(cancelledBack.searchParams.get('error'), 'access_denied');
  assertBackToLogin(await callback(cancelledBack, cancelled.cookie), 'sign_in_cancelled', '/vip');

  const forged = await start('google');
  const forgedBack = await atProvider(forged.location, 'g-1001');
  forgedBack.searchParams.set('code', 'forged-authorization-code');
  const before = (await counts())?.accounts;
  assertBackToLogin(await callback(forgedBack, forged.cookie), 'sign_in_provider_failed');
  assert.equal((await counts())?.accounts, before);
});

test('a disabled brand flag, an unknown provider and a provider out of reach are refused without a trace', async () => {
  const before = await counts();
  await updateBrand(t.db, 'bituin', { flags: { facebookLogin: false } });
  try {
    const disabled = await start('facebook', '?returnTo=%2Fpromotions');
    assertBackToLogin(disabled.response, 'feature_disabled', '/promotions');
    assert.equal(disabled.cookie, '', 'no cookie set');
  } finally {
    await updateBrand(t.db, 'bituin', { flags: { facebookLogin: true } });
  }

  const unknown = await t.app.inject({ url: '/wps/session/oauth/twitter/start', headers: siteHeaders() });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().errorCode, 'not_found');

  await updateBrand(
    t.db,
    'bituin',
    { signIn: { clients: { google: { clientId: 'site-google', issuer: 'http://127.0.0.1:9/gone' } } } },
    { appSecret: () => TEST_APP_SECRET },
  );
  try {
    assertBackToLogin((await start('google')).response, 'sign_in_provider_failed');
  } finally {
    await updateBrand(
      t.db,
      'bituin',
      { signIn: { clients: { google: { clientId: 'site-google', clientSecret: 'google-client-secret', issuer: google.issuer } } } },
      { appSecret: () => TEST_APP_SECRET },
    );
  }
  assert.deepEqual(await counts(), before, 'no round trip recorded for a refused start');
});

test('a wrong client secret at the provider fails the exchange; returnTo never leaves the site', async () => {
  await updateBrand(
    t.db,
    'bituin',
    { signIn: { clients: { google: { clientId: 'site-google', clientSecret: 'not-the-secret', issuer: google.issuer } } } },
    { appSecret: () => TEST_APP_SECRET },
  );
  try {
    const started = await start('google');
    assertBackToLogin(await callback(await atProvider(started.location, 'g-1001'), started.cookie), 'sign_in_provider_failed');
  } finally {
    await updateBrand(
      t.db,
      'bituin',
      { signIn: { clients: { google: { clientId: 'site-google', clientSecret: 'google-client-secret', issuer: google.issuer } } } },
      { appSecret: () => TEST_APP_SECRET },
    );
  }
  for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
    const { target } = await signIn('google', 'g-1001', `?returnTo=${encodeURIComponent(returnTo)}`);
    assert.equal(target.pathname, '/index', returnTo);
  }
});
