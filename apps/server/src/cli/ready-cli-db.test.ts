// Proves the operator CLIs ready a fresh database as the server's start does (issue 36, decision
// 067): with SEED_DEMO on, `npm run account -- create --brand bituin ...` works before the server
// ever started; with it off, the demo brand is not written and the command says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `npm run account -- create ...` (package.json's command) on an embedded database of its own. */
function createAccount(seedDemo: 'true' | 'false'): Promise<{ code: number; stderr: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cli-fresh-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const args = [
    '--import',
    'tsx',
    'apps/server/src/cli/account.ts',
    'create',
    '--brand',
    'bituin',
    '--username',
    'firstrosa',
    '--password',
    'Lakad2026!',
  ];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { env: { ...env, DATA_DIR: dataDir, SEED_DEMO: seedDemo }, timeout: 120_000 },
      (error, _stdout, stderr) => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr });
      },
    );
  });
}

test('on a fresh machine the account CLI seeds the demo brand first when SEED_DEMO is on', async () => {
  const { code, stderr } = await createAccount('true');
  assert.equal(code, 0, stderr);
  assert.match(stderr, /Created account "firstrosa" \(id \d+\) in bituin\./);
});

test('with SEED_DEMO off the CLI writes no demo brand, and says the brand is missing', async () => {
  const { code, stderr } = await createAccount('false');
  assert.notEqual(code, 0);
  assert.match(stderr, /no brand "bituin"/);
});
