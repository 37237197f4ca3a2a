import { useQuery } from '@tanstack/react-query';
import type { AnnouncementPage, AnnouncementType } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import { wpsGet } from '../../../lib/api-client';
import { currentApiLanguage } from '../../../lib/i18n';

/** The first page of live announcements of a type, in the current language; not fetched while `enabled` is false. */
export function useAnnouncements(type: AnnouncementType = 'B', enabled = true) {
  const language = currentApiLanguage();
  return useQuery({
    queryKey: ['announcements', type, language],
    queryFn: () => wpsGet<AnnouncementPage>(`${API.announcements}?type=${type}&pageNo=1&pageSize=50`),
    enabled,
  });
}
