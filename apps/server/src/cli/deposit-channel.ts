import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock.ts';
import { ChannelAdminError, listDepositChannels, setDepositChannel, type ChannelChange } from '../modules/deposits/index.ts';
import type { DepositChannel } from '../modules/deposits/index.ts';
import { openCliDb, readyCliDb } from './open-cli-db.ts';

/**
 * The operator CLI for deposit channels (decision 016): `npm run deposit-channel -- <list|set>`.
 * Exits 0 on success, 1 when refused (no such brand) or failed, 2 on bad input.
 */

const USAGE = `Usage: npm run deposit-channel -- <command> [options]

Commands:
  list --brand CODE                    the brand's channels, enabled or not, in order
  set --brand CODE --code CODE [...]   create a channel, or change the options given

Options for set (a new channel needs --kind, --name, --min, --max, --expiry-minutes, and for a
manual channel --provider, --account-name, --account-number; for a gateway channel --gateway):
  --kind manual|gateway       manual: the player pays into an account and staff approve; gateway: a payment gateway
  --name TEXT                 display name, 1-60 characters
  --min AMOUNT, --max AMOUNT  limits in the brand's currency, e.g. 100 or 100.50
  --expiry-minutes N          minutes an order stays open to be paid or submitted (1-10080)
  --sort N                    position in the list (lower first)
  --enabled true|false        offer the channel or not
  --provider TEXT             bank or e-wallet name (manual)
  --account-name TEXT         name on the account to pay into (manual)
  --account-number TEXT       number of the account to pay into (manual)
  --qr-url URL                QR image to pay into the account: https URL or site path; "" removes it
  --instructions LANG=TEXT    how to pay, per language TY, EN, ZH, TH or VI (repeatable; LANG= removes)
  --gateway sandbox           the gateway adapter (gateway)`;

class UsageError extends Error {}

const OPTIONS = {
  brand: { type: 'string' },
  code: { type: 'string' },
  kind: { type: 'string' },
  name: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  'expiry-minutes': { type: 'string' },
  sort: { type: 'string' },
  enabled: { type: 'string' },
  provider: { type: 'string' },
  'account-name': { type: 'string' },
  'account-number': { type: 'string' },
  'qr-url': { type: 'string' },
  instructions: { type: 'string', multiple: true },
  gateway: { type: 'string' },
  help: { type: 'boolean' },
} as const;

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d{1,7}$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

function toChange(values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']): ChannelChange {
  const { kind, enabled } = values;
  if (kind !== undefined && kind !== 'manual' && kind !== 'gateway') throw new UsageError('--kind is manual or gateway');
  if (enabled !== undefined && enabled !== 'true' && enabled !== 'false') throw new UsageError('--enabled is true or false');
  const instructions: Record<string, string> = {};
  for (const entry of values.instructions ?? []) {
    const at = entry.indexOf('=');
    if (at < 1) throw new UsageError('--instructions takes LANG=TEXT');
    instructions[entry.slice(0, at).toUpperCase()] = entry.slice(at + 1);
  }
  const change: ChannelChange = {
    kind,
    displayName: values.name,
    min: values.min,
    max: values.max,
    expiryMinutes: whole(values['expiry-minutes'], 'expiry-minutes'),
    sortOrder: whole(values.sort, 'sort'),
    enabled: enabled === undefined ? undefined : enabled === 'true',
    provider: values.provider,
    accountName: values['account-name'],
    accountNumber: values['account-number'],
    qrImageUrl: values['qr-url'],
    instructions: values.instructions ? instructions : undefined,
    gateway: values.gateway,
  };
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as ChannelChange;
}

function line(channel: DepositChannel): string {
  const where = channel.payTo ? `${channel.payTo.provider} ${channel.payTo.accountNumber}` : `gateway ${channel.gateway}`;
  const limits = `${channel.minAmountMinor}-${channel.maxAmountMinor} minor ${channel.currency}`;
  return [
    channel.code,
    channel.enabled ? 'on' : 'off',
    channel.kind,
    channel.displayName,
    limits,
    `${channel.expiryMinutes} min`,
    where,
  ].join('\t');
}

async function run(argv: string[]): Promise<number> {
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
  if (command !== 'list' && command !== 'set') throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (!values.brand) throw new UsageError(`${command} needs --brand`);
  const change = toChange(values);
  if (command === 'list' && (values.code !== undefined || Object.keys(change).length > 0)) throw new UsageError('list takes only --brand');
  if (command === 'set' && !values.code) throw new UsageError('set needs --code');

  const db = await openCliDb((message) => new ChannelAdminError('in_use', message));
  try {
    await readyCliDb(db, false);
    if (command === 'list') {
      for (const channel of await listDepositChannels(db, values.brand)) console.log(line(channel));
    } else {
      const channel = await setDepositChannel(db, systemClock, values.brand, values.code ?? '', change);
      console.log(
        JSON.stringify(
          { ...channel, minAmountMinor: String(channel.minAmountMinor), maxAmountMinor: String(channel.maxAmountMinor) },
          null,
          2,
        ),
      );
      console.error(`Saved channel "${channel.code}" of brand "${values.brand}".`);
    }
  } finally {
    await db.close();
  }
  return 0;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ChannelAdminError) {
    console.error(error.message);
    process.exitCode = error.kind === 'invalid' ? 2 : 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
