/**
 * The book as players read it (decision 058): a brand's rules, its sports menu, fixtures with
 * their markets and selections, a player's settings, and the quotes a slip is checked against.
 */
import type { Queryable } from '../../db/client.ts';
import type { BookRulesRow, FixtureRow, MarketRow, PlayerSettingsRow, QuoteRow, SelectionRow } from './sports-rows.ts';

/** The rules of a brand without a sport_books row (the migration's defaults). */
export const DEFAULT_BOOK_RULES: Readonly<BookRulesRow> = Object.freeze({
  marginX10k: 500,
  marginMethod: 'proportional',
  tickX10k: 100,
  minPriceX10k: 10_100,
  maxPayoutMinor: 10_000_000n,
  parlayMinLegs: 2,
  parlayMaxLegs: 10,
  parlayMinStakeMinor: 100n,
  parlayMaxStakeMinor: 1_000_000n,
  inPlayDelayMs: 5_000,
});

/** A brand's book rules. */
export async function selectBookRules(db: Queryable, brandId: string): Promise<BookRulesRow> {
  const [row] = await db.query<Record<string, string | number>>(
    `select margin_x10k as "marginX10k", margin_method as "marginMethod", tick_x10k as "tickX10k", min_price_x10k as "minPriceX10k",
       max_payout_minor::text as "maxPayoutMinor", parlay_min_legs as "parlayMinLegs", parlay_max_legs as "parlayMaxLegs",
       parlay_min_stake_minor::text as "parlayMinStakeMinor", parlay_max_stake_minor::text as "parlayMaxStakeMinor",
       in_play_delay_ms as "inPlayDelayMs"
     from sport_books where merchant_id = $1`,
    [brandId],
  );
  if (!row) return DEFAULT_BOOK_RULES;
  return {
    marginX10k: Number(row.marginX10k),
    marginMethod: row.marginMethod as BookRulesRow['marginMethod'],
    tickX10k: Number(row.tickX10k),
    minPriceX10k: Number(row.minPriceX10k),
    maxPayoutMinor: BigInt(row.maxPayoutMinor as string),
    parlayMinLegs: Number(row.parlayMinLegs),
    parlayMaxLegs: Number(row.parlayMaxLegs),
    parlayMinStakeMinor: BigInt(row.parlayMinStakeMinor as string),
    parlayMaxStakeMinor: BigInt(row.parlayMaxStakeMinor as string),
    inPlayDelayMs: Number(row.inPlayDelayMs),
  };
}

/** Gives a brand its book (the defaults) unless it has one. */
export async function insertBook(db: Queryable, brandId: string, at: Date): Promise<void> {
  await db.query(`insert into sport_books (merchant_id, updated_at) values ($1, $2) on conflict do nothing`, [brandId, at.toISOString()]);
}

export const FIXTURE_COLUMNS = `f.id::text as id, f.merchant_id::text as "brandId", f.competition_id::text as "competitionId",
  c.code as "competitionCode", c.names as "competitionNames", sp.code as "sportCode", sp.kind as "sportKind", f.feed_ref as "feedRef",
  f.kind, f.name, f.home, f.away, f.starts_at as "startsAt", f.status, f.score, f.result, f.result_version as "resultVersion",
  f.settled_version as "settledVersion"`;
export const FIXTURE_FROM = `sport_fixtures f join sport_competitions c on c.id = f.competition_id join sport_sports sp on sp.id = c.sport_id`;

/** The menu: enabled sports with their competitions, and how many fixtures each offers (not over, started within a day). */
export async function selectMenu(
  db: Queryable,
  brandId: string,
  now: Date,
): Promise<
  Array<{
    sportCode: string;
    sportKind: 'sport' | 'esport';
    sportNames: Record<string, string>;
    competitionId: string;
    competitionCode: string;
    competitionNames: Record<string, string>;
    fixtures: number;
    live: number;
  }>
