import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { FixtureResultWire } from '@pkg/contracts/sports';
import type { BoFixtureDetail, BoSportsPage, BoSportsPlayer, BoSportsQuery } from '@pkg/contracts/sports-desk';
import type { FeedApplied } from '@pkg/contracts/sports-feed';
import { bo, type FilterQuery } from '../lib/api';

/** The trading desk's queries (decision 058); every change refreshes those under sportsKeys.all. */
export const sportsKeys = {
  all: ['bo', 'sports'] as const,
  list: (query: FilterQuery<BoSportsQuery>) => ['bo', 'sports', 'list', query] as const,
  fixture: (id: string) => ['bo', 'sports', 'fixture', id] as const,
};

/** The fixtures of the staff member's brands, live first. */
export const fetchFixtures = (query: FilterQuery<BoSportsQuery>) => bo<BoSportsPage>(BO_API.sportsFixtures, { query });

/** A fixture made by hand. */
export const createFixture = (body: object) => bo<BoFixtureDetail>(BO_API.sportsFixtures, { method: 'POST', body });

/** Applies the feed's JSON to a brand. */
export const importFeed = (brandId: string, json: string) =>
  bo<FeedApplied>(BO_API.sportsImport, { method: 'POST', body: { brandId, json } });

/** One fixture with its markets, exposure and results. */
export const fetchFixture = (id: string) => bo<BoFixtureDetail>(BO_API.sportsFixture, { params: { id } });

/** Suspends, resumes, starts or ends a fixture. */
export const fixtureAction = (id: string, action: 'suspend' | 'resume' | 'start' | 'end') =>
  bo<BoFixtureDetail>(BO_API.sportsFixtureAction, { params: { id }, method: 'POST', body: { action } });

/** A market's prices (in the given odds format), status and limits. */
export const saveMarketPrices = (marketId: string, body: { format: string; prices: Record<string, string> }) =>
  bo<unknown>(BO_API.sportsMarketPrices, { params: { id: marketId }, method: 'POST', body });
export const setMarketStatus = (marketId: string, status: 'open' | 'suspended') =>
  bo<unknown>(BO_API.sportsMarketStatus, { params: { id: marketId }, method: 'POST', body: { status } });
export const saveMarketLimits = (marketId: string, body: object) =>
  bo<unknown>(BO_API.sportsMarketLimits, { params: { id: marketId }, method: 'POST', body });

/** Proposes a fixture's result; a second staff member approves it or rejects it with a reason. */
export const proposeResult = (fixtureId: string, result: FixtureResultWire) =>
  bo<unknown>(BO_API.sportsFixtureResult, { params: { id: fixtureId }, method: 'POST', body: { result } });
export const decideResult = (id: string, approve: boolean, reason: string) =>
  approve
    ? bo<unknown>(BO_API.sportsResultApprove, { params: { id }, method: 'POST' })
    : bo<unknown>(BO_API.sportsResultReject, { params: { id }, method: 'POST', body: { reason } });

/** A player's stake factor. */
export const fetchSportsPlayer = (brandId: string, username: string) =>
  bo<BoSportsPlayer>(BO_API.sportsPlayer, { query: { brandId, username } });
export const setStakeFactor = (accountId: string, body: { stakeFactorX10k: number; reason: string }) =>
  bo<BoSportsPlayer>(BO_API.sportsPlayerFactor, { params: { id: accountId }, method: 'POST', body });
