import { useTranslation } from 'react-i18next';
import type { FirstLoginAction } from '@pkg/contracts/first-login';
import { useWhitelabel } from '../lib/brand';
import { useModal } from '../lib/modal';
import { BindPhoneForm } from '../features/account/components/bind-phone-form';

/**
 * The brand's first-login action (decision 064), shown at the top of the after-login notice on a
 * player's first login: a short welcome tour of where things are, or a prompt to secure the
 * account in the security centre (the member centre's first page), or a prompt to bind and verify a
 * phone number with a texted code (decision 075). Nothing for 'none'.
 */
export function FirstLoginLead({ action }: { action: FirstLoginAction }) {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const { open } = useModal();
  if (action === 'welcomeTour')
    return (
      <section className="first-login" aria-labelledby="first-login-title" data-testid="first-login">
        <h3 id="first-login-title" className="first-login__title">
          {t('account.firstLogin.tourTitle', { brand: brand?.name ?? '' })}
        </h3>
        <p>{t('account.firstLogin.tourIntro')}</p>
        <ol className="first-login__steps">
          <li>{t('account.firstLogin.tourDeposit')}</li>
          <li>{t('account.firstLogin.tourGames')}</li>
          <li>{t('account.firstLogin.tourCentre')}</li>
        </ol>
      </section>
    );
  if (action === 'securityCheck')
    return (
      <section className="first-login" aria-labelledby="first-login-title" data-testid="first-login">
        <h3 id="first-login-title" className="first-login__title">
          {t('account.firstLogin.securityTitle')}
        </h3>
        <p>{t('account.firstLogin.securityText')}</p>
        <button type="button" className="button button--ghost" onClick={() => open('memberCentre')}>
          {t('account.firstLogin.securityOpen')}
        </button>
      </section>
    );
  if (action === 'bindPhone')
    return (
      <section className="first-login" aria-labelledby="first-login-title" data-testid="first-login">
        <h3 id="first-login-title" className="first-login__title">
          {t('account.firstLogin.phoneTitle')}
        </h3>
        <p>{t('account.firstLogin.phoneText')}</p>
        <BindPhoneForm />
      </section>
    );
  return null;
}
