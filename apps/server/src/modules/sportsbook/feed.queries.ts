/**
 * What a feed batch writes (decision 058): sports and competitions by code, fixtures by the feed's
 * reference, markets by (fixture, reference) with their selections, and price moves and
 * suspensions, each in one statement for the whole batch.
 */
import type { Queryable } from '../../db/client.ts';
import type { FixtureStatus, LiveScore } from '@pkg/contracts/sports';
import type { Market } from '@pkg/games/sports/sport-types';

export async function upsertSports(
  tx: Queryable,
  brandId: string,
  sports: ReadonlyArray<{ code: string; kind: string; names: Record<string, string> }>,
): Promise<void> {
  if (sports.length === 0) return;
  await tx.query(
    `insert into sport_sports (merchant_id, code, kind, names, sort)
     select $1, x.code, x.kind, x.names::jsonb, x.n from unnest($2::text[], $3::text[], $4::text[]) with ordinality as x(code, kind, names, n)
     on conflict (merchant_id, code) do update set names = excluded.names`,
    [brandId, sports.map((s) => s.code), sports.map((s) => s.kind), sports.map((s) => JSON.stringify(s.names))],
  );
}

export async function upsertCompetitions(
  tx: Queryable,
  brandId: string,
  competitions: ReadonlyArray<{ code: string; sport: string; names: Record<string, string> }>,
): Promise<void> {
  if (competitions.length === 0) return;
  await tx.query(
    `insert into sport_competitions (merchant_id, sport_id, code, names, sort)
     select $1, sp.id, x.code, x.names::jsonb, x.n from unnest($2::text[], $3::text[], $4::text[]) with ordinality as x(code, sport, names, n)
       join sport_sports sp on sp.merchant_id = $1 and sp.code = x.sport
     on conflict (merchant_id, code) do update set names = excluded.names`,
    [brandId, competitions.map((c) => c.code), competitions.map((c) => c.sport), competitions.map((c) => JSON.stringify(c.names))],
  );
}

