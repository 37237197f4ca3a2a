import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A length in minutes as the player reads it: "45 min", "2 h", "1 h 30 min". */
export function useMinutesText(): (minutes: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('responsibleGaming.session.minutes', { minutes: rest });
      if (rest === 0) return t('responsibleGaming.session.hours', { hours });
      return t('responsibleGaming.session.hoursMinutes', { hours, minutes: rest });
    },
    [t],
  );
}
