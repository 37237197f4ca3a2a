// Proves the help-centre editor (decision 036): staff list a brand's categories with their titles
// and articles per language; create, rename, order and switch categories; write an article one
// language at a time (HTML sanitised on write), switch, order and delete it; the player's
// /wps/system/helpCenter shows each change in that language at once. Staff without content.manage
// and staff of another brand are refused, bad input answers 400, and a refused call changes
// nothing; every change writes a staff audit row.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoHelpCategory, BoHelpList } from '@pkg/contracts/help-desk';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
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

interface HelpCentre {
  language: string;
  categories: Array<{ id: string; title: string; articles: Array<{ id: string; title: string; content: string }> }>;
}

async function helpCentre(language: string): Promise<HelpCentre> {
  const response = await t.app.inject({ method: 'GET', url: API.helpCenter, headers: demoHeaders({ language }) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as HelpCentre;
}

async function ok<T>(staff: TestStaff, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await asStaff(t, staff, method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as T;
}

const withIds = (path: string, id: string, slug = '') => path.replace(':id', id).replace(':slug', slug);

/** Everything the editor can change, and the audit trail's length. */
async function snapshot(): Promise<string> {
  const categories = await t.db.query(`select id, merchant_id, slug, titles, sort, enabled from help_categories order by id`);
  const articles = await t.db.query(
    `select id, category_id, slug, language, title, content_html, sort, enabled from help_articles order by id`,
  );
  const [audit] = await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action like 'help.%'`);
  return JSON.stringify({ categories, articles, audit: audit?.n });
}

async function auditActions(target: string): Promise<Array<{ action: string; detail: Record<string, unknown> }>> {
  return t.db.query(`select action, detail from staff_audit where target = $1 order by id`, [target]);
}

async function newCategory(slug: string, titles: Record<string, string> = { EN: `Topic ${slug}` }): Promise<BoHelpCategory> {
  return ok<BoHelpCategory>(support, 'POST', BO_API.helpCategories, { brandId, slug, titles });
}

test('staff list the seeded categories with their titles per language and their articles per language', async () => {
  const { categories } = await ok<BoHelpList>(support, 'GET', `${BO_API.help}?brandId=${brandId}`);
  assert.deepEqual(
    categories.map((category) => category.slug),
    ['account', 'funds', 'responsible-gaming'],
  );
  const account = categories[0]!;
  assert.equal(account.titles.ZH, '账户');
  assert.deepEqual(
    account.articles.map((article) => [article.slug, Object.keys(article.versions).sort()]),
    [
      ['register', ['EN', 'TY']],
      ['forgot-password', ['EN', 'TY']],
    ],
  );
  assert.equal(account.articles[0]?.versions.TY?.title, 'Paano magparehistro');
  // content.read is enough to list (auditors), and it is needed (finance has none).
  const auditor = await staffSignedIn(t, 'auditor');
  assert.equal((await asStaff(t, auditor, 'GET', BO_API.help)).statusCode, 200);
  const finance = await staffSignedIn(t, 'finance');
  const refused = await asStaff(t, finance, 'GET', BO_API.help);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
});

test('a new category and article, written in Filipino then English, sanitised, show on the site in each language; audited', async () => {
  const category = await newCategory('bonuses', { EN: 'Bonuses', TY: 'Mga bonus' });
  assert.equal(category.sort, 3, 'a new category goes last');
  assert.equal(category.enabled, true);

  const ty = await ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticles, category.id), {
    slug: 'claim',
    language: 'TY',
    title: 'Paano kunin ang bonus',
    html: '<p onclick="steal()">Pumunta sa <strong>Reward centre</strong>.<script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
  });
  const stored = ty.articles[0]?.versions.TY?.html ?? '';
  assert.equal(stored, '<p>Pumunta sa <strong>Reward centre</strong>.<a target="_blank" rel="noopener noreferrer">x</a></p>');

  const filipino = await helpCentre('TY');
  const bonuses = filipino.categories.find((item) => item.id === 'bonuses');
  assert.equal(bonuses?.title, 'Mga bonus');
  assert.deepEqual(bonuses?.articles, [{ id: 'claim', title: 'Paano kunin ang bonus', content: stored }]);
  // Not yet in English: the English help centre has the category only once the article is written in English.
  assert.equal(
    (await helpCentre('EN')).categories.find((item) => item.id === 'bonuses'),
    undefined,
  );

  await ok(support, 'POST', withIds(BO_API.helpArticles, category.id), {
    slug: 'claim',
    language: 'EN',
    title: 'How to claim a bonus',
    html: '<p>Open the <em>reward centre</em>.</p>',
  });
  // Editing the Filipino text changes only the Filipino version.
  const edited = await ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticles, category.id), {
    slug: 'claim',
    language: 'TY',
    title: 'Paano kunin ang iyong bonus',
    html: '<p>Buksan ang reward centre.</p>',
  });
  assert.deepEqual(edited.articles[0]?.versions, {
    EN: { title: 'How to claim a bonus', html: '<p>Open the <em>reward centre</em>.</p>' },
    TY: { title: 'Paano kunin ang iyong bonus', html: '<p>Buksan ang reward centre.</p>' },
  });
  assert.equal(
    (await helpCentre('TY')).categories.find((item) => item.id === 'bonuses')?.articles[0]?.title,
    'Paano kunin ang iyong bonus',
  );
  const english = (await helpCentre('EN')).categories.find((item) => item.id === 'bonuses');
  assert.deepEqual(english, {
    id: 'bonuses',
    title: 'Bonuses',
    articles: [{ id: 'claim', title: 'How to claim a bonus', content: '<p>Open the <em>reward centre</em>.</p>' }],
  });

  // Renaming the category shows too.
  await ok(support, 'POST', withIds(BO_API.helpCategory, category.id), {
    titles: { EN: 'Bonuses and rewards', TY: 'Mga bonus' },
    enabled: true,
  });
  assert.equal((await helpCentre('EN')).categories.find((item) => item.id === 'bonuses')?.title, 'Bonuses and rewards');

  assert.deepEqual(
    (await auditActions(`help_article:${category.id}/claim`)).map((row) => [row.action, row.detail.language]),
    [
      ['help.article.create', 'TY'],
      ['help.article.update', 'EN'],
      ['help.article.update', 'TY'],
    ],
  );
  const [renamed] = await auditActions(`help_category:${category.id}`).then((rows) =>
    rows.filter((row) => row.action === 'help.category.update'),
  );
  assert.deepEqual(renamed?.detail.before, { titles: { EN: 'Bonuses', TY: 'Mga bonus' }, enabled: true });
  const [created] = await t.db.query<{ staff_username: string; merchant_id: string }>(
    `select staff_username, merchant_id::text as merchant_id from staff_audit where action = 'help.category.create' and target = $1`,
    [`help_category:${category.id}`],
  );
  assert.deepEqual(created, { staff_username: support.username, merchant_id: brandId });
});

test('reordering categories and articles changes the site order; audited', async () => {
  const { categories } = await ok<BoHelpList>(support, 'GET', `${BO_API.help}?brandId=${brandId}`);
  const ids = categories.map((category) => category.id);
  const siteBefore = (await helpCentre('EN')).categories.map((category) => category.id);
  assert.ok(siteBefore.length >= 3);
  const reversed = [...ids].reverse();
  const ordered = await ok<BoHelpList>(support, 'POST', BO_API.helpCategoryOrder, { brandId, ids: reversed });
  assert.deepEqual(
    ordered.categories.map((category) => category.id),
    reversed,
  );
  // The site lists the categories that have articles in its language, now in the reverse order.
  assert.deepEqual(
    (await helpCentre('EN')).categories.map((category) => category.id),
    siteBefore.reverse(),
  );

  const account = categories.find((category) => category.slug === 'account')!;
  const after = await ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticleOrder, account.id), {
    slugs: ['forgot-password', 'register'],
  });
  assert.deepEqual(
    after.articles.map((article) => article.slug),
    ['forgot-password', 'register'],
  );
  const site = (await helpCentre('TY')).categories.find((category) => category.id === 'account');
  assert.deepEqual(
    site?.articles.map((article) => article.id),
    ['forgot-password', 'register'],
  );
  const [audit] = (await auditActions(`help_category:${account.id}`)).filter((row) => row.action === 'help.article.order');
  assert.deepEqual(audit?.detail, { before: ['register', 'forgot-password'], after: ['forgot-password', 'register'] });
  const [brandAudit] = await auditActions(`brand:${brandId}`);
  assert.equal(brandAudit?.action, 'help.category.order');

  // An order that leaves one out, repeats one or names another's is refused and changes nothing.
  const unchanged = await snapshot();
  for (const body of [
    { brandId, ids: reversed.slice(1) },
    { brandId, ids: [reversed[0], ...reversed.slice(0, -1)] },
    { brandId, ids: [...reversed.slice(1), '999999'] },
  ]) {
    const refused = await asStaff(t, support, 'POST', BO_API.helpCategoryOrder, body);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().errorCode, 'field_invalid');
  }
  const badArticles = await asStaff(t, support, 'POST', withIds(BO_API.helpArticleOrder, account.id), { slugs: ['register', 'deposit'] });
  assert.equal(badArticles.statusCode, 400);
  assert.equal(await snapshot(), unchanged);
  // Back to the seeded order for the other tests.
  await ok(support, 'POST', BO_API.helpCategoryOrder, { brandId, ids });
  await ok(support, 'POST', withIds(BO_API.helpArticleOrder, account.id), { slugs: ['register', 'forgot-password'] });
});

test('a switched-off article or category leaves the site and comes back when switched on; deleting removes every language', async () => {
  const category = await newCategory('switches', { EN: 'Switches' });
  const save = (slug: string, language: string, title: string) =>
    ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticles, category.id), { slug, language, title, html: `<p>${title}</p>` });
  await save('first', 'EN', 'First');
  await save('second', 'EN', 'Second');
  await save('second', 'TY', 'Pangalawa');
  const siteArticles = async () =>
    (await helpCentre('EN')).categories.find((item) => item.id === 'switches')?.articles.map((article) => article.id) ?? null;
  assert.deepEqual(await siteArticles(), ['first', 'second']);

  const off = await ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticle, category.id, 'first'), { enabled: false });
  assert.equal(off.articles.find((article) => article.slug === 'first')?.enabled, false);
  assert.deepEqual(await siteArticles(), ['second']);
  // A new language of a switched-off article stays off.
  await save('first', 'TY', 'Una');
  assert.equal(
    (await helpCentre('TY')).categories.find((item) => item.id === 'switches')?.articles.some((a) => a.id === 'first'),
    false,
  );
  await ok(support, 'POST', withIds(BO_API.helpArticle, category.id, 'first'), { enabled: true });
  assert.deepEqual(await siteArticles(), ['first', 'second']);

  await ok(support, 'POST', withIds(BO_API.helpCategory, category.id), { titles: { EN: 'Switches' }, enabled: false });
  assert.equal(await siteArticles(), null);
  await ok(support, 'POST', withIds(BO_API.helpCategory, category.id), { titles: { EN: 'Switches' }, enabled: true });
  assert.deepEqual(await siteArticles(), ['first', 'second']);

  const deleted = await ok<BoHelpCategory>(support, 'POST', withIds(BO_API.helpArticleDelete, category.id, 'second'));
  assert.deepEqual(
    deleted.articles.map((article) => article.slug),
    ['first'],
  );
  assert.deepEqual(await siteArticles(), ['first']);
  assert.equal(
    (await helpCentre('TY')).categories.find((item) => item.id === 'switches')?.articles.some((a) => a.id === 'second'),
    false,
  );
  const trail = await auditActions(`help_article:${category.id}/second`);
  assert.deepEqual(
    trail.map((row) => row.action),
    ['help.article.create', 'help.article.update', 'help.article.delete'],
  );
  assert.deepEqual(trail.at(-1)?.detail.deleted, [
    { language: 'EN', title: 'Second', html: '<p>Second</p>' },
    { language: 'TY', title: 'Pangalawa', html: '<p>Pangalawa</p>' },
  ]);
  assert.deepEqual(
    (await auditActions(`help_article:${category.id}/first`))
      .filter((row) => row.action === 'help.article.switch')
      .map((row) => row.detail),
    [
      { before: true, after: false },
      { before: false, after: true },
    ],
  );
  const missing = await asStaff(t, support, 'POST', withIds(BO_API.helpArticleDelete, category.id, 'second'));
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().errorCode, 'not_found');
});

test('bad input answers 400 with the field and changes nothing', async () => {
  const [account] = (await ok<BoHelpList>(support, 'GET', `${BO_API.help}?brandId=${brandId}`)).categories;
  assert.ok(account);
  const articles = withIds(BO_API.helpArticles, account.id);
  const article = { slug: 'fresh', language: 'EN', title: 'Fresh', html: '<p>Text</p>' };
  const unchanged = await snapshot();
  const cases: Array<[string, object, string]> = [
    [BO_API.helpCategories, { brandId, slug: 'Bad Slug', titles: { EN: 'x' } }, 'bad_request'],
    [BO_API.helpCategories, { brandId, slug: 'no-english', titles: { TY: 'Walang Ingles' } }, 'bad_request'],
    [BO_API.helpCategories, { brandId, slug: 'odd-language', titles: { EN: 'x', JA: 'y' } }, 'bad_request'],
    [BO_API.helpCategories, { brandId, slug: 'account', titles: { EN: 'Twice' } }, 'field_invalid'],
    [articles, { ...article, language: 'JA' }, 'bad_request'],
    [articles, { ...article, title: '   ' }, 'bad_request'],
    [articles, { ...article, title: 'x'.repeat(121) }, 'bad_request'],
    [articles, { ...article, html: '<script>alert(1)</script>' }, 'field_invalid'],
    [articles, { ...article, slug: '../etc' }, 'bad_request'],
    [withIds(BO_API.helpCategory, account.id), { titles: { EN: '' }, enabled: true }, 'bad_request'],
    [withIds(BO_API.helpArticle, account.id, 'register'), { enabled: 'yes' }, 'bad_request'],
  ];
  for (const [url, body, code] of cases) {
    const response = await asStaff(t, support, 'POST', url, body);
    assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(body)}: ${response.body}`);
    assert.equal(response.json().errorCode, code, JSON.stringify(body));
  }
  const unknown = await asStaff(t, support, 'POST', withIds(BO_API.helpArticles, '999999'), article);
  assert.equal(unknown.statusCode, 404);
  const unknownSlug = await asStaff(t, support, 'POST', withIds(BO_API.helpArticle, account.id, 'nothing'), { enabled: false });
  assert.equal(unknownSlug.statusCode, 404);
  assert.equal(await snapshot(), unchanged);
});

