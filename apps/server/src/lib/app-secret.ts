import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';

/**
 * The app secret (signs cookies and challenges, seals stored keys and authenticator secrets). From
 * APP_SECRET when set; required in production on a database server. Otherwise (the embedded demo,
 * development) it is generated once and kept in a file beside the embedded database, `<DATA_DIR>.secret`,
 * readable by its owner only, so the server and the operator CLIs agree and it survives restarts.
 */
export function resolveAppSecret(env: Env): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) throw new Error('APP_SECRET is required in production (32+ characters)');
  const file = `${path.resolve(env.DATA_DIR)}.secret`;
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const made = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
