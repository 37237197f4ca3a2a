import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';
import { useSystemStatus } from '../../lib/brand';

/** /app: the brand's apps (iOS, Android, lite iOS) with their QR codes, as the operator lists them. */
export function AppDownloadRoute() {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  const resources = data?.resources ?? [];
  return (
    <Page title={t('nav.app')}>
      {resources.length === 0 ? (
        <EmptyState title={t('pages.app.empty')} text={t('pages.app.text')} />
      ) : (
        <ul className="download-list">
          {resources.map((resource) => (
            <li key={resource.resourceType} className="download-card">
              <h2>{t(`pages.app.types.${resource.resourceType}`)}</h2>
              <img
                src={resource.qrCodeUrl}
                alt={t('pages.app.qr', { name: resource.labelNameEn })}
                width={160}
                height={160}
                loading="lazy"
              />
              <a className="button button--primary" href={resource.url} target="_blank" rel="noopener noreferrer">
                {t('pages.app.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
