// Proves operators set up Firebase mode and the Google and Facebook clients safely: secrets are
// stored sealed and never shown, a sign-in flag cannot be on without a client, provider URLs must
// be https (plain http only on this machine), and a refused change writes nothing. The CLI reads a
// secret from standard input and seals it with the server's app secret.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { openDb } from '../../db/client.ts';
import { resolveAppSecret } from '../../lib/app-secret.ts';
import { readEnv } from '../../env.ts';
import { BrandAdminError, createBrand, getBrand, updateBrand } from '../brand-desk/brand-admin.ts';
import { createClientSecretSealer, selectOAuthClient } from './oauth-clients.ts';

const appSecret = () => TEST_APP_SECRET;

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

function refused(...fragments: string[]) {
  return (error: unknown) => {
    assert.ok(error instanceof BrandAdminError, String(error));
    assert.equal(error.kind, 'invalid');
    for (const fragment of fragments) assert.ok(error.message.includes(fragment), `"${fragment}" in: ${error.message}`);
    return true;
  };
}

async function brandId(code: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('select id::text as id from merchants where code = $1', [code]);
  assert.ok(row);
  return row.id;
}

test('a client secret is stored sealed, opens with the app secret only, and is shown as set, never itself', async () => {
  const view = await updateBrand(
    t.db,
    'bituin',
    {
      flags: { googleLogin: true },
      signIn: { clients: { google: { clientId: 'bituin.apps.example', clientSecret: 'top-secret-value' } } },
    },
    { appSecret },
  );
  assert.deepEqual(view.signInClients, [
    { provider: 'google', clientId: 'bituin.apps.example', issuer: 'https://accounts.google.com', clientSecretSet: true, endpoints: false },
  ]);
  assert.ok(!JSON.stringify(view).includes('top-secret-value'));
  const [row] = await t.db.query<{ client_secret_sealed: string }>('select client_secret_sealed from merchant_oauth_clients');
  assert.ok(row && !row.client_secret_sealed.includes('top-secret-value'));
  const id = await brandId('bituin');
  assert.equal((await selectOAuthClient(t.db, createClientSecretSealer(TEST_APP_SECRET), id, 'google'))?.clientSecret, 'top-secret-value');
  assert.equal(await selectOAuthClient(t.db, createClientSecretSealer('another-secret-of-at-least-32-chars!'), id, 'google'), null);

  // Changing the client id keeps the secret; --google-public drops it.
  await updateBrand(t.db, 'bituin', { signIn: { clients: { google: { clientId: 'bituin2.apps.example' } } } });
  assert.equal((await selectOAuthClient(t.db, createClientSecretSealer(TEST_APP_SECRET), id, 'google'))?.clientSecret, 'top-secret-value');
  await updateBrand(t.db, 'bituin', { signIn: { clients: { google: { clientId: 'bituin2.apps.example', clientSecret: null } } } });
  assert.equal((await selectOAuthClient(t.db, createClientSecretSealer(TEST_APP_SECRET), id, 'google'))?.clientSecret, null);
});

test('a sign-in flag needs a client, and a client cannot be removed under its flag; refusals write nothing', async () => {
  const before = await getBrand(t.db, 'bituin');
  await assert.rejects(updateBrand(t.db, 'bituin', { flags: { facebookLogin: true } }), refused('facebookLogin', '--facebook-client-id'));
  await assert.rejects(updateBrand(t.db, 'bituin', { signIn: { clients: { google: null } } }), refused('googleLogin'));
  await assert.rejects(
    createBrand(t.db, { code: 'socialone', name: 'Social One', flags: { googleLogin: true } }),
    refused('googleLogin needs a google client'),
  );
  assert.equal(await getBrand(t.db, 'socialone'), null);
  const after = await getBrand(t.db, 'bituin');
  assert.deepEqual({ ...after, updatedAt: '' }, { ...before, updatedAt: '' });

  // Both together are fine, and so is turning the flag off with the removal.
  const made = await createBrand(
    t.db,
    {
      code: 'socialone',
      name: 'Social One',
      flags: { facebookLogin: true },
      signIn: { clients: { facebook: { clientId: '1234567890' } } },
    },
    { appSecret },
  );
  assert.equal(made.signInClients[0]?.endpoints, true, "Facebook's endpoints are filled in");
  const removed = await updateBrand(t.db, 'socialone', { flags: { facebookLogin: false }, signIn: { clients: { facebook: null } } });
  assert.deepEqual(removed.signInClients, []);
});

