import { useTranslation } from 'react-i18next';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { BrandPart, BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

const THEME_KEYS = ['primary', 'primaryContrast', 'accent', 'background', 'surface', 'text', 'muted'] as const;

/** The site's colours and the languages it offers. */
export function BrandLook({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  return (
    <BrandSectionForm
      title={t('boBrand.sections.look')}
      view={view}
      canManage={canManage}
      build={(form) => ({
        theme: Object.fromEntries(THEME_KEYS.map((name) => [name, fieldText(form, name)])),
        languages: SHIPPED_LANGUAGES.filter((language) => form.get(`lang-${language}`) === 'on'),
        defaultLanguage: fieldText(form, 'defaultLanguage') as ShippedLanguage,
      })}
    >
      <BrandPart title={t('boBrand.look.title')}>
        <div className="brand-colours">
          {THEME_KEYS.map((name) => (
            <label key={name}>
              {t(`boBrand.look.${name}`)}
              <input name={name} type="color" defaultValue={view.theme[name]} />
            </label>
          ))}
        </div>
      </BrandPart>
      <BrandPart title={t('boBrand.languages.title')}>
        <fieldset className="bo-choice">
          <legend>{t('boBrand.languages.offered')}</legend>
          {SHIPPED_LANGUAGES.map((language) => (
            <label key={language}>
              <input type="checkbox" name={`lang-${language}`} defaultChecked={view.languages.includes(language)} />
              {language}
            </label>
          ))}
        </fieldset>
        <label>
          {t('boBrand.languages.default')}
          <select name="defaultLanguage" defaultValue={view.defaultLanguage}>
            {SHIPPED_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
        </label>
      </BrandPart>
    </BrandSectionForm>
  );
}
