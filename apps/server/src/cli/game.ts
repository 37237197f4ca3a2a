import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock.ts';
import { GameAdminError, listGames, saveGame, switchGameTypes, updateVendor, type GameChange } from '../modules/games/index.ts';
import type { Db } from '../db/client.ts';
import { isMainModule, openCliDb, readyCliDb, tellServers } from './open-cli-db.ts';
import { CACHE_CHANNELS } from '../lib/cluster.ts';

/**
 * The operator CLI for a brand's games (decision 022): `npm run game -- <list|add|update|types>`.
 * Exits 0 on success, 1 when refused (no such brand, vendor or game) or failed, 2 on bad input.
 */

const USAGE = `Usage: npm run game -- <command> [options]

Commands:
  list --brand CODE [--vendor CODE]                 the brand's games, enabled or not
  add --brand CODE --vendor CODE --code GAME [...]  a new game (needs --name and --type)
  update --brand CODE --vendor CODE --code GAME [...]  change the options given
  update --brand CODE --vendor CODE [--enabled true|false] [--maintenance true|false] [--launch-url URL]
                                                    switch a whole vendor
  types --brand CODE [--disable TYPE]... [--enable TYPE]...
                                                    game types the brand does not offer (e.g. COCKFIGHT)

Options for add and update of a game:
  --name TEXT              fallback display name (English), 1-100 characters
  --names LANG=TEXT        name per language TY, EN, ZH, TH or VI (repeatable; LANG= removes)
  --type TYPE              RNG, BINGO, LIVE, COCKFIGHT, SPORTS, FISH, PVP, ESPORTS, ELOTT or LOTT
  --category TEXT          the vendor's kind of game (lines, classic, ways ...), for the filter chips
  --icon URL               icon: https URL or site path (/games/x.svg)
  --hot true|false, --new true|false, --enabled true|false, --maintenance true|false
  --room ID                PVP room id ("" removes it)
  --sort N                 position in the lists (lower first)`;

class UsageError extends Error {}

