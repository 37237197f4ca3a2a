/**
 * The sportsbook journey's book (apps/web/e2e/sports.spec.ts): two matches of the demo brand that
 * start in six hours, applied through the feed adapter as any feed's batch: a Premier League match
 * with its 1X2 and a PBA game with its moneyline. The journey's player bets on them and the desk
 * starts them and enters their results. (The journeys' server runs without the demo feed.) Test
 * data only.
 */
import type { Db } from '../src/db/client.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { systemClock } from '../src/lib/clock.ts';
import { applyFeedBatch } from '../src/modules/sportsbook/feed-apply.ts';
import { selectBrandId } from '../src/seed/demo-seed.queries.ts';

/** The journey's matches: their sides as the page and the desk show them. */
export const E2E_FOOTBALL = { ref: 'e2e-football', home: 'Tondo United', away: 'Makati City' };
export const E2E_BASKETBALL = { ref: 'e2e-basketball', home: 'Pasig Hoopers', away: 'Cebu Dunkers' };

/** Adds the two matches to the demo brand's book. */
export async function sportsFixture(db: Db): Promise<void> {
  const brandId = await selectBrandId(db, 'bituin');
  if (!brandId) throw new Error('the demo brand is missing');
  const now = new Date();
  const startsAt = new Date(now.getTime() + 6 * 3_600_000).toISOString();
  const jobs = createJobRunner({ db, clock: systemClock, log: { error: () => {}, warn: () => {} } });
  const applied = await applyFeedBatch(
    { db, jobs, publish: () => {} },
    brandId,
    {
      source: 'e2e',
      sports: [
        { code: 'football', kind: 'sport', names: { EN: 'Football', TY: 'Putbol', ZH: '足球', TH: 'ฟุตบอล', VI: 'Bóng đá' } },
        { code: 'basketball', kind: 'sport', names: { EN: 'Basketball', TY: 'Basketbol', ZH: '篮球', TH: 'บาสเกตบอล', VI: 'Bóng rổ' } },
      ],
      competitions: [
        { code: 'epl', sport: 'football', names: { EN: 'English Premier League' } },
        { code: 'pba', sport: 'basketball', names: { EN: 'PBA Philippine Cup' } },
      ],
      fixtures: [
        {
          ref: E2E_FOOTBALL.ref,
          competition: 'epl',
          kind: 'match',
          home: E2E_FOOTBALL.home,
          away: E2E_FOOTBALL.away,
          startsAt,
          markets: [{ ref: '1x2', definition: { type: '1x2' }, inPlay: true, prices: { home: '2.10', draw: '3.40', away: '3.50' } }],
        },
        {
          ref: E2E_BASKETBALL.ref,
          competition: 'pba',
          kind: 'match',
          home: E2E_BASKETBALL.home,
          away: E2E_BASKETBALL.away,
          startsAt,
          markets: [
            { ref: 'ml', definition: { type: 'moneyline', period: 'final' }, inPlay: true, prices: { home: '1.85', away: '1.95' } },
          ],
        },
      ],
    },
    now,
  );
  if (applied.problems.length > 0) throw new Error(`e2e sports fixture: ${applied.problems.join('; ')}`);
}