test('provider URLs must be https, plain http only on this machine; Firebase settings are checked', async () => {
  const cases: Array<[Parameters<typeof updateBrand>[2], string]> = [
    [{ signIn: { clients: { google: { clientId: 'x', issuer: 'http://accounts.example.com' } } } }, 'must be https'],
    [{ signIn: { clients: { google: { clientId: 'x', issuer: 'https://user:pw@accounts.example.com' } } } }, 'must be https'],
    [{ signIn: { clients: { google: { clientId: 'has space' } } } }, 'client id'],
    [{ signIn: { firebase: { projectId: 'UPPER-case' } } }, 'Firebase project'],
    [{ signIn: { firebase: { projectId: 'good-project', apiKey: 'bad key!' } } }, 'API key'],
    [{ signIn: { firebase: { projectId: 'good-project', authDomain: 'not a host' } } }, 'auth domain'],
  ];
  for (const [changes, fragment] of cases) await assert.rejects(updateBrand(t.db, 'bituin', changes, { appSecret }), refused(fragment));
  const local = await updateBrand(t.db, 'bituin', { signIn: { clients: { google: { clientId: 'x', issuer: 'http://127.0.0.1:5556' } } } });
  assert.equal(local.signInClients.find((client) => client.provider === 'google')?.issuer, 'http://127.0.0.1:5556');

  const on = await updateBrand(t.db, 'bituin', { signIn: { firebase: { projectId: 'bituin-play', apiKey: 'AIzaSyExample_01' } } });
  assert.deepEqual(on.firebase, { projectId: 'bituin-play', apiKey: 'AIzaSyExample_01', authDomain: 'bituin-play.firebaseapp.com' });
  const off = await updateBrand(t.db, 'bituin', { signIn: { firebase: null } });
  assert.equal(off.firebase, null);
});

test('the CLI takes the secret from standard input and seals it with the app secret the server uses', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'brand-cli-'));
  // No APP_SECRET: the CLI and readEnv below fall back to the secret file beside the embedded database.
  const { APP_SECRET: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, DATABASE_URL: '', DATA_DIR: path.join(folder, 'db') };
  const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli/brand.ts');
  const run = (args: string[], input = '') =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(input);
    });
  assert.equal((await run(['seed-demo'])).code, 0);
  const wrong = await run(['update', '--code', 'bituin', '--google-client-secret', 'x']);
  assert.equal(wrong.code, 2, wrong.stderr);
  assert.match(wrong.stderr, /--google-client-secret needs --google-client-id/);
  const set = await run(
    ['update', '--code', 'bituin', '--flag', 'googleLogin=true', '--google-client-id', 'cli.apps.example', '--google-client-secret', '-'],
    'secret-from-stdin\n',
  );
  assert.equal(set.code, 0, set.stderr);
  assert.ok(!set.stdout.includes('secret-from-stdin'));
  assert.equal(JSON.parse(set.stdout).signInClients[0].clientSecretSet, true);

  const secret = resolveAppSecret(readEnv(env));
  const db = await openDb({ dataDir: env.DATA_DIR });
  try {
    const [row] = await db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
    assert.ok(row);
    const client = await selectOAuthClient(db, createClientSecretSealer(secret), row.id, 'google');
    assert.equal(client?.clientSecret, 'secret-from-stdin');
  } finally {
    await db.close();
  }
});
