import { parseArgs } from 'node:util';
import { seedDemo } from '../seed/seed.ts';
import { isMainModule, openCliDb, readyCliDb, tellServers } from './open-cli-db.ts';
import { CACHE_CHANNELS } from '../lib/cluster.ts';
import type { Db } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { SIGN_IN_PROVIDERS } from '../modules/external-sign-in/index.ts';
import type { ClientInput, SignInInput } from '../modules/external-sign-in/index.ts';
import {
  BrandAdminError,
  brandInputProblems,
  createBrand,
  getBrand,
  listBrands,
  updateBrand,
  type BrandFields,
} from '../modules/brand-desk/index.ts';

/**
 * The operator CLI for brands: `npm run brand -- <create|update|show|list> [options]`. It opens the
 * database the server uses (DATABASE_URL, else the embedded one in DATA_DIR), migrates it, and
 * exits 0 on success, 1 when the change is refused (code taken, brand missing, domain taken) or
 * fails, and 2 on bad input.
 */

const USAGE = `Usage: npm run brand -- <command> [options]

Commands:
  create --code CODE --name NAME [options]   add a brand (with the house game vendors)
  update --code CODE [options]               change a brand; lists add, flags merge
  show --code CODE                           print the brand as JSON
  list                                       one line per brand: code, status, name, domains
  seed-demo                                  write the demo brand if it is missing (as the server does at start)

Options for create and update:
  --name NAME               display name, 1-80 characters
  --logo URL                https URL or site path (/brand/x.svg)
  --domain HOST             host name the brand answers on (repeatable; on create the first is primary)
  --status 0|1|2            0 normal, 1 maintenance, 2 restricted for everyone
  --block-country CC        bar visitors from a country, ISO two letters (repeatable)
  --block-ip CIDR           bar an address or range, IPv4 or IPv6 (repeatable)
  --flag NAME=true|false    set a feature flag (repeatable)
  --legal-age N             minimum player age, 16-25 (default 18)
  --max-reward MINOR|none   largest single reward in minor units (decision 051); none removes it
  --service-email ADDRESS   add a customer-service e-mail (repeatable)
  --firebase-project ID     Firebase mode: SMS codes sent and checked by Firebase phone sign-in
  --firebase-api-key KEY    the Firebase web API key the site's SDK uses (public, not a secret)
  --firebase-auth-domain H  the Firebase auth domain (default ID.firebaseapp.com)
  --google-client-id ID     Google sign-in client (with --flag googleLogin=true)
  --google-client-secret S  its secret, sealed with APP_SECRET; "-" reads it from standard input
  --google-issuer URL       another OpenID issuer than https://accounts.google.com (discovered)
  --google-endpoints A,T,J  authorization, token and JWK set URLs instead of discovery
  --facebook-client-id ID   Facebook sign-in app id (with --flag facebookLogin=true)
  --facebook-client-secret S, --facebook-issuer URL, --facebook-endpoints A,T,J  as for Google;
                            Facebook's endpoints are built in (decision 013)
Only for update:
  --unblock-country CC      lift a country block (repeatable)
  --unblock-ip CIDR         lift an address or range block (repeatable)
  --firebase-off            leave Firebase mode (the brand sends its own SMS codes again)
  --google-public           drop the stored Google client secret (public client, PKCE only)
  --google-remove           remove the Google client (turn googleLogin off first or with it)
  --facebook-public, --facebook-remove  as for Google

Code: lower-case letters, digits and hyphens, 2-32 characters, starting with a letter or digit.
Running servers see a change at once where REDIS_URL is set (they are told through Redis),
otherwise within BRAND_CACHE_MS (5 s by default).`;

