import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/password.ts';
import { AccountAdminError, createAccountAsOperator } from '../modules/accounts/index.ts';
import type { Db } from '../db/client.ts';
import { isMainModule, openCliDb, readyCliDb } from './open-cli-db.ts';

/**
 * The operator CLI for accounts: `npm run account -- create --brand CODE --username NAME --password P
 * [--type 0|1|2|41|42] [--affiliate-code CODE] [--email ADDRESS] [--must-change] [--agent-site-only]`.
 * Until the back office has screens, this is how agents and accounts with a temporary password are opened.
 * Exits 0 on success, 1 when refused, 2 on bad input.
 */
const USAGE = `Usage: npm run account -- create --brand CODE --username NAME --password PASSWORD [options]

Options:
  --type N              0 member (default), or agent type 1, 2, 41, 42
  --affiliate-code C    the agent's invitation code (4-16 letters or digits)
  --email ADDRESS       the account's e-mail (password-reset links and e-mailed codes go there)
  --must-change         the password is temporary: force a change at the first login
  --agent-site-only     the account may not enter the member site`;

const OPTIONS = {
  brand: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  type: { type: 'string', default: '0' },
  'affiliate-code': { type: 'string' },
  email: { type: 'string' },
  'must-change': { type: 'boolean', default: false },
  'agent-site-only': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Runs one command line (the arguments after `npm run account --`). With `given`, it works on that
 * open database and leaves it open (the journeys' set-up, apps/server/test/e2e-setup.ts); else it
 * opens the server's and closes it.
 */
export async function runAccountCommand(argv: string[], given?: Db): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new AccountAdminError('invalid', 'the only command is "create"');
  if (!values.brand || !values.username || !values.password)
    throw new AccountAdminError('invalid', 'create needs --brand, --username and --password');
  if (!/^\d+$/.test(values.type)) throw new AccountAdminError('invalid', '--type must be a number');
  const db = given ?? (await openCliDb((message) => new AccountAdminError('conflict', message)));
  try {
    await readyCliDb(db, given !== undefined);
    const id = await createAccountAsOperator(
      db,
      systemClock,
      await createPasswordHasher(1),
      {
        brandCode: values.brand,
        username: values.username,
        password: values.password,
        accountType: Number(values.type),
        affiliateCode: values['affiliate-code'],
        email: values.email,
        mustChangePassword: values['must-change'],
        agentSiteOnly: values['agent-site-only'],
      },
      'operator-cli',
    );
    console.error(`Created account "${values.username}" (id ${id}) in ${values.brand}.`);
  } finally {
    if (!given) await db.close();
  }
  return 0;
}

if (isMainModule(import.meta.url)) {
  try {
    process.exitCode = await runAccountCommand(process.argv.slice(2));
  } catch (error) {
    const invalid =
      (error instanceof AccountAdminError && error.kind === 'invalid') || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`account: ${error instanceof Error ? error.message : String(error)}`);
    if (invalid) console.error(USAGE);
    process.exitCode = invalid ? 2 : 1;
  }
}
