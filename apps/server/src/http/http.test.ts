// Proves the HTTP layer around every call: brand resolution, maintenance and region gates, the failure envelope, input and size limits, request ids, security headers, rate limits, health checks and the web site fallback.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../test/test-app.ts';

const US_IP = '8.8.8.8';
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
];

let shared: TestApp;
before(async () => {
  shared = await createTestApp();
});
after(() => shared.close());

async function withApp(
  config: Parameters<typeof createTestApp>[0],
  fn: (t: TestApp) => Promise<void>,
  options?: Parameters<typeof createTestApp>[1],
) {
  const t = await createTestApp(config, options);
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

/** Asserts the `/wps` failure envelope with its code and status, and returns its message. */
function assertFailure(response: LightMyRequestResponse, status: number, errorCode: string): string {
  assert.equal(response.statusCode, status, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const body = response.json();
  assert.deepEqual(Object.keys(body).sort(), ['errorCode', 'message', 'requestId', 'success']);
  assert.equal(body.success, false);
  assert.equal(body.errorCode, errorCode);
  assert.equal(typeof body.message, 'string');
  assert.notEqual(body.message, '');
  assert.equal(body.requestId, response.headers['x-request-id']);
  return body.message;
}

function assertSecurityHeaders(response: LightMyRequestResponse) {
  for (const name of SECURITY_HEADERS) assert.ok(response.headers[name], `${name} on ${response.statusCode}`);
  assert.match(String(response.headers['content-security-policy']), /script-src 'self'(;|$)/);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
}

test('the brand comes from the Merchant header, in any letter case', async () => {
  for (const merchant of ['bituin', 'BITUIN']) {
    const response = await shared.app.inject({ url: API.whitelabel, headers: demoHeaders({ merchant }) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().value.merchantCode, 'bituin');
  }
});

test('without a Merchant header the brand comes from the host name', async () => {
  const response = await shared.app.inject({ url: API.whitelabel, headers: { host: 'localhost:8080', language: 'EN' } });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().value.merchantCode, 'bituin');
});

test('an unknown merchant or a host no brand claims gets 404 unknown_merchant in the failure envelope', async () => {
  const byHeader = await shared.app.inject({ url: API.whitelabel, headers: demoHeaders({ merchant: 'no-such-brand' }) });
  assertFailure(byHeader, 404, 'unknown_merchant');
  const byHost = await shared.app.inject({ url: API.systemStatus, headers: { host: 'play.example.com' } });
  assertFailure(byHost, 404, 'unknown_merchant');
});

test('a host no brand claims gets the default merchant when one is configured', async () => {
  await withApp({ defaultMerchant: 'bituin' }, async (t) => {
    const response = await t.app.inject({ url: API.whitelabel, headers: { host: 'play.example.com' } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().value.merchantCode, 'bituin');
  });
});

test('in maintenance, calls answer 503 system_maintenance while status and whitelabel still answer', async () => {
  await withApp({}, async (t) => {
    await t.db.query(`update merchants set system_status = 1 where code = 'bituin'`);
    for (const url of [API.registerSetting, API.domainRoute, API.helpCenter, API.countries, API.vendors, API.gameNav, API.announcements]) {
      assertFailure(await t.app.inject({ url, headers: demoHeaders() }), 503, 'system_maintenance');
    }
    for (const url of [API.systemStatus, API.whitelabel]) {
      const response = await t.app.inject({ url, headers: demoHeaders() });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
  });
});

test('from a blocked country or IP range, calls answer 403 region_restricted while status and whitelabel still answer', async () => {
  await withApp({}, async (t) => {
    await t.db.query(`update merchants set blocked_countries = '{US}', blocked_ip_ranges = '{203.0.113.0/24}' where code = 'bituin'`);
    for (const ip of [US_IP, '203.0.113.9']) {
      const headers = demoHeaders({ 'x-forwarded-for': ip });
      for (const url of [API.registerSetting, API.vendors, API.announcements]) {
        assertFailure(await t.app.inject({ url, headers }), 403, 'region_restricted');
      }
      assert.equal((await t.app.inject({ url: API.whitelabel, headers })).statusCode, 200);
      const status = await t.app.inject({ url: API.systemStatus, headers });
      assert.equal(status.json().value.systemStatus, 2);
    }
    const allowed = await t.app.inject({ url: API.vendors, headers: demoHeaders() });
    assert.equal(allowed.statusCode, 200);
  });
});

test('a brand set to restriction (status 2) bars every visitor', async () => {
  await withApp({}, async (t) => {
    await t.db.query(`update merchants set system_status = 2 where code = 'bituin'`);
    assertFailure(await t.app.inject({ url: API.vendors, headers: demoHeaders() }), 403, 'region_restricted');
    const status = await t.app.inject({ url: API.systemStatus, headers: demoHeaders() });
    assert.equal(status.json().value.systemStatus, 2);
  });
});

test('malformed query parameters get 400 bad_request with a message naming the field', async () => {
  for (const [query, field] of [
    ['pageSize=0', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageNo=-1', 'pageNo'],
    ['type=Z', 'type'],
  ] as const) {
    const response = await shared.app.inject({ url: `${API.announcements}?${query}`, headers: demoHeaders() });
    const message = assertFailure(response, 400, 'bad_request');
    assert.ok(message.includes(field), `${query}: ${message}`);
  }
});

test('a JSON body over the size limit gets 413 payload_too_large before any handler runs', async () => {
  let handled = 0;
  const beforeReady = (app: TestApp['app']) => {
    // The product has no POST call yet; this stand-in receives JSON the way the coming ones will.
    app.post('/wps/test/echo', async (request) => {
      handled += 1;
      return { success: true, value: request.body };
    });
  };
  await withApp(
    { bodyLimitBytes: 1024 },
    async (t) => {
      const headers = { ...demoHeaders(), 'content-type': 'application/json' };
      const small = await t.app.inject({ method: 'POST', url: '/wps/test/echo', headers, payload: JSON.stringify({ note: 'hi' }) });
      assert.equal(small.statusCode, 200, small.body);
      assert.deepEqual(small.json().value, { note: 'hi' });

      const big = JSON.stringify({ note: 'x'.repeat(2048) });
      assertFailure(await t.app.inject({ method: 'POST', url: '/wps/test/echo', headers, payload: big }), 413, 'payload_too_large');
      assert.equal(handled, 1);

      // A path with no route refuses the body the same way rather than reading it whole.
      assertFailure(await t.app.inject({ method: 'POST', url: '/wps/member/nothing', headers, payload: big }), 413, 'payload_too_large');
    },
    { beforeReady },
  );
});

test('an unknown API path gets 404 not_found in the failure envelope', async () => {
  for (const url of ['/wps/no/such/call', '/lgw/games/nothing']) {
    assertFailure(await shared.app.inject({ url, headers: demoHeaders() }), 404, 'not_found');
  }
});

test('a valid x-request-id is echoed, and an invalid or missing one is replaced by a generated id', async () => {
  const given = 'trace-0123456789';
  const echoed = await shared.app.inject({ url: API.whitelabel, headers: demoHeaders({ 'x-request-id': given }) });
  assert.equal(echoed.headers['x-request-id'], given);
  const failed = await shared.app.inject({ url: '/wps/nothing', headers: demoHeaders({ 'x-request-id': given }) });
  assert.equal(failed.json().requestId, given);

  for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
    const response = await shared.app.inject({ url: API.whitelabel, headers: demoHeaders({ 'x-request-id': bad }) });
    assert.notEqual(response.headers['x-request-id'], bad);
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  }
  const missing = await shared.app.inject({ url: API.whitelabel, headers: demoHeaders() });
  assert.match(String(missing.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

test('API answers, successes and failures alike, carry the security headers', async () => {
  assertSecurityHeaders(await shared.app.inject({ url: API.systemStatus, headers: demoHeaders() }));
  assertSecurityHeaders(await shared.app.inject({ url: '/wps/nothing', headers: demoHeaders() }));
  assertSecurityHeaders(await shared.app.inject({ url: API.systemStatus, headers: demoHeaders({ merchant: 'no-such-brand' }) }));
});

test('the Language header picks the language of the error message', async () => {
  const messageIn = async (language?: string) => {
    const headers: Record<string, string> = { merchant: 'no-such-brand' };
    if (language) headers.language = language;
    return assertFailure(await shared.app.inject({ url: API.whitelabel, headers }), 404, 'unknown_merchant');
  };
  const en = await messageIn('EN');
  const ty = await messageIn('TY');
  for (const message of [en, ty]) assert.ok(!message.includes('errors.'), `a text, not the raw key: ${message}`);
  assert.notEqual(ty, en);
  assert.equal(await messageIn('de'), en, 'a catalogue language without texts reads English');
  assert.equal(await messageIn(), ty, 'no header reads the default language, Filipino');
});

test('the API rate limit answers 429 too_many_requests once spent, while pages are not limited', async () => {
  await withApp({ rateLimitPerMinute: 3 }, async (t) => {
    for (let call = 1; call <= 3; call += 1) {
      const response = await t.app.inject({ url: API.whitelabel, headers: demoHeaders() });
      assert.equal(response.statusCode, 200, `call ${call}`);
    }
    assertFailure(await t.app.inject({ url: API.whitelabel, headers: demoHeaders() }), 429, 'too_many_requests');
    // Another address has its own allowance.
    const other = await t.app.inject({ url: API.whitelabel, headers: demoHeaders({ 'x-forwarded-for': US_IP }) });
    assert.equal(other.statusCode, 200);
    for (let call = 1; call <= 5; call += 1) {
      const page = await t.app.inject({ url: '/healthz/live', headers: { 'x-forwarded-for': '49.144.0.1' } });
      assert.equal(page.statusCode, 200, `page call ${call}`);
    }
  });
});

test('liveness answers without the database and readiness asks it', async () => {
  const live = await shared.app.inject({ url: '/healthz/live' });
  assert.equal(live.statusCode, 200);
  assert.deepEqual(live.json(), { status: 'ok' });
  const ready = await shared.app.inject({ url: '/healthz' });
  assert.equal(ready.statusCode, 200);
  assert.deepEqual(ready.json(), { status: 'ok', database: shared.db.kind });
});

test("the back office is served under /backoffice/ with its own fallback, beside the players' site", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sites-'));
  const webDist = path.join(root, 'web');
  const backofficeDist = path.join(root, 'backoffice');
  try {
    for (const [dist, title] of [
      [webDist, 'Bituin'],
      [backofficeDist, 'Back office'],
    ] as const) {
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${title}</title>`);
    }
    await writeFile(path.join(backofficeDist, 'assets', 'bo.js'), 'console.log("bo");');
    await withApp({ webDist, backofficeDist }, async (t) => {
      for (const url of ['/backoffice/', '/backoffice/audit']) {
        const page = await t.app.inject({ url });
        assert.equal(page.statusCode, 200, url);
        assert.match(page.body, /<title>Back office<\/title>/);
        assertSecurityHeaders(page);
      }
      const bare = await t.app.inject({ url: '/backoffice' });
      assert.equal(bare.statusCode, 302);
      assert.equal(bare.headers.location, '/backoffice/');
      assert.equal((await t.app.inject({ url: '/backoffice/assets/bo.js' })).body, 'console.log("bo");');
      assert.equal((await t.app.inject({ url: '/backoffice/assets/missing.js' })).statusCode, 404);
      // The players' page carries the brand of the host (the demo brand here; site-page.ts).
      assert.match((await t.app.inject({ url: '/vip' })).body, /<title>Bituin Play<\/title>/);
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('the web site answers page addresses with index.html, assets with long caching, and API paths with the envelope', async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  try {
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Bituin</title><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'x.js'), 'console.log("x");');
    await withApp({ webDist }, async (t) => {
      for (const url of ['/vip', '/index', '/register.html?referralCode=abc']) {
        const page = await t.app.inject({ url });
        assert.equal(page.statusCode, 200, url);
        assert.match(String(page.headers['content-type']), /^text\/html/);
        assert.match(page.body, /<div id="root">/);
        assert.equal(page.headers['cache-control'], 'no-cache');
        assertSecurityHeaders(page);
      }

      const asset = await t.app.inject({ url: '/assets/x.js' });
      assert.equal(asset.statusCode, 200);
      assert.equal(asset.body, 'console.log("x");');
      assert.match(String(asset.headers['cache-control']), /immutable/);
      assert.match(String(asset.headers['cache-control']), /max-age=31536000/);
      assertSecurityHeaders(asset);

      const missingAsset = await t.app.inject({ url: '/assets/missing.js' });
      assert.equal(missingAsset.statusCode, 404);
      assert.doesNotMatch(missingAsset.body, /<div id="root">/);

      assertFailure(await t.app.inject({ url: '/wps/no/such/call', headers: demoHeaders() }), 404, 'not_found');
    });
  } finally {
    await rm(webDist, { recursive: true, force: true });
  }
});
