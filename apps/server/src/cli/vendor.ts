import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate.ts';
import { readEnv } from '../env.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { rotateVendorSecret, VendorSecretError } from '../modules/vendor-wallet/vendor-secrets.ts';
import { openCliDb } from './open-cli-db.ts';

/**
 * The operator CLI for vendors' seamless wallet access (decision 023): `npm run vendor -- secret`.
 * Prints the new secret on standard output. Exits 0 on success, 1 when refused or failed, 2 on bad input.
 */

const USAGE = `Usage: npm run vendor -- <command> [options]

Commands:
  secret --brand CODE --code VENDOR   generate, seal and store a new wallet secret for the brand's vendor
                                      and print it (the old one stops working; the house vendor BTSLOT
                                      needs none: its secret is derived from APP_SECRET)`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { brand: { type: 'string' }, code: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command] = positionals;
  if (command !== 'secret') throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  if (!values.brand || !values.code) throw new UsageError('secret needs --brand and --code');
  const appSecret = resolveAppSecret(readEnv());
  const db = await openCliDb((message) => new VendorSecretError(message));
  try {
    await migrate(db);
    const secret = await rotateVendorSecret(db, appSecret, values.brand, values.code);
    console.log(secret);
    console.error(
      `New wallet secret stored for vendor "${values.code}" of brand "${values.brand}". Hand it to the vendor; it is not shown again.`,
    );
  } finally {
    await db.close();
  }
  return 0;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof VendorSecretError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