> {
  return db.query(
    `select sp.code as "sportCode", sp.kind as "sportKind", sp.names as "sportNames", c.id::text as "competitionId",
       c.code as "competitionCode", c.names as "competitionNames",
       count(f.id)::int as fixtures, count(f.id) filter (where f.status = 'live')::int as live
     from sport_sports sp join sport_competitions c on c.sport_id = sp.id and c.enabled
     left join sport_fixtures f on f.competition_id = c.id and f.status in ('prematch', 'live') and f.starts_at > $2::timestamptz - interval '1 day'
     where sp.merchant_id = $1 and sp.enabled
     group by sp.id, c.id order by sp.sort, sp.id, c.sort, c.id`,
    [brandId, now.toISOString()],
  );
}

/** Fixtures players may see (pre-match or live), live first then by start; filtered by sport, competition or time. */
export async function selectOpenFixtures(
  db: Queryable,
  brandId: string,
  filter: {
    sportCode?: string | undefined;
    competitionId?: string | undefined;
    when: 'live' | 'upcoming' | 'all';
    now: Date;
    limit: number;
  },
): Promise<FixtureRow[]> {
  const statuses = filter.when === 'live' ? ['live'] : filter.when === 'upcoming' ? ['prematch'] : ['prematch', 'live'];
  return db.query<FixtureRow>(
    `select ${FIXTURE_COLUMNS} from ${FIXTURE_FROM}
     where f.merchant_id = $1 and f.status = any($2::text[]) and c.enabled and sp.enabled
       and ($3::text is null or sp.code = $3) and ($4::bigint is null or c.id = $4)
       and f.starts_at > $5::timestamptz - interval '1 day'
     order by (f.status = 'live') desc, f.kind = 'outright', f.starts_at, f.id limit $6`,
    [brandId, statuses, filter.sportCode ?? null, filter.competitionId ?? null, filter.now.toISOString(), filter.limit],
  );
}

/** One fixture of a brand, or null; `lock` holds it for the rest of the transaction. */
export async function selectFixture(db: Queryable, fixtureId: string, lock?: 'update' | 'share'): Promise<FixtureRow | null> {
  const [row] = await db.query<FixtureRow>(
    `select ${FIXTURE_COLUMNS} from ${FIXTURE_FROM} where f.id = $1 ${lock ? `for ${lock} of f` : ''}`,
    [fixtureId],
  );
  return row ?? null;
}

const MARKET_COLUMNS = `m.id::text as id, m.fixture_id::text as "fixtureId", m.feed_ref as "feedRef", m.definition, m.status,
  m.in_play as "inPlay", m.min_stake_minor::text as "minStakeMinor", m.max_stake_minor::text as "maxStakeMinor", m.sort`;

type RawMarket = Omit<MarketRow, 'minStakeMinor' | 'maxStakeMinor'> & { minStakeMinor: string; maxStakeMinor: string };
const toMarket = (row: RawMarket): MarketRow => ({
  ...row,
  minStakeMinor: BigInt(row.minStakeMinor),
  maxStakeMinor: BigInt(row.maxStakeMinor),
});

/** The markets of fixtures (`statuses` only), in display order. */
export async function selectMarkets(db: Queryable, fixtureIds: readonly string[], statuses: readonly string[]): Promise<MarketRow[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await db.query<RawMarket>(
    `select ${MARKET_COLUMNS} from sport_markets m where m.fixture_id = any($1::bigint[]) and m.status = any($2::text[])
     order by m.fixture_id, m.sort, m.id`,
    [fixtureIds, statuses],
  );
  return rows.map(toMarket);
}

const SELECTION_COLUMNS = `s.id::text as id, s.market_id::text as "marketId", s.fixture_id::text as "fixtureId", s.code, s.name,
  s.line_price_x10k as "linePriceX10k", s.price_x10k as "priceX10k", s.previous_price_x10k as "previousPriceX10k",
  s.moved_at as "movedAt", s.status, s.max_stake_minor::text as "maxStakeMinor", s.sort`;

type RawSelection = Omit<SelectionRow, 'maxStakeMinor'> & { maxStakeMinor: string | null };
const toSelection = (row: RawSelection): SelectionRow => ({
  ...row,
  maxStakeMinor: row.maxStakeMinor === null ? null : BigInt(row.maxStakeMinor),
});

