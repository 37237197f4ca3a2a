import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type {
  FixturesValue,
  FixtureValue,
  PlaceSlipBody,
  PlaceSlipValue,
  SlipProblemWire,
  SlipsValue,
  SlipView,
  SportsSessionValue,
  SportsSettings,
} from '@pkg/contracts/sports';
import { apiHeaders, wpsGet, wpsSend } from '../../../lib/api-client';

/** The book's queries of one game session; the token is part of every key, so two frames never share answers. */
export const sportsKeys = {
  all: (token: string) => ['sports', token] as const,
  session: (token: string) => ['sports', token, 'session'] as const,
  fixtures: (token: string, sport: string, competition: string) => ['sports', token, 'fixtures', sport, competition] as const,
  fixture: (token: string, fixtureId: string) => ['sports', token, 'fixture', fixtureId] as const,
  slips: (token: string, which: 'open' | 'settled') => ['sports', token, 'slips', which] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The book as the session's player opens it: menu, balance, settings and slip rules. */
export const fetchSportsSession = (token: string) => wpsGet<SportsSessionValue>(API.sportsSession, withToken(token));

/** Fixtures taking bets with their main markets, live first (`sport` '' for every sport, 'live' for those in play). */
export function fetchFixtures(token: string, sport: string, competition: string): Promise<FixturesValue> {
  const query = new URLSearchParams();
  if (sport === 'live') query.set('when', 'live');
  else if (sport) query.set('sport', sport);
  if (competition) query.set('competition', competition);
  return wpsGet<FixturesValue>(`${API.sportsFixtures}?${query.toString()}`, withToken(token));
}

/** One fixture with every market. */
export const fetchFixture = (token: string, fixtureId: string) =>
  wpsGet<FixtureValue>(API.sportsFixture.replace(':fixtureId', encodeURIComponent(fixtureId)), withToken(token));

/** The player's bets: open (pending and open) or settled. */
export const fetchSlips = (token: string, which: 'open' | 'settled') =>
  wpsGet<SlipsValue>(`${API.sportsSlips}?status=${which}`, withToken(token));

/** One of the player's slips (a held in-play slip's decision). */
export const fetchSlip = (token: string, slipId: string) =>
  wpsGet<{ slip: SlipView }>(API.sportsSlip.replace(':slipId', encodeURIComponent(slipId)), withToken(token));

/** Keeps the player's odds format and odds-change policy on the server. */
export const saveSettings = (token: string, settings: SportsSettings) =>
  wpsSend<SportsSettings>('POST', API.sportsSettings, settings, withToken(token));

/** A refused slip: its error code, every problem (with new prices), the limit broken, the stored slip of a duplicate. */
export class SlipRefusal extends Error {
  constructor(
    readonly code: string,
    readonly problems: readonly SlipProblemWire[],
    readonly limitMinor: string | null,
    readonly slipId: string | null,
  ) {
    super(code);
  }
}

/**
 * Places one slip. Read here rather than through the api client so that a refusal keeps what the
 * book sends beside its code (the problems with the new prices, the limit, a duplicate's slip).
 */
export async function postSlip(token: string, body: PlaceSlipBody): Promise<PlaceSlipValue> {
  let response: Response;
  try {
    response = await fetch(API.sportsSlips, {
      method: 'POST',
      headers: { ...apiHeaders(), 'content-type': 'application/json', ...withToken(token) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new SlipRefusal('network_error', [], null, null);
  }
  const envelope = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (envelope?.success === true) return envelope.value as PlaceSlipValue;
  let problems: SlipProblemWire[];
  try {
    problems = typeof envelope?.problems === 'string' ? (JSON.parse(envelope.problems) as SlipProblemWire[]) : [];
  } catch {
    problems = [];
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  throw new SlipRefusal(text(envelope?.errorCode) ?? 'internal_error', problems, text(envelope?.limitMinor), text(envelope?.slipId));
}

/** The live odds stream of the brand (server-sent events; public, so EventSource needs no header). */
export const sportsEventsUrl = () => API.sportsEvents;
