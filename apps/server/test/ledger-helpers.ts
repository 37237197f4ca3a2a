import assert from 'node:assert/strict';
import type { Queryable } from '../src/db/client.ts';
import { AppError } from '../src/http/errors.ts';
import type { ErrorCode } from '@pkg/contracts/error-codes';
import type { Actor } from '../src/ledger/ledger.types.ts';
import type { TestApp } from './test-app.ts';

/** The demo brand's id. */
export async function demoBrandId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  assert.ok(row, 'the demo brand is seeded');
  return row.id;
}

let serial = 0;

/** A new, empty brand (for tests that check one brand's books in isolation). */
export async function createBrand(db: Queryable): Promise<string> {
  serial += 1;
  const [row] = await db.query<{ id: string }>(
    `insert into merchants (code, name, logo_url, theme) values ($1, $1, '/logo.png', '{}') returning id::text as id`,
    [`ledger-${process.pid}-${serial}`],
  );
  return (row as { id: string }).id;
}

/** Creates player accounts (accounts rows) in a brand and returns their ids. */
export async function createPlayers(db: Queryable, brandId: string, count: number, prefix = 'ledger'): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    serial += 1;
    const [row] = await db.query<{ id: string }>(
      `insert into accounts (merchant_id, username, account_type) values ($1, $2, 0) returning id::text as id`,
      [brandId, `${prefix}${process.pid}x${serial}`],
    );
    ids.push((row as { id: string }).id);
  }
  return ids;
}

/** The actor fields of a test call at the test clock's time. */
export function testActor(t: TestApp, actor = 'test'): Actor {
  return { actor, ip: '49.144.0.1', at: t.clock.now() };
}

/** Row counts and sums of every money table: equal before and after a refused call means nothing changed. */
export async function ledgerSnapshot(db: Queryable): Promise<string> {
  const [row] = await db.query<Record<string, string>>(
    `select (select count(*) from ledger_transfers)::text as transfers, (select count(*) from ledger_postings)::text as postings,
       (select count(*) from ledger_audit)::text as audit, (select count(*) from ledger_holds)::text as holds,
       (select count(*) from ledger_accounts)::text as accounts,
       (select string_agg(id || ':' || balance || ':' || held, ',' order by id) from ledger_accounts) as balances,
       (select string_agg(id || ':' || status, ',' order by id) from ledger_holds) as hold_states`,
  );
  return JSON.stringify(row);
}

/** Asserts that a promise fails with an AppError of the given code. */
export async function refusedWith(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, `expected AppError ${code}, got ${String(error)}`);
    assert.equal(error.code, code, error.message);
    return error;
  }
  assert.fail(`expected ${code}, but the call succeeded`);
}
