import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoMemberPasswordReset, BoMemberProfile } from '@pkg/contracts/members';
import { membersKeys } from '../../api/members';

/** One change of a player: one of api/members.ts's calls; they all answer the profile (a reset, its outcome). */
export type MemberCall = () => Promise<BoMemberProfile | BoMemberPasswordReset>;

/** What each section of the profile is given: the profile, whether it may act, and the one way to change it. */
export interface MemberSectionProps {
  value: BoMemberProfile;
  id: string;
  canManage: boolean;
  busy: boolean;
  run: (call: MemberCall, options?: { onSuccess?: () => void }) => void;
}

/**
 * The profile's one change at a time: every section's action goes through it, so the page shows one
 * outcome note (a reset's outcome, or "saved") and one failure, and the profile and the search
 * refresh from the answer.
 */
export function useMemberChange(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = membersKeys.profile(id);
  const [notice, setNotice] = useState('');
  const change = useMutation({
    mutationFn: (call: MemberCall) => call(),
    onSuccess: (value) => {
      if ('outcome' in value) {
        // Resets never answer the password: it went to the player's phone or e-mail, or waits for a second staff member.
        const { outcome } = value;
        setNotice(
          outcome.status === 'sent'
            ? outcome.sentTo
              ? t('boMembers.resets.sent', { to: outcome.sentTo })
              : t('boMembers.resets.done')
            : outcome.status === 'pending'
              ? t('boMembers.resets.pending')
              : t('boMembers.resets.rejected'),
        );
        queryClient.setQueryData(key, value.profile);
      } else {
        setNotice(t('boMembers.saved'));
        queryClient.setQueryData(key, value);
      }
      void queryClient.invalidateQueries({ queryKey: membersKeys.search });
    },
  });
  const run: MemberSectionProps['run'] = (call, options) => {
    setNotice('');
    change.mutate(call, options);
  };
  return { change, notice, run };
}
