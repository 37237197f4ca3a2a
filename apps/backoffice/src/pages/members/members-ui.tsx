import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@pkg/money/money';
import { membersKeys } from '../../api/members';

/** Query keys of the Members desk; every change refreshes what is under it. */
export const MEMBERS_KEY = membersKeys.all;

/** Player money on the desk: two decimals without a symbol (the currency code is shown beside it). */
const CURRENCY = { code: '', symbol: '', minorDigits: 2 };
export const money = (minor: string) => formatMinor(BigInt(minor), CURRENCY);

/** The desk's two views: the player search and the agents tree. */
export function MembersTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'bo-tab bo-tab--on' : 'bo-tab');
  return (
    <nav className="bo-tabs members-tabs" aria-label={t('boMembers.title')}>
      <NavLink to="/members" end className={tab}>
        {t('boMembers.tabs.search')}
      </NavLink>
      <NavLink to="/agents-tree" className={tab}>
        {t('boMembers.tabs.tree')}
      </NavLink>
    </nav>
  );
}

/** An account type as staff read it: member, trial, or the agent type. */
export function AccountType({ type }: { type: number }) {
  const { t } = useTranslation();
  if (type === 0) return <>{t('boMembers.types.member')}</>;
  if (type === 4) return <>{t('boMembers.types.trial')}</>;
  return <>{t('boMembers.types.agent', { type })}</>;
}
