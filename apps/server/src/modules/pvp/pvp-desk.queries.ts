/**
 * The PVP desk's reads (decision 059): rooms with what goes on in them, tables with players, hands
 * with their players' results, and the pairs of players the collusion report weighs.
 */
import type { Queryable } from '../../db/client.ts';

/** Brand ids and codes. */
export async function selectBrandCodes(db: Queryable, brandIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; code: string }>(`select id::text as id, code from merchants where id = any($1::bigint[])`, [
    [...brandIds],
  ]);
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** Per room of some brands: players seated and hands in play. */
export async function selectRoomActivity(
  db: Queryable,
  brandIds: readonly string[] | null,
): Promise<Map<string, { seated: number; handsInPlay: number }>> {
  const rows = await db.query<{ brandId: string; roomCode: string; seated: number; hands: number }>(
    `select t.merchant_id::text as "brandId", t.room_code as "roomCode",
            (select count(*) from pvp_seats s join pvp_tables u on u.id = s.table_id where u.merchant_id = t.merchant_id and u.room_code = t.room_code)::int as seated,
            count(h.id)::int as hands
       from (select distinct merchant_id, room_code from pvp_tables where ($1::bigint[] is null or merchant_id = any($1::bigint[]))) t
       left join pvp_hands h on h.merchant_id = t.merchant_id and h.room_code = t.room_code and h.status = 'playing'
      group by t.merchant_id, t.room_code`,
    [brandIds],
  );
  return new Map(rows.map((row) => [`${row.brandId}:${row.roomCode}`, { seated: row.seated, handsInPlay: row.hands }]));
}

/** A table with players, as the desk lists it. */
export interface DeskTableRow {
  id: string;
  brandId: string;
  roomCode: string;
  currency: string;
  seats: number;
  players: Array<{
    seat: number;
    accountId: string;
    username: string;
    ip: string | null;
    device: string | null;
    status: 'seated' | 'leaving';
    presentUntil: string;
  }>;
  hand: { handId: string; seq: number; status: string; toAct: number | null; deadline: string | null; moves: number } | null;
}

/** Tables of some brands with someone seated or a hand on. */
export async function selectDeskTables(db: Queryable, brandIds: readonly string[] | null): Promise<DeskTableRow[]> {
  return db.query<DeskTableRow>(
    `select t.id::text as id, t.merchant_id::text as "brandId", t.room_code as "roomCode", t.currency, t.seats,
            coalesce((select json_agg(json_build_object('seat', s.seat, 'accountId', s.account_id::text, 'username', s.username, 'ip', s.ip,
                        'device', s.device, 'status', s.status, 'presentUntil', s.present_until) order by s.seat)
                        from pvp_seats s where s.table_id = t.id), '[]'::json) as players,
            (select json_build_object('handId', h.id::text, 'seq', h.seq, 'status', h.status, 'toAct', h.to_act, 'deadline', h.turn_deadline,
                        'moves', h.version)
               from pvp_hands h where h.table_id = t.id and h.status in ('shuffled', 'playing') order by h.seq desc limit 1) as hand
       from pvp_tables t
      where ($1::bigint[] is null or t.merchant_id = any($1::bigint[]))
        and (exists (select 1 from pvp_seats s where s.table_id = t.id)
             or exists (select 1 from pvp_hands h where h.table_id = t.id and h.status in ('shuffled', 'playing')))
      order by t.merchant_id, t.room_code, t.id
      limit 500`,
    [brandIds],
  );
}

