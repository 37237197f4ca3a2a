// Proves the announcement list filters by type, pages, hides announcements not yet published or already expired, and falls back to English.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';

const HOUR_MS = 3_600_000;

let shared: TestApp;
before(async () => {
  shared = await createTestApp();
});
after(() => shared.close());

async function page(t: TestApp, query: string, headers = demoHeaders()) {
  const response = await t.app.inject({ method: 'GET', url: `${API.announcements}${query}`, headers });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.equal(body.success, true);
  return body.value as {
    list: Array<{ id: string; type: string; title: string; content: string; timestamp: string }>;
    pageNum: number;
    totalPages: number;
  };
}

const titles = (value: { list: Array<{ title: string }> }) => value.list.map((item) => item.title);

test('bulletins (type B) are the default, newest first, with UTC timestamps and sanitised HTML', async () => {
  const value = await page(shared, '');
  assert.deepEqual(titles(value), [
    'Security reminder: never share your password or codes',
    'Scheduled maintenance every Tuesday, 03:00–04:00 (GMT+8)',
    'Welcome to Bituin Play!',
  ]);
  assert.equal(value.pageNum, 1);
  assert.equal(value.totalPages, 1);
  assert.ok(value.list.every((item) => item.type === 'B'));
  assert.equal(value.list[0]?.timestamp, '2026-11-20T01:30:00Z');
  assert.match(value.list[0]?.content ?? '', /^<p>Our customer service/);
});

test('the type parameter filters, and a type with no announcements gives an empty page', async () => {
  const popup = await page(shared, '?type=PU');
  assert.deepEqual(titles(popup), ['Play responsibly']);
  assert.equal(popup.list[0]?.type, 'PU');
  const promotions = await page(shared, '?type=PR');
  assert.deepEqual(promotions, { list: [], pageNum: 1, totalPages: 0 });
});

test('pageNo and pageSize page the list, and the answer gives pageNum and totalPages', async () => {
  const first = await page(shared, '?pageNo=1&pageSize=2');
  assert.deepEqual(titles(first), [
    'Security reminder: never share your password or codes',
    'Scheduled maintenance every Tuesday, 03:00–04:00 (GMT+8)',
  ]);
  assert.equal(first.pageNum, 1);
  assert.equal(first.totalPages, 2);
  const second = await page(shared, '?pageNo=2&pageSize=2');
  assert.deepEqual(titles(second), ['Welcome to Bituin Play!']);
  assert.equal(second.pageNum, 2);
  assert.equal(second.totalPages, 2);
  const beyond = await page(shared, '?pageNo=3&pageSize=2');
  assert.deepEqual(beyond.list, []);
  assert.equal(beyond.pageNum, 3);
});

test('announcements show in the asked language, and in English for a language that has none', async () => {
  const ty = await page(shared, '', demoHeaders({ language: 'TY' }));
  assert.equal(ty.list[2]?.title, 'Maligayang pagdating sa Bituin Play!');
  for (const language of ['ZH', 'DE']) {
    const fallback = await page(shared, '', demoHeaders({ language }));
    assert.deepEqual(titles(fallback), titles(await page(shared, '')), language);
  }
});

test('an announcement shows only from its publication time and until it expires', async () => {
  const t = await createTestApp();
  try {
    const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
    await t.db.query(
      `insert into announcements (merchant_id, type, language, slug, title, content_html, published_at, expires_at)
       values ($1, 'B', 'EN', 'flash', 'Flash event', '<p>Soon</p>', $2, $3)`,
      [brand?.id, new Date(TEST_START.getTime() + HOUR_MS).toISOString(), new Date(TEST_START.getTime() + 3 * HOUR_MS).toISOString()],
    );
    assert.ok(!titles(await page(t, '')).includes('Flash event'), 'not before publication');

    t.clock.advanceMs(HOUR_MS);
    const live = await page(t, '');
    assert.equal(live.list[0]?.title, 'Flash event', 'newest first once published');
    assert.equal(live.list.length, 4);

    t.clock.advanceMs(2 * HOUR_MS);
    assert.ok(!titles(await page(t, '')).includes('Flash event'), 'not at or after expiry');
    assert.equal((await page(t, '')).list.length, 3);
  } finally {
    await t.close();
  }
});

test('a language whose only announcements are not yet published reads English meanwhile', async () => {
  const t = await createTestApp();
  try {
    const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
    await t.db.query(
      `insert into announcements (merchant_id, type, language, slug, title, content_html, published_at)
       values ($1, 'B', 'VI', 'launch', 'Ra mắt', '<p>Sắp có</p>', $2)`,
      [brand?.id, new Date(TEST_START.getTime() + HOUR_MS).toISOString()],
    );
    const english = titles(await page(t, ''));
    assert.deepEqual(titles(await page(t, '', demoHeaders({ language: 'VI' }))), english, 'English until the Vietnamese one is live');
    t.clock.advanceMs(HOUR_MS);
    assert.deepEqual(titles(await page(t, '', demoHeaders({ language: 'VI' }))), ['Ra mắt']);
  } finally {
    await t.close();
  }
});