const OPTIONS = {
  code: { type: 'string' },
  name: { type: 'string' },
  logo: { type: 'string' },
  domain: { type: 'string', multiple: true },
  status: { type: 'string' },
  'block-country': { type: 'string', multiple: true },
  'block-ip': { type: 'string', multiple: true },
  'unblock-country': { type: 'string', multiple: true },
  'unblock-ip': { type: 'string', multiple: true },
  flag: { type: 'string', multiple: true },
  'legal-age': { type: 'string' },
  'max-reward': { type: 'string' },
  'service-email': { type: 'string', multiple: true },
  'firebase-project': { type: 'string' },
  'firebase-api-key': { type: 'string' },
  'firebase-auth-domain': { type: 'string' },
  'firebase-off': { type: 'boolean' },
  'google-client-id': { type: 'string' },
  'google-client-secret': { type: 'string' },
  'google-issuer': { type: 'string' },
  'google-endpoints': { type: 'string' },
  'google-public': { type: 'boolean' },
  'google-remove': { type: 'boolean' },
  'facebook-client-id': { type: 'string' },
  'facebook-client-secret': { type: 'string' },
  'facebook-issuer': { type: 'string' },
  'facebook-endpoints': { type: 'string' },
  'facebook-public': { type: 'boolean' },
  'facebook-remove': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// Options shared by create and update, and those only update takes (they undo something stored).
const SIGN_IN_OPTIONS = [
  'firebase-project',
  'firebase-api-key',
  'firebase-auth-domain',
  ...SIGN_IN_PROVIDERS.flatMap((provider) => [
    `${provider}-client-id`,
    `${provider}-client-secret`,
    `${provider}-issuer`,
    `${provider}-endpoints`,
  ]),
];
const SIGN_IN_UNDO_OPTIONS = ['firebase-off', ...SIGN_IN_PROVIDERS.flatMap((provider) => [`${provider}-public`, `${provider}-remove`])];

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** Input the operator got wrong; the message says what and the process exits 2. */
class UsageError extends Error {}

/**
 * Runs one command line (the arguments after `npm run brand --`). With `given`, it works on that open
 * database and leaves it open (the journeys' set-up, apps/server/test/e2e-setup.ts); else it opens
 * the server's and closes it.
 */
export async function runBrandCommand(argv: string[], given?: Db): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (!command) throw new UsageError('no command given');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (!['create', 'update', 'show', 'list', 'seed-demo'].includes(command)) throw new UsageError(`unknown command "${command}"`);
  allowOnly(command, values);
  // Check the options before touching the database, so a typo costs nothing.
  await readSecretsFromStdin(values);
  const fields = toFields(values);
  if (command !== 'list' && command !== 'seed-demo' && !values.code) throw new UsageError(`${command} needs --code`);
  if (command === 'create' && values.name === undefined) throw new UsageError('create needs --name');
  const changes = { ...fields, unblockCountries: values['unblock-country'], unblockIpRanges: values['unblock-ip'] };
  const problems = brandInputProblems({ ...changes, code: values.code });
  if (problems.length > 0) throw new UsageError(problems.join('; '));

  const db = given ?? (await openCliDb((message) => new BrandAdminError('conflict', message)));
  try {
    await readyCliDb(db, given !== undefined);
    const code = values.code ?? '';
    switch (command) {
      case 'create':
        printJson(await createBrand(db, { ...fields, code, name: values.name ?? '' }, { appSecret }));
        console.error(`Created brand "${code}".`);
        await tellServers(CACHE_CHANNELS.brands);
        break;
      case 'update':
        printJson(await updateBrand(db, code, changes, { appSecret }));
        console.error(
          (await tellServers(CACHE_CHANNELS.brands))
            ? `Updated brand "${code}"; running servers were told to read it again.`
            : `Updated brand "${code}"; a running server shows it within BRAND_CACHE_MS.`,
        );
        break;
      case 'show': {
        const brand = await getBrand(db, code);
        if (!brand) throw new BrandAdminError('not_found', `no brand "${code}"`);
        printJson(brand);
        break;
      }
      case 'seed-demo':
        await seedDemo(db);
        console.error('The demo brand is in place.');
        await tellServers(CACHE_CHANNELS.brands);
        break;
      case 'list':
        for (const brand of await listBrands(db))
          console.log([brand.code, brand.systemStatus, brand.name, brand.domains.join(',')].join('\t'));
        break;
    }
  } finally {
    if (!given) await db.close();
  }
  return 0;
}

/** Seals client secrets with the server's app secret; asked only when a secret is given. */
const appSecret = () => resolveAppSecret(readEnv());

/** Refuses options that mean nothing for the command, rather than silently ignoring them. */
function allowOnly(command: string, values: Values) {
  const allowed: Record<string, string[]> = {
    create: [
      'code',
      'name',
      'logo',
      'domain',
      'status',
      'block-country',
      'block-ip',
      'flag',
      'legal-age',
      'max-reward',
      'service-email',
      ...SIGN_IN_OPTIONS,
    ],
    update: [
      'code',
      'name',
      'logo',
      'domain',
      'status',
      'block-country',
      'block-ip',
      'unblock-country',
      'unblock-ip',
      'flag',
      'legal-age',
      'max-reward',
      'service-email',
      ...SIGN_IN_OPTIONS,
      ...SIGN_IN_UNDO_OPTIONS,
    ],
    show: ['code'],
    list: [],
    'seed-demo': [],
  };
  const given = Object.keys(values).filter((key) => values[key as keyof Values] !== undefined && key !== 'help');
  const stray = given.filter((key) => !allowed[command]?.includes(key));
  if (stray.length > 0) throw new UsageError(`${command} does not take --${stray.join(', --')}`);
}

