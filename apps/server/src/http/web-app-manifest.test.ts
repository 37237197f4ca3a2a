import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The installable site's manifest and icons, per host like the page (decision 063).
const HOST = 'tala.example';
let t: TestApp;
let webDist: string;
before(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'manifest-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>…</title>');
  t = await createTestApp({ webDist });
  await t.db.query(
    `with brand as (
       insert into merchants (code, name, logo_url, theme)
       values ('tala', $1, '/brand/tala.svg', $2) returning id)
     insert into merchant_domains (domain, merchant_id, is_primary) select $3, id, true from brand`,
    ['Tala Play "Co"', JSON.stringify({ primary: '#112233', primaryContrast: '#ffeedd', background: '#fafafa' }), HOST],
  );
});
after(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

test("the manifest carries the host's brand: name, colours, icons; installable fields present", async () => {
  const response = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: HOST } });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
  assert.equal(response.headers['cache-control'], 'no-cache');
  const manifest = response.json();
  assert.equal(manifest.name, 'Tala Play "Co"');
  assert.equal(manifest.short_name, 'Tala Play "C');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/index?source=pwa');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.background_color, '#fafafa');
  assert.equal(manifest.theme_color, '#fafafa');
  const sizes = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png').map((icon: { sizes: string }) => icon.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
});

test('a host no brand claims gets the default manifest', async () => {
  const manifest = (await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'unknown.example' } })).json();
  assert.equal(manifest.name, 'Bituin');
  assert.equal(manifest.background_color, '#0f1720');
});

test("the icons are the brand's colours, PNG at their stated sizes, and SVG", async () => {
  for (const size of [192, 512]) {
    const response = await t.app.inject({ url: `/app-icon-${size}.png`, headers: { host: HOST } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    const image = sharp(response.rawPayload);
    const meta = await image.metadata();
    assert.equal(meta.width, size);
    assert.equal(meta.height, size);
    // The corner is the brand's primary colour, #112233.
    const { data } = await image.extract({ left: 1, top: 1, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([...data.subarray(0, 3)], [0x11, 0x22, 0x33]);
  }
  const svg = await t.app.inject({ url: '/app-icon.svg', headers: { host: HOST } });
  assert.equal(svg.headers['content-type'], 'image/svg+xml');
  assert.match(svg.body, /fill="#112233"/);
  assert.match(svg.body, /fill="#ffeedd"/);
});

test('a colour that is not one never gets into the icon', async () => {
  await t.db.query(`update merchants set theme = theme || $1 where code = 'tala'`, [
    JSON.stringify({ primary: '"/><script>alert(1)</script>' }),
  ]);
  const svg = await t.app.inject({ url: '/app-icon.svg', headers: { host: HOST } });
  assert.doesNotMatch(svg.body, /script/);
  assert.match(svg.body, /fill="#f5b301"/);
});