/** The selections of markets, in display order. */
export async function selectSelections(db: Queryable, marketIds: readonly string[]): Promise<SelectionRow[]> {
  if (marketIds.length === 0) return [];
  const rows = await db.query<RawSelection>(
    `select ${SELECTION_COLUMNS} from sport_selections s where s.market_id = any($1::bigint[]) order by s.market_id, s.sort, s.id`,
    [marketIds],
  );
  return rows.map(toSelection);
}

/** A player's book settings, or the defaults. */
export async function selectPlayerSettings(db: Queryable, accountId: string): Promise<PlayerSettingsRow> {
  const [row] = await db.query<PlayerSettingsRow>(
    `select odds_format as "oddsFormat", odds_policy as policy, stake_factor_x10k as "stakeFactorX10k" from sport_players where account_id = $1`,
    [accountId],
  );
  return row ?? { oddsFormat: 'decimal', policy: 'accept_higher', stakeFactorX10k: 10_000 };
}

/** Stake factors of several players (10,000 for those without a row). */
export async function selectStakeFactors(db: Queryable, accountIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ accountId: string; factor: number }>(
    `select account_id::text as "accountId", stake_factor_x10k as factor from sport_players where account_id = any($1::bigint[])`,
    [[...new Set(accountIds)]],
  );
  const factors = new Map(rows.map((row) => [row.accountId, row.factor]));
  return new Map(accountIds.map((id) => [id, factors.get(id) ?? 10_000]));
}

/** Saves a player's odds format and policy. */
export async function upsertPlayerSettings(
  db: Queryable,
  player: { accountId: string; brandId: string; oddsFormat: string; policy: string },
  at: Date,
): Promise<void> {
  await db.query(
    `insert into sport_players (account_id, merchant_id, odds_format, odds_policy, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (account_id) do update set odds_format = excluded.odds_format, odds_policy = excluded.odds_policy, updated_at = excluded.updated_at`,
    [player.accountId, player.brandId, player.oddsFormat, player.policy, at.toISOString()],
  );
}

/**
 * The quotes of selections (with their markets' and fixtures' state), held `for share` when
 * `lock`: a price change or a suspension waits until the slips checked against them commit.
 */
export async function selectQuotes(db: Queryable, selectionIds: readonly string[], lock = false): Promise<Map<string, QuoteRow>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await db.query<
    Omit<QuoteRow, 'selectionMaxMinor' | 'minStakeMinor' | 'maxStakeMinor'> & {
      selectionMaxMinor: string | null;
      minStakeMinor: string;
      maxStakeMinor: string;
    }
  >(
    `select s.id::text as "selectionId", s.code, s.name, s.price_x10k as "priceX10k", s.status = 'open' as "selectionOpen",
       s.max_stake_minor::text as "selectionMaxMinor", m.id::text as "marketId", m.definition, m.status as "marketStatus",
       m.in_play as "inPlay", m.min_stake_minor::text as "minStakeMinor", m.max_stake_minor::text as "maxStakeMinor",
       f.id::text as "fixtureId", f.merchant_id::text as "brandId", f.status as "fixtureStatus", f.starts_at as "startsAt", f.score,
       f.name as "fixtureName", f.home, f.away, sp.code as "sportCode"
     from sport_selections s join sport_markets m on m.id = s.market_id join sport_fixtures f on f.id = m.fixture_id
       join sport_competitions c on c.id = f.competition_id join sport_sports sp on sp.id = c.sport_id
     where s.id = any($1::bigint[]) order by s.id ${lock ? 'for share of s, m' : ''}`,
    [[...new Set(selectionIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.selectionId,
      {
        ...row,
        selectionMaxMinor: row.selectionMaxMinor === null ? null : BigInt(row.selectionMaxMinor),
        minStakeMinor: BigInt(row.minStakeMinor),
        maxStakeMinor: BigInt(row.maxStakeMinor),
      },
    ]),
  );
}
