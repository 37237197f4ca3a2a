/**
 * The settlement's SQL (decision 058): a worker's list of a fixture's slips, its pages held under
 * lock, the other legs of its parlays with their fixtures' results, and the page's slips written
 * back in one statement.
 */
import type { Queryable } from '../../db/client.ts';
import type { FixtureResult, Market, Score } from '@pkg/games/sports/sport-types';

/** A slip of a settlement page, with its leg on the fixture being settled. */
export interface PageSlip {
  id: string;
  accountId: string;
  currency: string;
  vendorCode: string;
  kind: 'single' | 'parlay';
  status: 'open' | 'settled' | 'void';
  stakeMinor: bigint;
  maxPayoutMinor: bigint;
  paidMinor: bigint;
  clawedMinor: bigint;
  shortMinor: bigint;
  settledAt: Date | null;
  legIndex: number;
  marketId: string;
  selectionCode: string;
  priceX10k: number;
  scoreAtBet: Score | null;
}

/**
 * The slips one worker settles: those with a leg on the fixture whose account id is `worker`
 * modulo `workers` (so workers running at once never lock the same wallets), in slip id order.
 * Pending and rejected slips took no stake and are not settled.
 */
export async function selectWorkList(db: Queryable, fixtureId: string, workers: number, worker: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select s.id::text as id from sport_slip_legs l join sport_slips s on s.id = l.slip_id
     where l.fixture_id = $1 and s.status in ('open', 'settled', 'void') and mod(s.account_id, $2) = $3 order by s.id`,
    [fixtureId, workers, worker],
  );
  return rows.map((row) => row.id);
}

/** A page of slips by id, each with its leg on the fixture, held for update. */
export async function lockSettlePage(tx: Queryable, fixtureId: string, slipIds: readonly string[]): Promise<PageSlip[]> {
  const rows = await tx.query<
    Omit<PageSlip, 'stakeMinor' | 'maxPayoutMinor' | 'paidMinor' | 'clawedMinor' | 'shortMinor'> & {
      stakeMinor: string;
      maxPayoutMinor: string;
      paidMinor: string;
      clawedMinor: string;
      shortMinor: string;
    }
  >(
    `select s.id::text as id, s.account_id::text as "accountId", s.currency, s.vendor_code as "vendorCode", s.kind, s.status,
       s.stake_minor::text as "stakeMinor", s.max_payout_minor::text as "maxPayoutMinor", s.paid_minor::text as "paidMinor",
       s.clawed_minor::text as "clawedMinor", s.short_minor::text as "shortMinor", s.settled_at as "settledAt", l.leg_index as "legIndex",
       l.market_id::text as "marketId", l.selection_code as "selectionCode", l.price_x10k as "priceX10k", l.score_at_bet as "scoreAtBet"
     from sport_slips s join sport_slip_legs l on l.slip_id = s.id and l.fixture_id = $1
     where s.id = any($2::bigint[]) and s.status in ('open', 'settled', 'void') order by s.id for update of s`,
    [fixtureId, [...slipIds]],
  );
  return rows.map((row) => ({
    ...row,
    stakeMinor: BigInt(row.stakeMinor),
    maxPayoutMinor: BigInt(row.maxPayoutMinor),
    paidMinor: BigInt(row.paidMinor),
    clawedMinor: BigInt(row.clawedMinor),
    shortMinor: BigInt(row.shortMinor),
  }));
}

/** Another leg of a parlay with what settles it: its market, selection and its fixture's current result. */
export interface OtherLeg {
  legIndex: number;
  priceX10k: number;
  fixtureId: string;
  marketId: string;
  selectionCode: string;
  scoreAtBet: Score | null;
  definition: Market;
  result: FixtureResult | null;
  resultVersion: number;
}

/** The other legs of parlays, with their fixtures' current results, by slip id. */
export async function selectOtherLegs(tx: Queryable, slipIds: readonly string[], fixtureId: string): Promise<Map<string, OtherLeg[]>> {
  const out = new Map<string, OtherLeg[]>();
  if (slipIds.length === 0) return out;
  const rows = await tx.query<OtherLeg & { slipId: string }>(
    `select l.slip_id::text as "slipId", l.leg_index as "legIndex", l.price_x10k as "priceX10k", l.fixture_id::text as "fixtureId",
       l.market_id::text as "marketId", l.selection_code as "selectionCode", l.score_at_bet as "scoreAtBet", m.definition, f.result,
       f.result_version as "resultVersion"
     from sport_slip_legs l join sport_markets m on m.id = l.market_id join sport_fixtures f on f.id = l.fixture_id
     where l.slip_id = any($1::bigint[]) and l.fixture_id <> $2 order by l.slip_id, l.leg_index`,
    [[...slipIds], fixtureId],
  );
  for (const { slipId, ...leg } of rows) {
    const list = out.get(slipId) ?? [];
    list.push(leg);
    out.set(slipId, list);
  }
  return out;
}

/** The result version a fixture stands at, read under a share lock (a newer approval waits for the page). */
export async function shareFixtureVersion(tx: Queryable, fixtureId: string): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(`select result_version as version from sport_fixtures where id = $1 for share`, [
    fixtureId,
  ]);
  return row?.version ?? null;
}

/** What a page writes back per slip. */
export interface SlipSettled {
  slipId: string;
  status: 'open' | 'settled' | 'void';
  returnMinor: bigint | null;
  paidMinor: bigint;
  clawedMinor: bigint;
  shortMinor: bigint;
  settledAt: Date | null;
}

/** The page's slips (status, return, paid, taken back, short) in one statement. */
export async function writeSettlements(tx: Queryable, rows: readonly SlipSettled[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (row: SlipSettled) => T) => rows.map(pick);
  await tx.query(
    `update sport_slips s set status = u.status, return_minor = u.ret, paid_minor = u.paid, clawed_minor = u.clawed, short_minor = u.short,
       settled_at = coalesce(s.settled_at, u.settled_at)
     from unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::timestamptz[], $7::bigint[])
       as u(id, status, ret, paid, short, settled_at, clawed)
     where s.id = u.id`,
    [
      col((row) => row.slipId),
      col((row) => row.status),
      col((row) => row.returnMinor?.toString() ?? null),
      col((row) => row.paidMinor.toString()),
      col((row) => row.shortMinor.toString()),
      col((row) => row.settledAt?.toISOString() ?? null),
      col((row) => row.clawedMinor.toString()),
    ],
  );
}

/** The fixture settled at `version` (unless a newer version came meanwhile), its markets with it. */
export async function markFixtureSettled(db: Queryable, fixtureId: string, version: number): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `with m as (update sport_markets set status = 'settled' where fixture_id = $1 and status <> 'settled')
     update sport_fixtures set settled_version = $2 where id = $1 and result_version = $2 returning id::text as id`,
    [fixtureId, version],
  );
  return rows.length > 0;
}
