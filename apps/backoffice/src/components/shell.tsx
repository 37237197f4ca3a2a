import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { StaffMe } from '@pkg/contracts/staff';
import { bo } from '../lib/api';
import { ME_KEY } from '../lib/use-me';
import { LanguageSelect } from './language-select';

/** The console frame: who is signed in, the pages their role may open, sign-out. */
export function Shell({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function signOut() {
    try {
      await bo(BO_API.logout, { method: 'POST' });
    } finally {
      queryClient.setQueryData(ME_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'bo' && query.queryKey[1] !== 'me' });
    }
  }

  return (
    <div className="bo-shell">
      <header className="bo-header">
        <strong className="bo-brand">{t('backoffice.title')}</strong>
        <nav aria-label={t('backoffice.nav')}>
          <NavLink to="/" end>
            {t('backoffice.overview.title')}
          </NavLink>
          {me.permissions.includes('staffAudit.read') && <NavLink to="/audit">{t('backoffice.audit.title')}</NavLink>}
          {me.permissions.includes('finance.decide') && <NavLink to="/deposits">{t('backoffice.deposits.title')}</NavLink>}
          {me.permissions.includes('finance.decide') && <NavLink to="/withdrawals">{t('backoffice.withdrawals.title')}</NavLink>}
          {me.permissions.includes('finance.adjust') && <NavLink to="/adjustments">{t('backoffice.adjustments.title')}</NavLink>}
          {me.permissions.includes('ledger.read') && <NavLink to="/ledger">{t('backoffice.ledger.title')}</NavLink>}
          {me.permissions.includes('lottery.read') && <NavLink to="/lottery">{t('boLottery.title')}</NavLink>}
          {me.permissions.includes('arena.read') && <NavLink to="/arena">{t('boArena.title')}</NavLink>}
          {me.permissions.includes('bingo.read') && <NavLink to="/bingo">{t('boBingo.title')}</NavLink>}
          {me.permissions.includes('pvp.read') && <NavLink to="/pvp">{t('boPvp.title')}</NavLink>}
          {me.permissions.includes('tables.read') && <NavLink to="/tables">{t('boTables.title')}</NavLink>}
          {me.permissions.includes('sports.read') && <NavLink to="/sports">{t('boSports.title')}</NavLink>}
          {me.permissions.includes('agents.read') && <NavLink to="/agents/settlements">{t('boAgents.settlements.title')}</NavLink>}
          {me.permissions.includes('agents.read') && <NavLink to="/agents/contracts">{t('boAgents.contracts.title')}</NavLink>}
          {me.permissions.includes('missions.read') && <NavLink to="/missions">{t('boMissions.title')}</NavLink>}
          {me.permissions.includes('points.read') && <NavLink to="/points">{t('boPoints.title')}</NavLink>}
          {me.permissions.includes('messages.read') && <NavLink to="/messages">{t('boMessages.messages.title')}</NavLink>}
          {me.permissions.includes('messages.read') && <NavLink to="/notices">{t('boMessages.notices.title')}</NavLink>}
          {me.permissions.includes('content.read') && <NavLink to="/help">{t('boHelp.title')}</NavLink>}
          {me.permissions.includes('feedback.manage') && <NavLink to="/feedback">{t('boMessages.feedback.title')}</NavLink>}
          {me.permissions.includes('chat.read') && <NavLink to="/chat">{t('boChat.title')}</NavLink>}
          {me.permissions.includes('referral.read') && <NavLink to="/referral">{t('boReferral.title')}</NavLink>}
          {me.permissions.includes('vip.read') && <NavLink to="/vip">{t('boVip.title')}</NavLink>}
          {me.permissions.includes('members.read') && <NavLink to="/members">{t('boMembers.title')}</NavLink>}
          {me.permissions.includes('rg.read') && <NavLink to="/rg">{t('boRg.title')}</NavLink>}
          {me.permissions.includes('brands.read') && <NavLink to="/catalog">{t('boCatalog.title')}</NavLink>}
          {me.permissions.includes('outbox.read') && <NavLink to="/outbox">{t('boCatalog.outbox.title')}</NavLink>}
          {me.permissions.includes('brands.read') && <NavLink to="/brand">{t('boBrand.title')}</NavLink>}
          {me.permissions.includes('reports.read') && <NavLink to="/reports">{t('boReports.title')}</NavLink>}
          {me.permissions.includes('promotions.read') && <NavLink to="/promotions">{t('boPromotions.title')}</NavLink>}
        </nav>
        <div className="bo-who">
          <span>
            {me.displayName} · {t(`backoffice.roles.${me.role}`)}
          </span>
          <LanguageSelect />
          <button type="button" onClick={() => void signOut()}>
            {t('backoffice.signOut')}
          </button>
        </div>
      </header>
      <main className="bo-main">
        <Outlet context={me} />
      </main>
    </div>
  );
}
