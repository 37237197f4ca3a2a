/**
 * Prepares the promotions journey (promotions.spec.ts) on the browser journeys' database, before
 * the server starts (e2e-setup.ts runs it after creating the account with the account CLI):
 * the demo brand gets two live promotions the journey acts on, a daily check-in without a betting
 * condition ("E2E daily check-in", category daily) and an apply-for-it bonus ("E2E birthday bonus",
 * category special); while the demo seed has no promotions of its own, a first-deposit bonus, a
 * raffle and an article are added too so the pages show every kind. The player gets a claimable
 * reward of 50.00 with a 2x wagering requirement in the reward centre. Test data only; an operator
 * never runs this.
 *
 *   node --import tsx apps/server/test/e2e-promotions-fixture.ts <username>
 */
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { offerReward } from '../src/modules/rewards/rewards.ts';

const DAY_MS = 86_400_000;

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function promotionsFixture(db: Db, username: string): Promise<void> {
  const [player] = await db.query<{ id: string; brandId: string; currency: string }>(
    `select a.id::text as id, a.merchant_id::text as "brandId", m.currency_code as currency
       from accounts a join merchants m on m.id = a.merchant_id where a.username = $1 and m.code = 'bituin'`,
    [username],
  );
  if (!player) throw new Error(`no player ${username} in the demo brand`);
  const now = new Date();
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from promotions where merchant_id = $1`,
    [player.brandId],
  );

  const promotion = async (p: {
    kind: string;
    category: string;
    title: string;
    summary: string;
    content: string;
    rules: object;
    wageringBp: number;
    startsAt: Date;
    endsAt: Date | null;
    sort: number;
  }) => {
    await db.query(
      `insert into promotions (merchant_id, kind, category, title, summary, content, rules, wagering_bp, starts_at, ends_at, status, sort, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'live', $11, $12, $12)`,
      [
        player.brandId,
        p.kind,
        p.category,
        p.title,
        p.summary,
        p.content,
        JSON.stringify(p.rules),
        p.wageringBp,
        p.startsAt.toISOString(),
        p.endsAt?.toISOString() ?? null,
        p.sort,
        now.toISOString(),
      ],
    );
  };

  const started = new Date(now.getTime() - 2 * DAY_MS);
  await promotion({
    kind: 'checkin',
    category: 'daily',
    title: 'E2E daily check-in',
    // Amounts in operator texts as tokens, shown with the brand's symbol (decision 067).
    summary: 'Check in every day: {{amount:1}} on day one, up to {{amount:5}} as your streak grows.',
    content:
      '<p>Press <strong>Check in today</strong> once a day. The amount, up to <strong>{{amount:5}}</strong>, is paid to your wallet at once.</p>',
    rules: { amountsMinor: ['100', '200', '300', '500'], minValidBetMinor: '0' },
    wageringBp: 0,
    startsAt: started,
    endsAt: new Date(now.getTime() + 60 * DAY_MS),
    sort: 10,
  });
  await promotion({
    kind: 'apply',
    category: 'special',
    title: 'E2E birthday bonus',
    summary: 'Celebrating your birthday? Apply with a photo of your ID and we send you a gift.',
    content: '<p>Apply during your birthday month with a comment and a picture of a valid ID.</p><ul><li>One application a year.</li></ul>',
    rules: { maxBonusMinor: '58800' },
    wageringBp: 30_000,
    startsAt: started,
    endsAt: null,
    sort: 20,
  });
  if (count === 0) {
    await promotion({
      kind: 'first_deposit',
      category: 'welcome',
      title: 'E2E welcome bonus 100%',
      summary: 'Double your first deposit, up to 1,000.00.',
      content: '<p>Your first deposit of at least 200.00 is matched 100%.</p>',
      rules: { percentBp: 10_000, maxBonusMinor: '100000', minDepositMinor: '20000', claimDays: 7 },
      wageringBp: 50_000,
      startsAt: started,
      endsAt: null,
      sort: 30,
    });
    await promotion({
      kind: 'raffle',
      category: 'daily',
      title: 'E2E lucky draw',
      summary: 'Deposit today and draw a prize.',
      content: '<p>One draw a day.</p>',
      rules: {
        minDepositTodayMinor: '50000',
        prizes: [
          { amountMinor: '0', weight: 50 },
          { amountMinor: '1000', weight: 40 },
          { amountMinor: '8800', weight: 10 },
        ],
      },
      wageringBp: 10_000,
      startsAt: started,
      endsAt: new Date(now.getTime() + 20 * DAY_MS),
      sort: 40,
    });
    await promotion({
      kind: 'info',
      category: 'news',
      title: 'E2E new games every week',
      summary: 'See what is new in the lobby.',
      content: '<p>New slots arrive every Friday.</p>',
      rules: {},
      wageringBp: 0,
      startsAt: new Date(now.getTime() + 3 * DAY_MS),
      endsAt: new Date(now.getTime() + 40 * DAY_MS),
      sort: 50,
    });
  }

  await db.transaction((tx) =>
    offerReward(tx, {
      brandId: player.brandId,
      accountId: player.id,
      currency: player.currency,
      source: 'promotion',
      key: `e2e-promotions:${player.id}`,
      amountMinor: 5_000n,
      wageringBp: 20_000,
      detail: 'Welcome gift',
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      at: now,
    }),
  );
  console.log(`promotions fixture: ${username} has a claimable reward of 5000 minor units (2x wagering)`);
}

if (isMainModule(import.meta.url)) {
  const [username] = process.argv.slice(2);
  if (!username) throw new Error('usage: e2e-promotions-fixture.ts <username>');
  const db = await openCliDb((message) => new Error(message));
  try {
    await promotionsFixture(db, username);
  } finally {
    await db.close();
  }
}
