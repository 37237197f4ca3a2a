/**
 * Slips and their legs (decision 058): written by a placing group in one statement, read for the
 * player's bets and the betting record, moved from pending to open or rejected by the in-play check.
 */
import type { Queryable } from '../../db/client.ts';
import type { FixtureResult, Market, Score } from '@pkg/games/sports/sport-types';
import type { LegRow, SlipRow } from './sports-rows.ts';

/** A slip a placing group writes, with its legs. */
export interface NewSlip {
  brandId: string;
  accountId: string;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  kind: 'single' | 'parlay';
  stakeMinor: bigint;
  potentialReturnMinor: bigint;
  maxPayoutMinor: bigint;
  policy: string;
  status: 'pending' | 'open';
  inPlay: boolean;
  requestKey: string;
  requestHash: string;
  decideAt: Date | null;
  legs: ReadonlyArray<{
    fixtureId: string;
    marketId: string;
    selectionId: string;
    selectionCode: string;
    seenPriceX10k: number;
    priceX10k: number;
    scoreAtBet: Score | null;
  }>;
}

/**
 * Inserts slips with their legs in one statement; a slip whose (account, key) exists is skipped.
 * Answers the new slips' ids by `account\0key`.
 */
export async function insertSlips(tx: Queryable, slips: readonly NewSlip[], at: Date): Promise<Map<string, string>> {
  if (slips.length === 0) return new Map();
  const col = <T>(pick: (slip: NewSlip) => T) => slips.map(pick);
  const legs = slips.flatMap((slip) => slip.legs.map((leg, index) => ({ slip, leg, index })));
  const legCol = <T>(pick: (entry: (typeof legs)[number]) => T) => legs.map(pick);
  const rows = await tx.query<{ id: string; accountId: string; requestKey: string }>(
    `with input as (
       select * from unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[],
         $10::bigint[], $11::bigint[], $12::text[], $13::text[], $14::boolean[], $15::text[], $16::text[], $17::timestamptz[])
         with ordinality as x(merchant_id, account_id, currency, vendor_code, game_code, game_type, kind, stake, potential, max_payout,
           policy, status, in_play, request_key, request_hash, decide_at, n)
     ), s as (
       insert into sport_slips (merchant_id, account_id, currency, vendor_code, game_code, game_type, kind, stake_minor,
         potential_return_minor, max_payout_minor, policy, status, in_play, request_key, request_hash, placed_at, decide_at, accepted_at)
       select merchant_id, account_id, currency, vendor_code, game_code, game_type, kind, stake, potential, max_payout, policy, status,
         in_play, request_key, request_hash, $1, decide_at, case when status = 'open' then $1::timestamptz end
       from input order by n
       on conflict (account_id, request_key) do nothing
       returning id, account_id, request_key
     ), l as (
       insert into sport_slip_legs (slip_id, leg_index, fixture_id, market_id, selection_id, selection_code, seen_price_x10k, price_x10k, score_at_bet)
       select s.id, y.leg_index, y.fixture_id, y.market_id, y.selection_id, y.code, y.seen, y.price, y.score::jsonb
       from unnest($18::bigint[], $19::text[], $20::int[], $21::bigint[], $22::bigint[], $23::bigint[], $24::text[], $25::int[], $26::int[], $27::text[])
         as y(account_id, request_key, leg_index, fixture_id, market_id, selection_id, code, seen, price, score)
       join s on s.account_id = y.account_id and s.request_key = y.request_key
     )
     select id::text as id, account_id::text as "accountId", request_key as "requestKey" from s`,
    [
      at.toISOString(),
      col((s) => s.brandId),
      col((s) => s.accountId),
      col((s) => s.currency),
      col((s) => s.vendorCode),
      col((s) => s.gameCode),
      col((s) => s.gameType),
      col((s) => s.kind),
      col((s) => s.stakeMinor.toString()),
      col((s) => s.potentialReturnMinor.toString()),
      col((s) => s.maxPayoutMinor.toString()),
      col((s) => s.policy),
      col((s) => s.status),
      col((s) => s.inPlay),
      col((s) => s.requestKey),
      col((s) => s.requestHash),
      col((s) => s.decideAt?.toISOString() ?? null),
      legCol((e) => e.slip.accountId),
      legCol((e) => e.slip.requestKey),
      legCol((e) => e.index),
      legCol((e) => e.leg.fixtureId),
      legCol((e) => e.leg.marketId),
      legCol((e) => e.leg.selectionId),
      legCol((e) => e.leg.selectionCode),
      legCol((e) => e.leg.seenPriceX10k),
      legCol((e) => e.leg.priceX10k),
      legCol((e) => (e.leg.scoreAtBet ? JSON.stringify(e.leg.scoreAtBet) : null)),
    ],
  );
  return new Map(rows.map((row) => [`${row.accountId}\u0000${row.requestKey}`, row.id]));
}

