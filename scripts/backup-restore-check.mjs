#!/usr/bin/env node
/**
 * Proves a backup restores (docs/deployment.md): makes a scratch database, migrates and seeds it
 * as the server does at start (db/migrate.ts, seed/seed.ts), writes players, money movements
 * through the ledger and audit entries, dumps it with `pg_dump -Fc`, restores the dump into a
 * second scratch database with `pg_restore`, and compares the two: the row count of every table,
 * every sequence's position, the ledger's balances and postings per brand and currency, the
 * ledger's own invariants on the restored copy, and `npm run audit:verify` (the audit hash
 * chains) against the restored copy. Prints OK or FAIL per check; exits 1 on any mismatch, 2 on an
 * error. Both scratch databases are dropped at the end, whatever happened.
 *
 *   npm run backup:check
 *   BACKUP_CHECK_ADMIN_URL=postgres://postgres@db.internal:5432/postgres npm run backup:check
 *   npm run backup:check -- --tamper   (deletes an audit row from the restored copy: must FAIL)
 *
 * Needs pg_dump and pg_restore on the PATH, of the server's major version or newer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';

// The server's own modules are TypeScript: load them through tsx, as `node --import tsx` would.
register();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BACKUP_CHECK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const sourceName = `backup_check_${stamp}_source`;
const restoredName = `backup_check_${stamp}_restored`;
const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const sourceUrl = urlOf(sourceName);
const restoredUrl = urlOf(restoredName);
const workDir = mkdtempSync(path.join(tmpdir(), 'backup-check-'));
const dumpFile = path.join(workDir, 'backup.dump');

let failures = 0;
function report(ok, what, detail = '') {
  if (!ok) failures += 1;
  // A detail of several lines goes under the check's line.
  const shown = detail.startsWith('\n') ? detail : detail ? `: ${detail}` : '';
  console.log(`${ok ? 'OK  ' : 'FAIL'}  ${what}${shown}`);
}

/** Runs a command; throws with its stderr when it fails. */
function run(command, args, env = process.env) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ...result, ms: performance.now() - started };
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds like the server's start, then writes players, money and audit entries. */
async function fill() {
  const { openDb } = await import('../apps/server/src/db/client.ts');
  const { migrate } = await import('../apps/server/src/db/migrate.ts');
  const { seedDemo } = await import('../apps/server/src/seed/seed.ts');
  const { insertAccount } = await import('../apps/server/src/modules/accounts/account.queries.ts');
  const { recordAudit } = await import('../apps/server/src/modules/audit/audit.ts');
  const { openClearingAccount, openPlayerWallet } = await import('../apps/server/src/ledger/accounts.ts');
  const { transfer } = await import('../apps/server/src/ledger/transfer.ts');
  const db = await openDb({ url: sourceUrl });
  try {
    await migrate(db);
    await seedDemo(db);
    const [brand] = await db.query(`select id::text as id, currency_code as currency from merchants where code = 'bituin'`);
    if (!brand) throw new Error('the demo brand was not seeded');
    const at = new Date();
    const bank = await openClearingAccount(db, brand.id, brand.currency, 'backup-check', at);
    const wallets = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await insertAccount(db, {
        brandId: brand.id,
        username: `backupcheck${index}`,
        passwordHash: null,
        accountType: 1,
        uplineId: null,
        nickname: null,
        mobileDialingCode: null,
        mobileNumber: null,
        email: null,
        profile: {},
        referralCode: null,
        registerMethod: 'OPERATOR',
        registerUrl: null,
        registerIp: '203.0.113.7',
        language: 'EN',
        now: at,
      });
      const wallet = await openPlayerWallet(db, brand.id, brand.currency, created.id, at);
      wallets.push(wallet.id);
      await recordAudit(db, { brandId: brand.id, accountId: created.id, actor: 'self', action: 'register', ip: '203.0.113.7', at });
    }
    const move = (code, key, from, to, amountMinor) =>
      transfer(db, {
        brandId: brand.id,
        currency: brand.currency,
        code,
        idempotencyKey: `backup-check:${key}`,
        fromAccountId: from,
        toAccountId: to,
        amountMinor,
        memo: 'backup check',
        actor: 'backup-check',
        ip: null,
        at,
      });
    for (const [index, wallet] of wallets.entries())
      await move('deposit', `deposit-${index}`, bank.id, wallet, 100_000n + BigInt(index) * 12_345n);
    // Manual adjustments both ways (decision 017): money out of a wallet and into another.
    await move('adjustment', 'adjustment-out-0', wallets[0], bank.id, 25_050n);
    await move('adjustment', 'adjustment-in-2', bank.id, wallets[2], 7_001n);
  } finally {
    await db.close();
  }
}

