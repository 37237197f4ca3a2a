import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { systemClock } from '../lib/clock.ts';
import { GameAdminError, listVendors, saveVendor, type VendorChange } from '../modules/games/index.ts';
import { rotateVendorSecret, VendorSecretError } from '../modules/vendor-wallet/index.ts';
import { isMainModule, openCliDb, readyCliDb, tellServers } from './open-cli-db.ts';
import { CACHE_CHANNELS } from '../lib/cluster.ts';

/**
 * The operator CLI for vendors (decisions 023 and 044): `npm run vendor -- secret` sets a vendor's
 * seamless wallet secret and prints it on standard output; `npm run vendor -- launch` shows or sets
 * its launch addresses (game_url and game_url2), through the catalogue's own rules (game-admin.ts,
 * which the back office's catalogue desk uses too). Exits 0 on success, 1 when refused or failed,
 * 2 on bad input.
 */

const USAGE = `Usage: npm run vendor -- <command> [options]

Commands:
  secret --brand CODE --code VENDOR   generate, seal and store a new wallet secret for the brand's vendor
                                      and print it (the old one stops working; the house vendor BTSLOT
                                      needs none: its secret is derived from APP_SECRET)
  launch --brand CODE --code VENDOR [--url TEMPLATE] [--url2 TEMPLATE]
                                      print the vendor's launch addresses, after setting those given:
                                      --url is game_url's template, --url2 the second address answered
                                      as game_url2 ("" removes it); an https URL or a site path, with
                                      {token}, {game} and {lang} filled in at launch`;

class UsageError extends Error {}

/**
 * Runs one command line (the arguments after `npm run vendor --`). With `given`, it works on that
 * open database and leaves it open (tests); else it opens the server's and closes it.
 */
export async function runVendorCommand(argv: string[], given?: Db): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      brand: { type: 'string' },
      code: { type: 'string' },
      url: { type: 'string' },
      url2: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command] = positionals;
  if (command !== 'secret' && command !== 'launch') throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  if (!values.brand || !values.code) throw new UsageError(`${command} needs --brand and --code`);
  if (command === 'secret' && (values.url !== undefined || values.url2 !== undefined))
    throw new UsageError('--url and --url2 belong to the launch command');
  const brand = values.brand.toLowerCase();
  const vendorCode = values.code;
  const db = given ?? (await openCliDb((message) => new VendorSecretError(message)));
  try {
    await readyCliDb(db, given !== undefined);
    if (command === 'secret') {
      const secret = await rotateVendorSecret(db, resolveAppSecret(readEnv()), brand, vendorCode);
      console.log(secret);
      console.error(
        `New wallet secret stored for vendor "${vendorCode}" of brand "${brand}". Hand it to the vendor; it is not shown again.`,
      );
      return 0;
    }
    const change: VendorChange = {
      ...(values.url === undefined ? {} : { launchUrl: values.url }),
      ...(values.url2 === undefined ? {} : { launchUrl2: values.url2 }),
    };
    const vendor =
      Object.keys(change).length > 0
        ? await saveVendor(db, systemClock, { brand, vendor: vendorCode, create: false }, change)
        : (await listVendors(db, brand)).find((row) => row.vendorCode === vendorCode);
    if (!vendor) throw new GameAdminError('not_found', `no vendor "${vendorCode}" in this brand`);
    console.log(`game_url\t${vendor.launchUrl || '-'}`);
    console.log(`game_url2\t${vendor.launchUrl2 || '-'}`);
    if (Object.keys(change).length > 0) {
      console.error(`Saved the launch addresses of vendor "${vendor.vendorCode}" of brand "${brand}".`);
      await tellServers(CACHE_CHANNELS.catalogue);
    }
    return 0;
  } finally {
    if (!given) await db.close();
  }
}

if (isMainModule(import.meta.url)) {
  try {
    process.exitCode = await runVendorCommand(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof GameAdminError) {
      console.error(error.message);
      process.exitCode = error.kind === 'invalid' ? 2 : 1;
    } else if (error instanceof VendorSecretError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}
