/**
 * The demo feed's matches (decision 058): each GMT+8 day's fixtures drawn from the demo book with a
 * seeded random (the same on every process and after a restart), each match's whole story drawn
 * from its reference (goal minutes, points, map winners), and where a match stands at any instant:
 * not started, in play with its score and clock, or over with its result. Nothing is stored: the
 * feed is a function of the day and the clock.
 */
import type { LiveScore } from '@pkg/contracts/sports';
import { seededRandom } from '@pkg/games/random';
import type { FixtureResult } from '@pkg/games/sports/sport-types';
import { DEMO_COMPETITIONS, type DemoCompetition } from './demo-book.ts';
import { basketballMargin, footballLambdas, mapProbability, normalDraw, poissonDraw } from './demo-models.ts';

const MINUTE = 60_000;
const GMT8_MS = 8 * 3_600_000;

/** A demo match: its reference, sides (name and strength), start, and the story drawn for it. */
export interface DemoMatch {
  ref: string;
  competition: DemoCompetition;
  home: readonly [string, number];
  away: readonly [string, number];
  startsAt: Date;
  /** When its result is in, after the start. */
  endsAfterMs: number;
  goals: Array<{ side: 'home' | 'away'; minute: number }>;
  points: { regular: { home: number; away: number }; final: { home: number; away: number } } | null;
  maps: Array<'home' | 'away'>;
  /** Real minutes each esports map lasts, with a 5-minute break after. */
  mapMinutes: number;
}

/** A uniform draw in [0, 1). */
const uniform = (random: ReturnType<typeof seededRandom>) => random.int(1_000_000_000) / 1_000_000_000;

/** The GMT+8 calendar day of an instant as `YYYY-MM-DD`. */
export function gmt8Day(at: Date): string {
  return new Date(at.getTime() + GMT8_MS).toISOString().slice(0, 10);
}

/** Shuffles a copy with the seeded random. */
function shuffled<T>(items: readonly T[], random: ReturnType<typeof seededRandom>): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Draws a match's story from its reference. */
function storyOf(match: Omit<DemoMatch, 'goals' | 'points' | 'maps' | 'endsAfterMs' | 'mapMinutes'>): DemoMatch {
  const random = seededRandom(`demo-story:${match.ref}`);
  const diff = match.home[1] - match.away[1];
  const model = match.competition.model;
  if (model === 'football') {
    const lambdas = footballLambdas(diff, match.competition.scoring);
    const goals: DemoMatch['goals'] = [];
    for (const side of ['home', 'away'] as const) {
      const count = poissonDraw(lambdas[side], uniform(random));
      for (let i = 0; i < count; i++) goals.push({ side, minute: 1 + random.int(92) });
    }
    goals.sort((a, b) => a.minute - b.minute);
    return { ...match, goals, points: null, maps: [], endsAfterMs: 110 * MINUTE, mapMinutes: 0 };
  }
  if (model === 'basketball') {
    const { mean, sd } = basketballMargin(diff);
    const margin = mean + sd * normalDraw(uniform(random), uniform(random));
    const total = match.competition.scoring + 16 * normalDraw(uniform(random), uniform(random));
    const regular = { home: Math.round((total + margin) / 2), away: Math.round((total - margin) / 2) };
    const final = { ...regular };
    while (final.home === final.away) {
      final.home += 6 + random.int(9);
      final.away += 6 + random.int(9);
    }
    return { ...match, goals: [], points: { regular, final }, maps: [], endsAfterMs: 125 * MINUTE, mapMinutes: 0 };
  }
  const p = mapProbability(diff);
  const maps: Array<'home' | 'away'> = [];
  while (maps.filter((m) => m === 'home').length < 2 && maps.filter((m) => m === 'away').length < 2) {
    maps.push(uniform(random) < p ? 'home' : 'away');
  }
  const mapMinutes = match.competition.sport === 'dota-2' ? 35 : 18;
  return { ...match, goals: [], points: null, maps, endsAfterMs: maps.length * (mapMinutes + 5) * MINUTE, mapMinutes };
}

