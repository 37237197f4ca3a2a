import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useSystemStatus } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { useMemberIcon, useMemberInfo } from '../api/use-member-info';

/**
 * The header's logged-in slots: avatar, account name, balance, the member-centre shortcut and
 * logout, and the deposit button (the member centre's deposit page). While member info says the
 * password must change, the forced change dialog is kept open (logging out stays possible).
 */
export function MemberArea({ balance }: { balance?: ReactNode }) {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const { open, openModal } = useModal();
  const { data: info } = useMemberInfo();
  const { data: icon } = useMemberIcon();
  const { data: status } = useSystemStatus();
  const mustChange = info?.cpw === true;

  useEffect(() => {
    if (mustChange && openModal !== 'changePassword' && openModal !== 'logoutConfirm') open('changePassword');
  }, [mustChange, openModal, open]);

  return (
    <div className="account-area member-area" data-slot="member" role="group" aria-label={t('account.header.label')}>
      {icon ? (
        <FallbackImage className="member-area__avatar" src={icon.avatarUrl} alt="" width={32} height={32} />
      ) : (
        <span className="member-area__avatar" aria-hidden="true" />
      )}
      <span className="member-area__who">
        <span className="member-area__line">
          <span className="member-area__name" data-testid="account-name" title={info?.account}>
            {info?.account ?? ''}
          </span>
          {isTrial && <span className="badge">{t('account.header.trial')}</span>}
        </span>
        {/* The balance comes from the wallet feature; until it has loaded, the spec's "updating" placeholder. */}
        <span className="member-area__balance">
          {balance ?? (
            <>
              <span className="visually-hidden">{t('account.header.balance')}</span>
              {t('account.header.balanceUpdating')}
            </>
          )}
        </span>
      </span>
      {/* The deposit button (SPEC.md section 1) opens the member centre's deposit page; trial accounts get the real-account warning. */}
      {status?.flags.memberCentre && (
        <button
          type="button"
          className="button button--primary member-area__deposit"
          aria-label={t('deposit.headerButton')}
          onClick={() => open('memberCentre', { mcPage: 'depositv2' })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <rect x="2" y="6" width="20" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v8M8 13h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="member-area__deposit-label">{t('deposit.headerButton')}</span>
        </button>
      )}
      {/* The member-centre shortcut; a trial account gets the real-account warning from it (SPEC.md section 6). */}
      {status?.flags.memberCentre && (
        <button
          type="button"
          className="button button--ghost member-area__centre"
          aria-label={t('memberCentre.title')}
          title={t('memberCentre.title')}
          onClick={() => open('memberCentre', { mcPage: 'securityCenter' })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="10" r="2.5" fill="currentColor" />
            <path d="M8 16c.8-2 2.2-3 4-3s3.2 1 4 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {/* A short name under the icon on a phone, the full one on wide screens (decision 068). */}
          <span className="member-area__short-label" aria-hidden="true">
            {t('memberCentre.short')}
          </span>
          <span className="member-area__centre-label" aria-hidden="true">
            {t('memberCentre.title')}
          </span>
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={() => open('logoutConfirm')}>
        {t('account.header.logout')}
      </button>
    </div>
  );
}
