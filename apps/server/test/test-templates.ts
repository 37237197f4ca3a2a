/**
 * The test apps' starting databases, made once per test run by scripts/run-tests.mjs, so no test
 * process pays initdb, migrations and seed (each copies a template instead):
 *
 *   test-templates.ts pglite <file>               the embedded template tarball (TEST_PGLITE_TEMPLATE)
 *   test-templates.ts server <url> <name>         a template database on a PostgreSQL server (TEST_PG_TEMPLATE)
 *   test-templates.ts drop-server <url> <name>    drops it again
 */
import { writeFile } from 'node:fs/promises';
import { buildEmbeddedTemplate, buildServerTemplate } from './test-app.ts';
import { dropServerDatabase } from './scratch-database.ts';

const [command, first, second] = process.argv.slice(2);
if (command === 'pglite' && first) {
  await writeFile(first, Buffer.from(await (await buildEmbeddedTemplate()).arrayBuffer()));
} else if (command === 'server' && first && second) {
  await buildServerTemplate(first, second);
} else if (command === 'drop-server' && first && second) {
  await dropServerDatabase(first, second);
} else {
  throw new Error('usage: test-templates.ts pglite <file> | server <url> <name> | drop-server <url> <name>');
}
