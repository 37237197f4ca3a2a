import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The built index.html's parts the server writes into (apps/web/index.html, decision 046).
const TEMPLATE = `<!doctype html>
<html lang="fil">
  <head>
    <meta name="theme-color" content="#0f1720" />
    <title>…</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOST = 'tala.example';

let t: TestApp;
let webDist: string;
before(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'site-page-'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDist });
  // Written straight into the database, past the desks' checks: what the page writes must be safe
  // whatever the record holds. `$&` would be the matched text in a String.replace pattern.
  await t.db.query(
    `with brand as (
       insert into merchants (code, name, logo_url, theme)
       values ('tala', $1, $2, $3) returning id)
     insert into merchant_domains (domain, merchant_id, is_primary) select $4, id, true from brand`,
    [
      'Tala <b>"Play"</b> & $& Co',
      '/brand/tala.svg',
      JSON.stringify({ primary: '#112233', background: '#fafafa', accent: 'red;background:url(https://x.example/a)' }),
      HOST,
    ],
  );
});
after(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { host: HOST, 'accept-encoding': 'identity', ...headers } });
}

test("a page address answers the site's page written for the host's brand: title and colours", async () => {
  for (const url of ['/', '/vip', '/index?modal=memberCentre']) {
    const response = await page(url);
    assert.equal(response.statusCode, 200, url);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.headers.vary, 'accept-encoding');
    const html = response.body;
    assert.match(html, /<title>Tala &lt;b&gt;&quot;Play&quot;&lt;\/b&gt; &amp; \$&amp; Co<\/title>/);
    assert.match(html, /<meta name="theme-color" content="#fafafa" \/>/);
    // The valid colours as custom properties; the one that is not a colour is left out.
    assert.match(
      html,
      /<html lang="fil" style="--brand-primary:#112233;--brand-primary-contrast:#ffffff;--brand-background:#fafafa;[^"]*">/,
    );
    assert.doesNotMatch(html, /url\(|--brand-accent/);
    // No tag of the name got in; the rest of the page is as built.
    assert.doesNotMatch(html, /<script|<b>/);
    assert.match(html, /<body>\s*<div id="root"><\/div>\s*<\/body>/);
  }
});

test('a host no brand claims gets the page as built', async () => {
  const unclaimed = await t.app.inject({ url: '/vip', headers: { host: 'unknown.example', 'accept-encoding': 'identity' } });
  assert.equal(unclaimed.statusCode, 200);
  // No brand claims the host (and the test app names no default brand): the page as built.
  assert.match(unclaimed.body, /<title>…<\/title>/);
  assert.equal(unclaimed.body, TEMPLATE);
  const tala = await page('/vip');
  assert.notEqual(unclaimed.headers.etag, tala.headers.etag);
});

test('the page is sent compressed as the client accepts, and as 304 when the client holds the current one', async () => {
  const plain = await page('/vip');
  const br = await page('/vip', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
  const gzip = await page('/vip', { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
  assert.equal(plain.headers['content-encoding'], undefined);

  const etag = String(plain.headers.etag);
  assert.match(etag, /^"[\w-]{27}"$/);
  assert.equal(br.headers.etag, etag);
  const again = await page('/vip', { 'if-none-match': etag });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');
  assert.equal((await page('/vip', { 'if-none-match': '"old"' })).statusCode, 200);
});

test('a change to the brand or a new build shows at once, with a new ETag', async () => {
  const before = await page('/vip');
  await t.db.query(`update merchants set name = 'Tala Two' where code = 'tala'`);
  const renamed = await page('/vip');
  assert.match(renamed.body, /<title>Tala Two<\/title>/);
  assert.notEqual(renamed.headers.etag, before.headers.etag);

  const file = path.join(webDist, 'index.html');
  await writeFile(file, TEMPLATE.replace('<div id="root">', '<div id="root" data-build="2">'));
  const later = new Date(Date.now() + 5_000);
  await utimes(file, later, later);
  const rebuilt = await page('/vip');
  assert.match(rebuilt.body, /data-build="2"/);
  assert.match(rebuilt.body, /<title>Tala Two<\/title>/);
  assert.notEqual(rebuilt.headers.etag, renamed.headers.etag);
});

test("a build pinned to one brand gets that brand's page on any host", async () => {
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('bulan', 'Bulan Play', '/brand/bulan.svg', '{}')`);
  const file = path.join(webDist, 'index.html');
  // What vite.config.ts writes into a build made with VITE_MERCHANT=bulan.
  await writeFile(file, TEMPLATE.replace('<title>', '<meta name="pinned-merchant" content="bulan" />\n    <title>'));
  const later = new Date(Date.now() + 10_000);
  await utimes(file, later, later);
  for (const host of [HOST, 'unknown.example']) {
    const response = await t.app.inject({ url: '/vip', headers: { host, 'accept-encoding': 'identity' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>Bulan Play<\/title>/, host);
  }
});
