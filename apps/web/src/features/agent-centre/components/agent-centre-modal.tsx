import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { CentrePages, useCentrePageParam, type CentrePage } from '../../../components/centre-pages';
import { AGENT_PAGE_PARAM, contractPages, CONTRACTS_GUIDE_PAGE, DEFAULT_AGENT_PAGE } from '../agent-pages';
import { useAgentTexts, useConsolidated } from '../api/use-agent';
import '../agent-centre.css';
import { lazyView } from '../../../lib/lazy-view';

const AnnouncementPage = lazyView(() => import('./announcement-page').then((m) => ({ default: m.AnnouncementPage })));
const OverviewPage = lazyView(() => import('./overview-page').then((m) => ({ default: m.OverviewPage })));
const RegisterPage = lazyView(() => import('./register-page').then((m) => ({ default: m.RegisterPage })));
const TeamPage = lazyView(() => import('./team-page').then((m) => ({ default: m.TeamPage })));
const TeamBetsPage = lazyView(() => import('./team-bets-page').then((m) => ({ default: m.TeamBetsPage })));
const ProfitPage = lazyView(() => import('./profit-page').then((m) => ({ default: m.ProfitPage })));
const IncomePage = lazyView(() => import('./income-page').then((m) => ({ default: m.IncomePage })));
const TransactionsPage = lazyView(() => import('./transactions-page').then((m) => ({ default: m.TransactionsPage })));
const ContractPage = lazyView(() => import('./contract-page').then((m) => ({ default: m.ContractPage })));
const ContractsGuidePage = lazyView(() => import('./contracts-guide-page').then((m) => ({ default: m.ContractsGuidePage })));

/** A page the app adds to the menu from another feature (the transfer to downline), after the team pages. */
export interface ExtraAgentPage {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The agent centre (SPEC.md section 2): a dialog with a menu of pages, the overview by default.
 * Which page is open lives in the URL beside the modal's name (`?modal=agentCentre&acPage=`), so a
 * link or a reload opens the same page. The contract pages join the menu as the consolidated info
 * shows them; an agent with none of them has a Contracts entry saying how contracts work
 * (decision 068). The menu and the page are laid out as the member centre's (`CentrePages`).
 */
export function AgentCentreModal({ extraPages = [] }: { extraPages?: readonly ExtraAgentPage[] }) {
  const { t } = useTranslation();
  const texts = useAgentTexts();
  const consolidated = useConsolidated();
  const { asked, show, close } = useCentrePageParam(AGENT_PAGE_PARAM);
  // Something awaits the agent's answer on a contract page (an offer or a termination).
  const awaitingBadge = (
    <span className="badge badge--hot agent-centre__badge">
      <span aria-hidden="true">!</span>
      <span className="visually-hidden">{t('agent.contract.awaitingBadge')}</span>
    </span>
  );
  const kinds = contractPages(consolidated.data);
  // Once the consolidated info has answered (or failed), an agent with no contract page gets the guide.
  const guide: CentrePage[] =
    kinds.length === 0 && !consolidated.isPending
      ? [{ id: CONTRACTS_GUIDE_PAGE, label: t(`agent.pages.${CONTRACTS_GUIDE_PAGE}`), content: <ContractsGuidePage /> }]
      : [];
  const pages: CentrePage[] = texts.data
    ? [
        { id: 'agentAnnouncement', label: t('agent.pages.agentAnnouncement'), content: <AnnouncementPage /> },
        { id: 'agentTeamOverview', label: t('agent.pages.agentTeamOverview'), content: <OverviewPage /> },
        { id: 'registerCenter', label: t('agent.pages.registerCenter'), content: <RegisterPage /> },
        { id: 'downlineManagmentView', label: t('agent.pages.downlineManagmentView'), content: <TeamPage /> },
        ...extraPages,
        { id: 'personalHistoryCopy', label: t('agent.pages.personalHistoryCopy'), content: <TeamBetsPage /> },
        { id: 'palStatementsAgentCopy', label: t('agent.pages.palStatementsAgentCopy'), content: <ProfitPage /> },
        { id: 'agentRevenueReport', label: t('agent.pages.agentRevenueReport'), content: <IncomePage /> },
        {
          id: 'agentDownlineTransactionDetailsCopy',
          label: t('agent.pages.agentDownlineTransactionDetailsCopy'),
          content: <TransactionsPage />,
        },
        ...guide,
        ...kinds.map((page) => ({
          id: page.id,
          label: t(`agent.pages.${page.id}`),
          badge: page.awaiting ? awaitingBadge : undefined,
          content: <ContractPage key={page.kind} kind={page.kind} />,
        })),
      ]
    : [];
  // A contract page named in the URL waits for the consolidated info before falling back to the overview.
  const waiting = asked !== null && !pages.some((page) => page.id === asked) && consolidated.isPending;
  const current = pages.find((page) => page.id === asked) ?? pages.find((page) => page.id === DEFAULT_AGENT_PAGE);

  return (
    <Dialog open onClose={close} title={t('account.modal.agentCentre')} size="full">
      {!texts.data || waiting ? (
        <Spinner />
      ) : (
        <CentrePages
          pages={pages}
          current={current}
          onShow={show}
          menuLabel={t('agent.menu')}
          className="agent-centre"
          entryClassName="agent-centre__entry"
          testId="agent-centre"
        />
      )}
    </Dialog>
  );
}

/** What a logged-in member (not an agent) sees on `?modal=agentCentre`: the server's refusal in words. */
export function NotAgentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('account.modal.agentCentre')}>
      <p data-testid="not-agent">{t('errors.error_not_agent')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
