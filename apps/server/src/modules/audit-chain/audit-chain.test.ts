// Proves the hash-chained audit logs (decision 042): every insert into audit_log and staff_audit
// links to its chain's last row; a clean database verifies; a row changed with a SQL UPDATE is
// reported at that row, a removed row at the row after it (or at the chain's end); 20 racing
// inserts keep one unbroken chain per brand; migration 038 chains the rows written before it; the
// back office's "Verify chain" needs audit.verify and only walks the brands in the staff scope.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import type { AuditChainReport } from '@pkg/contracts/audit-chain';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { Queryable } from '../../db/client.ts';
import { splitStatements } from '../../db/migrate.ts';
import { recordAudit } from '../audit/audit.ts';
import { insertStaffAudit } from '../staff/staff.queries.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, openEmptyDb, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { verifyAuditChains } from './verify-chain.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t.close());

const at = new Date('2026-11-22T04:00:00.123456Z');

function playerEntry(brandId: string | null, action: string) {
  return {
    brandId,
    accountId: null,
    actor: 'système', // non-ASCII on purpose: the canonical form counts UTF-8 bytes
    action,
    ip: '49.144.0.1',
    before: { limit: '100', nested: { b: 1, a: [1, 2] } },
    after: { limit: '50' },
    at,
  };
}

function staffEntry(brandId: string | null, action: string) {
  return { staffId: null, staffUsername: 'chain-test', action, brandId, target: 'x', ip: null, detail: { n: 1 }, at };
}

/** Writes a few rows into both logs, in two brands and the platform-wide chain. */
async function writeSome(db: Queryable, otherBrand: string): Promise<void> {
  for (const merchant of [brandId, otherBrand, null]) {
    await recordAudit(db, playerEntry(merchant, 'chain.test'));
    await insertStaffAudit(db, staffEntry(merchant, 'chain.test'));
  }
}

async function rowCount(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}

test('a clean database verifies: every row of both logs, in one chain per brand', async () => {
  await writeSome(t.db, await createBrand(t.db));
  const report = await verifyAuditChains(t.db, null);
  assert.equal(report.ok, true, JSON.stringify(report));
  const [players, staff] = report.logs;
  assert.equal(players?.rows, await rowCount(t.db, 'audit_log'));
  assert.equal(staff?.rows, await rowCount(t.db, 'staff_audit'));
  assert.ok((players?.chains ?? 0) >= 3 && (staff?.chains ?? 0) >= 3);
  // The first row of a chain starts from 64 zeros; each later one names the row before it.
  const chain = await t.db.query<{ prev_hash: string; row_hash: string; chain_seq: string }>(
    `select prev_hash, row_hash, chain_seq::text from audit_log where chain_brand = $1 order by chain_seq`,
    [brandId],
  );
  assert.equal(chain[0]?.prev_hash, '0'.repeat(64));
  for (let index = 1; index < chain.length; index += 1) assert.equal(chain[index]?.prev_hash, chain[index - 1]?.row_hash);
});

test('20 inserts racing into the same chains keep each chain whole', async () => {
  const before = await verifyAuditChains(t.db, null);
  const other = await createBrand(t.db);
  await Promise.all(
    Array.from({ length: 20 }, (_, index) => {
      const merchant = index % 2 === 0 ? brandId : other;
      // PGlite has one connection and no concurrent transactions: there every call is a lone insert.
      if (index % 4 < 2 || t.db.kind === 'pglite') return recordAudit(t.db, playerEntry(merchant, `race.${index}`));
      // On PostgreSQL half run in transactions that write to both logs, holding the chain heads until commit.
      return t.db.transaction(async (tx) => {
        await insertStaffAudit(tx, staffEntry(merchant, `race.${index}`));
        await recordAudit(tx, playerEntry(merchant, `race.${index}`));
      });
    }),
  );
  const report = await verifyAuditChains(t.db, null);
  assert.equal(report.ok, true, JSON.stringify(report));
  assert.equal(report.logs[0]?.rows, (before.logs[0]?.rows ?? 0) + 20);
  assert.equal(report.logs[1]?.rows, (before.logs[1]?.rows ?? 0) + (t.db.kind === 'pglite' ? 0 : 10));
  const seqs = await t.db.query<{ n: number; top: number }>(
    `select count(*)::int as n, max(chain_seq)::int as top from audit_log where chain_brand = $1`,
    [other],
  );
  assert.deepEqual(seqs[0], { n: 10, top: 10 }, 'sequence numbers without gaps or repeats');
});