/** A brand's competition ids by code. */
export async function selectCompetitionIds(tx: Queryable, brandId: string): Promise<Map<string, string>> {
  const rows = await tx.query<{ code: string; id: string }>(`select code, id::text as id from sport_competitions where merchant_id = $1`, [
    brandId,
  ]);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** A fixture as the feed knows it. */
export interface FeedFixtureRow {
  id: string;
  feedRef: string;
  status: FixtureStatus;
  startsAt: Date;
  score: LiveScore | null;
  home: string | null;
  away: string | null;
  name: string;
}

export async function selectFixturesByRef(tx: Queryable, brandId: string, refs: readonly string[]): Promise<Map<string, FeedFixtureRow>> {
  if (refs.length === 0) return new Map();
  const rows = await tx.query<FeedFixtureRow>(
    `select id::text as id, feed_ref as "feedRef", status, starts_at as "startsAt", score, home, away, name
     from sport_fixtures where merchant_id = $1 and feed_ref = any($2::text[])`,
    [brandId, [...new Set(refs)]],
  );
  return new Map(rows.map((row) => [row.feedRef, row]));
}

/** A fixture to insert or update. */
export interface FixtureWrite {
  feedRef: string;
  competitionId: string;
  kind: 'match' | 'outright';
  name: string;
  home: string | null;
  away: string | null;
  startsAt: Date;
  status: FixtureStatus;
  score: LiveScore | null;
}

/** Inserts new fixtures and updates changed ones in one statement; answers every fixture's id by reference. */
export async function writeFixtures(
  tx: Queryable,
  brandId: string,
  fixtures: readonly FixtureWrite[],
  at: Date,
): Promise<Map<string, string>> {
  if (fixtures.length === 0) return new Map();
  const col = <T>(pick: (f: FixtureWrite) => T) => fixtures.map(pick);
  const rows = await tx.query<{ id: string; feedRef: string }>(
    `insert into sport_fixtures (merchant_id, feed_ref, competition_id, kind, name, home, away, starts_at, status, score, created_at, updated_at)
     select $1, x.ref, x.competition, x.kind, x.name, x.home, x.away, x.starts_at, x.status, x.score::jsonb, $2, $2
     from unnest($3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::text[], $11::text[])
       as x(ref, competition, kind, name, home, away, starts_at, status, score)
     on conflict (merchant_id, feed_ref) where feed_ref is not null do update set
       competition_id = excluded.competition_id, name = excluded.name, home = excluded.home, away = excluded.away,
       starts_at = excluded.starts_at, status = excluded.status, score = excluded.score, updated_at = excluded.updated_at
     returning id::text as id, feed_ref as "feedRef"`,
    [
      brandId,
      at.toISOString(),
      col((f) => f.feedRef),
      col((f) => f.competitionId),
      col((f) => f.kind),
      col((f) => f.name),
      col((f) => f.home),
      col((f) => f.away),
      col((f) => f.startsAt.toISOString()),
      col((f) => f.status),
      col((f) => (f.score ? JSON.stringify(f.score) : null)),
    ],
  );
  return new Map(rows.map((row) => [row.feedRef, row.id]));
}

/** Closes the markets of fixtures that started (those not offered in play) or ended (all). */
export async function closeMarkets(
  tx: Queryable,
  started: readonly string[],
  ended: readonly string[],
  at: Date,
): Promise<Array<{ id: string; fixtureId: string }>> {
  if (started.length === 0 && ended.length === 0) return [];
  return tx.query<{ id: string; fixtureId: string }>(
    `update sport_markets set status = 'closed', updated_at = $3
     where status in ('open', 'suspended') and ((fixture_id = any($1::bigint[]) and not in_play) or fixture_id = any($2::bigint[]))
     returning id::text as id, fixture_id::text as "fixtureId"`,
    [[...started], [...ended], at.toISOString()],
  );
}

/** The markets of fixtures by (fixture id, reference). */
export async function selectMarketRefs(tx: Queryable, fixtureIds: readonly string[]): Promise<Map<string, { id: string; status: string }>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await tx.query<{ id: string; fixtureId: string; feedRef: string; status: string }>(
    `select id::text as id, fixture_id::text as "fixtureId", feed_ref as "feedRef", status from sport_markets
     where fixture_id = any($1::bigint[]) and feed_ref is not null`,
    [[...new Set(fixtureIds)]],
  );
  return new Map(rows.map((row) => [`${row.fixtureId}\u0000${row.feedRef}`, { id: row.id, status: row.status }]));
}

/** A market to create with its selections. */
export interface MarketWrite {
  brandId: string;
  fixtureId: string;
  feedRef: string | null;
  definition: Market;
  status: 'open' | 'suspended';
  inPlay: boolean;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  sort: number;
  selections: ReadonlyArray<{ code: string; name: string | null; linePriceX10k: number; priceX10k: number; sort: number }>;
}

