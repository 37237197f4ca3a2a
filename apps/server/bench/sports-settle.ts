/**
 * The settlement half of bench:sports: one fixture with a million single slips (default) of ten
 * thousand players written straight into the tables in batches (slips, legs and their open rounds;
 * the players' stakes through the ledger, one batch per player), then the fixture's result and the
 * settlement job's work timed on its own: every slip judged, every winner paid through the ledger
 * with its own key, every round closed.
 */
import { applyFeedBatch } from '../src/modules/sportsbook/feed-apply.ts';
import { settleFixture } from '../src/modules/sportsbook/settle-fixture.ts';
import type { Db } from '../src/db/client.ts';
import { mainWalletIds } from '../src/ledger/accounts.ts';
import { settleBets } from '../src/ledger/bets.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { JobRunner } from '../src/jobs/job-runner.ts';

const STAKE = 1000n;
const BATCH = 100_000;

/** Writes the big fixture, its players and slips; answers the fixture id and how long it took. */
export async function seedBigFixture(
  db: Db,
  jobs: JobRunner,
  options: { brandId: string; currency: string; bets: number; players: number; log: (line: string) => void },
): Promise<{ fixtureId: string; seconds: number; winners: number; winReturnMinor: bigint }> {
  const started = performance.now();
  const now = new Date();
  await applyFeedBatch(
    { db, jobs, publish: () => {} },
    options.brandId,
    {
      source: 'bench',
      sports: [{ code: 'football', kind: 'sport', names: { EN: 'Football' } }],
      competitions: [{ code: 'bench-league', sport: 'football', names: { EN: 'Bench League' } }],
      fixtures: [
        {
          ref: 'bench-big',
          competition: 'bench-league',
          kind: 'match',
          home: 'Bench Home',
          away: 'Bench Away',
          startsAt: new Date(now.getTime() + 3_600_000).toISOString(),
          markets: [{ ref: '1x2', definition: { type: '1x2' }, prices: { home: '2.00', draw: '4.00', away: '4.00' } }],
        },
      ],
    },
    now,
  );
  const [fixture] = await db.query<{ id: string }>(
    `select id::text as id from sport_fixtures where merchant_id = $1 and feed_ref = 'bench-big'`,
    [options.brandId],
  );
  if (!fixture) throw new Error('the bench fixture was not written');
  await db.query(`create table if not exists bench_players (n int primary key, account_id bigint not null)`);
  await db.query(
    `insert into accounts (merchant_id, username, account_type) select $1, 'sbench' || n, 0 from generate_series(1, $2::int) as n
     on conflict do nothing`,
    [options.brandId, options.players],
  );
  await db.query(
    `insert into bench_players (n, account_id) select row_number() over (order by id) - 1, id from accounts
      where merchant_id = $1 and username like 'sbench%' order by id limit $2 on conflict do nothing`,
    [options.brandId, options.players],
  );
  // Wallets in one statement, funded and staked in ledger batches (bet payouts from the house, then
  // stakes back to it: the bench writes its slips in bulk; the API's stake path is timed above).
  await db.query(
    `insert into ledger_accounts (merchant_id, currency, kind, owner_account_id, ref, created_at, updated_at)
     select $1, $2, 'player_main', account_id, '', $3, $3 from bench_players
     on conflict (merchant_id, currency, kind, (coalesce(owner_account_id, 0)), ref) do nothing`,
    [options.brandId, options.currency, now.toISOString()],
  );
  const owners = await db.query<{ accountId: string }>(`select account_id::text as "accountId" from bench_players order by n`);
  const ids = await mainWalletIds(
    db,
    options.brandId,
    options.currency,
    owners.map((owner) => owner.accountId),
  );
  const wallets = owners.map(({ accountId }) => ({ accountId, walletId: ids.get(accountId) as string }));
  const perPlayer = BigInt(Math.ceil(options.bets / options.players)) * STAKE;
  for (const type of ['payout', 'stake'] as const) {
    for (let from = 0; from < wallets.length; from += 5000) {
      await settleBets(db, {
        brandId: options.brandId,
        currency: options.currency,
        actor: 'bench',
        ip: null,
        at: now,
        bets: wallets.slice(from, from + 5000).map((wallet) => ({
          type,
          walletId: wallet.walletId,
          vendor: 'BTSPORT',
          transactionId: `sbench-${type}-${wallet.accountId}`,
          amountMinor: perPlayer,
        })),
      });
    }
  }
  options.log(`  ${options.players.toLocaleString('en')} players funded and staked`);
  const selections = await db.query<{ code: string; id: string; marketId: string; price: number }>(
    `select s.code, s.id::text as id, s.market_id::text as "marketId", s.price_x10k as price from sport_selections s
      join sport_markets m on m.id = s.market_id where m.fixture_id = $1`,
    [fixture.id],
  );
  const of = (code: string) => selections.find((s) => s.code === code) as { id: string; marketId: string; price: number };
  for (let from = 0; from < options.bets; from += BATCH) {
    const to = Math.min(options.bets, from + BATCH) - 1;
    await db.query(
      `with s as (
         insert into sport_slips (merchant_id, account_id, currency, vendor_code, game_code, game_type, kind, stake_minor,
           potential_return_minor, max_payout_minor, policy, status, request_key, request_hash, placed_at, accepted_at)
         select $1, p.account_id, $2, 'BTSPORT', 'sportsbook', 'SPORTS', 'single', $3::bigint, $3::bigint * 2, 10000000, 'accept_any', 'open',
           'sbench-' || g, 'bench', $4, $4
         from generate_series($5::int, $6::int) as g join bench_players p on p.n = g % $7
         returning id, account_id, request_key
       ), r as (
         insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, started_at)
         select $1, 'BTSPORT', 's' || s.id, s.account_id, 'sportsbook', 'SPORTS', $2, $3::bigint, $4 from s
       )
       insert into sport_slip_legs (slip_id, leg_index, fixture_id, market_id, selection_id, selection_code, seen_price_x10k, price_x10k)
       select s.id, 0, $8, $9, pick.id, pick.code, pick.price, pick.price
       from s cross join lateral (
         select case when substr(s.request_key, 8)::int % 4 < 2 then 'home' when substr(s.request_key, 8)::int % 4 = 2 then 'draw' else 'away' end as code
       ) c
       join (values ($10::bigint, 'home', $11::int), ($12::bigint, 'draw', $13::int), ($14::bigint, 'away', $15::int)) as pick(id, code, price)
         on pick.code = c.code`,
      [
        options.brandId,
        options.currency,
        STAKE.toString(),
        now.toISOString(),
        from,
        to,
        options.players,
        fixture.id,
        of('home').marketId,
        of('home').id,
        of('home').price,
        of('draw').id,
        of('draw').price,
        of('away').id,
        of('away').price,
      ],
    );
    options.log(`  ${(to + 1).toLocaleString('en')} slips written`);
  }
  // Statistics as a server that took these bets over hours has them (autovacuum analyzes a table
  // after a tenth of it changed): without them the planner joins a page's 5,000 slips to every round
  // of the vendor by hashing, and each page's updates cost seconds instead of a tenth of one.
  await db.exec('analyze sport_slips; analyze sport_slip_legs; analyze game_rounds; analyze ledger_accounts');
  const winners = Math.floor(options.bets / 4) * 2 + Math.min(2, options.bets % 4);
  // A winner gets floor(stake × price): the home price carries the brand's margin.
  const winReturnMinor = (STAKE * BigInt(of('home').price)) / 10_000n;
  return { fixtureId: fixture.id, seconds: (performance.now() - started) / 1000, winners, winReturnMinor };
}

