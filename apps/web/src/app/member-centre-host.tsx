import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../lib/brand';
import { useSession } from '../lib/session';

const AccountModal = lazy(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const MemberCentreModal = lazy(() =>
  import('../features/member-centre/components/member-centre-modal').then((m) => ({ default: m.MemberCentreModal })),
);
const SecurityCentre = lazy(() => import('../features/account/components/security-centre').then((m) => ({ default: m.SecurityCentre })));
const WithdrawPage = lazy(() => import('../features/withdrawals/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const DepositPage = lazy(() => import('../features/deposits/components/deposit-page').then((m) => ({ default: m.DepositPage })));
const TransferFundPage = lazy(() =>
  import('../features/wallet/components/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
);
const TransferUplinePage = lazy(() =>
  import('../features/wallet/components/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
);
const TransferDownlinePage = lazy(() =>
  import('../features/wallet/components/transfer-downline-page').then((m) => ({ default: m.TransferDownlinePage })),
);
const BettingRecordPage = lazy(() =>
  import('../features/game-record/components/betting-record-page').then((m) => ({ default: m.BettingRecordPage })),
);
const TransactionHistoryPage = lazy(() =>
  import('../features/wallet/components/transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage })),
);
const PersonalProfitPage = lazy(() =>
  import('../features/wallet/components/personal-profit-page').then((m) => ({ default: m.PersonalProfitPage })),
);
const BonusDetailsPage = lazy(() =>
  import('../features/wallet/components/bonus-details-page').then((m) => ({ default: m.BonusDetailsPage })),
);

/**
 * The member centre as the URL opens it (SPEC.md sections 2 and 6): only for a logged-in real
 * account where the brand offers it. Visitors get the login, trial accounts the real-account
 * warning. Pages join the menu as their features are built; none is shown before it exists.
 */
export function MemberCentreHost({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, isTrial, isAgent } = useSession();
  const { data: status } = useSystemStatus();
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
        ...(status.flags.playerTransfers
          ? [{ id: 'transferUpline', label: t('memberCentre.pages.transferUpline'), content: <TransferUplinePage /> }]
          : []),
        // Only agents have a downline to send to; the agent centre will take this over (decision 026).
        ...(status.flags.playerTransfers && isAgent
          ? [{ id: 'transferDownline', label: t('memberCentre.pages.transferDownline'), content: <TransferDownlinePage /> }]
          : []),
        { id: 'personalHistoryCopy', label: t('memberCentre.pages.personalHistoryCopy'), content: <BettingRecordPage /> },
        { id: 'transactionHistory', label: t('memberCentre.pages.transactionHistory'), content: <TransactionHistoryPage /> },
        { id: 'personalProfit', label: t('memberCentre.pages.personalProfit'), content: <PersonalProfitPage /> },
        { id: 'bonusDetails', label: t('memberCentre.pages.bonusDetails'), content: <BonusDetailsPage /> },
      ]}
    />
  );
}

function CloseAtOnce({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}
