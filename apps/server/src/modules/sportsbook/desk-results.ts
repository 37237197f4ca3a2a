/**
 * Results under four eyes (decision 058): one staff member proposes a fixture's result (or a
 * correction of one already settled, or an abandonment), another approves it. Only the approval
 * changes the fixture: the result becomes its next version and that version's settlement is
 * enqueued, paying, voiding or taking back only the difference to what earlier versions moved.
 * Every step is in the staff audit.
 */
import type { FixtureResultWire, SportsEvent } from '@pkg/contracts/sports';
import type { FixtureResult } from '@pkg/games/sports/sport-types';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../http/errors.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { selectFixture } from './book.queries.ts';
import { decideResult, insertResult, lockResult } from './results.queries.ts';
import { checkResultFits, recordResult } from './results.ts';

export function createDeskResults(deps: { db: Db; clock: Clock; jobs: JobRunner; publish: (brandId: string, event: SportsEvent) => void }) {
  const { db, clock, jobs } = deps;

  return {
    /** Proposes a fixture's result (a second staff member approves it); the fixture must have started. */
    async propose(actor: StaffActor, fixtureId: string, input: FixtureResultWire): Promise<string> {
      const at = clock.now();
      const result = input as FixtureResult;
      return db.transaction(async (tx) => {
        const fixture = /^[0-9]{1,18}$/.test(fixtureId) ? await selectFixture(tx, fixtureId, 'update') : null;
        if (!fixture) throw new AppError('sport_not_found');
        assertBrandInScope(actor, fixture.brandId);
        const started = fixture.status !== 'prematch' || fixture.startsAt.getTime() <= at.getTime();
        if (!started && result.status !== 'abandoned') throw new AppError('sport_result_state', 'the fixture has not started');
        await checkResultFits(tx, fixture, result);
        const id = await insertResult(tx, {
          brandId: fixture.brandId,
          fixtureId: fixture.id,
          result,
          source: 'desk',
          status: 'pending',
          version: null,
          staffId: actor.staff.staff.id,
          at,
        });
        if (!id) throw new AppError('sport_result_state', 'another result of this fixture awaits a decision');
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.result.propose',
          brandId: fixture.brandId,
          target: `sport-fixture:${fixture.id}`,
          detail: { resultId: id, result: JSON.stringify(result) },
        });
        return fixture.id;
      });
    },

    /** Approves another staff member's proposal: the result becomes the fixture's next version, settled on the job runner. */
    async approve(actor: StaffActor, resultId: string): Promise<string> {
      const at = clock.now();
      const done = await db.transaction(async (tx) => {
        const proposal = /^[0-9]{1,18}$/.test(resultId) ? await lockResult(tx, resultId) : null;
        const fixture = proposal ? await selectFixture(tx, proposal.fixtureId, 'update') : null;
        if (!proposal || !fixture) throw new AppError('sport_not_found');
        assertBrandInScope(actor, fixture.brandId);
        if (proposal.status !== 'pending') throw new AppError('sport_result_state', 'the proposal was decided already');
        if (proposal.proposedBy === actor.staff.staff.id) throw new AppError('sport_same_staff');
        await checkResultFits(tx, fixture, proposal.result);
        const version = await recordResult(tx, jobs, fixture, proposal.result, at);
        await decideResult(tx, proposal.id, { status: 'approved', staffId: actor.staff.staff.id, at, version });
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.result.approve',
          brandId: fixture.brandId,
          target: `sport-fixture:${fixture.id}`,
          detail: { resultId: proposal.id, version, result: JSON.stringify(proposal.result), correction: version > 1 },
        });
        return { fixture, status: proposal.result.status === 'abandoned' ? ('abandoned' as const) : ('ended' as const) };
      });
      jobs.wake();
      deps.publish(done.fixture.brandId, {
        type: 'fixture',
        fixtureId: done.fixture.id,
        status: done.status,
        score: done.fixture.score,
        startsAt: done.fixture.startsAt.toISOString(),
      });
      return done.fixture.id;
    },

    /** Rejects a proposal (its proposer may reject their own, to withdraw it). */
    async reject(actor: StaffActor, resultId: string, reason: string): Promise<string> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const proposal = /^[0-9]{1,18}$/.test(resultId) ? await lockResult(tx, resultId) : null;
        if (!proposal) throw new AppError('sport_not_found');
        assertBrandInScope(actor, proposal.brandId);
        if (proposal.status !== 'pending') throw new AppError('sport_result_state', 'the proposal was decided already');
        await decideResult(tx, proposal.id, { status: 'rejected', staffId: actor.staff.staff.id, at, reason });
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.result.reject',
          brandId: proposal.brandId,
          target: `sport-fixture:${proposal.fixtureId}`,
          detail: { resultId: proposal.id, reason },
        });
        return proposal.fixtureId;
      });
    },
  };
}

export type DeskResults = ReturnType<typeof createDeskResults>;
