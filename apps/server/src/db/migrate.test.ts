// Proves migrations apply each file once however often they run, even from concurrent starts, and the demo seed never writes twice, even from several processes starting at once.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { migrate, splitStatements } from './migrate.ts';
import { seedDemo } from '../seed/seed.ts';
import type { Db } from './client.ts';
import { openEmptyDb } from '../../test/test-app.ts';

const MIGRATION_FILES = (await readdir(fileURLToPath(new URL('./migrations/', import.meta.url))))
  .filter((name) => name.endsWith('.sql'))
  .sort();

const TABLES = [
  'merchants',
  'merchant_domains',
  'merchant_resources',
  'merchant_service_links',
  'register_field_settings',
  'help_categories',
  'help_articles',
  'announcements',
  'game_vendors',
];

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: string }>(`select count(*)::text as n from ${table}`);
    counts[table] = Number(row?.n);
  }
  return counts;
}

test('the first run applies every migration file in name order, and a second run applies nothing', async () => {
  const { db, close } = await openEmptyDb();
  try {
    assert.deepEqual(await migrate(db), MIGRATION_FILES);
    assert.deepEqual(await migrate(db), []);
    const applied = await db.query<{ name: string }>('select name from schema_migrations order by name');
    assert.deepEqual(
      applied.map((row) => row.name),
      MIGRATION_FILES,
    );
  } finally {
    await close();
  }
});

test('migrations started at the same time apply each file exactly once', async () => {
  const { db, close } = await openEmptyDb();
  try {
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    assert.deepEqual(runs.flat().sort(), MIGRATION_FILES);
    const [row] = await db.query<{ n: string }>('select count(*)::text as n from schema_migrations');
    assert.equal(Number(row?.n), MIGRATION_FILES.length);
  } finally {
    await close();
  }
});

test('seeding twice changes nothing, and never overwrites what an operator changed', async () => {
  const { db, close } = await openEmptyDb();
  try {
    await migrate(db);
    await seedDemo(db);
    const first = await rowCounts(db);
    // The Philippine demo brand and the international one where the cockfight arena runs (decision 056).
    assert.equal(first.merchants, 2);
    // The demo offers no category with nothing to play: sabong is off until it has a game (bingo has rooms, decision 057).
    const [offered] = await db.query<{ off: string[] }>(`select disabled_game_types as off from merchants where code = 'bituin'`);
    assert.deepEqual(offered?.off, ['COCKFIGHT']);
    const [lottery] = await db.query<{ games: number; stations: number }>(
      `select (select count(*)::int from lottery_games) as games, (select count(*)::int from lottery_stations) as stations`,
    );
    assert.deepEqual(lottery, { games: 11, stations: 41 }, 'the demo ships running fast draws and the Vietnamese stations');
    assert.ok(Object.values(first).filter((count) => count > 0).length >= 6, JSON.stringify(first));

    await db.query(`update merchants set name = 'Renamed by operator', system_status = 1 where code = 'bituin'`);
    await db.query(`update game_vendors set display_name = 'Operator Slots' where vendor_code = 'BTSLOT'`);
    await seedDemo(db);
    assert.deepEqual(await rowCounts(db), first);
    const [brand] = await db.query<{ name: string; system_status: number }>(
      `select name, system_status from merchants where code = 'bituin'`,
    );
    assert.deepEqual(brand, { name: 'Renamed by operator', system_status: 1 });
    const [vendor] = await db.query<{ display_name: string }>(`select display_name from game_vendors where vendor_code = 'BTSLOT'`);
    assert.equal(vendor?.display_name, 'Operator Slots');
  } finally {
    await close();
  }
});

test('demo seeds started at the same time (several processes on one server) write everything once', async () => {
  const { db, close } = await openEmptyDb();
  try {
    await migrate(db);
    await Promise.all([seedDemo(db), seedDemo(db), seedDemo(db)]);
    const once = await rowCounts(db);
    assert.equal(once.merchants, 2);
    await seedDemo(db);
    assert.deepEqual(await rowCounts(db), once);
  } finally {
    await close();
  }
});

test('statements split at semicolons that end a line, never inside a dollar-quoted body', () => {
  const sql = `create table a (x int);
-- a comment; with a semicolon;
create function f() returns trigger language plpgsql as $$
begin
  raise exception 'no';
  return null;
end;
$$;
create function g() returns int language sql as $body$ select 1; $body$;
insert into a values (1);`;
  const statements = splitStatements(sql);
  assert.equal(statements.length, 4);
  assert.match(statements[1] ?? '', /raise exception 'no';\n {2}return null;\nend;\n\$\$$/);
  assert.equal(statements[2], 'create function g() returns int language sql as $body$ select 1; $body$');
});
