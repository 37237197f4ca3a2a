import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, type ShippedLanguage } from '@pkg/contracts/languages';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';

/**
 * The language picker: the brand's languages by their own names. The choice is stored, survives a
 * reload, and refetches the texts that come from the server (notices, help, brand about text).
 */
export function LanguagePicker({ languages }: { languages: ShippedLanguage[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onChange = async (language: ShippedLanguage) => {
    await changeLanguage(language);
    await queryClient.invalidateQueries();
  };
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={currentLanguage()} onChange={(event) => void onChange(event.target.value as ShippedLanguage)}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
