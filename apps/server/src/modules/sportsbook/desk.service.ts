/**
 * The trading desk's views (decision 058): the fixtures of the brands in scope with their open
 * exposure, and one fixture with every market, its prices (the line and the offered price), the
 * liability per market and selection, its results and what settlements moved.
 */
import type { BoFixtureDetail, BoFixtureRow, BoMarketRow, BoSportsPage, BoSportsQuery } from '@pkg/contracts/sports-desk';
import type { FixtureResultWire, MarketDefinition } from '@pkg/contracts/sports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor } from '../staff/index.ts';
import { overroundX10k } from './book-prices.ts';
import { nameIn } from './book-views.ts';
import { selectBookRules, selectMarkets, selectSelections } from './book.queries.ts';
import {
  selectDeskCompetitions,
  selectDeskFixture,
  selectDeskFixtures,
  selectExposure,
  selectFixtureMoney,
  selectSettleJob,
  type DeskFixtureRow,
} from './desk.queries.ts';
import { selectResults, type ResultRow } from './results.queries.ts';
import type { MarketRow, SelectionRow } from './sports-rows.ts';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function rowView(row: DeskFixtureRow): BoFixtureRow {
  return {
    fixtureId: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    sportCode: row.sportCode,
    competitionId: row.competitionId,
    competitionName: nameIn(row.competitionNames, 'EN', row.competitionCode),
    kind: row.kind,
    name: row.name,
    home: row.home,
    away: row.away,
    startsAt: new Date(row.startsAt).toISOString(),
    status: row.status,
    score: row.score,
    resultVersion: row.resultVersion,
    settledVersion: row.settledVersion,
    openSlips: row.openSlips,
    openStakesMinor: row.openStakesMinor.toString(),
    pendingResult: row.pendingResult,
    feedRef: row.feedRef,
  };
}

function resultView(row: ResultRow, viewer: StaffActor): BoFixtureDetail['results'][number] {
  return {
    resultId: row.id,
    version: row.version,
    status: row.status,
    source: row.source,
    result: row.result as FixtureResultWire,
    proposedBy: row.proposedByName,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    mine: row.proposedBy === viewer.staff.staff.id,
  };
}

/** A market with its liability: per selection what it pays if it wins less every stake on the market (above 0 the book loses). */
export function marketRowOf(
  market: MarketRow,
  selections: readonly SelectionRow[],
  exposure: ReadonlyMap<string, { bets: number; stakesMinor: bigint; payoutMinor: bigint; parlays: number }>,
): BoMarketRow {
  const mine = selections.filter((selection) => selection.marketId === market.id);
  const total = mine.reduce((sum, selection) => sum + (exposure.get(selection.id)?.stakesMinor ?? 0n), 0n);
  let worst: { net: bigint; code: string } | null = null;
  const rows = mine.map((selection) => {
    const seen = exposure.get(selection.id) ?? { bets: 0, stakesMinor: 0n, payoutMinor: 0n, parlays: 0 };
    const net = seen.payoutMinor - total;
    if (!worst || net > worst.net) worst = { net, code: selection.code };
    return {
      selectionId: selection.id,
      code: selection.code,
      name: selection.name,
      linePriceX10k: selection.linePriceX10k,
      priceX10k: selection.priceX10k,
      status: selection.status,
      maxStakeMinor: selection.maxStakeMinor?.toString() ?? null,
      bets: seen.bets,
      stakesMinor: seen.stakesMinor.toString(),
      payoutMinor: seen.payoutMinor.toString(),
      netMinor: net.toString(),
      parlays: seen.parlays,
    };
  });
  const worstCase = worst as { net: bigint; code: string } | null;
  return {
    marketId: market.id,
    definition: market.definition as MarketDefinition,
    status: market.status,
    inPlay: market.inPlay,
    minStakeMinor: market.minStakeMinor.toString(),
    maxStakeMinor: market.maxStakeMinor.toString(),
    overroundX10k: overroundX10k(mine.map((selection) => selection.priceX10k)),
    totalStakesMinor: total.toString(),
    worstCaseMinor: (worstCase?.net ?? 0n).toString(),
    worstSelection: worstCase?.code ?? null,
    selections: rows,
  };
}

export function createDeskService(deps: { db: Db; now: () => Date; currencyOf: (brandId: string) => Promise<string> }) {
  const { db } = deps;

  return {
    /** Fixtures of the staff member's brands, live first, then nearest in time. */
    async list(actor: StaffActor, query: BoSportsQuery): Promise<BoSportsPage> {
      const rows = await selectDeskFixtures(db, {
        scope: actor.staff.scope,
        brandId: query.brandId,
        status: query.status,
        sport: query.sport,
        awaiting: query.awaiting === 'true',
        limit: query.limit,
        now: deps.now(),
      });
      const competitions = await selectDeskCompetitions(db, actor.staff.scope);
      return {
        fixtures: rows.map(rowView),
        competitions: competitions.map((c) => ({
          competitionId: c.competitionId,
          brandId: c.brandId,
          sportCode: c.sportCode,
          name: nameIn(c.names, 'EN', c.code),
        })),
      };
    },

    /** One fixture with its markets, liability, results and settlement. */
    async detail(actor: StaffActor, fixtureId: string): Promise<BoFixtureDetail> {
      const row = /^[0-9]{1,18}$/.test(fixtureId) ? await selectDeskFixture(db, fixtureId, actor.staff.scope) : null;
      if (!row) throw new AppError('sport_not_found');
      const currency = await deps.currencyOf(row.brandId);
      const markets = await selectMarkets(db, [row.id], ['open', 'suspended', 'closed', 'settled']);
      const selections = await selectSelections(
        db,
        markets.map((market) => market.id),
      );
      const exposure = new Map((await selectExposure(db, row.id, currency)).map((entry) => [entry.selectionId, entry]));
      const money = await selectFixtureMoney(db, row.id);
      const job = await selectSettleJob(db, row.id);
      const rules = await selectBookRules(db, row.brandId);
      return {
        ...rowView(row),
        currency,
        result: row.result as FixtureResultWire | null,
        marginX10k: rules.marginX10k,
        markets: markets.map((market) => marketRowOf(market, selections, exposure)),
        results: (await selectResults(db, [row.id])).map((result) => resultView(result, actor)),
        slips: { pending: money.pending, open: money.open, settled: money.settled },
        paidMinor: money.paidMinor.toString(),
        clawedMinor: money.clawedMinor.toString(),
        shortMinor: money.shortMinor.toString(),
        settlement: job ? { runKey: job.runKey, state: job.status, error: job.lastError } : null,
      };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
