import { useTranslation } from 'react-i18next';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { BrandPart, BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

const SOCIAL = ['telegram', 'facebook', 'youtube'] as const;

/** The social and affiliate links and the about text in each language (sanitised by the server). */
export function BrandContent({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <BrandSectionForm
      title={t('boBrand.sections.content')}
      view={view}
      canManage={canManage}
      build={(form) => ({
        socialLinks: Object.fromEntries(SOCIAL.map((network) => [network, fieldText(form, network) || null])),
        affiliateUrl: fieldText(form, 'affiliateUrl') || null,
        aboutText: Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, fieldText(form, `about-${language}`)])),
      })}
    >
      <BrandPart title={t('boBrand.links.title')}>
        {SOCIAL.map((network) => (
          <label key={network}>
            {t(`boBrand.links.${network}`)}
            <input name={network} type="url" defaultValue={view.socialLinks[network] ?? ''} maxLength={500} placeholder="https://" />
          </label>
        ))}
        <label>
          {t('boBrand.links.affiliate')}
          <input name="affiliateUrl" defaultValue={view.affiliateUrl ?? ''} maxLength={500} />
        </label>
      </BrandPart>
      <BrandPart title={t('boBrand.about.title')}>
        <p className="bo-note">{t('boBrand.about.hint')}</p>
        {SHIPPED_LANGUAGES.map((language) => (
          <label key={language}>
            {t('boBrand.about.language', { language })}
            <textarea name={`about-${language}`} rows={3} maxLength={4000} defaultValue={view.aboutText[language] ?? ''} />
          </label>
        ))}
      </BrandPart>
    </BrandSectionForm>
  );
}
