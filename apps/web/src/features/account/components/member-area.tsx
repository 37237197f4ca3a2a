import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { useMemberIcon, useMemberInfo } from '../api/use-member-info';

/**
 * The header's logged-in slots: avatar, account name, balance and logout. The deposit button and
 * member-centre shortcuts come with the member centre. While member info says the password must
 * change, the forced change dialog is kept open (logging out stays possible).
 */
export function MemberArea() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const { open, openModal } = useModal();
  const { data: info } = useMemberInfo();
  const { data: icon } = useMemberIcon();
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
        {/* No balance API yet: the slot keeps the spec's "updating" placeholder until the money work fills it. */}
        <span className="member-area__balance">
          <span className="visually-hidden">{t('account.header.balance')}</span>
          {t('account.header.balanceUpdating')}
        </span>
      </span>
      <button type="button" className="button button--ghost" onClick={() => open('logoutConfirm')}>
        {t('account.header.logout')}
      </button>
    </div>
  );
}