/** The players' results of some hands (settled ones), by hand and seat, with their usernames. */
export async function selectHandPlayers(
  db: Queryable,
  handIds: readonly string[],
): Promise<Map<string, Array<{ seat: number; accountId: string; username: string; netMinor: bigint; units: number }>>> {
  const byHand = new Map<string, Array<{ seat: number; accountId: string; username: string; netMinor: bigint; units: number }>>();
  if (handIds.length === 0) return byHand;
  const rows = await db.query<{ handId: string; seat: number; accountId: string; username: string; net: string; units: number }>(
    `select p.hand_id::text as "handId", p.seat, p.account_id::text as "accountId", a.username, p.net_minor::text as net, p.units
       from pvp_hand_players p join accounts a on a.id = p.account_id where p.hand_id = any($1::bigint[]) order by p.hand_id, p.seat`,
    [[...handIds]],
  );
  for (const row of rows) {
    const list = byHand.get(row.handId) ?? [];
    list.push({ seat: row.seat, accountId: row.accountId, username: row.username, netMinor: BigInt(row.net), units: row.units });
    byHand.set(row.handId, list);
  }
  return byHand;
}

/** Usernames of some accounts. */
export async function selectUsernames(db: Queryable, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; username: string }>(
    `select id::text as id, username from accounts where id = any($1::bigint[])`,
    [[...new Set(accountIds)]],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The hand ids an account played (newest first, before an id), for the desk's filter by player. */
export async function selectAccountHandIds(db: Queryable, accountId: string, beforeId: string | null, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select hand_id::text as id from pvp_hand_players where account_id = $1 and ($2::bigint is null or hand_id < $2) order by hand_id desc limit $3`,
    [accountId, beforeId, limit],
  );
  return rows.map((row) => row.id);
}

/** A pair of players in a window, with the money that passed between them. */
export interface PairRow {
  brandId: string;
  currency: string;
  aId: string;
  bId: string;
  aName: string;
  bName: string;
  aHands: number;
  bHands: number;
  together: number;
  aToBMinor: bigint;
  bToAMinor: bigint;
  sharedOrigin: boolean;
}

/**
 * Pairs of players who shared at least `minHands` settled hands in [from, to): how many, each one's
 * hands in the window, what a lost in hands b won and the other way, and whether they ever sat from
 * the same address or device in the window. The most shared first, at most 200.
 */
export async function selectPairs(
  db: Queryable,
  filter: { brandIds: readonly string[] | null; from: Date; to: Date; minHands: number },
): Promise<PairRow[]> {
  const rows = await db.query<Omit<PairRow, 'aToBMinor' | 'bToAMinor'> & { aToB: string; bToA: string }>(
    `with hp as (
       select hand_id, account_id, merchant_id, currency, net_minor, won, ip, device from pvp_hand_players
        where ($1::bigint[] is null or merchant_id = any($1::bigint[])) and ended_at >= $2 and ended_at < $3
     ), counts as (select account_id, count(*)::int as hands from hp group by account_id),
     pairs as (
       select a.merchant_id, a.currency, a.account_id as a_id, b.account_id as b_id, count(*)::int as together,
              sum(case when b.won then -a.net_minor else 0 end) as a_to_b, sum(case when a.won then -b.net_minor else 0 end) as b_to_a
         from hp a join hp b on a.hand_id = b.hand_id and a.account_id < b.account_id
        group by a.merchant_id, a.currency, a.account_id, b.account_id
       having count(*) >= $4
     )
     select p.merchant_id::text as "brandId", p.currency, p.a_id::text as "aId", p.b_id::text as "bId", ua.username as "aName",
            ub.username as "bName", ca.hands as "aHands", cb.hands as "bHands", p.together, p.a_to_b::text as "aToB", p.b_to_a::text as "bToA",
            exists (select 1 from hp x join hp y on (x.ip = y.ip or x.device = y.device) where x.account_id = p.a_id and y.account_id = p.b_id)
              as "sharedOrigin"
       from pairs p join counts ca on ca.account_id = p.a_id join counts cb on cb.account_id = p.b_id
       join accounts ua on ua.id = p.a_id join accounts ub on ub.id = p.b_id
      order by p.together desc, p.a_id, p.b_id
      limit 200`,
    [filter.brandIds, filter.from.toISOString(), filter.to.toISOString(), filter.minHands],
  );
  return rows.map(({ aToB, bToA, ...row }) => ({ ...row, aToBMinor: BigInt(aToB), bToAMinor: BigInt(bToA) }));
}