/** Row count of every table, sequence positions, and the ledger's sums, of one database. */
async function snapshot(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query(`select schemaname || '.' || quote_ident(tablename) as name from pg_tables
                           where schemaname not in ('pg_catalog', 'information_schema') order by 1`)
    ).rows.map((row) => row.name);
    const counts = new Map();
    for (const table of tables) counts.set(table, Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n));
    const sequences = new Map(
      (
        await client.query(`select schemaname || '.' || sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences`)
      ).rows.map((row) => [row.name, row.value]),
    );
    const balances = (
      await client.query(`select merchant_id::text || ' ' || currency || ' ' || kind as key, sum(balance)::text as balance, sum(held)::text as held,
                                 count(*)::int as accounts
                            from ledger_accounts group by 1 order by 1`)
    ).rows;
    const postings = (
      await client.query(`select merchant_id::text || ' ' || currency as key, sum(amount)::text as total, sum(abs(amount))::text as moved, count(*)::int as n
                            from ledger_postings group by 1 order by 1`)
    ).rows;
    return { counts, sequences, balances, postings };
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  await admin(`create database ${sourceName}`);
  await admin(`create database ${restoredName}`);
  console.log(`scratch databases ${sourceName} and ${restoredName} on ${new URL(adminUrl).host}`);

  await fill();
  console.log(
    `migrated, seeded, 3 players, 5 ledger transfers and audit entries written (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const dump = run('pg_dump', ['--format=custom', '--file', dumpFile, sourceUrl]);
  report(
    dump.status === 0,
    'pg_dump --format=custom',
    dump.status === 0 ? `${statSync(dumpFile).size} bytes in ${dump.ms.toFixed(0)} ms` : dump.stderr.trim(),
  );
  if (dump.status !== 0) return;
  const restore = run('pg_restore', ['--exit-on-error', '--no-owner', '--dbname', restoredUrl, dumpFile]);
  report(
    restore.status === 0,
    'pg_restore into the second database',
    restore.status === 0 ? `${restore.ms.toFixed(0)} ms` : restore.stderr.trim(),
  );
  if (restore.status !== 0) return;

  if (process.argv.includes('--tamper')) {
    // The check's own test: a restore that lost a row must be caught.
    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    await client.query(`delete from audit_log where id = (select min(id) from audit_log)`);
    await client.end();
    console.log('--tamper: deleted the first audit_log row of the restored copy');
  }
  const [source, restored] = [await snapshot(sourceUrl), await snapshot(restoredUrl)];
  const tableNames = [...new Set([...source.counts.keys(), ...restored.counts.keys()])];
  const differing = tableNames.filter((name) => source.counts.get(name) !== restored.counts.get(name));
  const rows = [...source.counts.values()].reduce((sum, n) => sum + n, 0);
  report(
    differing.length === 0 && tableNames.length > 0,
    'row counts of every table',
    differing.length === 0
      ? `${tableNames.length} tables, ${rows} rows, all equal`
      : differing.map((name) => `${name} ${source.counts.get(name)} -> ${restored.counts.get(name)}`).join(', '),
  );
  const sequenceNames = [...new Set([...source.sequences.keys(), ...restored.sequences.keys()])];
  const movedSequences = sequenceNames.filter((name) => source.sequences.get(name) !== restored.sequences.get(name));
  report(
    movedSequences.length === 0,
    'sequence positions',
    movedSequences.length === 0 ? `${sequenceNames.length} sequences equal` : movedSequences.join(', '),
  );
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const described = (list, field) => list.map((row) => `brand ${row.key} ${row[field]}`).join('; ');
  report(
    same(source.balances, restored.balances) && source.balances.length > 0,
    'ledger balances per brand, currency and kind',
    described(restored.balances, 'balance'),
  );
  report(
    same(source.postings, restored.postings) && restored.postings.every((row) => row.total === '0'),
    'ledger postings per brand and currency (sum zero, same amount moved)',
    restored.postings.map((row) => `brand ${row.key}: ${row.n} postings, ${row.moved} moved, sum ${row.total}`).join('; '),
  );

  const { openDb } = await import('../apps/server/src/db/client.ts');
  const { checkInvariants } = await import('../apps/server/src/ledger/invariants.ts');
  const restoredDb = await openDb({ url: restoredUrl });
  try {
    const invariants = await checkInvariants(restoredDb);
    report(
      invariants.ok,
      'ledger invariants on the restored copy (checkInvariants, as GET /bo/ledger/check)',
      invariants.ok ? '' : JSON.stringify(invariants),
    );
  } finally {
    await restoredDb.close();
  }

  // The operator's own command, on the restored copy: it reads DATABASE_URL.
  const verify = run('npm', ['run', '--silent', 'audit:verify'], { ...process.env, DATABASE_URL: restoredUrl });
  const verifyOutput = `${verify.stdout}${verify.stderr}`.trim();
  report(verify.status === 0, 'npm run audit:verify on the restored copy', `\n${verifyOutput.replace(/^/gm, '        ')}`);
}

try {
  await main();
} catch (error) {
  console.error(`FAIL  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  failures = failures || -1;
} finally {
  for (const name of [sourceName, restoredName]) {
    await admin(`drop database if exists ${name} with (force)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
  }
  rmSync(workDir, { recursive: true, force: true });
}
console.log(failures === 0 ? 'backup check: OK (both scratch databases dropped)' : 'backup check: FAIL (both scratch databases dropped)');
process.exit(failures === 0 ? 0 : failures < 0 ? 2 : 1);
