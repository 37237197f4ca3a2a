// Proves operators can create and change brands that the site then serves as configured, and that bad or conflicting input is refused without writing anything.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { DEMO_BRAND } from '../../seed/demo-brand.ts';
import { BrandAdminError, createBrand, getBrand, listBrands, updateBrand } from './brand-admin.ts';

const US_IP = '8.8.8.8';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function value(url: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

async function merchantCount(): Promise<number> {
  const [row] = await t.db.query<{ n: string }>('select count(*)::text as n from merchants');
  return Number(row?.n);
}

function assertRefused(kind: BrandAdminError['kind'], ...fragments: string[]) {
  return (error: unknown) => {
    assert.ok(error instanceof BrandAdminError, String(error));
    assert.equal(error.kind, kind);
    for (const fragment of fragments) assert.ok(error.message.includes(fragment), `"${fragment}" in: ${error.message}`);
    return true;
  };
}

test('a created brand is served by its code and its domain, with the house vendors and nothing else from the demo', async () => {
  const created = await createBrand(t.db, {
    code: 'acme',
    name: 'Acme Play',
    logoUrl: 'https://cdn.acme.example/logo.svg',
    domains: ['Play.Acme.PH', 'acme.localhost'],
    legalAge: 21,
    // A flag that is off by default and needs nothing else (sign-in flags need a client, see external-sign-in).
    flags: { MOBILEVERCODELOGIN3: true },
    serviceEmails: ['help@acme.example'],
  });
  assert.equal(created.code, 'acme');
  assert.deepEqual(created.domains, [
    { domain: 'play.acme.ph', primary: true },
    { domain: 'acme.localhost', primary: false },
  ]);
  assert.deepEqual(
    created.vendors,
    DEMO_BRAND.vendors?.map((vendor) => vendor.vendorCode),
  );
  assert.deepEqual(created.serviceLinks, [{ kind: 'email', label: 'help@acme.example', url: 'mailto:help@acme.example' }]);

  const look = await value(API.whitelabel, demoHeaders({ merchant: 'acme' }));
  assert.equal(look.name, 'Acme Play');
  assert.equal(look.logoUrl, 'https://cdn.acme.example/logo.svg');
  assert.equal(look.legalAge, 21);
  assert.equal(look.flags.MOBILEVERCODELOGIN3, true);
  assert.equal(look.flags.FREEPLAY3, true, 'unset flags keep their defaults');
  assert.equal(look.aboutText, '', 'no about text copied from the demo');
  assert.deepEqual(look.socialLinks, { telegram: null, facebook: null, youtube: null });

  const byHost = await value(API.whitelabel, { host: 'play.acme.ph', language: 'EN', 'x-forwarded-for': '49.144.0.1' });
  assert.equal(byHost.merchantCode, 'acme');
  const menus = await t.app.inject({ url: API.gameNav, headers: demoHeaders({ merchant: 'acme' }) });
  assert.ok(menus.json().menus.length > 0, 'the header has navigation');
  assert.deepEqual((await value(API.helpCenter, demoHeaders({ merchant: 'acme' }))).categories, []);
  assert.deepEqual((await value(API.announcements, demoHeaders({ merchant: 'acme' }))).list, []);
  assert.deepEqual(
    (await value(API.countries, demoHeaders({ merchant: 'acme' }))).map((entry: { countryCode: string }) => entry.countryCode),
    ['PH'],
  );
});

test('a brand created without a logo gets the site icon, and one with a status and blocks starts that way', async () => {
  const created = await createBrand(t.db, {
    code: 'shut',
    name: 'Shut',
    systemStatus: 1,
    blockCountries: ['us', 'US'],
    blockIpRanges: ['203.0.113.0/24'],
  });
  assert.equal(created.logoUrl, '/icons/favicon.svg');
  assert.equal(created.systemStatus, 1);
  assert.deepEqual(created.blockedCountries, ['US']);
  assert.deepEqual(created.blockedIpRanges, ['203.0.113.0/24']);
  assert.equal((await value(API.systemStatus, demoHeaders({ merchant: 'shut' }))).systemStatus, 1);
});

test('creating a code that exists, or claiming another brand domain, is refused and writes nothing', async () => {
  const count = await merchantCount();
  await assert.rejects(createBrand(t.db, { code: 'bituin', name: 'Copy' }), assertRefused('exists', 'bituin'));
  await assert.rejects(
    createBrand(t.db, { code: 'thief', name: 'Thief', domains: ['LOCALHOST'] }),
    assertRefused('conflict', 'localhost', 'bituin'),
  );
  assert.equal(await merchantCount(), count);
  assert.equal(await getBrand(t.db, 'thief'), null);
});

test('bad input is refused with every problem named, and writes nothing', async () => {
  const count = await merchantCount();
  await assert.rejects(
    createBrand(t.db, {
      code: 'Bad_Code',
      name: '',
      logoUrl: 'javascript:alert(1)',
      systemStatus: 3,
      legalAge: 15,
      flags: { noSuchFlag: true },
      domains: ['https://acme.example/'],
      serviceEmails: ['not-an-address'],
      blockCountries: ['USA'],
      blockIpRanges: ['10.0.0.0/33'],
    }),
    assertRefused(
      'invalid',
      'code',
      'name',
      'logo',
      'status 3',
      'legal age 15',
      'noSuchFlag',
      'https://acme.example/',
      'not-an-address',
      'USA',
      '10.0.0.0/33',
    ),
  );
  for (const code of ['a', '-lead', 'x'.repeat(33), 'sp ace']) {
    await assert.rejects(createBrand(t.db, { code, name: 'Name' }), assertRefused('invalid', 'code'));
  }
  assert.equal(await merchantCount(), count);
});

test('updates change status, blocks, flags, legal age and domains, and the site follows', async () => {
  await createBrand(t.db, { code: 'upd', name: 'Upd', flags: { MOBILEVERCODELOGIN3: true }, blockCountries: ['CN'] });

  let brand = await updateBrand(t.db, 'upd', { systemStatus: 1 });
  assert.equal(brand.systemStatus, 1);
  assert.equal((await value(API.systemStatus, demoHeaders({ merchant: 'upd' }))).systemStatus, 1);

  brand = await updateBrand(t.db, 'upd', {
    systemStatus: 0,
    blockCountries: ['us', 'CN'],
    blockIpRanges: ['2001:db8::/32'],
    flags: { FREEPLAY3: false },
    legalAge: 19,
    domains: ['upd.localhost', 'www.upd.localhost'],
    name: 'Updated',
  });
  assert.deepEqual(brand.blockedCountries, ['CN', 'US'], 'blocks add, without repeats');
  assert.deepEqual(brand.blockedIpRanges, ['2001:db8::/32']);
  assert.equal(brand.flags.FREEPLAY3, false);
  assert.equal(brand.flags.MOBILEVERCODELOGIN3, true, 'flags merge into the stored ones');
  assert.equal(brand.legalAge, 19);
  assert.equal(brand.name, 'Updated');
  assert.deepEqual(brand.domains, [
    { domain: 'upd.localhost', primary: true },
    { domain: 'www.upd.localhost', primary: false },
  ]);
  const fromUs = await value(API.systemStatus, demoHeaders({ merchant: 'upd', 'x-forwarded-for': US_IP }));
  assert.equal(fromUs.systemStatus, 2);
  const look = await value(API.whitelabel, { host: 'www.upd.localhost', language: 'EN' });
  assert.equal(look.name, 'Updated');
  assert.equal(look.legalAge, 19);

  brand = await updateBrand(t.db, 'upd', {
    unblockCountries: ['us'],
    unblockIpRanges: ['2001:db8::/32'],
    domains: ['third.upd.localhost'],
  });
  assert.deepEqual(brand.blockedCountries, ['CN']);
  assert.deepEqual(brand.blockedIpRanges, []);
  assert.equal(brand.domains.filter((domain) => domain.primary).length, 1, 'an added domain never takes the primary from another');
  assert.equal((await value(API.systemStatus, demoHeaders({ merchant: 'upd', 'x-forwarded-for': US_IP }))).systemStatus, 0);
});

test('an update of a missing brand, with nothing in it, or taking another brand domain is refused and changes nothing', async () => {
  await assert.rejects(updateBrand(t.db, 'missing', { systemStatus: 1 }), assertRefused('not_found', 'missing'));
  await assert.rejects(updateBrand(t.db, 'bituin', {}), assertRefused('invalid', 'nothing to change'));
  await assert.rejects(updateBrand(t.db, 'bituin', { flags: {}, domains: [] }), assertRefused('invalid', 'nothing to change'));
  await assert.rejects(updateBrand(t.db, 'bituin', { unblockCountries: ['Germany'] }), assertRefused('invalid', 'Germany'));

  await createBrand(t.db, { code: 'owner', name: 'Owner', domains: ['owned.localhost'] });
  await assert.rejects(
    updateBrand(t.db, 'bituin', { systemStatus: 1, domains: ['owned.localhost'] }),
    assertRefused('conflict', 'owned.localhost', 'owner'),
  );
  const bituin = await getBrand(t.db, 'bituin');
  assert.equal(bituin?.systemStatus, 0, 'the refused update changed nothing');
  assert.ok(!bituin?.domains.some((domain) => domain.domain === 'owned.localhost'));
});

test('show gives null for a missing code, and the list has every brand by code with its domains', async () => {
  assert.equal(await getBrand(t.db, 'nobody'), null);
  const list = await listBrands(t.db);
  const codes = list.map((brand) => brand.code);
  assert.deepEqual(codes, [...codes].sort());
  assert.deepEqual(
    list.find((brand) => brand.code === 'bituin'),
    { code: 'bituin', name: 'Bituin Play', systemStatus: 0, domains: ['localhost', '127.0.0.1'] },
  );
});

test('the CLI exits 2 on bad input before it opens any database', async () => {
  const cli = fileURLToPath(new URL('../../cli/brand.ts', import.meta.url));
  const dataDir = path.join(os.tmpdir(), `brand-cli-never-${process.pid}`);
  const run = promisify(execFile);
  const cases = [
    [],
    ['create', '--code', 'ok-code'],
    ['create', '--code', 'Bad_Code', '--name', 'X', '--block-ip', '10.0.0.0/40'],
    ['update', '--code', 'acme', '--flag', 'FREEPLAY3=yes'],
    ['update', '--code', 'acme', '--max-reward', '12.50'],
    ['show', '--code', 'acme', '--status', '1'],
  ];
  // Each run starts Node and tsx afresh, so they run side by side.
  await Promise.all(
    cases.map((args) =>
      assert.rejects(
        run(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } }),
        (error: { code?: number; stderr?: string }) => {
          assert.equal(error.code, 2, `${args.join(' ')}: ${error.stderr}`);
          assert.match(error.stderr ?? '', /^brand: /, args.join(' '));
          return true;
        },
      ),
    ),
  );
  assert.equal(existsSync(dataDir), false, 'no database was created');
});
