import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReferralInvitationValue, ReferralInviteesValue, ReferralSummaryValue } from '@pkg/contracts/referral';
import { API } from '@pkg/contracts/routes';
import { wpsGet } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';

/** Query keys of invite friends; everything under REFERRAL_KEY refreshes together. */
export const REFERRAL_KEY = ['referral'] as const;

export const fetchInvitation = () => wpsGet<ReferralInvitationValue>(API.referralInvitation);
export const fetchSummary = () => wpsGet<ReferralSummaryValue>(API.referralSummary);
export const fetchInvitees = (pageNo: number, pageSize: number) =>
  wpsGet<ReferralInviteesValue>(`${API.referralInvitees}?pageNo=${pageNo}&pageSize=${pageSize}`);

/** The page's texts (referral.*), loaded before it renders. */
export function useReferralTexts() {
  return useQuery({
    queryKey: ['texts', 'referral'],
    queryFn: async () => {
      await loadNamespace('referral');
      return true;
    },
    staleTime: Infinity,
  });
}

export function useInvitation() {
  return useQuery({ queryKey: [...REFERRAL_KEY, 'invitation'], queryFn: fetchInvitation, staleTime: 5 * 60_000 });
}

/** The summary and the list are only asked for members (an agent's page shows the agent centre's way instead). */
export function useSummary(enabled: boolean) {
  return useQuery({ queryKey: [...REFERRAL_KEY, 'summary'], queryFn: fetchSummary, enabled });
}

export function useInvitees(pageNo: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'invitees', pageNo, pageSize],
    queryFn: () => fetchInvitees(pageNo, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
}
