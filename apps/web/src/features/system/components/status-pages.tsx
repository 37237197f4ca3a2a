import { useTranslation } from 'react-i18next';
import type { ServiceLink } from '@pkg/contracts/system';

interface StatusPageProps {
  logoUrl?: string;
  brandName?: string;
  serviceLinks: ServiceLink[];
}

function ContactButton({ serviceLinks }: { serviceLinks: ServiceLink[] }) {
  const { t } = useTranslation();
  const link = serviceLinks[0];
  if (!link) return null;
  return (
    <a className="button button--primary" href={link.url} target="_blank" rel="noopener noreferrer">
      {t('system.contactUs')}
    </a>
  );
}

function Brand({ logoUrl, brandName }: Pick<StatusPageProps, 'logoUrl' | 'brandName'>) {
  return logoUrl ? <img className="status-page__logo" src={logoUrl} alt={brandName ?? ''} /> : null;
}

/** Root view for system status 1: the brand is in maintenance. */
export function MaintenancePage(props: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <Brand {...props} />
      <h1>{t('system.maintenanceTitle')}</h1>
      <p>{t('system.maintenanceText')}</p>
      <ContactButton serviceLinks={props.serviceLinks} />
    </main>
  );
}

/** Root view for system status 2: this visitor's IP or country is barred; shows both. */
export function AccessDeniedPage({ ip, country, ...props }: StatusPageProps & { ip: string; country: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <Brand {...props} />
      <h1>{t('system.deniedTitle')}</h1>
      <p>{t('errors.region_restricted')}</p>
      <dl className="status-page__facts">
        <dt>{t('system.yourIp')}</dt>
        <dd data-testid="visitor-ip">{ip}</dd>
        <dt>{t('system.yourCountry')}</dt>
        <dd data-testid="visitor-country">{country ?? t('system.unknownCountry')}</dd>
      </dl>
      <ContactButton serviceLinks={props.serviceLinks} />
    </main>
  );
}

/** Root view when the site cannot start: an unknown brand address, or the network is down. */
export function StartupErrorPage({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <h1>{t(`errors.${code}`, { defaultValue: t('errors.internal_error') })}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </main>
  );
}
