// Proves a vendor's second launch address (decision 044, SPEC.md section 3: the launch "gives
// game_url or game_url2"): without one the answer has game_url alone; set by the vendor CLI or the
// back office's catalogue desk, the answer carries game_url2 built from it with the same game session;
// removed again, game_url2 is gone; a bad template is refused and changes nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoVendor } from '@pkg/contracts/catalog-desk';
import { API } from '@pkg/contracts/routes';
import { runVendorCommand } from '../../cli/vendor.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { GameAdminError } from './game-admin.ts';
import { listVendors, saveVendor } from './vendor-admin.ts';
import { addGame, addVendor, brandIdOf } from './games.test-kit.ts';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = (await registerUser(t, 'twoaddress1')).token;
  await addVendor(t, { code: 'TWOURL', type: 'RNG', launchUrl: 'https://a.example/play?t={token}&g={game}&l={lang}' });
  await addGame(t, { vendor: 'TWOURL', code: 'twin-reels', name: 'Twin Reels', type: 'RNG' });
});
after(() => t.close());

async function launch(): Promise<{ game_url: string; game_url2?: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: demoHeaders({ authorization: token }),
    payload: { vassalage: 'TWOURL', gameId: 'twin-reels', accountType: 1, confirmTrans: 0, launchMode: 'GLS', language: 'EN' },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

/** Runs the vendor CLI on the test database, answering what it printed on standard output. */
async function vendorCli(argv: string[]): Promise<string[]> {
  const printed: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (line: unknown) => printed.push(String(line));
  console.error = () => undefined;
  try {
    assert.equal(await runVendorCommand(argv, t.db), 0);
  } finally {
    console.log = log;
    console.error = error;
  }
  return printed;
}

test('without a second address the launch answers game_url alone', async () => {
  const value = await launch();
  assert.match(value.game_url, /^https:\/\/a\.example\/play\?t=[^&]+&g=twin-reels&l=EN$/);
  assert.equal('game_url2' in value, false);
  assert.deepEqual(await vendorCli(['launch', '--brand', 'bituin', '--code', 'TWOURL']), [
    'game_url\thttps://a.example/play?t={token}&g={game}&l={lang}',
    'game_url2\t-',
  ]);
});

test('the vendor CLI sets the second address: the launch answers game_url2 with the same game session', async () => {
  const printed = await vendorCli([
    'launch',
    '--brand',
    'bituin',
    '--code',
    'TWOURL',
    '--url2',
    'https://b.example/alt/{game}?token={token}',
  ]);
  assert.equal(printed[1], 'game_url2\thttps://b.example/alt/{game}?token={token}');
  const value = await launch();
  const first = new URL(value.game_url);
  assert.ok(value.game_url2, JSON.stringify(value));
  const second = new URL(value.game_url2);
  assert.equal(second.origin + second.pathname, 'https://b.example/alt/twin-reels');
  assert.equal(second.searchParams.get('token'), first.searchParams.get('t'), 'one game session, both addresses');
  const [staffAudit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from staff_audit where action = 'game_vendor.update' and target = 'game_vendor:TWOURL'`,
  );
  assert.equal(Number(staffAudit?.n), 1, 'the change is audited');

  // "" removes it again.
  await vendorCli(['launch', '--brand', 'bituin', '--code', 'TWOURL', '--url2', '']);
  assert.equal('game_url2' in (await launch()), false);
});

test('a bad second template is refused and changes nothing', async () => {
  await assert.rejects(
    saveVendor(t.db, t.clock, { brand: 'bituin', vendor: 'TWOURL', create: false }, { launchUrl2: 'javascript:alert(1)' }),
    (error: unknown) => error instanceof GameAdminError && error.kind === 'invalid' && /launch-url2/.test(error.message),
  );
  await assert.rejects(runVendorCommand(['launch', '--brand', 'bituin', '--code', 'TWOURL', '--url2', 'ftp://x.example/{token}'], t.db));
  const vendor = (await listVendors(t.db, 'bituin')).find((row) => row.vendorCode === 'TWOURL');
  assert.equal(vendor?.launchUrl2, '');
});

test('the catalogue desk shows and edits the second address', async () => {
  const owner = await staffSignedIn(t, 'owner');
  const brandId = await brandIdOf(t);
  const url = BO_API.catalogVendor.replace(':code', 'TWOURL');
  const edited = await asStaff(t, owner, 'POST', url, { brandId, launchUrl2: '/alt-play?g={game}&t={token}' });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal((edited.json().value as BoVendor).launchUrl2, '/alt-play?g={game}&t={token}');
  const list = await asStaff(t, owner, 'GET', `${BO_API.catalogVendors}?brandId=${brandId}`);
  const listed = (list.json().value as { list: BoVendor[] }).list.find((vendor) => vendor.vendorCode === 'TWOURL');
  assert.equal(listed?.launchUrl2, '/alt-play?g={game}&t={token}');
  assert.match((await launch()).game_url2 ?? '', /^\/alt-play\?g=twin-reels&t=[^&]+$/);
  const bad = await asStaff(t, owner, 'POST', url, { brandId, launchUrl2: 'ftp://x.example/{token}' });
  assert.equal(bad.statusCode, 400, bad.body);
  assert.equal(bad.json().errorCode, 'catalog_invalid');
});
