import { parseArgs } from 'node:util';
import { systemClock } from '../lib/clock.ts';
import {
  LotteryAdminError,
  listLotteryGames,
  listStations,
  updateLotteryGame,
  updateStation,
  type LotteryGameChange,
} from '../modules/lottery/index.ts';
import { openCliDb, readyCliDb, tellServers } from './open-cli-db.ts';
import { CACHE_CHANNELS } from '../lib/cluster.ts';

/**
 * The operator CLI for a brand's lotteries (decision 028): `npm run lottery -- <games|set|stations|station>`.
 * Amounts are in major units (1.00 is one peso); odds are decimal payouts per unit, stake included.
 * Exits 0 on success, 1 when refused (no such brand, game or station) or failed, 2 on bad input.
 */

const USAGE = `Usage: npm run lottery -- <command> [options]

Commands:
  games --brand CODE                                the brand's lottery games and their settings
  set --brand CODE --game CODE [...]                change a game's settings (the options given)
  stations --brand CODE [--region north|central|south]
                                                    the Vietnamese stations and their weekly schedule
  station --brand CODE --code STATION [--name TEXT] [--weekdays 0,3] [--time hh:mm] [--enabled true|false]
                                                    change a station (weekdays 0 Sunday .. 6 Saturday, Vietnam time)

Options of set:
  --close-seconds N        betting closes N seconds before each draw (the region's cut-off for daily draws)
  --min-unit AMOUNT        smallest unit stake (major units, e.g. 1.00)
  --max-unit AMOUNT        largest unit stake
  --max-ticket AMOUNT      largest stake of one ticket
  --exposure-cap AMOUNT    the most one draw may owe on one number
  --max-chase N            the most draws one chase order may cover (1-120)
  --odds TYPE=ODDS         odds of a bet type, e.g. ssc.pos=9.7 (repeatable; TYPE=default goes back to the default)
  --odds TYPE:TOKEN=ODDS   odds of one token of a type paying per token, e.g. k3.sum:10=7.5
  --disable TYPE / --enable TYPE   switch a bet type off or on (repeatable)`;

class UsageError extends Error {}

const OPTIONS = {
  brand: { type: 'string' },
  game: { type: 'string' },
  code: { type: 'string' },
  region: { type: 'string' },
  name: { type: 'string' },
  weekdays: { type: 'string' },
  time: { type: 'string' },
  enabled: { type: 'string' },
  'close-seconds': { type: 'string' },
  'min-unit': { type: 'string' },
  'max-unit': { type: 'string' },
  'max-ticket': { type: 'string' },
  'exposure-cap': { type: 'string' },
  'max-chase': { type: 'string' },
  odds: { type: 'string', multiple: true },
  disable: { type: 'string', multiple: true },
  enable: { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** Major units with up to two decimals (the brands' currencies) to minor units. */
function amount(value: string | undefined, name: string): bigint | undefined {
  if (value === undefined) return undefined;
  const match = /^([0-9]{1,13})(?:\.([0-9]{1,2}))?$/.exec(value.trim());
  if (!match) throw new UsageError(`--${name} is an amount like 1.00`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,6}$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

/** Decimal odds to basis points, exactly (at most four decimals). */
function oddsBp(text: string): number {
  const match = /^([0-9]{1,7})(?:\.([0-9]{1,4}))?$/.exec(text);
  if (!match) throw new UsageError(`odds "${text}" are a decimal like 9.7 (at most four decimals)`);
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

function toChange(values: Values): LotteryGameChange {
  const odds = (values.odds ?? []).map((entry) => {
    const match = /^([a-z0-9.]+)(?::([A-Za-z0-9]+))?=(.+)$/.exec(entry);
    if (!match) throw new UsageError(`--odds takes TYPE=ODDS or TYPE:TOKEN=ODDS (got "${entry}")`);
    const [, betType = '', token, text = ''] = match;
    return { betType, ...(token ? { token } : {}), oddsBp: text === 'default' ? null : oddsBp(text) };
  });
  const change: LotteryGameChange = {
    closeSeconds: whole(values['close-seconds'], 'close-seconds'),
    minUnitMinor: amount(values['min-unit'], 'min-unit'),
    maxUnitMinor: amount(values['max-unit'], 'max-unit'),
    maxTicketStakeMinor: amount(values['max-ticket'], 'max-ticket'),
    exposureCapMinor: amount(values['exposure-cap'], 'exposure-cap'),
    maxChaseDraws: whole(values['max-chase'], 'max-chase'),
    odds: odds.length > 0 ? odds : undefined,
    disableBetTypes: values.disable,
    enableBetTypes: values.enable,
  };
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as LotteryGameChange;
}

const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

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
  if (!['games', 'set', 'stations', 'station'].includes(command ?? ''))
    throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (!values.brand) throw new UsageError(`${command} needs --brand`);
  if (command === 'set' && !values.game) throw new UsageError('set needs --game');
  if (command === 'station' && !values.code) throw new UsageError('station needs --code');
  const change = command === 'set' ? toChange(values) : {};
  const weekdays = values.weekdays?.split(',').map((day) => {
    if (!/^[0-6]$/.test(day.trim())) throw new UsageError('--weekdays are 0 (Sunday) to 6 (Saturday), comma separated');
    return Number(day);
  });
  const enabled = values.enabled === undefined ? undefined : values.enabled === 'true' ? true : values.enabled === 'false' ? false : null;
  if (enabled === null) throw new UsageError('--enabled is true or false');

  const db = await openCliDb((message) => new LotteryAdminError('in_use', message));
  try {
    await readyCliDb(db, false);
    if (command === 'games') {
      for (const game of await listLotteryGames(db, values.brand)) {
        const when = game.cadenceSeconds ? `every ${game.cadenceSeconds}s` : `daily ${game.region}`;
        const limits = `unit ${major(game.minUnitMinor)}-${major(game.maxUnitMinor)}, ticket <= ${major(game.maxTicketStakeMinor)}, cap ${major(game.exposureCapMinor)}`;
        const extras = [
          Object.keys(game.odds).length > 0 ? `odds ${JSON.stringify(game.odds)}` : '',
          game.disabledBetTypes.length > 0 ? `off ${game.disabledBetTypes.join(',')}` : '',
        ];
        console.log(
          [
            game.gameCode,
            game.format,
            game.resultSource,
            when,
            `cut-off ${game.closeSeconds}s`,
            limits,
            `chase <= ${game.maxChaseDraws}`,
            ...extras.filter(Boolean),
          ].join('\t'),
        );
      }
    } else if (command === 'stations') {
      for (const station of await listStations(db, values.brand, values.region)) {
        console.log(
          [
            station.stationCode,
            station.region,
            station.name,
            station.weekdays.join(','),
            station.drawTime,
            station.enabled ? 'on' : 'off',
          ].join('\t'),
        );
      }
    } else if (command === 'station') {
      const station = await updateStation(db, systemClock, values.brand, values.code ?? '', {
        name: values.name,
        weekdays,
        drawTime: values.time,
        enabled,
      });
      console.log(JSON.stringify(station));
    } else {
      const game = await updateLotteryGame(db, systemClock, values.brand, values.game ?? '', change);
      console.error(`Saved lottery game "${game.gameCode}" of brand "${values.brand}".`);
      await tellServers(CACHE_CHANNELS.lottery);
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
  } else if (error instanceof LotteryAdminError) {
    console.error(error.message);
    process.exitCode = error.kind === 'invalid' ? 2 : 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
