// Proves the notice payload and its editor: the seeded banners in order and the after-login popup;
// data types, platform and execution filter; staff create, edit, reorder and switch off banners
// and popups (links checked, HTML sanitised, language falling back to English), upload a banner
// image that the site can read; staff without messages.manage are refused; every change audited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { pngBytes } from '../../../test/deposit-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
let support: TestStaff;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  support = await staffSignedIn(t, 'support');
});
after(() => t.close());

async function payload(query = '', language = 'EN') {
  const response = await t.app.inject({ method: 'GET', url: `${API.notice}${query}`, headers: demoHeaders({ language }) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as {
    player: Array<{ title: string }>;
    banners: Array<{ id: string; title: string; imageUrl: string; link: { kind: string; target: string } | null }>;
    popup: Array<{ title: string; frequency: string; audience: string; version: string; content: string }>;
    promotion: Array<{ title: string }>;
  };
}

const banner = (extra: Record<string, unknown> = {}) => ({
  brandId,
  kind: 'banner',
  language: 'EN',
  title: 'Test banner',
  imageUrl: '/banners/welcome.svg',
  link: { kind: 'url', target: 'https://example.com/promo' },
  sort: 5,
  startAt: new Date(TEST_START.getTime() - 60_000).toISOString(),
  ...extra,
});

test('the seeded banners come in order with their links, and the after-login popup with its rule', async () => {
  const value = await payload('?execution=A');
  assert.deepEqual(
    value.banners.map((item) => [item.title, item.imageUrl, item.link]),
    [
      ['Welcome bonus for new players', '/banners/welcome.svg', { kind: 'route', target: '/promotions' }],
      ['Fast lottery draws every minute', '/banners/lottery.svg', { kind: 'route', target: '/elott' }],
    ],
  );
  assert.deepEqual(
    value.popup.map((item) => [item.title, item.frequency, item.audience]),
    [['Play responsibly', 'session', 'after']],
  );
  assert.deepEqual(value.player, []);
  assert.deepEqual(value.promotion, []);
  const filipino = await payload('?execution=A', 'TY');
  assert.equal(filipino.banners[0]?.title, 'Welcome bonus para sa mga bagong manlalaro');
  // Visitors (execution B) get no after-login popup; only the asked data types are filled.
  const visitor = await payload('?dataTypes=popup&execution=B');
  assert.deepEqual(visitor, { player: [], banners: [], popup: [], promotion: [] });
  const bad = await t.app.inject({ method: 'GET', url: `${API.notice}?dataTypes=jackpot`, headers: demoHeaders() });
  assert.equal(bad.statusCode, 400);
  const badPlatform = await t.app.inject({ method: 'GET', url: `${API.notice}?platform=X`, headers: demoHeaders() });
  assert.equal(badPlatform.statusCode, 400);
});

test('staff create, edit, reorder and switch off a banner; platform, window and language are kept; audited', async () => {
  const created = await asStaff(t, support, 'POST', BO_API.notices, banner({ platforms: ['M'] }));
  assert.equal(created.statusCode, 200, created.body);
  const id = created.json().value.id as string;
  assert.ok(!(await payload('?platform=W')).banners.some((item) => item.id === id), 'mobile only');
  const onPhone = (await payload('?platform=M')).banners;
  assert.equal(onPhone.at(-1)?.id, id);
  // Filipino has its own banners, so an English-only one is not among them.
  assert.ok(!(await payload('?platform=M', 'TY')).banners.some((item) => item.id === id));

  const first = await asStaff(t, support, 'POST', BO_API.notice.replace(':id', id), banner({ platforms: ['W', 'M'], sort: 0 }));
  assert.equal(first.statusCode, 200, first.body);
  assert.equal((await payload()).banners[0]?.id, id, 'sort 0 comes first');

  const off = await asStaff(t, support, 'POST', BO_API.notice.replace(':id', id), banner({ enabled: false }));
  assert.equal(off.json().value.enabled, false);
  assert.ok(!(await payload()).banners.some((item) => item.id === id));

  const ended = await asStaff(
    t,
    support,
    'POST',
    BO_API.notice.replace(':id', id),
    banner({ endAt: new Date(TEST_START.getTime() - 1000).toISOString() }),
  );
  assert.equal(ended.statusCode, 200, ended.body);
  assert.ok(!(await payload()).banners.some((item) => item.id === id), 'past its end');

  const audit = await t.db.query<{ action: string; staff_username: string }>(
    `select action, staff_username from staff_audit where target = $1 order by id`,
    [`announcement:${id}`],
  );
  assert.deepEqual(
    audit.map((row) => row.action),
    ['banner.create', 'banner.update', 'banner.update', 'banner.update'],
  );
  assert.ok(audit.every((row) => row.staff_username === support.username));
});

test('banner links must stay on the site or be https; a banner needs an image; nothing is stored when refused', async () => {
  const before = (await t.db.query<{ n: string }>(`select count(*)::text as n from announcements`))[0]?.n;
  const refused: Array<Record<string, unknown>> = [
    { link: { kind: 'url', target: 'http://example.com' } },
    { link: { kind: 'url', target: 'javascript:alert(1)' } },
    { link: { kind: 'route', target: '//evil.example' } },
    { link: { kind: 'route', target: 'promotions' } },
    { link: { kind: 'promotion', target: '../x' } },
    { imageUrl: undefined },
    { imageUrl: 'https://evil.example/x.png' },
    { endAt: new Date(TEST_START.getTime() - 120_000).toISOString() },
  ];
  for (const extra of refused) {
    const response = await asStaff(t, support, 'POST', BO_API.notices, banner(extra));
    assert.equal(response.statusCode, 400, `${JSON.stringify(extra)}: ${response.body}`);
  }
  const after = (await t.db.query<{ n: string }>(`select count(*)::text as n from announcements`))[0]?.n;
  assert.equal(after, before);
});

test('popups: before-login popups reach visitors, HTML is sanitised, and an edit changes the version', async () => {
  const input = {
    brandId,
    kind: 'popup',
    language: 'EN',
    title: 'Visitor offer',
    html: '<p onclick="x()">Join today<script>alert(1)</script></p>',
    startAt: new Date(TEST_START.getTime() - 60_000).toISOString(),
    frequency: 'daily',
    audience: 'before',
  };
  const created = await asStaff(t, support, 'POST', BO_API.notices, input);
  assert.equal(created.statusCode, 200, created.body);
  const id = created.json().value.id as string;
  const visitor = await payload('?execution=B');
  assert.deepEqual(
    visitor.popup.map((item) => [item.title, item.frequency, item.audience]),
    [['Visitor offer', 'daily', 'before']],
  );
  assert.equal(visitor.popup[0]?.content, '<p>Join today</p>');
  assert.ok(!(await payload('?execution=A')).popup.some((item) => item.title === 'Visitor offer'));
  const version = visitor.popup[0]?.version;
  await asStaff(t, support, 'POST', BO_API.notice.replace(':id', id), { ...input, html: '<p>Join this week</p>', audience: 'both' });
  const edited = (await payload('?execution=A')).popup.find((item) => item.title === 'Visitor offer');
  assert.ok(edited);
  assert.notEqual(edited.version, version);
  const list = await asStaff(t, support, 'GET', `${BO_API.notices}?kind=popup`);
  assert.ok((list.json().value.entries as Array<{ id: string }>).some((item) => item.id === id));
  const empty = await asStaff(t, support, 'POST', BO_API.notices, { ...input, html: '<script>x</script>' });
  assert.equal(empty.statusCode, 400);
  const kindChange = await asStaff(t, support, 'POST', BO_API.notice.replace(':id', id), banner());
  assert.equal(kindChange.statusCode, 400);
  const missing = await asStaff(t, support, 'POST', BO_API.notice.replace(':id', '99999999'), input);
  assert.equal(missing.json().errorCode, 'notice_not_found');
});

test('a banner image goes through the upload checks and is public for its brand only', async () => {
  const form = new FormData();
  form.append('brandId', brandId);
  form.append('images', new Blob([new Uint8Array(await pngBytes(64, 32))], { type: 'image/png' }), 'b.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const upload = await t.app.inject({
    method: 'POST',
    url: BO_API.noticeImages,
    headers: {
      cookie: `${STAFF_COOKIE}=${support.cookie}`,
      'x-backoffice': '1',
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  assert.equal(upload.statusCode, 200, upload.body);
  const url = upload.json().value.url as string;
  assert.match(url, /^\/wps\/notice\/images\/[0-9a-f-]{36}$/);
  const image = await t.app.inject({ method: 'GET', url, headers: demoHeaders() });
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');
  await t.db.query(
    `insert into merchants (code, name, logo_url, theme) values ('imgother', 'Other', '/o.svg', '{}') on conflict do nothing`,
  );
  const elsewhere = await t.app.inject({ method: 'GET', url, headers: demoHeaders({ merchant: 'imgother' }) });
  assert.equal(elsewhere.statusCode, 404);
  const created = await asStaff(t, support, 'POST', BO_API.notices, banner({ imageUrl: url, link: null }));
  assert.equal(created.statusCode, 200, created.body);
  const audit = await t.db.query(`select 1 from staff_audit where action = 'banner.image' and staff_username = $1`, [support.username]);
  assert.equal(audit.length, 1);
});

test('staff without messages.manage cannot change banners or popups; messages.read may list', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  const before = (await t.db.query<{ n: string }>(`select count(*)::text as n from announcements`))[0]?.n;
  const refused = await asStaff(t, auditor, 'POST', BO_API.notices, banner());
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
  const listed = await asStaff(t, auditor, 'GET', `${BO_API.notices}?kind=banner`);
  assert.equal(listed.statusCode, 200);
  assert.ok(listed.json().value.entries.length >= 4);
  const after = (await t.db.query<{ n: string }>(`select count(*)::text as n from announcements`))[0]?.n;
  assert.equal(after, before);
});

test('the announcement list leaves switched-off announcements out', async () => {
  await t.db.query(`update announcements set enabled = false where slug = 'welcome' and type = 'B'`);
  const response = await t.app.inject({ method: 'GET', url: `${API.announcements}?type=B`, headers: demoHeaders() });
  const titles = (response.json().value.list as Array<{ title: string }>).map((item) => item.title);
  assert.ok(!titles.includes('Welcome to Bituin Play!'));
  await t.db.query(`update announcements set enabled = true where slug = 'welcome' and type = 'B'`);
});
