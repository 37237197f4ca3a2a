/**
 * PVP hands (decision 059): a hand's life (shuffled with its seed sealed and hash published,
 * playing with its state versioned, settled or cancelled) and its players' results; its moves are in
 * hand-moves.queries.ts.
 * A move is a conditional update of one version to the next, so any process may take it and two
 * never both apply.
 */
import type { PvpGame, PvpScoring } from '@pkg/contracts/pvp';
import type { Queryable } from '../../db/client.ts';

/** The room's rules as a hand was shuffled with them, and the hold per seat they imply. */
export interface HandSettings {
  game: PvpGame;
  unitMinor: bigint;
  rakeX10k: number;
  rakeCapMinor: bigint | null;
  scoring: PvpScoring;
  turnSeconds: number;
  maxUnits: number;
  holdMinor: bigint;
}

/** A seat's player as the deal held it. */
export interface HandPlayer {
  seat: number;
  accountId: string;
  name: string;
  ip: string | null;
  device: string | null;
  walletId: string;
  holdId: string;
}

/** What a settled hand paid, per seat after the fee. */
export interface HandResult {
  winner: number;
  reason: string;
  netMinor: bigint[];
  rakeMinor: bigint;
  unitsOwed: number[];
}

export type HandStatus = 'shuffled' | 'playing' | 'settled' | 'cancelled';

export interface HandRow {
  id: string;
  brandId: string;
  tableId: string;
  roomCode: string;
  game: PvpGame;
  currency: string;
  seq: number;
  status: HandStatus;
  settings: HandSettings;
  players: HandPlayer[];
  context: string;
  seedSealed: string;
  seedHash: string;
  seed: string | null;
  dealer: number;
  state: unknown;
  version: number;
  toAct: number | null;
  turnDeadline: Date | null;
  result: HandResult | null;
  dealAt: Date;
  dealtAt: Date | null;
  endedAt: Date | null;
}

/** A seat's standing during a move: leaving (played at once) or present until (away after it). */
export interface SeatPresence {
  seat: number;
  status: 'seated' | 'leaving';
  presentUntil: Date;
}

const HAND_COLUMNS = `h.id::text as id, h.merchant_id::text as "brandId", h.table_id::text as "tableId", h.room_code as "roomCode", h.game,
  h.currency, h.seq, h.status, h.settings, h.players, h.context, h.seed_sealed as "seedSealed", h.seed_hash as "seedHash", h.seed,
  h.dealer, h.state, h.version, h.to_act as "toAct", h.turn_deadline as "turnDeadline", h.result, h.deal_at as "dealAt",
  h.dealt_at as "dealtAt", h.ended_at as "endedAt"`;

