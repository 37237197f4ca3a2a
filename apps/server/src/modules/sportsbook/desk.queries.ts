/**
 * The trading desk's reads and writes (decision 058): fixtures of the brands in scope with their
 * open exposure, liability per market and selection, the money settlements moved, players' stake
 * factors, and the desk's own fixtures and limits.
 */
import type { Queryable } from '../../db/client.ts';
import { FIXTURE_COLUMNS, FIXTURE_FROM } from './book.queries.ts';
import type { FixtureRow } from './sports-rows.ts';

/** A fixture row of the desk's list: the fixture, its brand and its open exposure. */
export interface DeskFixtureRow extends FixtureRow {
  brandCode: string;
  openSlips: number;
  openStakesMinor: bigint;
  pendingResult: boolean;
}

const EXPOSURE = `(select count(distinct l.slip_id)::int from sport_slip_legs l join sport_slips s on s.id = l.slip_id
     where l.fixture_id = f.id and s.status = 'open') as "openSlips",
   (select coalesce(sum(s.stake_minor), 0)::text from sport_slip_legs l join sport_slips s on s.id = l.slip_id
     where l.fixture_id = f.id and s.status = 'open' and s.currency = m.currency_code) as "openStakes",
   exists (select 1 from sport_results r where r.fixture_id = f.id and r.status = 'pending') as "pendingResult"`;

type RawDesk = FixtureRow & { brandCode: string; openSlips: number; openStakes: string; pendingResult: boolean };
const toDesk = ({ openStakes, ...row }: RawDesk): DeskFixtureRow => ({ ...row, openStakesMinor: BigInt(openStakes) });

/** Fixtures of the brands in scope (null: all), newest start first, filtered. */
export async function selectDeskFixtures(
  db: Queryable,
  query: {
    scope: string[] | null;
    brandId?: string | undefined;
    status?: string | undefined;
    sport?: string | undefined;
    awaiting: boolean;
    limit: number;
    now: Date;
  },
): Promise<DeskFixtureRow[]> {
  const rows = await db.query<RawDesk>(
    `select ${FIXTURE_COLUMNS}, m.code as "brandCode", ${EXPOSURE}
     from ${FIXTURE_FROM} join merchants m on m.id = f.merchant_id
     where ($1::bigint[] is null or f.merchant_id = any($1)) and ($2::bigint is null or f.merchant_id = $2)
       and ($3::text is null or f.status = $3) and ($4::text is null or sp.code = $4)
       and (not $5 or exists (select 1 from sport_results r where r.fixture_id = f.id and r.status = 'pending'))
     order by (f.status = 'live') desc, abs(extract(epoch from f.starts_at - $7::timestamptz)), f.id desc limit $6`,
    [query.scope, query.brandId ?? null, query.status ?? null, query.sport ?? null, query.awaiting, query.limit, query.now.toISOString()],
  );
  return rows.map(toDesk);
}

/** One fixture of the brands in scope, or null. */
export async function selectDeskFixture(db: Queryable, fixtureId: string, scope: string[] | null): Promise<DeskFixtureRow | null> {
  const [row] = await db.query<RawDesk>(
    `select ${FIXTURE_COLUMNS}, m.code as "brandCode", ${EXPOSURE}
     from ${FIXTURE_FROM} join merchants m on m.id = f.merchant_id
     where f.id = $1 and ($2::bigint[] is null or f.merchant_id = any($2))`,
    [fixtureId, scope],
  );
  return row ? toDesk(row) : null;
}

/** The competitions of the brands in scope (for the desk's new fixture form). */
export async function selectDeskCompetitions(
  db: Queryable,
  scope: string[] | null,
): Promise<Array<{ competitionId: string; brandId: string; sportCode: string; names: Record<string, string>; code: string }>> {
  return db.query(
    `select c.id::text as "competitionId", c.merchant_id::text as "brandId", sp.code as "sportCode", c.names, c.code
     from sport_competitions c join sport_sports sp on sp.id = c.sport_id
     where $1::bigint[] is null or c.merchant_id = any($1) order by c.merchant_id, sp.sort, c.sort, c.id`,
    [scope],
  );
}