/** Removes slips whose stake could not be taken (their legs first); the group goes on with the others. */
export async function deleteSlips(tx: Queryable, slipIds: readonly string[]): Promise<void> {
  if (slipIds.length === 0) return;
  await tx.query(
    `with l as (delete from sport_slip_legs where slip_id = any($1::bigint[])) delete from sport_slips where id = any($1::bigint[])`,
    [[...slipIds]],
  );
}

const SLIP_COLUMNS = `s.id::text as id, s.merchant_id::text as "brandId", s.account_id::text as "accountId", s.currency,
  s.vendor_code as "vendorCode", s.game_code as "gameCode", s.game_type as "gameType", s.kind, s.stake_minor::text as "stakeMinor",
  s.potential_return_minor::text as "potentialReturnMinor", s.max_payout_minor::text as "maxPayoutMinor", s.policy, s.status,
  s.in_play as "inPlay", s.return_minor::text as "returnMinor", s.paid_minor::text as "paidMinor", s.short_minor::text as "shortMinor",
  s.reject_code as "rejectCode", s.request_key as "requestKey", s.request_hash as "requestHash", s.placed_at as "placedAt",
  s.decide_at as "decideAt", s.accepted_at as "acceptedAt", s.settled_at as "settledAt"`;

type RawSlip = Omit<SlipRow, 'stakeMinor' | 'potentialReturnMinor' | 'maxPayoutMinor' | 'returnMinor' | 'paidMinor' | 'shortMinor'> & {
  stakeMinor: string;
  potentialReturnMinor: string;
  maxPayoutMinor: string;
  returnMinor: string | null;
  paidMinor: string;
  shortMinor: string;
};

export function toSlip(row: RawSlip): SlipRow {
  return {
    ...row,
    stakeMinor: BigInt(row.stakeMinor),
    potentialReturnMinor: BigInt(row.potentialReturnMinor),
    maxPayoutMinor: BigInt(row.maxPayoutMinor),
    returnMinor: row.returnMinor === null ? null : BigInt(row.returnMinor),
    paidMinor: BigInt(row.paidMinor),
    shortMinor: BigInt(row.shortMinor),
  };
}

/** A slip by an account's key, or null. */
export async function selectSlipByKey(db: Queryable, accountId: string, requestKey: string): Promise<SlipRow | null> {
  const [row] = await db.query<RawSlip>(`select ${SLIP_COLUMNS} from sport_slips s where s.account_id = $1 and s.request_key = $2`, [
    accountId,
    requestKey,
  ]);
  return row ? toSlip(row) : null;
}

/** One slip by id, or null; `lock` holds it for the rest of the transaction. */
export async function selectSlip(db: Queryable, slipId: string, lock = false): Promise<SlipRow | null> {
  const [row] = await db.query<RawSlip>(`select ${SLIP_COLUMNS} from sport_slips s where s.id = $1 ${lock ? 'for update' : ''}`, [slipId]);
  return row ? toSlip(row) : null;
}

