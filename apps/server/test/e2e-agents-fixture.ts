/**
 * Prepares the agent desk journey's data on the browser journeys' database, before the server
 * starts (e2e-setup.ts runs it after creating the accounts with the account CLI): the
 * top-level agent boagent1 with its member boagentbata, an operator's daily salary contract of
 * boagent1 active since the start of the day before yesterday (GMT+8), two settled rounds of
 * boagentbata that day, and that day's daily salary period settled by the real settlement run, so
 * the desk shows a period with a statement and its formula (apps/web/e2e/backoffice-agents.spec.ts).
 * The day before yesterday, not yesterday: the site's contract journey settles yesterday's period
 * of the same brand (e2e-contracts-fixture.ts), and the desk journey re-runs its own period without
 * touching that one. boagent2 stays a top-level agent without contracts, for the journey's offer.
 * Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-agents-fixture.ts
 */
import { randomUUID } from 'node:crypto';
import type { SalaryTerms } from '@pkg/contracts/agent-contracts';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { systemClock } from '../src/lib/clock.ts';
import { periodAt } from '../src/lib/periods.ts';
import { createSettlementJobs } from '../src/modules/agent-contracts/settlement-jobs.ts';

/** Two tiers: 1.00% of any volume; 1.50% from 10,000.00 valid bets and one active member. */
const TERMS: SalaryTerms = {
  tiers: [
    { minValidBetMinor: '0', minActiveMembers: 0, rateBp: 100 },
    { minValidBetMinor: '1000000', minActiveMembers: 1, rateBp: 150 },
  ],
};
/** boagentbata's settled stakes that day (no wins, so the site's winner board stays as it was): 17,345.67 valid bets. */
const STAKES = [1_500_000n, 234_567n];

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function agentsFixture(db: Db): Promise<void> {
  const rows = await db.query<{ brandId: string; currency: string; agentId: string; memberId: string; otherId: string }>(
    `select m.id::text as "brandId", m.currency_code as currency, a.id::text as "agentId", b.id::text as "memberId", c.id::text as "otherId"
       from merchants m
       join accounts a on a.merchant_id = m.id and a.username = 'boagent1'
       join accounts b on b.merchant_id = m.id and b.username = 'boagentbata'
       join accounts c on c.merchant_id = m.id and c.username = 'boagent2'
      where m.code = 'bituin'`,
  );
  const found = rows[0];
  if (!found) throw new Error('no boagent1, boagentbata or boagent2 in the demo brand (create them with the account CLI first)');
  await db.query(`update accounts set upline_id = $2 where id = $1`, [found.memberId, found.agentId]);

  // The day before yesterday in GMT+8, the period the journey finds settled.
  const period = periodAt('D', new Date(Date.now() - 2 * 24 * 3_600_000));
  const [contract] = await db.query<{ id: string }>(
    `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, rate_bp, status, offered_at, decided_at, active_from)
     values ($1, 'daily_salary', null, $2, $3, 150, 'active', $4, $4, $4) returning id::text as id`,
    [found.brandId, found.agentId, JSON.stringify(TERMS), period.start.toISOString()],
  );
  const settledAt = new Date(period.start.getTime() + 12 * 3_600_000);
  for (const stake of STAKES) {
    await db.query(
      `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
       values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', $4, $5, 0, 'settled', $6, $6)`,
      [found.brandId, `e2e-agents-${randomUUID()}`, found.memberId, found.currency, stake.toString(), settledAt.toISOString()],
    );
  }

  // The period's settlement row, run by the real settlement job (the server's planner then goes on from the next period).
  const [settlement] = await db.query<{ id: string }>(
    `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, created_at)
     values ($1, 'daily_salary', $2, $3, $4, 'pending', now()) returning id::text as id`,
    [found.brandId, period.key, period.start.toISOString(), period.end.toISOString()],
  );
  const jobs = createJobRunner({ db, clock: systemClock, log: console });
  const settlements = createSettlementJobs({ db, clock: systemClock, jobs, walletEvents: { publish: () => undefined } });
  await settlements.run(settlement!.id, 1);
  const [done] = await db.query<{ status: string; paid: string }>(
    `select status, paid_minor::text as paid from agent_settlements where id = $1`,
    [settlement!.id],
  );
  if (done?.status !== 'done') throw new Error(`the fixture settlement ${settlement!.id} did not settle (${done?.status})`);
  console.log(
    `agents fixture: boagent1 (contract ${contract!.id}) with boagentbata; daily salary ${period.key} settled (settlement ${settlement!.id}, paid ${done.paid})`,
  );
}

if (isMainModule(import.meta.url)) {
  const db = await openCliDb((message) => new Error(message));
  try {
    await agentsFixture(db);
  } finally {
    await db.close();
  }
}