const OPTIONS = {
  brand: { type: 'string' },
  vendor: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  names: { type: 'string', multiple: true },
  type: { type: 'string' },
  category: { type: 'string' },
  icon: { type: 'string' },
  hot: { type: 'string' },
  new: { type: 'string' },
  enabled: { type: 'string' },
  maintenance: { type: 'string' },
  room: { type: 'string' },
  sort: { type: 'string' },
  'launch-url': { type: 'string' },
  disable: { type: 'string', multiple: true },
  enable: { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${name} is true or false`);
  return value === 'true';
}

function toGameChange(values: Values): GameChange {
  let names: Record<string, string> | undefined;
  for (const entry of values.names ?? []) {
    const at = entry.indexOf('=');
    if (at < 1) throw new UsageError('--names takes LANG=TEXT');
    names = { ...names, [entry.slice(0, at).toUpperCase()]: entry.slice(at + 1) };
  }
  if (values.sort !== undefined && !/^-?\d{1,6}$/.test(values.sort)) throw new UsageError('--sort takes a whole number');
  const change: GameChange = {
    displayName: values.name,
    names,
    gameType: values.type?.toUpperCase(),
    category: values.category,
    iconUrl: values.icon,
    isHot: flag(values.hot, 'hot'),
    isNew: flag(values.new, 'new'),
    enabled: flag(values.enabled, 'enabled'),
    maintenance: flag(values.maintenance, 'maintenance'),
    roomId: values.room,
    sort: values.sort === undefined ? undefined : Number(values.sort),
  };
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as GameChange;
}

/** The command line's command and options, checked (UsageError otherwise); null when it asks for help. */
function parseCommand(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') return null;
  if (!['list', 'add', 'update', 'types'].includes(command ?? ''))
    throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (!values.brand) throw new UsageError(`${command} needs --brand`);
  if ((command === 'add' || command === 'update') && !values.vendor) throw new UsageError(`${command} needs --vendor`);
  if (command === 'add' && !values.code) throw new UsageError('add needs --code');
  return { command: command as 'list' | 'add' | 'update' | 'types', values, brand: values.brand };
}

type Parsed = NonNullable<ReturnType<typeof parseCommand>>;

/** Prints a brand's games (of one vendor when given), one a line, tab-separated. */
async function printGames(db: Db, brand: string, vendor: string | undefined): Promise<void> {
  for (const game of await listGames(db, brand, vendor)) {
    const state = [game.enabled ? 'on' : 'off', game.maintenance ? 'maintenance' : '', game.isHot ? 'hot' : '', game.isNew ? 'new' : ''];
    console.log(
      [game.vendorCode, game.gameCode, game.gameType, game.category, game.displayName, state.filter(Boolean).join(',')].join('\t'),
    );
  }
}

/** `update` without --code: switches a vendor on or off, into maintenance, or gives it a launch address. */
async function updateVendorCommand(db: Db, { values, brand }: Parsed, change: GameChange): Promise<void> {
  const gameOnly = Object.keys(change).filter((key) => key !== 'enabled' && key !== 'maintenance');
  if (gameOnly.length > 0)
    throw new UsageError('a vendor takes only --enabled, --maintenance and --launch-url (give --code to change a game)');
  const vendorChange = { enabled: change.enabled, maintenance: change.maintenance, launchUrl: values['launch-url'] };
  await updateVendor(
    db,
    systemClock,
    brand,
    values.vendor ?? '',
    Object.fromEntries(Object.entries(vendorChange).filter(([, v]) => v !== undefined)),
  );
  console.error(`Saved vendor "${values.vendor}" of brand "${brand}".`);
  await tellServers(CACHE_CHANNELS.catalogue);
}

/** `add`, or `update` with --code: writes a game and prints it. */
async function saveGameCommand(db: Db, { command, values, brand }: Parsed, change: GameChange): Promise<void> {
  if (values['launch-url'] !== undefined) throw new UsageError('--launch-url belongs to a vendor: leave out --code');
  const game = await saveGame(
    db,
    systemClock,
    { brand, vendor: values.vendor ?? '', code: values.code ?? '', create: command === 'add' },
    change,
  );
  console.log(JSON.stringify(game, null, 2));
  console.error(`Saved game "${game.gameCode}" of vendor "${game.vendorCode}" in brand "${brand}".`);
  await tellServers(CACHE_CHANNELS.catalogue);
}

/**
 * Runs one command line (the arguments after `npm run game --`). With `given`, it works on that open
 * database and leaves it open (the journeys' set-up, apps/server/test/e2e-setup.ts); else it opens
 * the server's and closes it.
 */
export async function runGameCommand(argv: string[], given?: Db): Promise<number> {
  const parsed = parseCommand(argv);
  if (!parsed) {
    console.log(USAGE);
    return 0;
  }
  const { command, values, brand } = parsed;
  const change = toGameChange(values);
  const db = given ?? (await openCliDb((message) => new GameAdminError('in_use', message)));
  try {
    await readyCliDb(db, given !== undefined);
    if (command === 'list') await printGames(db, brand, values.vendor);
    else if (command === 'types') {
      const off = await switchGameTypes(db, systemClock, brand, {
        disable: (values.disable ?? []).map((t) => t.toUpperCase()),
        enable: (values.enable ?? []).map((t) => t.toUpperCase()),
      });
      console.log(`Game types off for "${brand}": ${off.length > 0 ? off.join(', ') : 'none'}`);
    } else if (command === 'update' && !values.code) await updateVendorCommand(db, parsed, change);
    else await saveGameCommand(db, parsed, change);
  } finally {
    if (!given) await db.close();
  }
  return 0;
}

if (isMainModule(import.meta.url)) {
  try {
    process.exitCode = await runGameCommand(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof GameAdminError) {
      console.error(error.message);
      process.exitCode = error.kind === 'invalid' ? 2 : 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}