/** The demo's matches of one GMT+8 day (`YYYY-MM-DD`), every competition's kick-offs with seeded pairings. */
export function matchesOfDay(day: string): DemoMatch[] {
  const out: DemoMatch[] = [];
  for (const competition of DEMO_COMPETITIONS) {
    const random = seededRandom(`demo-day:${competition.code}:${day}`);
    const teams = shuffled(competition.teams, random);
    competition.kickoffs.forEach((kickoff, index) => {
      const home = teams[index * 2];
      const away = teams[index * 2 + 1];
      if (!home || !away) return;
      const startsAt = new Date(Date.parse(`${day}T${kickoff}:00Z`) - GMT8_MS);
      out.push(storyOf({ ref: `demo:${competition.code}:${day}:${kickoff.replace(':', '')}`, competition, home, away, startsAt }));
    });
  }
  return out;
}

/** Where a match stands at `now`. */
export type MatchState =
  | { phase: 'prematch' }
  | { phase: 'live'; score: LiveScore; fraction: number; goalJustNow: boolean }
  | { phase: 'ended'; score: LiveScore; result: FixtureResult };

/** A football match's minute after `elapsed` real minutes (half-time from 45 to 60). */
function footballMinute(elapsed: number): number {
  if (elapsed <= 45) return elapsed;
  if (elapsed < 60) return 45;
  return Math.min(elapsed - 15, 93);
}

/** The state of a match at `now`. */
export function stateAt(match: DemoMatch, now: Date): MatchState {
  const elapsedMs = now.getTime() - match.startsAt.getTime();
  if (elapsedMs < 0) return { phase: 'prematch' };
  const elapsed = elapsedMs / MINUTE;
  const model = match.competition.model;
  const over = elapsedMs >= match.endsAfterMs;
  if (model === 'football') {
    const minute = over ? 93 : footballMinute(elapsed);
    const scored = match.goals.filter((goal) => goal.minute <= minute);
    const score = { home: scored.filter((g) => g.side === 'home').length, away: scored.filter((g) => g.side === 'away').length };
    if (over) return { phase: 'ended', score, result: { status: 'completed', regularTime: score } };
    const clock = elapsed > 45 && elapsed < 60 ? 'HT' : `${Math.max(1, Math.ceil(minute))}'`;
    const goalJustNow = scored.some((goal) => minute - goal.minute < 1.5 && minute >= goal.minute);
    return { phase: 'live', score: { ...score, clock }, fraction: Math.min(1, minute / 93), goalJustNow };
  }
  if (model === 'basketball' && match.points) {
    if (over)
      return {
        phase: 'ended',
        score: match.points.final,
        result: { status: 'completed', regularTime: match.points.regular, final: match.points.final },
      };
    const fraction = Math.min(1, elapsed / 120);
    const scale = (points: number) => Math.floor(points * fraction);
    const score = { home: scale(match.points.regular.home), away: scale(match.points.regular.away) };
    return {
      phase: 'live',
      score: { ...score, clock: fraction >= 1 ? 'OT' : `Q${1 + Math.min(3, Math.floor(fraction * 4))}` },
      fraction,
      goalJustNow: false,
    };
  }
  const slot = match.mapMinutes + 5;
  const played = over ? match.maps.length : Math.min(match.maps.length, Math.floor((elapsed + 5) / slot));
  const maps = match.maps.slice(0, played);
  const score = { home: maps.filter((m) => m === 'home').length, away: maps.filter((m) => m === 'away').length, maps };
  if (over) return { phase: 'ended', score, result: { status: 'completed', maps } };
  return { phase: 'live', score: { ...score, clock: `Map ${played + 1}` }, fraction: played / match.maps.length, goalJustNow: false };
}
