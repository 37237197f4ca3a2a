/**
 * Prepares the site's contract journey (apps/web/e2e/agent-contracts.spec.ts) on the browser
 * journeys' database, before the server starts (e2e-setup.ts, after creating the accounts
 * with the account CLI): the top-level agent ctagent with its member ctbata; an operator's daily
 * salary contract of 1.20% active since the start of yesterday (GMT+8); ctbata's 15,000.00 of
 * settled rounds yesterday; yesterday's period settled and paid by the real settlement job
 * (1.20% × 15,000.00 = 180.00); and the operator's new offer of 1.50% awaiting ctagent's answer.
 * Time cannot pass a day inside a journey, so the job's run on yesterday is made here; the journey
 * then does everything else through the site. Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-contracts-fixture.ts
 */
import { randomUUID } from 'node:crypto';
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { systemClock } from '../src/lib/clock.ts';
import { periodAt } from '../src/lib/periods.ts';
import { createSettlementJobs } from '../src/modules/agent-contracts/settlement-jobs.ts';

const flat = (rateBp: number) => JSON.stringify({ tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateBp }] });

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function contractsFixture(db: Db): Promise<void> {
  const [found] = await db.query<{ brandId: string; currency: string; agentId: string; memberId: string }>(
    `select m.id::text as "brandId", m.currency_code as currency, a.id::text as "agentId", b.id::text as "memberId"
       from merchants m join accounts a on a.merchant_id = m.id and a.username = 'ctagent'
       join accounts b on b.merchant_id = m.id and b.username = 'ctbata' where m.code = 'bituin'`,
  );
  if (!found) throw new Error('no ctagent or ctbata in the demo brand (create them with the account CLI first)');
  await db.query(`update accounts set upline_id = $2 where id = $1`, [found.memberId, found.agentId]);
  const yesterday = periodAt('D', new Date(Date.now() - 24 * 3_600_000));
  await db.query(
    `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, rate_bp, status, offered_at, decided_at, active_from)
     values ($1, 'daily_salary', null, $2, $3, 120, 'active', $4, $4, $4)`,
    [found.brandId, found.agentId, flat(120), yesterday.start.toISOString()],
  );
  for (const stake of [1_000_000n, 500_000n]) {
    const at = new Date(yesterday.start.getTime() + 10 * 3_600_000).toISOString();
    await db.query(
      `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
       values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', $4, $5, 0, 'settled', $6, $6)`,
      [found.brandId, `e2e-contracts-${randomUUID()}`, found.memberId, found.currency, stake.toString(), at],
    );
  }
  const [settlement] = await db.query<{ id: string }>(
    `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, created_at)
     values ($1, 'daily_salary', $2, $3, $4, 'pending', now())
     on conflict (merchant_id, kind, period_key) do update set status = 'pending' returning id::text as id`,
    [found.brandId, yesterday.key, yesterday.start.toISOString(), yesterday.end.toISOString()],
  );
  const jobs = createJobRunner({ db, clock: systemClock, log: console });
  await createSettlementJobs({ db, clock: systemClock, jobs, walletEvents: { publish: () => undefined } }).run(settlement!.id, 1);
  const [paid] = await db.query<{ paid: string }>(
    `select paid_minor::text as paid from agent_statements where settlement_id = $1 and agent_id = $2`,
    [settlement!.id, found.agentId],
  );
  if (paid?.paid !== '18000') throw new Error(`ctagent's statement paid ${paid?.paid ?? 'nothing'}, not 180.00`);
  await db.query(
    `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, terms, rate_bp, status, request, offered_at)
     values ($1, 'daily_salary', null, $2, $3, 150, 'offered', 'new', now())`,
    [found.brandId, found.agentId, flat(150)],
  );
  console.log(`contracts fixture: ctagent paid 180.00 for ${yesterday.key}; an offer of 1.50% awaits it`);
}

if (isMainModule(import.meta.url)) {
  const db = await openCliDb((message) => new Error(message));
  try {
    await contractsFixture(db);
  } finally {
    await db.close();
  }
}
