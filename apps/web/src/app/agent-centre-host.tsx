import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../lib/brand';
import { useSession } from '../lib/session';
import { lazyView } from '../lib/lazy-view';
import { withTexts } from '../lib/i18n';

const AccountModal = lazyView(() => import('../features/account/components/account-modals').then((m) => ({ default: m.AccountModal })));
const AgentCentreModal = lazyView(() =>
  import('../features/agent-centre/components/agent-centre-modal').then((m) => ({ default: m.AgentCentreModal })),
);
const AgentFactorGate = lazyView(() => withTexts(import('./agent-factor-gate'), 'security').then((m) => ({ default: m.AgentFactorGate })));
const NotAgentDialog = lazyView(() =>
  import('../features/agent-centre/components/agent-centre-modal').then((m) => ({ default: m.NotAgentDialog })),
);
const TransferDownlinePage = lazyView(() =>
  import('../features/wallet/components/transfer-downline-page').then((m) => ({ default: m.TransferDownlinePage })),
);

/**
 * The agent centre as the URL opens it (`?modal=agentCentre&acPage=`, SPEC.md sections 2 and 6):
 * only for agents (types 1, 2, 41, 42). Visitors get the login, trial accounts the real-account
 * warning, members the not-an-agent message (the server answers error_not_agent to them anyway).
 * The app adds the wallet's transfer to downline (decision 026), where the brand allows transfers.
 */
export function AgentCentreHost({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, isTrial, isAgent, accountType } = useSession();
  const { data: status } = useSystemStatus();
  if (!loggedIn) return <AccountModal name="login" onClose={onClose} />;
  if (isTrial) return <AccountModal name="realAccountNeeded" onClose={onClose} />;
  // Right after a login the account type is not known until member info answers.
  if (accountType === null || !status) return null;
  if (!isAgent) return <NotAgentDialog onClose={onClose} />;
  const centre = (
    <AgentCentreModal
      extraPages={
        status.flags.playerTransfers
          ? [{ id: 'transferDownline', label: t('memberCentre.pages.transferDownline'), content: <TransferDownlinePage /> }]
          : []
      }
    />
  );
  // Agents bind a second factor before the centre opens, where the brand asks (decision 060).
  return status.flags.agentSecondFactor ? <AgentFactorGate onClose={onClose}>{centre}</AgentFactorGate> : centre;
}
