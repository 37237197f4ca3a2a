// Proves the plain announcements on the notices desk (decision 036): staff write the marquee (B),
// player (PL), promotion (PR) and agents' (AG) notices with a title, sanitised HTML and a window;
// the site's announcement list and notice payload show them in their language, an edit and a
// switch-off show at once; an image or a link, no content, staff without messages.manage and
// staff of another brand are refused with nothing stored; every change is audited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
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

const announcement = (extra: Record<string, unknown> = {}) => ({
  brandId,
  kind: 'bulletin',
  language: 'TY',
  title: 'Maintenance sa Linggo',
  html: '<p onclick="x()">Sarado ang site mula 2:00 hanggang 3:00.<script>alert(1)</script></p>',
  startAt: new Date(TEST_START.getTime() - 60_000).toISOString(),
  ...extra,
});

async function listed(type: string, language: string): Promise<Array<{ id: string; title: string; content: string }>> {
  const response = await t.app.inject({ method: 'GET', url: `${API.announcements}?type=${type}`, headers: demoHeaders({ language }) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.list;
}

async function count(): Promise<string> {
  const [row] = await t.db.query<{ n: string; a: string }>(
    `select (select count(*) from announcements)::text as n, (select count(*) from staff_audit)::text as a`,
  );
  return JSON.stringify(row);
}

test('staff write a marquee announcement: sanitised, shown in its language, edited and switched off at once; audited', async () => {
  const created = await asStaff(t, support, 'POST', BO_API.notices, announcement());
  assert.equal(created.statusCode, 200, created.body);
  const notice = created.json().value as { id: string; kind: string; html: string };
  assert.equal(notice.kind, 'bulletin');
  assert.equal(notice.html, '<p>Sarado ang site mula 2:00 hanggang 3:00.</p>');
  const [first] = await listed('B', 'TY');
  assert.deepEqual([first?.id, first?.title, first?.content], [notice.id, 'Maintenance sa Linggo', notice.html]);

  const url = BO_API.notice.replace(':id', notice.id);
  const edited = await asStaff(
    t,
    support,
    'POST',
    url,
    announcement({ title: 'Maintenance sa Lunes', html: '<p>Bukas ulit ng 3:00.</p>' }),
  );
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal((await listed('B', 'TY')).find((item) => item.id === notice.id)?.title, 'Maintenance sa Lunes');
  const off = await asStaff(
    t,
    support,
    'POST',
    url,
    announcement({ title: 'Maintenance sa Lunes', html: '<p>Bukas ulit ng 3:00.</p>', enabled: false }),
  );
  assert.equal(off.statusCode, 200);
  assert.ok(!(await listed('B', 'TY')).some((item) => item.id === notice.id));

  const desk = await asStaff(t, support, 'GET', `${BO_API.notices}?kind=bulletin`);
  assert.ok(
    (desk.json().value.entries as Array<{ id: string; kind: string }>).some((item) => item.id === notice.id && item.kind === 'bulletin'),
  );
  // Another kind's list does not hold it, and it cannot change kind.
  const popups = await asStaff(t, support, 'GET', `${BO_API.notices}?kind=popup`);
  assert.ok(!(popups.json().value.entries as Array<{ id: string }>).some((item) => item.id === notice.id));
  const moved = await asStaff(t, support, 'POST', url, announcement({ kind: 'player' }));
  assert.equal(moved.statusCode, 400);

  const audit = await t.db.query<{ action: string; detail: { after: { kind: string } } }>(
    `select action, detail from staff_audit where target = $1 order by id`,
    [`announcement:${notice.id}`],
  );
  assert.deepEqual(
    audit.map((row) => [row.action, row.detail.after.kind]),
    [
      ['announcement.create', 'bulletin'],
      ['announcement.update', 'bulletin'],
      ['announcement.update', 'bulletin'],
    ],
  );
});

test("player and promotion notices reach the notice payload, agents' notices the agents' list", async () => {
  for (const [kind, title] of [
    ['player', 'Bagong paraan ng deposito'],
    ['promotion', 'Doble puntos ngayong linggo'],
    ['agents', 'Bagong komisyon'],
  ] as const) {
    const response = await asStaff(t, support, 'POST', BO_API.notices, announcement({ kind, title, html: `<p>${title}</p>` }));
    assert.equal(response.statusCode, 200, response.body);
  }
  const payload = await t.app.inject({
    method: 'GET',
    url: `${API.notice}?dataTypes=player,promotion`,
    headers: demoHeaders({ language: 'TY' }),
  });
  const value = payload.json().value as { player: Array<{ title: string }>; promotion: Array<{ title: string }> };
  assert.deepEqual(
    value.player.map((item) => item.title),
    ['Bagong paraan ng deposito'],
  );
  assert.deepEqual(
    value.promotion.map((item) => item.title),
    ['Doble puntos ngayong linggo'],
  );
  const [row] = await t.db.query<{ type: string }>(`select type from announcements where title = 'Bagong komisyon'`);
  assert.equal(row?.type, 'AG');
});

test('an announcement with an image, a link or no content, staff without messages.manage and staff of another brand are refused; nothing stored', async () => {
  const unchanged = await count();
  for (const extra of [
    { imageUrl: '/banners/welcome.svg' },
    { link: { kind: 'route', target: '/promotions' } },
    { html: '<script>alert(1)</script>' },
    { kind: 'marquee' },
    { title: '' },
  ]) {
    const response = await asStaff(t, support, 'POST', BO_API.notices, announcement(extra));
    assert.equal(response.statusCode, 400, `${JSON.stringify(extra)}: ${response.body}`);
  }
  const auditor = await staffSignedIn(t, 'auditor');
  const refused = await asStaff(t, auditor, 'POST', BO_API.notices, announcement());
  assert.equal(refused.statusCode, 403);
  assert.equal(await count().then((value) => JSON.parse(value).n), JSON.parse(unchanged).n);

  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const outsider = await staffSignedIn(t, 'support', [other!.code]);
  const before = await count();
  const create = await asStaff(t, outsider, 'POST', BO_API.notices, announcement());
  assert.equal(create.statusCode, 403);
  const [seeded] = await t.db.query<{ id: string }>(
    `select id::text as id from announcements where merchant_id = $1 and type = 'B' limit 1`,
    [brandId],
  );
  assert.ok(seeded);
  const edit = await asStaff(t, outsider, 'POST', BO_API.notice.replace(':id', seeded.id), announcement());
  assert.equal(edit.statusCode, 404);
  assert.equal(edit.json().errorCode, 'notice_not_found');
  const list = await asStaff(t, outsider, 'GET', `${BO_API.notices}?kind=bulletin`);
  assert.deepEqual(list.json().value.entries, []);
  assert.equal(await count(), before);
});