/** Open exposure per selection of a fixture in one currency: singles (count, stakes, payout if it wins) and parlays. */
export async function selectExposure(
  db: Queryable,
  fixtureId: string,
  currency: string,
): Promise<Array<{ selectionId: string; bets: number; stakesMinor: bigint; payoutMinor: bigint; parlays: number }>> {
  const rows = await db.query<{ selectionId: string; bets: number; stakes: string; payout: string; parlays: number }>(
    `select l.selection_id::text as "selectionId",
       count(*) filter (where s.kind = 'single')::int as bets,
       coalesce(sum(s.stake_minor) filter (where s.kind = 'single'), 0)::text as stakes,
       coalesce(sum((s.stake_minor * l.price_x10k) / 10000) filter (where s.kind = 'single'), 0)::text as payout,
       count(*) filter (where s.kind = 'parlay')::int as parlays
     from sport_slip_legs l join sport_slips s on s.id = l.slip_id
     where l.fixture_id = $1 and s.status = 'open' and s.currency = $2 group by l.selection_id`,
    [fixtureId, currency],
  );
  return rows.map((row) => ({ ...row, stakesMinor: BigInt(row.stakes), payoutMinor: BigInt(row.payout) }));
}

/** Slips with a leg on the fixture, by status; what the ledger moved to them net, what claw-backs took, and what stays short. */
export async function selectFixtureMoney(
  db: Queryable,
  fixtureId: string,
): Promise<{ pending: number; open: number; settled: number; paidMinor: bigint; clawedMinor: bigint; shortMinor: bigint }> {
  const [row] = await db.query<{ pending: number; open: number; settled: number; paid: string; clawed: string; short: string }>(
    `select count(*) filter (where s.status = 'pending')::int as pending, count(*) filter (where s.status = 'open')::int as open,
       count(*) filter (where s.status in ('settled', 'void'))::int as settled,
       coalesce(sum(s.paid_minor), 0)::text as paid, coalesce(sum(s.clawed_minor), 0)::text as clawed,
       coalesce(sum(s.short_minor), 0)::text as short
     from sport_slip_legs l join sport_slips s on s.id = l.slip_id where l.fixture_id = $1`,
    [fixtureId],
  );
  return {
    pending: row?.pending ?? 0,
    open: row?.open ?? 0,
    settled: row?.settled ?? 0,
    paidMinor: BigInt(row?.paid ?? '0'),
    clawedMinor: BigInt(row?.clawed ?? '0'),
    shortMinor: BigInt(row?.short ?? '0'),
  };
}

/** The newest settlement job of a fixture, or null. */
export async function selectSettleJob(
  db: Queryable,
  fixtureId: string,
): Promise<{ runKey: string; status: string; lastError: string | null } | null> {
  const [row] = await db.query<{ runKey: string; status: string; lastError: string | null }>(
    `select run_key as "runKey", status, last_error as "lastError" from jobs where run_key like $1 order by created_at desc, run_key desc limit 1`,
    [`sport-settle:${fixtureId}-v%`],
  );
  return row ?? null;
}

