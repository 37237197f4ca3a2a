import { parseArgs } from 'node:util';
import { readEnv } from '../env.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { systemClock } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/password.ts';
import { createSealer } from '../lib/sealed-box.ts';
import { createStaff, StaffAdminError, STAFF_TOTP_PURPOSE } from '../modules/staff/index.ts';
import { openCliDb, readyCliDb } from './open-cli-db.ts';

/**
 * The operator CLI for back-office staff: `npm run staff -- create --username NAME --password P
 * --role owner|finance|support|auditor [--name "Display Name"] [--brand CODE ...]`. Prints the
 * authenticator address to scan. Exits 0 on success, 1 when refused, 2 on bad input.
 */
const USAGE = `Usage: npm run staff -- create --username NAME --password PASSWORD --role ROLE [options]

Roles: owner (everything), finance (deposits, withdrawals, adjustments), support (accounts, read only),
auditor (ledger and staff audit, read only).

Options:
  --name TEXT          display name (default: the username)
  --brand CODE         limit the staff member to a brand (repeatable; default: every brand)
  --totp-secret B32    use this authenticator secret (base32) instead of a new one`;

const OPTIONS = {
  username: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string', default: '' },
  brand: { type: 'string', multiple: true },
  'totp-secret': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new StaffAdminError('invalid', 'the only command is "create"');
  if (!values.username || !values.password || !values.role)
    throw new StaffAdminError('invalid', 'create needs --username, --password and --role');
  const db = await openCliDb((message) => new StaffAdminError('conflict', message));
  try {
    await readyCliDb(db, false);
    const created = await createStaff(
      db,
      systemClock,
      await createPasswordHasher(1),
      createSealer(resolveAppSecret(readEnv()), STAFF_TOTP_PURPOSE),
      {
        username: values.username,
        displayName: values.name,
        role: values.role,
        password: values.password,
        brandCodes: values.brand ?? [],
        totpSecret: values['totp-secret'],
      },
    );
    console.error(`Created staff "${values.username}" (id ${created.id}). Add this to their authenticator app, once:`);
    console.log(created.otpauthUri);
  } finally {
    await db.close();
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const invalid =
    (error instanceof StaffAdminError && error.kind === 'invalid') || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`staff: ${error instanceof Error ? error.message : String(error)}`);
  if (invalid) console.error(USAGE);
  process.exitCode = invalid ? 2 : 1;
}
