/**
 * The settlement's SQL (decision 058): a fixture's slips in pages held under lock, the other legs
 * of its parlays, and the page's settlements written back in one statement.
 */
import type { Queryable } from '../../db/client.ts';
import type { Score } from '@pkg/games/sports/sport-types';
import type { StoredSettlement } from './sports-rows.ts';

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
 * The next page of slips with a leg on the fixture, in slip id order after `after`, of one worker
 * (slips whose account id is `worker` modulo `workers`, so workers running at once never lock the
 * same wallets), held for update. Pending and rejected slips took no stake and are not settled.
 */
export async function lockSettlePage(
  tx: Queryable,
  page: { fixtureId: string; after: string; workers: number; worker: number; limit: number },
): Promise<PageSlip[]> {
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
       s.clawed_minor::text as "clawedMinor", s.short_minor::text as "shortMinor", s.settled_at as "settledAt", l.leg_index as "legIndex", l.market_id::text as "marketId",
       l.selection_code as "selectionCode", l.price_x10k as "priceX10k", l.score_at_bet as "scoreAtBet"
     from sport_slip_legs l join sport_slips s on s.id = l.slip_id
     where l.fixture_id = $1 and l.slip_id > $2 and s.status in ('open', 'settled', 'void') and mod(s.account_id, $3) = $4
     order by l.slip_id limit $5 for update of s`,
    [page.fixtureId, page.after, page.workers, page.worker, page.limit],
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

/** The other legs of parlays (their prices and stored settlements), by slip id. */
export async function selectOtherLegs(
  tx: Queryable,
  slipIds: readonly string[],
  fixtureId: string,
): Promise<Map<string, Array<{ legIndex: number; priceX10k: number; settlement: StoredSettlement | null }>>> {
  const out = new Map<string, Array<{ legIndex: number; priceX10k: number; settlement: StoredSettlement | null }>>();
  if (slipIds.length === 0) return out;
  const rows = await tx.query<{ slipId: string; legIndex: number; priceX10k: number; settlement: StoredSettlement | null }>(
    `select slip_id::text as "slipId", leg_index as "legIndex", price_x10k as "priceX10k", settlement from sport_slip_legs
     where slip_id = any($1::bigint[]) and fixture_id <> $2 order by slip_id, leg_index`,
    [[...slipIds], fixtureId],
  );
  for (const row of rows) {
    const list = out.get(row.slipId) ?? [];
    list.push(row);
    out.set(row.slipId, list);
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
  legIndex: number;
  settlement: StoredSettlement;
  status: 'open' | 'settled' | 'void';
  returnMinor: bigint | null;
  paidMinor: bigint;
  clawedMinor: bigint;
  shortMinor: bigint;
  settledAt: Date | null;
}

/** The page's legs (their settlement at `version`) and slips (status, return, paid, short) in one statement. */
export async function writeSettlements(tx: Queryable, version: number, rows: readonly SlipSettled[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (row: SlipSettled) => T) => rows.map(pick);
  await tx.query(
    `with l as (
       update sport_slip_legs l set settlement = u.st::jsonb, result_version = $1
       from unnest($2::bigint[], $3::int[], $4::text[]) as u(slip_id, idx, st) where l.slip_id = u.slip_id and l.leg_index = u.idx
     )
     update sport_slips s set status = u.status, return_minor = u.ret, paid_minor = u.paid, clawed_minor = u.clawed, short_minor = u.short,
       settled_at = coalesce(s.settled_at, u.settled_at)
     from unnest($2::bigint[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $9::timestamptz[], $10::bigint[])
       as u(id, status, ret, paid, short, settled_at, clawed)
     where s.id = u.id`,
    [
      version,
      col((row) => row.slipId),
      col((row) => row.legIndex),
      col((row) => JSON.stringify(row.settlement)),
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
