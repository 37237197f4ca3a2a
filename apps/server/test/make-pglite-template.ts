/**
 * Writes the test apps' embedded database template (migrated, demo seeded) to the file named by
 * the first argument, once per test run: scripts/run-tests.mjs calls it and hands the file to
 * every test process in TEST_PGLITE_TEMPLATE, so no process pays initdb, migrations and seed.
 */
import { writeFile } from 'node:fs/promises';
import { buildEmbeddedTemplate } from './test-app.ts';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: make-pglite-template.ts <file>');
await writeFile(target, Buffer.from(await (await buildEmbeddedTemplate()).arrayBuffer()));
