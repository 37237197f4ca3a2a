/**
 * Applying a feed batch to a brand's book (decision 058), in one transaction: sports and
 * competitions by code, fixtures by the feed's reference (a start closes the markets not offered in
 * play, an end closes them all), markets created with their selections, price moves with the
 * brand's margin put on and suspensions, and results as the fixture's next version with its
 * settlement enqueued. Everything is named by the feed's references, so the same batch again
 * changes nothing. The live events go out after the commit.
 */
import type { FeedApplied, FeedBatch, FeedFixture } from '@pkg/contracts/sports-feed';
import type { SportsEvent } from '@pkg/contracts/sports';
import { selectionsOf, marketProblems } from '@pkg/games/sports/markets';
import { parseOdds } from '@pkg/games/sports/odds-formats';
import type { FixtureResult, Market } from '@pkg/games/sports/sport-types';
import type { Db, Queryable } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { offeredPrices } from './book-prices.ts';
import { selectBookRules, selectFixture } from './book.queries.ts';
import {
  closeMarkets,
  insertMarkets,
  selectCompetitionIds,
  selectFixturesByRef,
  selectLines,
  selectMarketRefs,
  setMarketStatuses,
  updateSelections,
  upsertCompetitions,
  upsertSports,
  writeFixtures,
  type FixtureWrite,
  type MarketWrite,
} from './feed.queries.ts';
import { insertResult } from './results.queries.ts';
import { checkResultFits, recordResult, sameResult } from './results.ts';
import type { BookRulesRow } from './sports-rows.ts';

/** A source of fixtures, prices and results for a brand's book (the JSON importer, the demo feed, a provider). */
export interface SportsFeed {
  readonly name: string;
  /** The next batch for the brand: what changed, or the whole picture (applying is idempotent). */
  next(brand: { brandId: string; code: string }, now: Date): Promise<FeedBatch>;
}

export interface FeedDeps {
  db: Db;
  jobs: JobRunner;
  publish: (brandId: string, event: SportsEvent) => void;
}

/** A price update of one market, with lines parsed (null suspends a selection). */
interface PriceMove {
  marketId: string;
  fixtureId: string;
  lines: Map<string, number | null>;
  status?: 'open' | 'suspended';
}

const DEFAULT_MIN_STAKE = 100n;
const DEFAULT_MAX_STAKE = 500_000n;

/** Parses a feed's prices; a bad one is a problem and leaves the selection as it is. */
function parseLines(prices: Record<string, string | null> | undefined, problems: string[], where: string): Map<string, number | null> {
  const lines = new Map<string, number | null>();
  for (const [code, text] of Object.entries(prices ?? {})) {
    if (text === null) lines.set(code, null);
    else {
      try {
        lines.set(code, parseOdds(text, 'decimal'));
      } catch {
        problems.push(`${where}: price ${code} ${JSON.stringify(text)} is not decimal odds`);
      }
    }
  }
  return lines;
}

/** Applies a batch to a brand's book; answers what changed and what was refused. */
export async function applyFeedBatch(deps: FeedDeps, brandId: string, batch: FeedBatch, now: Date): Promise<FeedApplied> {
  const events: SportsEvent[] = [];
  const applied = await deps.db.transaction(async (tx) => {
    const problems: string[] = [];
    const rules = await selectBookRules(tx, brandId);
    await upsertSports(tx, brandId, batch.sports ?? []);
    await upsertCompetitions(tx, brandId, batch.competitions ?? []);
    const fixtures = await applyFixtures(tx, brandId, batch.fixtures ?? [], rules, problems, events, now);
    const refs = await selectFixturesByRef(tx, brandId, [
      ...(batch.prices ?? []).map((p) => p.fixture),
      ...(batch.results ?? []).map((r) => r.fixture),
    ]);
    const marketRefs = await selectMarketRefs(
      tx,
      [...refs.values()].map((fixture) => fixture.id),
    );
    const moves: PriceMove[] = [...fixtures.moves];
    for (const update of batch.prices ?? []) {
      const fixture = refs.get(update.fixture);
      const market = fixture ? marketRefs.get(`${fixture.id}\u0000${update.market}`) : undefined;
      if (!fixture || !market) {
        problems.push(`prices: no market ${update.fixture}/${update.market}`);
        continue;
      }
      const lines = parseLines(update.prices, problems, `${update.fixture}/${update.market}`);
      moves.push({ marketId: market.id, fixtureId: fixture.id, lines, ...(update.status ? { status: update.status } : {}) });
    }
    const prices = await applyMoves(tx, moves, rules, events, now);
    let results = 0;
    for (const entry of batch.results ?? []) {
      const fixtureId = refs.get(entry.fixture)?.id;
      const fixture = fixtureId ? await selectFixture(tx, fixtureId, 'update') : null;
      if (!fixture) {
        problems.push(`results: no fixture ${entry.fixture}`);
        continue;
      }
      const result = entry.result as FixtureResult;
      if (sameResult(fixture.result, result)) continue;
      try {
        await checkResultFits(tx, fixture, result);
      } catch (error) {
        problems.push(`results: ${entry.fixture}: ${error instanceof AppError ? error.message : String(error)}`);
        continue;
      }
      const version = await recordResult(tx, deps.jobs, fixture, result, now);
      await insertResult(tx, {
        brandId,
        fixtureId: fixture.id,
        result,
        source: 'feed',
        status: 'approved',
        version,
        staffId: null,
        at: now,
      });
      events.push({
        type: 'fixture',
        fixtureId: fixture.id,
        status: result.status === 'abandoned' ? 'abandoned' : 'ended',
        score: fixture.score,
        startsAt: fixture.startsAt.toISOString(),
      });
      results += 1;
    }
    return {
      sports: batch.sports?.length ?? 0,
      competitions: batch.competitions?.length ?? 0,
      fixtures: fixtures.written,
      markets: fixtures.markets,
      prices,
      results,
      problems,
    };
  });
  for (const event of events) deps.publish(brandId, event);
  if (applied.results > 0) deps.jobs.wake();
  return applied;
}

