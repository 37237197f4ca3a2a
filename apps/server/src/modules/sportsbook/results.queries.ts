/**
 * Result versions (decision 058): every approved result (the feed's, or the desk's under four
 * eyes) becomes the fixture's next version; proposals wait in sport_results.
 */
import type { Queryable } from '../../db/client.ts';
import type { FixtureResult } from '@pkg/games/sports/sport-types';

export interface ResultRow {
  id: string;
  brandId: string;
  fixtureId: string;
  result: FixtureResult;
  source: 'feed' | 'desk' | 'import';
  status: 'pending' | 'approved' | 'rejected';
  version: number | null;
  proposedBy: string | null;
  proposedByName: string | null;
  proposedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

const RESULT_COLUMNS = `r.id::text as id, r.merchant_id::text as "brandId", r.fixture_id::text as "fixtureId", r.result, r.source, r.status,
  r.version, r.proposed_by::text as "proposedBy", p.username as "proposedByName", r.proposed_at as "proposedAt",
  d.username as "decidedByName", r.decided_at as "decidedAt", r.reason`;
const RESULT_FROM = `sport_results r left join staff p on p.id = r.proposed_by left join staff d on d.id = r.decided_by`;

/** A proposal or an approved result; answers its id, or null when another proposal of the fixture awaits a decision. */
export async function insertResult(
  tx: Queryable,
  row: {
    brandId: string;
    fixtureId: string;
    result: FixtureResult;
    source: ResultRow['source'];
    status: 'pending' | 'approved';
    version: number | null;
    staffId: string | null;
    at: Date;
  },
): Promise<string | null> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into sport_results (merchant_id, fixture_id, result, source, status, version, proposed_by, proposed_at,
       decided_by, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $5 = 'approved' then $7::bigint end, case when $5 = 'approved' then $8::timestamptz end)
     on conflict do nothing returning id::text as id`,
    [row.brandId, row.fixtureId, JSON.stringify(row.result), row.source, row.status, row.version, row.staffId, row.at.toISOString()],
  );
  return inserted?.id ?? null;
}

/** The results of fixtures, newest first. */
export async function selectResults(db: Queryable, fixtureIds: readonly string[]): Promise<ResultRow[]> {
  if (fixtureIds.length === 0) return [];
  return db.query<ResultRow>(`select ${RESULT_COLUMNS} from ${RESULT_FROM} where r.fixture_id = any($1::bigint[]) order by r.id desc`, [
    [...fixtureIds],
  ]);
}

/** One result by id, held for update. */
export async function lockResult(tx: Queryable, resultId: string): Promise<ResultRow | null> {
  const [row] = await tx.query<ResultRow>(`select ${RESULT_COLUMNS} from ${RESULT_FROM} where r.id = $1 for update of r`, [resultId]);
  return row ?? null;
}

/** A proposal decided: approved as `version`, or rejected with a reason. */
export async function decideResult(
  tx: Queryable,
  resultId: string,
  decision: { status: 'approved' | 'rejected'; staffId: string; at: Date; version?: number; reason?: string },
): Promise<void> {
  await tx.query(`update sport_results set status = $2, decided_by = $3, decided_at = $4, version = $5, reason = $6 where id = $1`, [
    resultId,
    decision.status,
    decision.staffId,
    decision.at.toISOString(),
    decision.version ?? null,
    decision.reason ?? null,
  ]);
}

/**
 * A fixture's next result version: the result, ended (or abandoned), its markets closed to bets.
 * Answers the new version.
 */
export async function writeFixtureResult(tx: Queryable, fixtureId: string, result: FixtureResult, at: Date): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `with m as (update sport_markets set status = 'closed', updated_at = $4 where fixture_id = $1 and status in ('open', 'suspended'))
     update sport_fixtures set result = $2, result_version = result_version + 1, status = $3, updated_at = $4
     where id = $1 returning result_version as version`,
    [fixtureId, JSON.stringify(result), result.status === 'abandoned' ? 'abandoned' : 'ended', at.toISOString()],
  );
  if (!row) throw new Error(`fixture ${fixtureId} is gone`);
  return row.version;
}
