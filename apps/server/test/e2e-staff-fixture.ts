/**
 * Creates the browser journeys' back-office staff (apps/web/e2e/staff.json: usernames, roles and
 * authenticator secrets the journeys compute codes from) in one process, before the server starts.
 * Test data only; an operator creates staff with `npm run staff`.
 *
 *   node --import tsx apps/server/test/e2e-staff-fixture.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { readEnv } from '../src/env.ts';
import { resolveAppSecret } from '../src/lib/app-secret.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSealer } from '../src/lib/sealed-box.ts';
import { createStaff } from '../src/modules/staff/staff-admin.ts';
import { STAFF_TOTP_PURPOSE } from '../src/modules/staff/staff-auth.service.ts';

type Row = { username: string; name: string; role: string; secret: string };
const file = path.join(import.meta.dirname, '../../web/e2e/staff.json');
const list = JSON.parse(readFileSync(file, 'utf8')) as { password: string; staff: Row[] };

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function staffFixture(db: Db): Promise<void> {
  await migrate(db);
  const hasher = await createPasswordHasher(1);
  const sealer = createSealer(resolveAppSecret(readEnv()), STAFF_TOTP_PURPOSE);
  for (const row of list.staff)
    await createStaff(db, systemClock, hasher, sealer, {
      username: row.username,
      displayName: row.name,
      role: row.role,
      password: list.password,
      brandCodes: [],
      totpSecret: row.secret,
    });
  console.error(`e2e staff: ${list.staff.length} created`);
}

if (isMainModule(import.meta.url)) {
  const db = await openCliDb((message) => new Error(message));
  try {
    await staffFixture(db);
  } finally {
    await db.close();
  }
}
