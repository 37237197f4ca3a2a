import type { Queryable } from '../../../db/client.ts';

/** The caller's most recently played lottery games, newest first. */
export function selectRecentGames(db: Queryable, accountId: string, since: Date, limit: number) {
  return db.query<{ gameCode: string; lastPlayedAt: Date }>(
    `select game_code as "gameCode", max(created_at) as "lastPlayedAt" from lottery_tickets
      where account_id = $1 and created_at > $2
      group by game_code order by max(created_at) desc limit $3`,
    [accountId, since.toISOString(), limit],
  );
}

/** Tickets sold per game of a brand since `since` (the popular list). */
export function selectTicketCounts(db: Queryable, brandId: string, since: Date) {
  return db.query<{ gameCode: string; tickets: number }>(
    `select game_code as "gameCode", count(*)::int as tickets from lottery_tickets
      where merchant_id = $1 and created_at >= $2 group by game_code`,
    [brandId, since.toISOString()],
  );
}
