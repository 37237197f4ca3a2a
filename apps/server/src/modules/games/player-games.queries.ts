import type { Queryable } from '../../db/client.ts';

/** A player's game, keyed as favourite_games and recent_games key it. */
export interface PlayerGameKey {
  accountId: string;
  brandId: string;
  vendorCode: string;
  gameCode: string;
}

/** Marks a favourite; a second call changes nothing (the first time stays). */
export async function insertFavourite(db: Queryable, key: PlayerGameKey, at: Date): Promise<void> {
  await db.query(
    `insert into favourite_games (account_id, merchant_id, vendor_code, game_code, created_at)
     values ($1, $2, $3, $4, $5) on conflict (account_id, vendor_code, game_code) do nothing`,
    [key.accountId, key.brandId, key.vendorCode, key.gameCode, at.toISOString()],
  );
}

/** Removes a favourite, if it was one. */
export async function deleteFavourite(db: Queryable, key: PlayerGameKey): Promise<void> {
  await db.query('delete from favourite_games where account_id = $1 and merchant_id = $2 and vendor_code = $3 and game_code = $4', [
    key.accountId,
    key.brandId,
    key.vendorCode,
    key.gameCode,
  ]);
}

/**
 * Records a launch: the game's last play moves to `at`. Only the newest `keep` games of the
 * account are kept, so the table stays small however much a player plays.
 */
export async function recordRecentGame(db: Queryable, key: PlayerGameKey, at: Date, keep: number): Promise<void> {
  await db.query(
    `insert into recent_games (account_id, merchant_id, vendor_code, game_code, played_at)
     values ($1, $2, $3, $4, $5)
     on conflict (account_id, vendor_code, game_code) do update set played_at = greatest(recent_games.played_at, excluded.played_at)`,
    [key.accountId, key.brandId, key.vendorCode, key.gameCode, at.toISOString()],
  );
  // A second statement: in one with a data-modifying CTE the trim would not see the row just written.
  await db.query(
    `delete from recent_games where account_id = $1 and (vendor_code, game_code) not in (
       select vendor_code, game_code from recent_games where account_id = $1 order by played_at desc, game_code limit $2
     )`,
    [key.accountId, keep],
  );
}
