import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { approveMemberReset, fetchProfile, membersKeys, rejectMemberReset } from '../../api/members';
import { FailAlert, StatusNote } from '../../components/desk-ui';
import { MemberAccountPanel } from './member-account-panel';
import { MemberActionsPanel } from './member-actions-panel';
import { MemberActivityPanels, MemberLinkedPanel, MemberWalletsPanel } from './member-activity-panels';
import { useMemberChange, type MemberSectionProps } from './member-change';
import { MemberKycPanel } from './member-kyc-panel';
import { MemberNotesPanel } from './member-notes-panel';
import { MemberResetsPanel } from './member-resets-panel';
import { MembersTabs } from './members-ui';
import './members.css';

/**
 * A player's profile on the Members desk (decision 038, in sections for issue 37): account data,
 * lock state, wallets from the ledger, recent sessions, addresses, devices, linked accounts, labels,
 * notes and KYC documents, each section its own file, with a list of them at the top. Staff with
 * members.manage act on it; each action asks for a reason where it matters and the server audits it.
 */
export function MemberProfilePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { id = '' } = useParams();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('members.manage');
  const profile = useQuery({ queryKey: membersKeys.profile(id), queryFn: () => fetchProfile(id) });
  const { change, notice, run } = useMemberChange(id);

  if (profile.isPending) return <p>{t('boMembers.loading')}</p>;
  if (profile.isError)
    return (
      <section>
        <MembersTabs />
        <FailAlert of={profile} />
      </section>
    );
  const value = profile.data;
  const { account } = value;
  const section: MemberSectionProps = { value, id, canManage, busy: change.isPending, run };
  const sections = [
    ['member-account', t('boMembers.profile.account')],
    ...(canManage ? [['member-actions', t('boMembers.actions.title')]] : []),
    ['member-wallets', t('boMembers.wallets.title')],
    ['member-sessions', t('boMembers.sessions.title')],
    ['member-linked', t('boMembers.linked.title')],
    ['member-notes', t('boMembers.notes.title')],
    ['member-kyc', t('boMembers.kyc.title')],
  ];
  return (
    <section aria-labelledby={headingId} className="members-profile">
      <MembersTabs />
      <p>
        <BackLink />
      </p>
      <h1 id={headingId}>
        {account.username} <span className="members-muted">#{account.id}</span>{' '}
        {value.lock.lockedAt !== null && <span className="members-badge members-badge--bad">{t('boMembers.locked')}</span>}
      </h1>
      <nav className="members-sections" aria-label={t('boMembers.sectionsLabel')}>
        {sections.map(([anchor, title]) => (
          <a key={anchor} href={`#${anchor}`}>
            {title}
          </a>
        ))}
      </nav>
      <StatusNote text={notice} />
      <FailAlert of={change} />
      <MemberAccountPanel value={value} />
      <MemberResetsPanel
        resets={value.resets}
        canManage={canManage}
        busy={change.isPending}
        onApprove={(reset) => {
          if (!window.confirm(t('boMembers.resets.approveConfirm', { username: account.username }))) return;
          run(() => approveMemberReset(id, reset.id));
        }}
        onReject={(reset, reason) => run(() => rejectMemberReset(id, reset.id, reason))}
      />
      {canManage && <MemberActionsPanel {...section} />}
      <MemberWalletsPanel value={value} />
      <MemberActivityPanels value={value} />
      <MemberLinkedPanel value={value} />
      <MemberNotesPanel {...section} />
      <MemberKycPanel {...section} />
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="bo-secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/members'))}>
      {t('boMembers.back')}
    </button>
  );
}