test('the back office verifies with audit.verify, within the staff scope, and notes the run in the staff trail', async () => {
  const support = await staffSignedIn(t, 'support');
  assert.equal((await asStaff(t, support, 'POST', BO_API.auditVerify)).statusCode, 403);

  const auditor = await staffSignedIn(t, 'auditor');
  const response = await asStaff(t, auditor, 'POST', BO_API.auditVerify);
  assert.equal(response.statusCode, 200, response.body);
  const report = response.json().value as AuditChainReport;
  assert.equal(report.ok, true);
  assert.equal(report.logs[0]?.rows, await rowCount(t.db, 'audit_log'));
  const [noted] = await t.db.query<{ detail: { ok: boolean } }>(
    `select detail from staff_audit where action = 'audit.verify' and staff_username = $1`,
    [auditor.username],
  );
  assert.equal(noted?.detail.ok, true);

  const scoped = await staffSignedIn(t, 'auditor', ['bituin']);
  const mine = (await asStaff(t, scoped, 'POST', BO_API.auditVerify)).json().value as AuditChainReport;
  assert.equal(mine.ok, true);
  assert.equal(mine.logs[0]?.chains, 1);
  const [own] = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where merchant_id = $1`, [brandId]);
  assert.equal(mine.logs[0]?.rows, own?.n);
});

/** A test app of its own, for a test that breaks its chains. */
async function withOwnApp(fn: (own: TestApp) => Promise<void>): Promise<void> {
  const own = await createTestApp();
  try {
    await writeSome(own.db, await createBrand(own.db));
    assert.equal((await verifyAuditChains(own.db, null)).ok, true);
    await fn(own);
  } finally {
    await own.close();
  }
}

async function rowOf(db: Queryable, table: string, action: string, brandId: string) {
  const [row] = await db.query<{ id: string; seq: string }>(
    `select id::text as id, chain_seq::text as seq from ${table} where action = $1 and merchant_id = $2 order by id limit 1`,
    [action, brandId],
  );
  assert.ok(row);
  return row;
}

test('a row changed with a SQL UPDATE is reported at that row, in either log', async () => {
  await withOwnApp(async (own) => {
    const row = await rowOf(own.db, 'audit_log', 'chain.test', brandId);
    await own.db.query(`update audit_log set after = '{"limit": "5000"}' where id = $1`, [row.id]);
    const report = await verifyAuditChains(own.db, null);
    assert.equal(report.ok, false);
    assert.deepEqual(report.logs[0]?.broken, { reason: 'altered', brand: 'bituin', seq: row.seq, rowId: row.id });
    assert.equal(report.logs[1]?.ok, true);

    // The staff trail refuses updates; someone who switches the guard off is still caught.
    const staffRow = await rowOf(own.db, 'staff_audit', 'chain.test', brandId);
    await own.db.exec(`alter table staff_audit disable trigger staff_audit_no_change`);
    await own.db.query(`update staff_audit set ip = '10.0.0.9' where id = $1`, [staffRow.id]);
    const again = await verifyAuditChains(own.db, null);
    assert.deepEqual(again.logs[1]?.broken, { reason: 'altered', brand: 'bituin', seq: staffRow.seq, rowId: staffRow.id });
  });
});

test('a removed row is reported at the row after it; rows removed at the end of a chain at the end', async () => {
  await withOwnApp(async (own) => {
    for (const action of ['a', 'b', 'c']) await recordAudit(own.db, playerEntry(brandId, `chain.${action}`));
    const chain = await own.db.query<{ id: string; seq: string }>(
      `select id::text as id, chain_seq::text as seq from audit_log where chain_brand = $1 order by chain_seq`,
      [brandId],
    );
    assert.ok(chain.length >= 3);
    const middle = chain[1] as { id: string };
    const next = chain[2] as { id: string; seq: string };
    await own.db.query(`delete from audit_log where id = $1`, [middle.id]);
    const report = await verifyAuditChains(own.db, null);
    assert.deepEqual(report.logs[0]?.broken, { reason: 'link', brand: 'bituin', seq: next.seq, rowId: next.id });
  });
  await withOwnApp(async (own) => {
    const [last] = await own.db.query<{ id: string }>(
      `select id::text as id from audit_log where chain_brand = $1 order by chain_seq desc limit 1`,
      [brandId],
    );
    await own.db.query(`delete from audit_log where id = $1`, [last?.id]);
    const report = await verifyAuditChains(own.db, null);
    assert.equal(report.logs[0]?.broken?.reason, 'tail');
    assert.equal(report.logs[0]?.broken?.brand, 'bituin');
    // Emptying a chain altogether is caught by its head record too.
    await own.db.query(`delete from audit_log where merchant_id is null`);
    await own.db.query(`delete from audit_log where chain_brand = $1`, [brandId]);
    const emptied = await verifyAuditChains(own.db, null);
    assert.equal(emptied.logs[0]?.broken?.reason, 'tail');
  });
});

test('migration 038 chains the rows written before it', async () => {
  const { db, close } = await openEmptyDb();
  try {
    const dir = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
    const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
    const run = async (name: string) => {
      const sql = await readFile(dir + name, 'utf8');
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement);
      });
    };
    for (const name of files.filter((file) => file < '038')) await run(name);
    const [brand] = await db.query<{ id: string }>(
      `insert into merchants (code, name, logo_url, theme) values ('oldbrand', 'Old', '/logo.png', '{}') returning id::text as id`,
    );
    for (const merchant of [brand?.id ?? null, null, brand?.id ?? null]) {
      await db.query(`insert into audit_log (merchant_id, actor, action, after, at) values ($1, 'self', 'login', '{"a": 1}', $2)`, [
        merchant,
        at.toISOString(),
      ]);
      await db.query(`insert into staff_audit (staff_username, action, merchant_id, at) values ('old', 'login', $1, $2)`, [
        merchant,
        at.toISOString(),
      ]);
    }
    await run(files.find((file) => file.startsWith('038')) as string);
    const report = await verifyAuditChains(db, null);
    assert.equal(report.ok, true, JSON.stringify(report));
    assert.deepEqual(
      report.logs.map((log) => [log.rows, log.chains]),
      [
        [3, 2],
        [3, 2],
      ],
    );
    // Rows written after the migration continue the backfilled chains.
    await db.query(`insert into audit_log (merchant_id, actor, action, at) values ($1, 'self', 'logout', $2)`, [
      brand?.id,
      at.toISOString(),
    ]);
    const later = await verifyAuditChains(db, null);
    assert.equal(later.ok, true);
    assert.equal(later.logs[0]?.rows, 4);
  } finally {
    await close();
  }
});
