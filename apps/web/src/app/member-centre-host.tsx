import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../features/account/api/use-member-info';
import { useSystemStatus } from '../lib/brand';
import { hasSession, useSession } from '../lib/session';
import { useRouteOn } from '../lib/site-menu';
import { withTexts } from '../lib/i18n';
import { MissionBadge } from '../features/missions/components/mission-badge';
import { RewardBadge } from '../features/promotions/components/reward-badge';
import { lazyView } from '../lib/lazy-view';

const AccountModal = lazyView(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const loadModal = () => import('../features/member-centre/components/member-centre-modal');
const MemberCentreModal = lazyView(() => loadModal().then((m) => ({ default: m.MemberCentreModal })));
const loadSecurityCentre = () => withTexts(import('../features/account/components/security-centre'), 'security');
const SecurityCentre = lazyView(() => loadSecurityCentre().then((m) => ({ default: m.SecurityCentre })));
// Opened from its URL with a session, the dialog and its first page (the security centre, unless
// the URL names another) load together, not one after the other as each renders (decision 046).
if (typeof window !== 'undefined' && hasSession()) {
  const params = new URLSearchParams(window.location.search);
  if (params.get('modal') === 'memberCentre') {
    void loadModal();
    if ((params.get('mcPage') ?? 'securityCenter') === 'securityCenter') void loadSecurityCentre();
  }
}
const WithdrawPage = lazyView(() =>
  withTexts(import('../features/withdrawals/components/withdraw-page'), 'withdraw').then((m) => ({ default: m.WithdrawPage })),
);
const DepositPage = lazyView(() => import('../features/deposits/components/deposit-page').then((m) => ({ default: m.DepositPage })));
const TransferFundPage = lazyView(() =>
  import('../features/wallet/components/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
);
const TransferUplinePage = lazyView(() =>
  import('../features/wallet/components/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
);
const BettingRecordPage = lazyView(() =>
  withTexts(import('../features/game-record/components/betting-record-page'), 'gameRecord').then((m) => ({ default: m.BettingRecordPage })),
);
const TransactionHistoryPage = lazyView(() =>
  import('../features/wallet/components/transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage })),
);
const PersonalProfitPage = lazyView(() =>
  import('../features/wallet/components/personal-profit-page').then((m) => ({ default: m.PersonalProfitPage })),
);
const BonusDetailsPage = lazyView(() =>
  import('../features/wallet/components/bonus-details-page').then((m) => ({ default: m.BonusDetailsPage })),
);
const WageringSection = lazyView(() =>
  import('../features/promotions/components/wagering-section').then((m) => ({ default: m.WageringSection })),
);
const RewardCentrePage = lazyView(() =>
  import('../features/promotions/components/reward-centre-page').then((m) => ({ default: m.RewardCentrePage })),
);
const ReferralPage = lazyView(() => import('../features/referral/components/referral-page').then((m) => ({ default: m.ReferralPage })));
const MissionsPage = lazyView(() => import('../features/missions/components/missions-page').then((m) => ({ default: m.MissionsPage })));
const MessagesPage = lazyView(() => import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })));
const ResponsibleGamingPage = lazyView(() =>
  withTexts(import('../features/responsible-gaming/components/responsible-gaming-page'), 'responsibleGaming').then((m) => ({
    default: m.ResponsibleGamingPage,
  })),
);
const FeedbackPage = lazyView(() => import('../features/messages/components/feedback-page').then((m) => ({ default: m.FeedbackPage })));

/**
 * The member centre as the URL opens it (SPEC.md sections 2 and 6): only for a logged-in real
 * account where the brand offers it. Visitors get the login, trial accounts the real-account
 * warning. Pages join the menu as their features are built; none is shown before it exists.
 */
export function MemberCentreHost({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, isTrial } = useSession();
  const { data: status } = useSystemStatus();
  const { data: member } = useMemberInfo();
  const referralOn = useRouteOn('referral');
  if (!loggedIn) return <AccountModal name="login" onClose={onClose} />;
  if (isTrial) return <AccountModal name="realAccountNeeded" onClose={onClose} />;
  if (!status) return null;
  if (!status.flags.memberCentre) return <CloseAtOnce onClose={onClose} />;
  return (
    <MemberCentreModal
      pages={[
        { id: 'securityCenter', label: t('memberCentre.pages.securityCenter'), content: <SecurityCentre /> },
        // Transfers show only where the brand allows them (decision 018).
        ...(status.flags.walletTransfers
          ? [{ id: 'transferFund', label: t('memberCentre.pages.transferFund'), content: <TransferFundPage /> }]
          : []),
        { id: 'depositv2', label: t('memberCentre.pages.depositv2'), content: <DepositPage /> },
        { id: 'withdraw', label: t('memberCentre.pages.withdraw'), content: <WithdrawPage /> },
        // Transfer to agent only for a player who has an agent, on a brand that allows it (member info's
        // toUpline says both): a player without one never opens a page that can only refuse.
        ...(member?.toUpline
          ? [{ id: 'transferUpline', label: t('memberCentre.pages.transferUpline'), content: <TransferUplinePage /> }]
          : []),
        // An agent's transfer to its downline lives in the agent centre (app/agent-centre-host.tsx, decision 026).
        { id: 'personalHistoryCopy', label: t('memberCentre.pages.personalHistoryCopy'), content: <BettingRecordPage /> },
        { id: 'transactionHistory', label: t('memberCentre.pages.transactionHistory'), content: <TransactionHistoryPage /> },
        { id: 'personalProfit', label: t('memberCentre.pages.personalProfit'), content: <PersonalProfitPage /> },
        {
          id: 'bonusDetails',
          label: t('memberCentre.pages.bonusDetails'),
          // The bonus wagering still open (decision 030) above the paid bonuses.
          content: <BonusDetailsPage above={<WageringSection />} />,
        },
        // The reward centre (decision 030); the badge counts rewards waiting to be claimed.
        { id: 'rewardCenter', label: t('memberCentre.pages.rewardCenter'), badge: <RewardBadge />, content: <RewardCentrePage /> },
        // Invite friends (decision 034): agents see the way to the agent centre's invitation instead.
        // Not offered where the brand switched it off (its routers, decision 074).
        ...(referralOn ? [{ id: 'referral', label: t('memberCentre.pages.referral'), content: <ReferralPage /> }] : []),
        // Missions and the leaderboard (decision 035); the badge counts missions ready to claim.
        {
          id: 'missionLeaderboard',
          label: t('memberCentre.pages.missionLeaderboard'),
          badge: <MissionBadge />,
          content: <MissionsPage />,
        },
        { id: 'messageV2', label: t('memberCentre.pages.messageV2'), content: <MessagesPage /> },
        // The player's own limits, cool-off and self-exclusion (decision 037).
        { id: 'responsibleGaming', label: t('memberCentre.pages.responsibleGaming'), content: <ResponsibleGamingPage /> },
        // Customer service and feedback (SPEC.md section 1 areas; decision 031).
        { id: 'feedback', label: t('memberCentre.pages.feedback'), content: <FeedbackPage /> },
      ]}
    />
  );
}

function CloseAtOnce({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}
