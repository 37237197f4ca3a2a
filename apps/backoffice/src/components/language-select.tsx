import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';

export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('boConsole.language')}
      value={currentLanguage()}
      onChange={(e) => void changeLanguage(e.target.value as ShippedLanguage)}
    >
      {SHIPPED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
