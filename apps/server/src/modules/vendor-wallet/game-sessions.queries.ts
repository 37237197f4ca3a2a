import type { Queryable } from '../../db/client.ts';

/** A game session opened by a launch: who plays which game of which vendor, in which currency. */
export interface GameSession {
  id: string;
  brandId: string;
  accountId: string;
  vendorCode: string;
  gameCode: string;
  /** The ledger currency: the brand's, or XTS for a trial account. */
  currency: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
  /**
   * The login session the game was launched from and when it started, while it exists: a stake is
   * measured against the player's session time limit from that start (decision 037). Null for a
   * game opened without one (or before the column existed) and once that session row is gone.
   */
  loginSessionId: string | null;
  loginStartedAt: Date | null;
}

const COLUMNS = `g.id::text as id, g.merchant_id::text as "brandId", g.account_id::text as "accountId", g.vendor_code as "vendorCode",
  g.game_code as "gameCode", g.currency, g.language, g.created_at as "createdAt", g.expires_at as "expiresAt",
  l.id::text as "loginSessionId", l.created_at as "loginStartedAt"`;

/** The game session of a token's hash, with its login session's start while that row exists; null when none. */
export async function selectGameSession(db: Queryable, tokenHash: Buffer): Promise<GameSession | null> {
  const [row] = await db.query<GameSession>(
    `select ${COLUMNS} from game_sessions g left join sessions l on l.id = g.login_session_id where g.token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

export async function insertGameSession(
  db: Queryable,
  session: {
    tokenHash: Buffer;
    brandId: string;
    accountId: string;
    vendorCode: string;
    gameCode: string;
    currency: string;
    language: string;
    at: Date;
    expiresAt: Date;
    loginSessionId: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into game_sessions (token_hash, merchant_id, account_id, vendor_code, game_code, currency, language, created_at, last_seen_at, expires_at, login_session_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)`,
    [
      session.tokenHash,
      session.brandId,
      session.accountId,
      session.vendorCode,
      session.gameCode,
      session.currency,
      session.language,
      session.at.toISOString(),
      session.expiresAt.toISOString(),
      session.loginSessionId,
    ],
  );
}

/** Notes a use of a live session and moves its end to `expiresAt` (never earlier). */
export async function extendGameSession(db: Queryable, id: string, at: Date, expiresAt: Date): Promise<void> {
  await db.query(`update game_sessions set last_seen_at = $2, expires_at = greatest(expires_at, $3) where id = $1 and expires_at > $2`, [
    id,
    at.toISOString(),
    expiresAt.toISOString(),
  ]);
}