/** A desk-made fixture (no feed reference); answers its id. */
export async function insertDeskFixture(
  tx: Queryable,
  fixture: { brandId: string; competitionId: string; home: string; away: string; startsAt: Date },
  at: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into sport_fixtures (merchant_id, competition_id, kind, name, home, away, starts_at, status, created_at, updated_at)
     values ($1, $2, 'match', $3, $4, $5, $6, 'prematch', $7, $7) returning id::text as id`,
    [
      fixture.brandId,
      fixture.competitionId,
      `${fixture.home} v ${fixture.away}`,
      fixture.home,
      fixture.away,
      fixture.startsAt.toISOString(),
      at.toISOString(),
    ],
  );
  if (!row) throw new Error('the fixture was not written');
  return row.id;
}

/** A fixture's status and score set by the desk. */
export async function updateFixtureState(
  tx: Queryable,
  fixtureId: string,
  change: { status: string; score: unknown },
  at: Date,
): Promise<void> {
  await tx.query(`update sport_fixtures set status = $2, score = coalesce($3::jsonb, score), updated_at = $4 where id = $1`, [
    fixtureId,
    change.status,
    change.score === undefined ? null : JSON.stringify(change.score),
    at.toISOString(),
  ]);
}

/** A market's limits and its selections' own maxima (null clears one). */
export async function updateLimits(
  tx: Queryable,
  marketId: string,
  limits: { minStakeMinor: bigint; maxStakeMinor: bigint; selectionMax: ReadonlyArray<{ code: string; maxMinor: bigint | null }> },
  at: Date,
): Promise<void> {
  await tx.query(
    `with s as (
       update sport_selections s set max_stake_minor = u.max from unnest($4::text[], $5::bigint[]) as u(code, max)
        where s.market_id = $1 and s.code = u.code
     )
     update sport_markets set min_stake_minor = $2, max_stake_minor = $3, updated_at = $6 where id = $1`,
    [
      marketId,
      limits.minStakeMinor.toString(),
      limits.maxStakeMinor.toString(),
      limits.selectionMax.map((s) => s.code),
      limits.selectionMax.map((s) => s.maxMinor?.toString() ?? null),
      at.toISOString(),
    ],
  );
}

/** A market of the brands in scope with its fixture id, or null. */
export async function selectDeskMarket(
  db: Queryable,
  marketId: string,
  scope: string[] | null,
): Promise<{ id: string; fixtureId: string; brandId: string; status: string; definition: unknown } | null> {
  const [row] = await db.query<{ id: string; fixtureId: string; brandId: string; status: string; definition: unknown }>(
    `select id::text as id, fixture_id::text as "fixtureId", merchant_id::text as "brandId", status, definition from sport_markets
     where id = $1 and ($2::bigint[] is null or merchant_id = any($2)) for update`,
    [marketId, scope],
  );
  return row ?? null;
}

/** A player of a brand by username, with their book settings and open slips. */
export async function selectDeskPlayer(
  db: Queryable,
  brandId: string,
  username: string,
): Promise<{
  accountId: string;
  brandId: string;
  username: string;
  stakeFactorX10k: number;
  oddsFormat: string;
  openSlips: number;
  updatedBy: string | null;
  updatedAt: Date | null;
} | null> {
  const [row] = await db.query<{
    accountId: string;
    brandId: string;
    username: string;
    stakeFactorX10k: number;
    oddsFormat: string;
    openSlips: number;
    updatedBy: string | null;
    updatedAt: Date | null;
  }>(
    `select a.id::text as "accountId", a.merchant_id::text as "brandId", a.username, coalesce(p.stake_factor_x10k, 10000) as "stakeFactorX10k",
       coalesce(p.odds_format, 'decimal') as "oddsFormat", p.factor_by as "updatedBy", p.factor_at as "updatedAt",
       (select count(*)::int from sport_slips s where s.account_id = a.id and s.status in ('pending', 'open')) as "openSlips"
     from accounts a left join sport_players p on p.account_id = a.id where a.merchant_id = $1 and lower(a.username) = lower($2)`,
    [brandId, username],
  );
  return row ?? null;
}

/** Sets a player's stake factor (the staff member who set it and when). */
export async function upsertStakeFactor(
  tx: Queryable,
  player: { accountId: string; brandId: string; factorX10k: number; staff: string },
  at: Date,
): Promise<number | null> {
  const [before] = await tx.query<{ factor: number }>(
    `select stake_factor_x10k as factor from sport_players where account_id = $1 for update`,
    [player.accountId],
  );
  await tx.query(
    `insert into sport_players (account_id, merchant_id, stake_factor_x10k, factor_by, factor_at, updated_at) values ($1, $2, $3, $4, $5, $5)
     on conflict (account_id) do update set stake_factor_x10k = excluded.stake_factor_x10k, factor_by = excluded.factor_by,
       factor_at = excluded.factor_at, updated_at = excluded.updated_at`,
    [player.accountId, player.brandId, player.factorX10k, player.staff, at.toISOString()],
  );
  return before?.factor ?? null;
}

/** A competition's brand and sport, or null. */
export async function selectCompetitionSport(
  db: Queryable,
  competitionId: string,
): Promise<{ brandId: string; sportCode: string; sportKind: 'sport' | 'esport' } | null> {
  if (!/^[0-9]{1,18}$/.test(competitionId)) return null;
  const [row] = await db.query<{ brandId: string; sportCode: string; sportKind: 'sport' | 'esport' }>(
    `select c.merchant_id::text as "brandId", sp.code as "sportCode", sp.kind as "sportKind" from sport_competitions c
       join sport_sports sp on sp.id = c.sport_id where c.id = $1`,
    [competitionId],
  );
  return row ?? null;
}

/** The markets of a fixture that take or pause bets. */
export async function selectTradingMarketIds(db: Queryable, fixtureId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id::text as id from sport_markets where fixture_id = $1 and status in ('open', 'suspended')`,
    [fixtureId],
  );
  return rows.map((row) => row.id);
}

/** The sort number a new market of a fixture takes: after the others. */
export async function selectNextMarketSort(db: Queryable, fixtureId: string): Promise<number> {
  const [row] = await db.query<{ sort: number }>(
    `select (coalesce(max(sort), -1) + 1)::int as sort from sport_markets where fixture_id = $1`,
    [fixtureId],
  );
  return row?.sort ?? 0;
}

/** An account's brand and username, or null. */
export async function selectAccountBrand(db: Queryable, accountId: string): Promise<{ brandId: string; username: string } | null> {
  const [row] = await db.query<{ brandId: string; username: string }>(
    `select merchant_id::text as "brandId", username from accounts where id = $1`,
    [accountId],
  );
  return row ?? null;
}