/** Fixtures written (new or changed), their markets created, starts and ends closing markets. */
async function applyFixtures(
  tx: Queryable,
  brandId: string,
  fixtures: readonly FeedFixture[],
  rules: BookRulesRow,
  problems: string[],
  events: SportsEvent[],
  now: Date,
): Promise<{ written: number; markets: number; moves: PriceMove[] }> {
  if (fixtures.length === 0) return { written: 0, markets: 0, moves: [] };
  const competitions = await selectCompetitionIds(tx, brandId);
  const known = await selectFixturesByRef(
    tx,
    brandId,
    fixtures.map((f) => f.ref),
  );
  const writes: FixtureWrite[] = [];
  for (const fixture of fixtures) {
    const write = fixtureWriteOf(fixture, competitions.get(fixture.competition), known.get(fixture.ref), problems);
    if (write) writes.push(write);
  }
  const ids = await writeFixtures(tx, brandId, writes, now);
  const started: string[] = [];
  const ended: string[] = [];
  for (const write of writes) {
    const id = ids.get(write.feedRef) as string;
    const before = known.get(write.feedRef);
    if (write.status === 'live' && before?.status === 'prematch') started.push(id);
    if ((write.status === 'ended' || write.status === 'abandoned') && before && before.status !== write.status) ended.push(id);
    const changed = !before || before.status !== write.status || JSON.stringify(before.score) !== JSON.stringify(write.score);
    if (changed)
      events.push({ type: 'fixture', fixtureId: id, status: write.status, score: write.score, startsAt: write.startsAt.toISOString() });
  }
  for (const closed of await closeMarkets(tx, started, ended, now)) {
    events.push({ type: 'market', marketId: closed.id, fixtureId: closed.fixtureId, status: 'closed' });
  }
  const allIds = fixtures.map((f) => ids.get(f.ref) ?? known.get(f.ref)?.id).filter((id): id is string => id !== undefined);
  const marketRefs = await selectMarketRefs(tx, allIds);
  const creates: MarketWrite[] = [];
  const moves: PriceMove[] = [];
  for (const fixture of fixtures) {
    const fixtureId = ids.get(fixture.ref) ?? known.get(fixture.ref)?.id;
    if (!fixtureId) continue;
    for (const [sort, market] of (fixture.markets ?? []).entries()) {
      const where = `${fixture.ref}/${market.ref}`;
      const lines = parseLines(market.prices, problems, where);
      const existing = marketRefs.get(`${fixtureId}\u0000${market.ref}`);
      if (existing) {
        if (lines.size > 0) moves.push({ marketId: existing.id, fixtureId, lines });
        continue;
      }
      const create = marketWriteOf(brandId, fixtureId, market, sort, lines, rules, problems, where);
      if (create) creates.push(create);
    }
  }
  await insertMarkets(tx, creates, now);
  return { written: writes.length, markets: creates.length, moves };
}

