import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoDrawDetail, BoDrawPage, BoDrawQuery, BoImportValue } from '@pkg/contracts/lottery-desk';
import type { BoFeedChange, BoFeedRunValue, BoFeedView } from '@pkg/contracts/lottery-feed';
import { bo, type FilterQuery } from '../lib/api';

/** The lottery desk's queries (decisions 028, 065): the draw pages (any filter), one draw, the results feed. */
export const lotteryKeys = {
  draws: ['bo', 'lottery', 'draws'] as const,
  drawList: (query: FilterQuery<BoDrawQuery>, upcoming: boolean) => ['bo', 'lottery', 'draws', query, upcoming] as const,
  awaiting: (query: FilterQuery<BoDrawQuery>) => ['bo', 'lottery', 'draws', 'needs-person', query] as const,
  draw: (id: string) => ['bo', 'lottery', 'draw', id] as const,
  feed: ['bo', 'lottery', 'feed'] as const,
  feedOpen: ['bo', 'lottery', 'feed', 'open'] as const,
  feedAll: ['bo', 'lottery', 'feed', 'all'] as const,
};

/** One page of draws, newest first (`before` the last row's draw time). */
export const fetchDraws = (query: FilterQuery<BoDrawQuery>) => bo<BoDrawPage>(BO_API.lotteryDraws, { query });

/** One draw with its tickets' totals, result and proposals. */
export const fetchDraw = (id: string) => bo<BoDrawDetail>(BO_API.lotteryDraw, { params: { id } });

/** Proposes a draw's result (a second staff member approves it). */
export const proposeDrawResult = (id: string, numbers: string[]) =>
  bo<BoDrawDetail>(BO_API.lotteryDrawResult, { params: { id }, method: 'POST', body: { numbers } });

/** Proposes voiding a draw. */
export const proposeDrawVoid = (id: string, reason: string) =>
  bo<BoDrawDetail>(BO_API.lotteryDrawVoid, { params: { id }, method: 'POST', body: { reason } });

/** Approves a proposal on a draw, or rejects it with a reason. */
export const decideDrawAction = (actionId: string, approve: boolean, reason: string) =>
  bo<BoDrawDetail>(approve ? BO_API.lotteryActionApprove : BO_API.lotteryActionReject, {
    params: { id: actionId },
    method: 'POST',
    body: approve ? {} : { reason },
  });

/** Imports official results as CSV (each line a proposal). */
export const importResults = (brandId: string, csv: string) =>
  bo<BoImportValue>(BO_API.lotteryImport, { method: 'POST', body: { brandId, csv } });

/** The results feed: open alerts only, or every brand's sources and settings (open false). */
export const fetchFeed = (open = true) => bo<BoFeedView>(BO_API.lotteryFeed, { query: { open: open ? undefined : false } });

/** Runs a brand's feed now. */
export const runFeed = (brandId: string) => bo<BoFeedRunValue>(BO_API.lotteryFeedRun, { params: { id: brandId }, method: 'POST' });

/** Changes a brand's feed sources and settings. */
export const saveFeed = (brandId: string, body: BoFeedChange) =>
  bo<BoFeedView>(BO_API.lotteryFeedBrand, { params: { id: brandId }, method: 'PUT', body });
