import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { useSystemStatus, useWhitelabel } from '../../lib/brand';

/** /join: how to become an agent of the brand, and whom to contact. */
export function JoinRoute() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const { data: brand } = useWhitelabel();
  return (
    <Page title={t('nav.join')}>
      <div className="rich-text">
        <p>{t('pages.join.intro', { brand: brand?.name ?? '' })}</p>
        <ol>
          <li>{t('pages.join.step1')}</li>
          <li>{t('pages.join.step2')}</li>
          <li>{t('pages.join.step3')}</li>
        </ol>
      </div>
      <h2>{t('pages.join.contact')}</h2>
      <ul className="service-links">
        {(status?.customerService ?? []).map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {t(`pages.join.kinds.${link.kind}`)}: {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Page>
  );
}