test('staff without content.manage, or without the header, are refused and nothing changes', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  const [account] = (await ok<BoHelpList>(auditor, 'GET', `${BO_API.help}?brandId=${brandId}`)).categories;
  assert.ok(account);
  const unchanged = await snapshot();
  const calls: Array<[string, object | undefined]> = [
    [BO_API.helpCategories, { brandId, slug: 'auditor', titles: { EN: 'Auditor' } }],
    [withIds(BO_API.helpCategory, account.id), { titles: { EN: 'Renamed' }, enabled: false }],
    [withIds(BO_API.helpArticles, account.id), { slug: 'register', language: 'EN', title: 'Changed', html: '<p>Changed</p>' }],
    [withIds(BO_API.helpArticle, account.id, 'register'), { enabled: false }],
    [withIds(BO_API.helpArticleDelete, account.id, 'register'), undefined],
    [BO_API.helpCategoryOrder, { brandId, ids: [account.id] }],
  ];
  for (const [url, body] of calls) {
    const response = await asStaff(t, auditor, 'POST', url, body);
    assert.equal(response.statusCode, 403, url);
    assert.equal(response.json().errorCode, 'forbidden');
  }
  const withoutHeader = await t.app.inject({
    method: 'POST',
    url: withIds(BO_API.helpArticleDelete, account.id, 'register'),
    headers: { cookie: `bo_session=${support.cookie}` },
  });
  assert.equal(withoutHeader.statusCode, 403);
  const signedOut = await t.app.inject({ method: 'GET', url: BO_API.help });
  assert.equal(signedOut.statusCode, 401);
  assert.equal(await snapshot(), unchanged);
});

