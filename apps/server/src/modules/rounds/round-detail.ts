/**
 * A shared round in the betting record (decisions 023, 053): the player's own round
 * (`r<round>a<account>` in game_rounds) with the table's result, the proof and every bet of the
 * player with what it returned.
 */
import type { Queryable } from '../../db/client.ts';
import type { RoundGame } from './round-game.ts';
import { betViewOf, revealedAt, tableInfoOf } from './round-views.ts';
import { selectPlayerBets, selectRound, selectTable } from './rounds.queries.ts';

/** What the betting record's detail shows of a shared round. */
export interface SharedRoundDetail {
  kind: 'shared-round';
  tableKind: string;
  gameCode: string;
  roundId: string;
  seq: number;
  status: string;
  result: unknown;
  seedHash: string | null;
  seed: string | null;
  voidReason: string | null;
  /** What the game shows of the round's own settings (the arena: the fight's number and cocks); null for most games. */
  info: unknown;
  bets: ReturnType<typeof betViewOf>[];
}

const PLAYER_ROUND = /^r([0-9]{1,18})a([0-9]{1,18})$/;

/** The detail of a player's round of the engine, or null when the id is not one of its rounds in that brand and vendor. */
export async function sharedRoundDetail(
  db: Queryable,
  games: ReadonlyMap<string, RoundGame>,
  query: { brandId: string; vendorCode: string; roundId: string; now: Date },
): Promise<SharedRoundDetail | null> {
  const match = PLAYER_ROUND.exec(query.roundId);
  if (!match) return null;
  const [, roundId, accountId] = match as unknown as [string, string, string];
  const round = await selectRound(db, roundId);
  if (!round || round.brandId !== query.brandId) return null;
  const table = await selectTable(db, round.tableId);
  const game = table && games.get(table.kind);
  if (!table || !game || table.vendorCode !== query.vendorCode) return null;
  const revealed = round.dealtAt !== null && query.now.getTime() >= revealedAt(game, table, round).getTime();
  const dealt = round.dealtAt !== null && round.result !== null;
  return {
    kind: 'shared-round',
    tableKind: table.kind,
    gameCode: table.gameCode,
    roundId,
    seq: round.seq,
    status: round.status,
    result: dealt ? game.publicResult(tableInfoOf(table, round), round.result, round.dealtAt as Date, query.now) : null,
    seedHash: round.seedHash,
    seed: revealed ? round.seed : null,
    voidReason: round.voidReason,
    info: game.publicRound ? game.publicRound(tableInfoOf(table, round), round.seq) : null,
    bets: (await selectPlayerBets(db, accountId, [roundId])).map(betViewOf),
  };
}
