/**
 * A fixture's result becoming a version (decision 058): checked against every market of the
 * fixture first (a result a market cannot read is refused), then written as the next version with
 * the fixture ended or abandoned and its markets closed, and its settlement enqueued on the job
 * runner in the same transaction, so it runs once whatever process dies.
 */
import { selectionsOf, settleSelection } from '@pkg/games/sports/markets';
import type { FixtureResult } from '@pkg/games/sports/sport-types';
import type { Queryable } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { selectMarkets } from './book.queries.ts';
import { writeFixtureResult } from './results.queries.ts';
import { settleRunKey } from './settle-fixture.ts';
import type { FixtureRow } from './sports-rows.ts';

/** Refuses a result some market of the fixture cannot settle on (sport_result_invalid, naming the market). */
export async function checkResultFits(tx: Queryable, fixture: FixtureRow, result: FixtureResult): Promise<void> {
  if (fixture.kind === 'match' && result.status === 'completed' && result.positions) {
    throw new AppError('sport_result_invalid', 'a match has no finishing positions');
  }
  const markets = await selectMarkets(tx, [fixture.id], ['open', 'suspended', 'closed', 'settled']);
  for (const market of markets) {
    for (const selection of selectionsOf(market.definition)) {
      try {
        settleSelection(market.definition, selection, result);
      } catch (error) {
        throw new AppError('sport_result_invalid', `${market.definition.type}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (market.definition.type === 'outright' && result.positions) {
      const known = new Set(market.definition.competitors);
      const unknown = Object.keys(result.positions).filter((id) => !known.has(id));
      if (unknown.length > 0) throw new AppError('sport_result_invalid', `unknown competitors ${unknown.join(', ')}`);
    }
  }
}

/** Whether two results say the same (the feed sending its result again changes nothing). */
export function sameResult(a: FixtureResult | null, b: FixtureResult): boolean {
  if (!a) return false;
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([, v]) => v !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Writes the result as the fixture's next version and enqueues its settlement; answers the version. */
export async function recordResult(tx: Queryable, jobs: JobRunner, fixture: FixtureRow, result: FixtureResult, at: Date): Promise<number> {
  const version = await writeFixtureResult(tx, fixture.id, result, at);
  await jobs.enqueue(tx, { runKey: settleRunKey(fixture.id, version) });
  return version;
}
