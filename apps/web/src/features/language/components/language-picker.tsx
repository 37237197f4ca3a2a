import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, type ShippedLanguage } from '@pkg/contracts/languages';
import { API } from '@pkg/contracts/routes';
import { wpsSend } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/**
 * The language picker: the brand's languages by their own names. The choice is stored, survives a
 * reload, and refetches the texts that come from the server (notices, help, brand about text).
 * Logged in, it is also saved to the account (the update-language call), so the e-mails, SMS and
 * notices sent to it go out in it (decision 064); a failed save leaves the choice on this device.
 */
export function LanguagePicker({ languages }: { languages: ShippedLanguage[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const onChange = async (language: ShippedLanguage) => {
    if (loggedIn) void wpsSend<null>('PUT', API.memberLanguage, { language }).catch(() => undefined);
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