test("staff of another brand neither see nor change the demo brand's help centre", async () => {
  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const outsider = await staffSignedIn(t, 'support', [other!.code]);
  const listed = await ok<BoHelpList>(outsider, 'GET', BO_API.help);
  assert.deepEqual(listed.categories, []);
  const asked = await asStaff(t, outsider, 'GET', `${BO_API.help}?brandId=${brandId}`);
  assert.equal(asked.statusCode, 403);

  const [account] = (await ok<BoHelpList>(support, 'GET', `${BO_API.help}?brandId=${brandId}`)).categories;
  assert.ok(account);
  const unchanged = await snapshot();
  const create = await asStaff(t, outsider, 'POST', BO_API.helpCategories, { brandId, slug: 'outsider', titles: { EN: 'Outsider' } });
  assert.equal(create.statusCode, 403);
  const order = await asStaff(t, outsider, 'POST', BO_API.helpCategoryOrder, { brandId, ids: [account.id] });
  assert.equal(order.statusCode, 403);
  for (const [url, body] of [
    [withIds(BO_API.helpCategory, account.id), { titles: { EN: 'Taken' }, enabled: false }],
    [withIds(BO_API.helpArticles, account.id), { slug: 'register', language: 'EN', title: 'Taken', html: '<p>Taken</p>' }],
    [withIds(BO_API.helpArticle, account.id, 'register'), { enabled: false }],
    [withIds(BO_API.helpArticleDelete, account.id, 'register'), undefined],
  ] as Array<[string, object | undefined]>) {
    const response = await asStaff(t, outsider, 'POST', url, body);
    assert.equal(response.statusCode, 404, url);
    assert.equal(response.json().errorCode, 'not_found');
  }
  assert.equal(await snapshot(), unchanged);

  // Its own brand's help centre is its to write.
  const own = await ok<BoHelpCategory>(outsider, 'POST', BO_API.helpCategories, {
    brandId: otherId,
    slug: 'account',
    titles: { EN: 'Account' },
  });
  assert.equal(own.brandId, otherId);
});
