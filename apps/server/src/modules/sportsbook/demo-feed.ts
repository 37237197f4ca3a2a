/**
 * The demo feed (decision 058): a SportsFeed that keeps the demo brand's book alive. Each call
 * answers a batch for the clock: every minute the whole plan of yesterday, today and tomorrow
 * (GMT+8: PBA and NBA basketball, the Premier League and the PFL, MPL Philippines and a Dota 2
 * league, with their markets and prices, two outrights, and the results of matches over); between
 * plans only what moves: prices of matches before their start (each match's prices drift every 20
 * to 40 seconds) and in play, scores, starts, ends and results. It keeps nothing but the time of
 * its last call, so any process can run it, and applying its batches twice changes nothing.
 */
import type { FixtureResultWire } from '@pkg/contracts/sports';
import type { FeedBatch, FeedFixture, FeedMarket } from '@pkg/contracts/sports-feed';
import { seededRandom } from '@pkg/games/random';
import { competitorId, DEMO_COMPETITIONS, DEMO_SPORTS } from './demo-book.ts';
import { marketsOf, outrightOf } from './demo-markets.ts';
import { gmt8Day, matchesOfDay, stateAt, type DemoMatch } from './demo-plans.ts';
import type { SportsFeed } from './feed-apply.ts';

const DAY_MS = 86_400_000;
const PLAN_EVERY_MS = 60_000;
/** Matches whose prices move before the start: those starting within a day. */
const MOVING_AHEAD_MS = DAY_MS;
/** Results sent again between plans for this long after a match ends (the plan sends every one of its days). */
const RECENT_MS = 5 * 60_000;

/** The bucket of time a match's pre-match prices stay in: 20 to 40 seconds, staggered by match. */
function bucketOf(match: DemoMatch, at: number): number {
  const seed = seededRandom(`demo-bucket:${match.ref}`);
  const length = 20_000 + seed.int(20_000);
  return Math.floor((at + seed.int(length)) / length);
}

/** How far the market's view of a match drifts in a bucket: the strength difference moves by up to ±0.06. */
function drift(ref: string, bucket: number): number {
  return ((seededRandom(`demo-drift:${ref}:${bucket}`).int(2001) - 1000) / 1000) * 0.06;
}

/** The fixture line of a match at `now` (status and score), with its markets when `withMarkets`. */
function fixtureOf(match: DemoMatch, now: Date, withMarkets: boolean): FeedFixture {
  const state = stateAt(match, now);
  const status = state.phase === 'prematch' ? 'prematch' : state.phase === 'live' ? 'live' : 'ended';
  return {
    ref: match.ref,
    competition: match.competition.code,
    kind: 'match',
    home: match.home[0],
    away: match.away[0],
    startsAt: match.startsAt.toISOString(),
    status,
    score: state.phase === 'prematch' ? null : state.score,
    ...(withMarkets ? { markets: marketsOf(match, state, drift(match.ref, bucketOf(match, now.getTime()))) } : {}),
  };
}

/** The static part: sports and competitions. */
function bookOf(): Pick<FeedBatch, 'sports' | 'competitions'> {
  return {
    sports: DEMO_SPORTS.map((sport) => ({ code: sport.code, kind: sport.kind, names: sport.names })),
    competitions: DEMO_COMPETITIONS.map((c) => ({ code: c.code, sport: c.sport, names: c.names })),
  };
}

/** The matches of yesterday, today and tomorrow (GMT+8). */
function matchesAround(now: Date): DemoMatch[] {
  return [-1, 0, 1].flatMap((offset) => matchesOfDay(gmt8Day(new Date(now.getTime() + offset * DAY_MS))));
}

/** The results of matches over (all of them, or those ended within RECENT_MS). */
function resultsOf(matches: readonly DemoMatch[], now: Date, recentOnly: boolean): NonNullable<FeedBatch['results']> {
  const out: NonNullable<FeedBatch['results']> = [];
  for (const match of matches) {
    const state = stateAt(match, now);
    const endedAt = match.startsAt.getTime() + match.endsAfterMs;
    if (state.phase !== 'ended' || (recentOnly && now.getTime() - endedAt > RECENT_MS)) continue;
    out.push({ fixture: match.ref, result: state.result as FixtureResultWire });
  }
  return out;
}

/** The price moves between plans: matches whose bucket changed since `since`, and every match in play. */
function movesOf(matches: readonly DemoMatch[], now: Date, since: Date): NonNullable<FeedBatch['prices']> {
  const out: NonNullable<FeedBatch['prices']> = [];
  for (const match of matches) {
    const state = stateAt(match, now);
    const ahead = match.startsAt.getTime() - now.getTime();
    if (state.phase === 'ended' || ahead > MOVING_AHEAD_MS) continue;
    if (state.phase === 'prematch' && bucketOf(match, now.getTime()) === bucketOf(match, since.getTime())) continue;
    for (const market of marketsOf(match, state, drift(match.ref, bucketOf(match, now.getTime())))) {
      if (state.phase === 'live' && !market.inPlay) continue;
      out.push({
        fixture: match.ref,
        market: market.ref,
        prices: market.prices ?? {},
        status: state.phase === 'live' && state.goalJustNow ? 'suspended' : 'open',
      });
    }
  }
  return out;
}

/** The outright fixtures (with their markets) of the competitions that have one. */
function outrightsOf(now: Date): FeedFixture[] {
  return DEMO_COMPETITIONS.flatMap((competition) => {
    if (!competition.outright) return [];
    const contenders = [...competition.teams].sort((a, b) => b[1] - a[1]).slice(0, competition.outright.contenders);
    const market: FeedMarket = outrightOf(
      contenders.map(([name, strength]) => [competitorId(name), name, strength] as const),
      drift(competition.outright.ref, Math.floor(now.getTime() / 600_000)),
    );
    return [
      {
        ref: `demo:${competition.outright.ref}`,
        competition: competition.code,
        kind: 'outright' as const,
        name: competition.outright.names.EN,
        startsAt: competition.outright.endsAt,
        status: 'prematch' as const,
        markets: [market],
      },
    ];
  });
}

/** Builds the demo feed; `planEveryMs` (60 s by default) is how often a whole plan goes out. */
export function createDemoFeed(options: { planEveryMs?: number } = {}): SportsFeed & { plan(now: Date): FeedBatch } {
  const planEvery = options.planEveryMs ?? PLAN_EVERY_MS;
  const last = new Map<string, { at: Date; planAt: Date }>();
  function plan(now: Date): FeedBatch {
    const matches = matchesAround(now);
    return {
      source: 'demo',
      ...bookOf(),
      fixtures: [...matches.map((match) => fixtureOf(match, now, stateAt(match, now).phase !== 'ended')), ...outrightsOf(now)],
      results: resultsOf(matches, now, false),
    };
  }
  return {
    name: 'demo',
    plan,
    async next(brand, now) {
      const seen = last.get(brand.brandId);
      if (!seen || now.getTime() - seen.planAt.getTime() >= planEvery) {
        last.set(brand.brandId, { at: now, planAt: now });
        return plan(now);
      }
      last.set(brand.brandId, { at: now, planAt: seen.planAt });
      const matches = matchesAround(now);
      const moving = matches.filter((match) => {
        const state = stateAt(match, now);
        const before = stateAt(match, seen.at);
        return state.phase === 'live' || state.phase !== before.phase;
      });
      return {
        source: 'demo',
        fixtures: moving.map((match) => fixtureOf(match, now, false)),
        prices: movesOf(matches, now, seen.at),
        results: resultsOf(matches, now, true),
      };
    },
  };
}
