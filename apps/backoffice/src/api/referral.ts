import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoReferralDecision,
  BoReferralInvitee,
  BoReferralInviteesQuery,
  BoReferralInviteesValue,
  BoReferralSettingsBody,
  BoReferralSettingsValue,
  BoReferrersQuery,
  BoReferrersValue,
} from '@pkg/contracts/referral';
import { bo, type FilterQuery } from '../lib/api';

/** The referral desk's queries; a decision or a rules change refreshes everything under referralKeys.all. */
export const referralKeys = {
  all: ['bo', 'referral'] as const,
  referrers: (query: FilterQuery<BoReferrersQuery>) => ['bo', 'referral', 'referrers', query] as const,
  invitees: (query: FilterQuery<BoReferralInviteesQuery>) => ['bo', 'referral', 'invitees', query] as const,
  settings: ['bo', 'referral', 'settings'] as const,
};

/** The referrers of the brands in scope (or one player's). */
export const fetchReferrers = (query: FilterQuery<BoReferrersQuery>) => bo<BoReferrersValue>(BO_API.referralReferrers, { query });

/** The invitees (of one referrer, or all). */
export const fetchInvitees = (query: FilterQuery<BoReferralInviteesQuery>) =>
  bo<BoReferralInviteesValue>(BO_API.referralInvitees, { query });

/** Approves or refuses an invitee's reward. */
export const decideInvitee = (inviteeId: string, body: BoReferralDecision) =>
  bo<BoReferralInvitee>(BO_API.referralDecide, { params: { id: inviteeId }, method: 'POST', body });

/** The referral rules. */
export const fetchReferralSettings = () => bo<BoReferralSettingsValue>(BO_API.referralSettings);
export const saveReferralSettings = (body: BoReferralSettingsBody) =>
  bo<BoReferralSettingsValue>(BO_API.referralSettings, { method: 'POST', body });
