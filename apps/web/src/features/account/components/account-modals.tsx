import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useModal } from '../../../lib/modal';

type AccountModal = 'login' | 'register' | 'freeTrial' | 'agentCentre';

/**
 * The account dialogs' frames. Sign-in, sign-up, the free trial and the agent centre are built by
 * the accounts work; until then each dialog says plainly that it is not open yet, keeps what the
 * URL brought (a referral code) and offers customer service.
 */
export function AccountModal({ name, onClose }: { name: AccountModal; onClose: () => void }) {
  const { t } = useTranslation();
  const { params } = useModal();
  const referralCode = params.get('referralCode');
  const reason = params.get('reason');
  return (
    <Dialog open onClose={onClose} title={t(`account.modal.${name}`)}>
      {reason === 'playNeedsLogin' && <p className="notice notice--info">{t('errors.play_needs_login')}</p>}
      <p>{t('account.notOpenYet')}</p>
      {name === 'register' && referralCode && (
        <p className="referral">
          {t('account.referralKept')} <strong>{referralCode}</strong>
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