/** Records the result (home wins) and times its settlement; answers the figures to print. */
export async function timeBigSettlement(db: Db, jobs: JobRunner, brandId: string, fixtureId: string, workers: number) {
  const now = systemClock.now();
  const applied = await applyFeedBatch(
    { db, jobs, publish: () => {} },
    brandId,
    { source: 'bench', results: [{ fixture: 'bench-big', result: { status: 'completed', regularTime: { home: 2, away: 1 } } }] },
    now,
  );
  if (applied.results !== 1) throw new Error(`the result was not recorded: ${applied.problems.join('; ')}`);
  const started = performance.now();
  const steps: Record<string, number> = {};
  const trace = (step: string, ms: number) => void (steps[step] = (steps[step] ?? 0) + ms);
  const run = await settleFixture({ db, now: () => systemClock.now(), workers, trace }, { fixtureId, version: 1 });
  const seconds = (performance.now() - started) / 1000;
  const [counts] = await db.query<{ settled: number; rounds: number; payouts: number; paid: string }>(
    `select (select count(*)::int from sport_slips s join sport_slip_legs l on l.slip_id = s.id where l.fixture_id = $1 and s.status = 'settled') as settled,
       (select count(*)::int from game_rounds where merchant_id = $2 and vendor_code = 'BTSPORT' and status = 'settled' and round_id like 's%') as rounds,
       (select count(*)::int from ledger_transfers where merchant_id = $2 and code = 'bet_payout' and idempotency_key ~ '^payout:BTSPORT:s[0-9]+f') as payouts,
       (select coalesce(sum(paid_minor), 0)::text from sport_slips s join sport_slip_legs l on l.slip_id = s.id where l.fixture_id = $1) as paid`,
    [fixtureId, brandId],
  );
  return { run, seconds, counts, steps };
}
