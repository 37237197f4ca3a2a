import { useQuery } from '@tanstack/react-query';
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
export function useNoticePayload(dataTypes: readonly NoticeDataType[], execution: 'B' | 'A', enabled = true) {
  const language = currentApiLanguage();
  const platform = noticePlatform();
  return useQuery({
    queryKey: ['notice', dataTypes.join(','), execution, platform, language],
    queryFn: () => wpsGet<NoticePayload>(`${API.notice}?dataTypes=${dataTypes.join(',')}&platform=${platform}&execution=${execution}`),
    enabled,
    staleTime: 60_000,
  });
}