/** Creates markets and their selections in one statement; answers the new market ids in order. */
export async function insertMarkets(tx: Queryable, markets: readonly MarketWrite[], at: Date): Promise<string[]> {
  if (markets.length === 0) return [];
  const col = <T>(pick: (m: MarketWrite) => T) => markets.map(pick);
  const sel = markets.flatMap((market, n) => market.selections.map((s) => ({ n: n + 1, s, market })));
  const rows = await tx.query<{ id: string; n: number }>(
    `with input as (
       select * from unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::bigint[],
         $10::bigint[], $11::int[]) with ordinality as x(merchant_id, fixture_id, feed_ref, type, definition, status, in_play, min_stake, max_stake, sort, n)
     ), m as (
       insert into sport_markets (merchant_id, fixture_id, feed_ref, type, definition, status, in_play, min_stake_minor, max_stake_minor, sort, updated_at)
       select merchant_id, fixture_id, feed_ref, type, definition::jsonb, status, in_play, min_stake, max_stake, sort, $1 from input order by n
       returning id, fixture_id, feed_ref, sort
     ), numbered as (
       select m.id, i.n, m.fixture_id, i.merchant_id from m join input i on i.fixture_id = m.fixture_id and i.sort = m.sort
         and i.feed_ref is not distinct from m.feed_ref
     ), s as (
       insert into sport_selections (merchant_id, market_id, fixture_id, code, name, line_price_x10k, price_x10k, sort)
       select numbered.merchant_id, numbered.id, numbered.fixture_id, y.code, y.name, y.line, y.price, y.sort
       from unnest($12::int[], $13::text[], $14::text[], $15::int[], $16::int[], $17::int[]) as y(n, code, name, line, price, sort)
       join numbered on numbered.n = y.n
     )
     select id::text as id, n::int as n from numbered order by n`,
    [
      at.toISOString(),
      col((m) => m.brandId),
      col((m) => m.fixtureId),
      col((m) => m.feedRef),
      col((m) => m.definition.type),
      col((m) => JSON.stringify(m.definition)),
      col((m) => m.status),
      col((m) => m.inPlay),
      col((m) => m.minStakeMinor.toString()),
      col((m) => m.maxStakeMinor.toString()),
      col((m) => m.sort),
      sel.map((e) => e.n),
      sel.map((e) => e.s.code),
      sel.map((e) => e.s.name),
      sel.map((e) => e.s.linePriceX10k),
      sel.map((e) => e.s.priceX10k),
      sel.map((e) => e.s.sort),
    ],
  );
  return rows.map((row) => row.id);
}

/** The selections of markets with their lines, for a price move. */
export async function selectLines(
  tx: Queryable,
  marketIds: readonly string[],
): Promise<
  Array<{ id: string; marketId: string; fixtureId: string; code: string; linePriceX10k: number; priceX10k: number; status: string }>
> {
  if (marketIds.length === 0) return [];
  return tx.query(
    `select id::text as id, market_id::text as "marketId", fixture_id::text as "fixtureId", code, line_price_x10k as "linePriceX10k",
       price_x10k as "priceX10k", status from sport_selections where market_id = any($1::bigint[]) order by market_id, sort, id for update`,
    [[...new Set(marketIds)]],
  );
}

/** Moves selections to new lines, prices and statuses (a changed price keeps the one before and the time it moved). */
export async function updateSelections(
  tx: Queryable,
  rows: ReadonlyArray<{ id: string; linePriceX10k: number; priceX10k: number; status: string }>,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `update sport_selections s set line_price_x10k = u.line, status = u.status,
       previous_price_x10k = case when s.price_x10k <> u.price then s.price_x10k else s.previous_price_x10k end,
       moved_at = case when s.price_x10k <> u.price then $1::timestamptz else s.moved_at end,
       price_x10k = u.price
     from unnest($2::bigint[], $3::int[], $4::int[], $5::text[]) as u(id, line, price, status) where s.id = u.id`,
    [at.toISOString(), rows.map((r) => r.id), rows.map((r) => r.linePriceX10k), rows.map((r) => r.priceX10k), rows.map((r) => r.status)],
  );
}

/** Sets markets' status (open or suspended), only those taking or pausing bets; answers the ones changed. */
export async function setMarketStatuses(
  tx: Queryable,
  changes: ReadonlyArray<{ id: string; status: 'open' | 'suspended' }>,
  at: Date,
): Promise<Array<{ id: string; fixtureId: string; status: 'open' | 'suspended' }>> {
  if (changes.length === 0) return [];
  return tx.query(
    `update sport_markets m set status = u.status, updated_at = $1 from unnest($2::bigint[], $3::text[]) as u(id, status)
     where m.id = u.id and m.status in ('open', 'suspended') and m.status <> u.status
     returning m.id::text as id, m.fixture_id::text as "fixtureId", m.status`,
    [at.toISOString(), changes.map((c) => c.id), changes.map((c) => c.status)],
  );
}
