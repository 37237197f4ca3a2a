import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { useSystemStatus, useWhitelabel } from '../../lib/brand';
import { deviceKind, promptInstall, useInstallState } from '../../lib/pwa';
import { InstallTutorial } from '../../features/install/components/install-tutorial';
import '../../features/install/install.css';

/**
 * /app (decision 063): install the site as an app. The browser's install button where it offers
 * one, the Add to Home Screen tutorials for Android Chrome and iPhone Safari (the device's own
 * first), and the brand's native apps with their QR codes when the operator lists them.
 */
export function AppDownloadRoute() {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  const { data: brand } = useWhitelabel();
  const resources = data?.resources ?? [];
  const platforms = deviceKind() === 'ios' ? (['ios', 'android'] as const) : (['android', 'ios'] as const);
  return (
    <Page title={t('nav.app')}>
      <section className="install-hero">
        <img className="install-hero__icon" src="/app-icon.svg" alt="" width={72} height={72} />
        <div>
          <h2>{t('pages.app.install.title', { name: brand?.name ?? '' })}</h2>
          <p>{t('pages.app.install.text')}</p>
          <InstallButton />
        </div>
      </section>
      <div className="install-tutorials">
        {platforms.map((platform) => (
          <InstallTutorial key={platform} platform={platform} />
        ))}
      </div>
      {resources.length > 0 && (
        <section className="install-native" aria-labelledby="install-native">
          <h2 id="install-native">{t('pages.app.native')}</h2>
          <ul className="download-list">
            {resources.map((resource) => (
              <li key={resource.resourceType} className="download-card">
                <h3>{t(`pages.app.types.${resource.resourceType}`)}</h3>
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
        </section>
      )}
    </Page>
  );
}

/** The browser's install offer as a button; where there is none, what to do instead. */
function InstallButton() {
  const { t } = useTranslation();
  const state = useInstallState();
  const [declined, setDeclined] = useState(false);
  if (state === 'installed') return <p className="install-hero__status">{t('pages.app.install.installed')}</p>;
  if (state === 'unsupported') {
    return <p className="install-hero__status">{t(declined ? 'pages.app.install.declined' : 'pages.app.install.manual')}</p>;
  }
  return (
    <div className="install-hero__actions">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void promptInstall().then((accepted) => setDeclined(!accepted))}
      >
        {t('pages.app.install.button')}
      </button>
    </div>
  );
}
