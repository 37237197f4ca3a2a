import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoApplication, BoPlayerRewards, BoPromotion, BoPromotionInput } from '@pkg/contracts/promotion-desk';
import { bo, boUrl } from '../lib/api';

/** The promotion desk's queries; every change refreshes those under promotionsKeys.all. */
export const promotionsKeys = {
  all: ['bo', 'promotions'] as const,
  lists: ['bo', 'promotions', 'list'] as const,
  brandLists: (brandId: string) => ['bo', 'promotions', 'list', brandId] as const,
  list: (brandId: string, status: string) => ['bo', 'promotions', 'list', brandId, status] as const,
  applications: ['bo', 'promotions', 'applications'] as const,
  applicationList: (brandId: string, status: string) => ['bo', 'promotions', 'applications', brandId, status] as const,
  player: (brandId: string, username: string) => ['bo', 'promotions', 'player', brandId, username] as const,
};

/** A brand's promotions (all states or one). */
export const fetchPromotions = (brandId: string, status: string) =>
  bo<{ list: BoPromotion[] }>(BO_API.promotions, { query: { brandId, status } });

/** Creates a promotion (id null) or changes one. */
export const savePromotion = (id: string | null, body: BoPromotionInput) =>
  id
    ? bo<BoPromotion>(BO_API.promotion, { params: { id }, method: 'PUT', body })
    : bo<BoPromotion>(BO_API.promotions, { method: 'POST', body });

/** The players' applications in one state. */
export const fetchApplications = (brandId: string, status: string) =>
  bo<{ list: BoApplication[] }>(BO_API.promotionApplications, { query: { brandId, status } });

/** Issues an application's bonus (the amount staff chose), or rejects it with a reason. */
export const issueApplication = (id: string, amountMinor: string) =>
  bo<BoApplication>(BO_API.promotionApplicationIssue, { params: { id }, method: 'POST', body: { amountMinor } });
export const rejectApplication = (id: string, reason: string) =>
  bo<BoApplication>(BO_API.promotionApplicationReject, { params: { id }, method: 'POST', body: { reason } });

/** An application's proof image. */
export const applicationImageUrl = (id: string) => boUrl(BO_API.promotionApplicationImage, { id });

/** A player's rewards and wagering. */
export const fetchPlayerRewards = (brandId: string, username: string) =>
  bo<BoPlayerRewards>(BO_API.playerRewards, { query: { brandId, username } });

/** Waives a wagering requirement (a reason). */
export const waiveWagering = (id: string, reason: string) =>
  bo<{ waived: true }>(BO_API.wageringWaive, { params: { id }, method: 'POST', body: { reason } });
