import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from './seed.ts';

/**
 * Brings a database up to what the server expects: migrated, and with `seedDemo` (SEED_DEMO on)
 * the demo brands written if they are missing. The server does this at start and every operator
 * CLI before its command (cli/open-cli-db.ts readyCliDb), so the README's commands work in any
 * order on a fresh machine (issue 36: `npm run account -- create --brand bituin` before the first
 * start answered `no brand "bituin"`).
 */
export async function readyDatabase(db: Db, seedDemoOn: boolean): Promise<void> {
  await migrate(db);
  if (seedDemoOn) await seedDemo(db);
}