/** Turns the option strings into typed fields; brand-admin checks their values. */
function toFields(values: Values): BrandFields {
  return {
    name: values.name,
    logoUrl: values.logo,
    systemStatus: values.status === undefined ? undefined : wholeNumber('--status', values.status),
    legalAge: values['legal-age'] === undefined ? undefined : wholeNumber('--legal-age', values['legal-age']),
    maxRewardMinor: values['max-reward'] === 'none' ? null : values['max-reward'],
    flags: values.flag === undefined ? undefined : Object.fromEntries(values.flag.map(parseFlag)),
    domains: values.domain,
    serviceEmails: values['service-email'],
    blockCountries: values['block-country'],
    blockIpRanges: values['block-ip'],
    signIn: signInOf(values),
  };
}

/** Firebase mode and the provider clients from their options; undefined when none is given. */
function signInOf(values: Values): SignInInput | undefined {
  const input: SignInInput = {};
  if (values['firebase-off'] && values['firebase-project']) throw new UsageError('give --firebase-project or --firebase-off, not both');
  if (values['firebase-off']) input.firebase = null;
  else if (values['firebase-project']) {
    input.firebase = {
      projectId: values['firebase-project'],
      apiKey: values['firebase-api-key'],
      authDomain: values['firebase-auth-domain'],
    };
  } else if (values['firebase-api-key'] || values['firebase-auth-domain']) {
    throw new UsageError('--firebase-api-key and --firebase-auth-domain go with --firebase-project');
  }
  for (const provider of SIGN_IN_PROVIDERS) {
    const option = (name: string) => values[`${provider}-${name}` as keyof Values] as string | boolean | undefined;
    const clientId = option('client-id') as string | undefined;
    const rest = ['client-secret', 'issuer', 'endpoints', 'public'].filter((name) => option(name) !== undefined);
    if (option('remove')) {
      if (clientId || rest.length > 0) throw new UsageError(`--${provider}-remove takes no other --${provider}- option`);
      (input.clients ??= {})[provider] = null;
      continue;
    }
    if (!clientId) {
      if (rest.length > 0) throw new UsageError(`--${provider}-${rest[0]} needs --${provider}-client-id`);
      continue;
    }
    if (option('public') && option('client-secret') !== undefined)
      throw new UsageError(`give --${provider}-client-secret or --${provider}-public, not both`);
    const client: ClientInput = { clientId, issuer: option('issuer') as string | undefined };
    if (option('public')) client.clientSecret = null;
    else if (option('client-secret') !== undefined) client.clientSecret = option('client-secret') as string;
    const endpoints = option('endpoints') as string | undefined;
    if (endpoints !== undefined) {
      const urls = endpoints.split(',').map((url) => url.trim());
      if (urls.length !== 3) throw new UsageError(`--${provider}-endpoints needs three URLs: authorization,token,jwks`);
      if (!client.issuer) throw new UsageError(`--${provider}-endpoints goes with --${provider}-issuer`);
      client.endpoints = urls as [string, string, string];
    }
    (input.clients ??= {})[provider] = client;
  }
  return Object.keys(input).length > 0 ? input : undefined;
}

/** "-" as a secret means: read it from standard input (so it stays out of the shell history). */
async function readSecretsFromStdin(values: Values): Promise<void> {
  for (const provider of SIGN_IN_PROVIDERS) {
    const key = `${provider}-client-secret` as const;
    if (values[key] !== '-') continue;
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    values[key] = text.split(/\r?\n/)[0]?.trim() ?? '';
  }
}

function wholeNumber(option: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${option} "${text}" must be a whole number`);
  return Number(text);
}

function parseFlag(text: string): [string, boolean] {
  const match = /^([A-Za-z0-9]+)=(true|false)$/.exec(text);
  if (!match) throw new UsageError(`--flag "${text}" must look like NAME=true or NAME=false`);
  return [match[1] as string, match[2] === 'true'];
}

function printJson(value: unknown) {
  console.log(JSON.stringify(value, null, 2));
}

if (isMainModule(import.meta.url)) {
  try {
    process.exitCode = await runBrandCommand(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError || (error instanceof BrandAdminError && error.kind === 'invalid')) {
      console.error(`brand: ${error.message}`);
      if (error instanceof UsageError) console.error('Run with --help for the commands and options.');
      process.exitCode = 2;
    } else if (error instanceof BrandAdminError) {
      console.error(`brand: ${error.message}`);
      process.exitCode = 1;
    } else {
      console.error('brand: failed:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