/** A fixture's row from the feed, or null (a problem) when it cannot be one. */
function fixtureWriteOf(
  fixture: FeedFixture,
  competitionId: string | undefined,
  before: { status: string } | undefined,
  problems: string[],
): FixtureWrite | null {
  if (!competitionId) {
    problems.push(`fixtures: ${fixture.ref}: no competition ${fixture.competition}`);
    return null;
  }
  if (fixture.kind === 'match' && (!fixture.home || !fixture.away)) {
    problems.push(`fixtures: ${fixture.ref}: a match needs home and away`);
    return null;
  }
  const name = fixture.kind === 'match' ? `${fixture.home} v ${fixture.away}` : (fixture.name ?? fixture.ref);
  // A fixture with a result keeps its status: a late feed line cannot reopen it.
  const settledStatus = before?.status === 'ended' || before?.status === 'abandoned' ? (before.status as FixtureWrite['status']) : null;
  return {
    feedRef: fixture.ref,
    competitionId,
    kind: fixture.kind,
    name,
    home: fixture.kind === 'match' ? (fixture.home ?? null) : null,
    away: fixture.kind === 'match' ? (fixture.away ?? null) : null,
    startsAt: new Date(fixture.startsAt),
    status: settledStatus ?? fixture.status ?? 'prematch',
    score: fixture.score ?? null,
  };
}

/** A new market with its selections priced, or null (a problem) when the definition or a price is missing. */
function marketWriteOf(
  brandId: string,
  fixtureId: string,
  market: NonNullable<FeedFixture['markets']>[number],
  sort: number,
  lines: Map<string, number | null>,
  rules: BookRulesRow,
  problems: string[],
  where: string,
): MarketWrite | null {
  const definition = market.definition as Market;
  const issues = marketProblems(definition);
  const codes = selectionsOf(definition);
  const missing = codes.filter((code) => typeof lines.get(code) !== 'number');
  if (issues.length > 0 || missing.length > 0) {
    problems.push(`markets: ${where}: ${[...issues, ...(missing.length > 0 ? [`no price for ${missing.join(', ')}`] : [])].join('; ')}`);
    return null;
  }
  const linePrices = codes.map((code) => lines.get(code) as number);
  const prices = offeredPrices(linePrices, rules);
  return {
    brandId,
    fixtureId,
    feedRef: market.ref,
    definition,
    status: 'open',
    inPlay: market.inPlay ?? false,
    minStakeMinor: market.minStakeMinor ? BigInt(market.minStakeMinor) : DEFAULT_MIN_STAKE,
    maxStakeMinor: market.maxStakeMinor ? BigInt(market.maxStakeMinor) : DEFAULT_MAX_STAKE,
    sort,
    selections: codes.map((code, index) => ({
      code,
      name: market.names?.[code] ?? null,
      linePriceX10k: linePrices[index] as number,
      priceX10k: prices[index] as number,
      sort: index,
    })),
  };
}

/** Price moves and suspensions: every market's offered prices from its merged lines; answers the selections changed. */
async function applyMoves(
  tx: Queryable,
  moves: readonly PriceMove[],
  rules: BookRulesRow,
  events: SportsEvent[],
  now: Date,
): Promise<number> {
  if (moves.length === 0) return 0;
  const rows = await selectLines(
    tx,
    moves.map((move) => move.marketId),
  );
  const updates: Array<{ id: string; linePriceX10k: number; priceX10k: number; status: string }> = [];
  const changes: Extract<SportsEvent, { type: 'prices' }>['changes'] = [];
  for (const move of moves) {
    const selections = rows.filter((row) => row.marketId === move.marketId);
    const lines = selections.map((row) => {
      const line = move.lines.get(row.code);
      return typeof line === 'number' ? line : row.linePriceX10k;
    });
    const prices = offeredPrices(lines, rules);
    selections.forEach((row, index) => {
      const status = move.lines.get(row.code) === null ? 'suspended' : move.lines.has(row.code) ? 'open' : row.status;
      const next = { id: row.id, linePriceX10k: lines[index] as number, priceX10k: prices[index] as number, status };
      if (next.linePriceX10k === row.linePriceX10k && next.priceX10k === row.priceX10k && next.status === row.status) return;
      updates.push(next);
      const previous = row.priceX10k === next.priceX10k ? null : row.priceX10k;
      // The row object stands for the selection now, so a second move of the same market in this batch starts from it.
      Object.assign(row, { linePriceX10k: next.linePriceX10k, priceX10k: next.priceX10k, status });
      changes.push({
        selectionId: row.id,
        marketId: row.marketId,
        fixtureId: row.fixtureId,
        priceX10k: next.priceX10k,
        previousPriceX10k: previous,
        open: status === 'open',
      });
    });
  }
  await updateSelections(tx, updates, now);
  const statusChanges = moves
    .filter((move) => move.status)
    .map((move) => ({ id: move.marketId, status: move.status as 'open' | 'suspended' }));
  for (const changed of await setMarketStatuses(tx, statusChanges, now)) {
    events.push({ type: 'market', marketId: changed.id, fixtureId: changed.fixtureId, status: changed.status });
  }
  if (changes.length > 0) events.push({ type: 'prices', changes, at: now.toISOString() });
  return updates.length;
}
