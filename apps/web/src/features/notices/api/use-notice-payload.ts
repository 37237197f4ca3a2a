import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDataType, NoticePayload } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import { wpsGet } from '../../../lib/api-client';
import { currentApiLanguage } from '../../../lib/i18n';

/** Phones get the mobile banners (platform M), wider screens the web ones (W). */
export function noticePlatform(): 'W' | 'M' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches ? 'M' : 'W';
}

/**
 * The notice payload (SPEC.md section 7: data types, platform, execution B before login or A
 * after): banners for the home carousel, popups by their rule, player and promotion notices.
 */
export const noticePayloadQuery = (dataTypes: readonly NoticeDataType[], execution: 'B' | 'A') => {
  const platform = noticePlatform();
  return queryOptions({
    queryKey: ['notice', dataTypes.join(','), execution, platform, currentApiLanguage()],
    queryFn: () => wpsGet<NoticePayload>(`${API.notice}?dataTypes=${dataTypes.join(',')}&platform=${platform}&execution=${execution}`),
    staleTime: 60_000,
  });
};

export function useNoticePayload(dataTypes: readonly NoticeDataType[], execution: 'B' | 'A', enabled = true) {
  return useQuery({ ...noticePayloadQuery(dataTypes, execution), enabled });
}