type StoredSettings = Omit<HandSettings, 'unitMinor' | 'rakeCapMinor' | 'holdMinor'> & {
  unitMinor: string;
  rakeCapMinor: string | null;
  holdMinor: string;
};
type StoredResult = Omit<HandResult, 'netMinor' | 'rakeMinor'> & { netMinor: string[]; rakeMinor: string };
type RawHand = Omit<HandRow, 'settings' | 'result' | 'turnDeadline' | 'dealAt' | 'dealtAt' | 'endedAt'> & {
  settings: StoredSettings;
  result: StoredResult | null;
  turnDeadline: string | Date | null;
  dealAt: string | Date;
  dealtAt: string | Date | null;
  endedAt: string | Date | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

function toHand(row: RawHand): HandRow {
  const { settings, result } = row;
  return {
    ...row,
    settings: {
      ...settings,
      unitMinor: BigInt(settings.unitMinor),
      rakeCapMinor: settings.rakeCapMinor === null ? null : BigInt(settings.rakeCapMinor),
      holdMinor: BigInt(settings.holdMinor),
    },
    result: result && { ...result, netMinor: result.netMinor.map((net) => BigInt(net)), rakeMinor: BigInt(result.rakeMinor) },
    turnDeadline: dateOrNull(row.turnDeadline),
    dealAt: new Date(row.dealAt),
    dealtAt: dateOrNull(row.dealtAt),
    endedAt: dateOrNull(row.endedAt),
  };
}

function storedSettings(settings: HandSettings): StoredSettings {
  return {
    ...settings,
    unitMinor: settings.unitMinor.toString(),
    rakeCapMinor: settings.rakeCapMinor?.toString() ?? null,
    holdMinor: settings.holdMinor.toString(),
  };
}

/** A new hand, shuffled: its seed sealed and its hash published, the deal due at `dealAt`. */
export async function insertHand(
  db: Queryable,
  hand: Pick<
    HandRow,
    | 'brandId'
    | 'tableId'
    | 'roomCode'
    | 'game'
    | 'currency'
    | 'seq'
    | 'settings'
    | 'context'
    | 'seedSealed'
    | 'seedHash'
    | 'dealer'
    | 'dealAt'
  >,
  at: Date,
): Promise<HandRow> {
  const [row] = await db.query<RawHand>(
    `insert into pvp_hands as h (merchant_id, table_id, room_code, game, currency, seq, status, settings, context, seed_sealed, seed_hash,
       dealer, created_at, deal_at)
     values ($1, $2, $3, $4, $5, $6, 'shuffled', $7::jsonb, $8, $9, $10, $11, $12, $13) returning ${HAND_COLUMNS}`,
    [
      hand.brandId,
      hand.tableId,
      hand.roomCode,
      hand.game,
      hand.currency,
      hand.seq,
      JSON.stringify(storedSettings(hand.settings)),
      hand.context,
      hand.seedSealed,
      hand.seedHash,
      hand.dealer,
      at.toISOString(),
      hand.dealAt.toISOString(),
    ],
  );
  return toHand(row as RawHand);
}

/** A hand, locked for the rest of the transaction when `lock` says so (`skip`: null when another holds it). */
export async function selectHand(db: Queryable, handId: string, lock: 'none' | 'update' | 'skip' = 'none'): Promise<HandRow | null> {
  const suffix = lock === 'update' ? 'for update' : lock === 'skip' ? 'for update skip locked' : '';
  const [row] = await db.query<RawHand>(`select ${HAND_COLUMNS} from pvp_hands h where h.id = $1 ${suffix}`, [handId]);
  return row ? toHand(row) : null;
}

/** A hand locked with its table's seats (leaving, presence) in one round trip; null when missing or held elsewhere (`skip`). */
export async function lockHandWithSeats(
  db: Queryable,
  handId: string,
  skip: boolean,
): Promise<{ hand: HandRow; seats: SeatPresence[] } | null> {
  const [row] = await db.query<
    RawHand & { seatRows: Array<{ seat: number; status: SeatPresence['status']; presentUntil: string }> | null }
  >(
    `select ${HAND_COLUMNS},
            (select json_agg(json_build_object('seat', s.seat, 'status', s.status, 'presentUntil', s.present_until))
               from pvp_seats s where s.table_id = h.table_id) as "seatRows"
       from pvp_hands h where h.id = $1 for update of h ${skip ? 'skip locked' : ''}`,
    [handId],
  );
  if (!row) return null;
  const seats = (row.seatRows ?? []).map((seat) => ({ ...seat, presentUntil: new Date(seat.presentUntil) }));
  return { hand: toHand(row), seats };
}

/** The table's latest hand, or null. */
export async function selectLatestHand(db: Queryable, tableId: string): Promise<HandRow | null> {
  const [row] = await db.query<RawHand>(`select ${HAND_COLUMNS} from pvp_hands h where h.table_id = $1 order by h.seq desc limit 1`, [
    tableId,
  ]);
  return row ? toHand(row) : null;
}

/** The deal: the hand plays from its first state with its players held. */
export async function startHand(
  db: Queryable,
  handId: string,
  deal: { players: HandPlayer[]; state: unknown; toAct: number | null; deadline: Date | null; at: Date },
): Promise<void> {
  await db.query(
    `update pvp_hands set status = 'playing', players = $2::jsonb, state = $3::jsonb, version = 0, to_act = $4, turn_deadline = $5,
       dealt_at = $6 where id = $1 and status = 'shuffled'`,
    [
      handId,
      JSON.stringify(deal.players),
      JSON.stringify(deal.state),
      deal.toAct,
      deal.deadline?.toISOString() ?? null,
      deal.at.toISOString(),
    ],
  );
}

/** A hand nobody was dealt: its seed is shown, as nothing depends on it. */
export async function cancelHand(db: Queryable, handId: string, seed: string, at: Date): Promise<void> {
  await db.query(`update pvp_hands set status = 'cancelled', seed = $2, ended_at = $3 where id = $1 and status = 'shuffled'`, [
    handId,
    seed,
    at.toISOString(),
  ]);
}

/** The end of a hand: settled with its result, the fee and the seed revealed. */
export async function settleHandRow(db: Queryable, handId: string, input: { result: HandResult; seed: string; at: Date }): Promise<void> {
  const result: StoredResult = {
    ...input.result,
    netMinor: input.result.netMinor.map(String),
    rakeMinor: input.result.rakeMinor.toString(),
  };
  await db.query(
    `update pvp_hands set status = 'settled', result = $2::jsonb, rake_minor = $3, seed = $4, ended_at = $5, to_act = null, turn_deadline = null
      where id = $1 and status = 'playing'`,
    [handId, JSON.stringify(result), input.result.rakeMinor.toString(), input.seed, input.at.toISOString()],
  );
}

/** The players' rows of a settled hand. */
export async function insertHandPlayers(
  db: Queryable,
  hand: Pick<HandRow, 'id' | 'brandId' | 'currency' | 'roomCode'>,
  rows: ReadonlyArray<{ player: HandPlayer; netMinor: bigint; rakeMinor: bigint; units: number; won: boolean }>,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into pvp_hand_players (hand_id, seat, merchant_id, account_id, currency, room_code, ip, device, net_minor, rake_minor, units, won, ended_at)
     select $1, x.seat, $2, x.account, $3, $4, x.ip, x.device, x.net, x.rake, x.units, x.won, $5
       from unnest($6::int[], $7::bigint[], $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::int[], $13::boolean[])
         as x(seat, account, ip, device, net, rake, units, won)`,
    [
      hand.id,
      hand.brandId,
      hand.currency,
      hand.roomCode,
      at.toISOString(),
      rows.map((row) => row.player.seat),
      rows.map((row) => row.player.accountId),
      rows.map((row) => row.player.ip),
      rows.map((row) => row.player.device),
      rows.map((row) => row.netMinor.toString()),
      rows.map((row) => row.rakeMinor.toString()),
      rows.map((row) => row.units),
      rows.map((row) => row.won),
    ],
  );
}

/** Hands whose turn is due (the seat to act is played automatically), oldest deadline first. */
export async function selectDueHands(db: Queryable, now: Date, limit: number): Promise<Array<{ id: string; version: number }>> {
  return db.query<{ id: string; version: number }>(
    `select id::text as id, version from pvp_hands where status = 'playing' and turn_deadline <= $1 order by turn_deadline limit $2`,
    [now.toISOString(), limit],
  );
}

/** Brings the deadline of a seat's turn forward (its player went away); answers the hand id when it was that seat's turn. */
export async function shortenTurn(db: Queryable, tableId: string, seat: number, until: Date): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `update pvp_hands set turn_deadline = least(turn_deadline, $3) where table_id = $1 and status = 'playing' and to_act = $2
     returning id::text as id`,
    [tableId, seat, until.toISOString()],
  );
  return row?.id ?? null;
}

/** An account's last settled hands (in one room, or all), newest first, with its seat. */
export async function selectAccountHands(
  db: Queryable,
  accountId: string,
  roomCode: string | null,
  limit: number,
): Promise<Array<{ hand: HandRow; seat: number }>> {
  const rows = await db.query<RawHand & { mySeat: number }>(
    `select ${HAND_COLUMNS}, p.seat as "mySeat" from pvp_hand_players p join pvp_hands h on h.id = p.hand_id
      where p.account_id = $1 and ($2::text is null or p.room_code = $2)
      order by p.ended_at desc, p.hand_id desc limit $3`,
    [accountId, roomCode, limit],
  );
  return rows.map((row) => ({ hand: toHand(row), seat: row.mySeat }));
}

/** Hands of a table (newest first), of a brand's tables (the desk), paged by id. */
export async function selectHands(
  db: Queryable,
  filter: { brandIds: readonly string[] | null; tableId?: string; status?: HandStatus; beforeId?: string },
  limit: number,
): Promise<HandRow[]> {
  const rows = await db.query<RawHand>(
    `select ${HAND_COLUMNS} from pvp_hands h
      where ($1::bigint[] is null or h.merchant_id = any($1::bigint[])) and ($2::bigint is null or h.table_id = $2)
        and ($3::text is null or h.status = $3) and ($4::bigint is null or h.id < $4)
      order by h.id desc limit $5`,
    [filter.brandIds, filter.tableId ?? null, filter.status ?? null, filter.beforeId ?? null, limit],
  );
  return rows.map(toHand);
}
