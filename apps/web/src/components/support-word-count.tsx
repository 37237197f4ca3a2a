import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countWords, LIVE_CHAT_API, type LiveChatSettings } from '@pkg/contracts/live-chat';
import { wpsGet } from '../lib/api-client';

/** The brand's word bounds of a support question (decision 062), from the server; null until known. */
export function useSupportWordBounds(): { min: number; max: number; fits: (text: string) => boolean } | null {
  const settings = useQuery({
    // The live chat's settings call and cache entry (features/live-chat reads the same).
    queryKey: ['liveChat', 'settings'],
    queryFn: () => wpsGet<LiveChatSettings>(LIVE_CHAT_API.settings),
    staleTime: 5 * 60_000,
  });
  if (!settings.data) return null;
  const { minWords: min, maxWords: max } = settings.data;
  return { min, max, fits: (text) => countWords(text) >= min && countWords(text) <= max };
}

/** The word counter shown under a support question as it is typed. */
export function SupportWordCount({ text, id }: { text: string; id?: string }) {
  const { t } = useTranslation();
  const bounds = useSupportWordBounds();
  if (!bounds) return null;
  const words = countWords(text);
  return (
    <small id={id} className={text.trim() && !bounds.fits(text) ? 'live-chat__count--bad' : undefined} data-testid="support-word-count">
      {t('liveChat.words', { count: words, min: bounds.min, max: bounds.max })}
    </small>
  );
}