/** An account's slips, newest first: open (pending and open) or settled (the rest). */
export async function selectAccountSlips(db: Queryable, accountId: string, which: 'open' | 'settled', limit: number): Promise<SlipRow[]> {
  const statuses = which === 'open' ? ['pending', 'open'] : ['settled', 'void', 'rejected'];
  const rows = await db.query<RawSlip>(
    `select ${SLIP_COLUMNS} from sport_slips s where s.account_id = $1 and s.status = any($2::text[]) order by s.id desc limit $3`,
    [accountId, statuses, limit],
  );
  return rows.map(toSlip);
}

/** A leg with what its view shows: the fixture, the market and the selection's name. */
export interface LegDetailRow extends LegRow {
  fixtureName: string;
  home: string | null;
  away: string | null;
  sportCode: string;
  startsAt: Date;
  definition: Market;
  selectionName: string | null;
  result: FixtureResult | null;
  resultVersion: number;
}

/** The legs of slips, with their fixtures and markets. */
export async function selectLegDetails(db: Queryable, slipIds: readonly string[]): Promise<LegDetailRow[]> {
  if (slipIds.length === 0) return [];
  return db.query<LegDetailRow>(
    `select l.slip_id::text as "slipId", l.leg_index as "legIndex", l.fixture_id::text as "fixtureId", l.market_id::text as "marketId",
       l.selection_id::text as "selectionId", l.selection_code as "selectionCode", l.seen_price_x10k as "seenPriceX10k",
       l.price_x10k as "priceX10k", l.score_at_bet as "scoreAtBet", f.result, f.result_version as "resultVersion",
       f.name as "fixtureName", f.home, f.away, sp.code as "sportCode", f.starts_at as "startsAt", m.definition, sel.name as "selectionName"
     from sport_slip_legs l join sport_fixtures f on f.id = l.fixture_id join sport_competitions c on c.id = f.competition_id
       join sport_sports sp on sp.id = c.sport_id join sport_markets m on m.id = l.market_id join sport_selections sel on sel.id = l.selection_id
     where l.slip_id = any($1::bigint[]) order by l.slip_id, l.leg_index`,
    [[...slipIds]],
  );
}

/** The legs of one slip (no detail). */
export async function selectLegs(db: Queryable, slipId: string): Promise<LegRow[]> {
  return db.query<LegRow>(
    `select slip_id::text as "slipId", leg_index as "legIndex", fixture_id::text as "fixtureId", market_id::text as "marketId",
       selection_id::text as "selectionId", selection_code as "selectionCode", seen_price_x10k as "seenPriceX10k", price_x10k as "priceX10k",
       score_at_bet as "scoreAtBet"
     from sport_slip_legs where slip_id = $1 order by leg_index`,
    [slipId],
  );
}

/** A held in-play slip accepted: open at the prices of its second check, with its potential return. */
export async function acceptSlip(
  tx: Queryable,
  slipId: string,
  change: { prices: readonly number[]; potentialReturnMinor: bigint; at: Date },
): Promise<void> {
  await tx.query(
    `with l as (
       update sport_slip_legs l set price_x10k = p.price from unnest($2::int[]) with ordinality as p(price, n)
        where l.slip_id = $1 and l.leg_index = p.n - 1
     )
     update sport_slips set status = 'open', accepted_at = $4, potential_return_minor = $3 where id = $1 and status = 'pending'`,
    [slipId, [...change.prices], change.potentialReturnMinor.toString(), change.at.toISOString()],
  );
}

/** A held in-play slip rejected: nothing was taken. */
export async function rejectSlip(tx: Queryable, slipId: string, code: string, at: Date): Promise<void> {
  await tx.query(`update sport_slips set status = 'rejected', reject_code = $2, settled_at = $3 where id = $1 and status = 'pending'`, [
    slipId,
    code,
    at.toISOString(),
  ]);
}

/** Pending slips whose check is due (the watch enqueues their jobs again after a restart). */
export async function selectDuePending(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id::text as id from sport_slips where status = 'pending' and decide_at <= $1 order by decide_at limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}
