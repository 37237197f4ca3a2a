import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv, type Env } from '../env.ts';
import { openDb, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { readyDatabase } from '../seed/ready-database.ts';
import type { CacheChannel } from '../lib/cluster.ts';
import { publishOnce } from '../lib/cluster-redis.ts';

/**
 * The server's database, for the operator CLIs. The embedded one holds one process at a time:
 * PGlite keeps postmaster.pid in the folder while it is open, so its presence means a server (or a
 * crashed one) has it, and writing beside it would corrupt the data. `inUse` builds the error the
 * calling CLI reports for that case.
 */
export async function openCliDb(inUse: (message: string) => Error): Promise<Db> {
  const env = readEnv();
  if (env.DATABASE_URL) return openDb({ url: env.DATABASE_URL });
  const lockFile = path.join(env.DATA_DIR, 'postmaster.pid');
  if (existsSync(lockFile)) {
    throw inUse(
      `the embedded database in ${env.DATA_DIR} is in use: stop the server first (if none runs, the last one stopped uncleanly; remove ${lockFile})`,
    );
  }
  return openDb({ dataDir: env.DATA_DIR });
}

/**
 * Readies the database before a CLI's command as the server's start does (seed/ready-database.ts):
 * migrated, and with SEED_DEMO on the demo brands written if missing, so an operator may create
 * accounts, staff or channels for the demo brand before the server ever started. A database handed
 * in (`given`: the journeys' one-process set-up, tests) is its owner's, seeded or not by them: only
 * migrated.
 */
export async function readyCliDb(db: Db, given: boolean, env: Pick<Env, 'SEED_DEMO'> = readEnv()): Promise<void> {
  if (given) await migrate(db);
  else await readyDatabase(db, env.SEED_DEMO === 'true');
}

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with, so a
 * CLI runs its command line only then and other code (the browser journeys' one-process set-up,
 * apps/server/test/e2e-setup.ts) can import its command and give it an open database instead.
 */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * Tells the running servers that a CLI changed what they keep in memory: with REDIS_URL, publishes
 * on the cache's channel (lib/cluster.ts CACHE_CHANNELS), and every process of the deployment drops
 * its copy at once instead of when its cache time runs out. Without Redis there is nothing to tell:
 * on the embedded database the server is stopped while a CLI writes (openCliDb), and a single
 * server on PostgreSQL reads again within its cache time. Returns whether it was told; a Redis that
 * cannot be reached is reported and leaves the change to the cache time, for it is saved already.
 */
export async function tellServers(channel: CacheChannel, env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'> = readEnv()): Promise<boolean> {
  if (!env.REDIS_URL) return false;
  try {
    await publishOnce(env.REDIS_URL, env.REDIS_PREFIX, channel, '');
    return true;
  } catch (error) {
    console.error(
      `could not tell the running servers (${channel}): ${(error as Error).message}; they show the change within their cache time`,
    );
    return false;
  }
}
