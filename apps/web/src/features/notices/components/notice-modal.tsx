import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '../../../lib/time';
import { useAnnouncements } from '../api/use-announcements';

/** The notice modal: announcement titles on the left, the chosen one's title, date and text on the right. */
export function NoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements('B');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = data?.list ?? [];
  const selected = list.find((notice) => notice.id === selectedId) ?? list[0];
  return (
    <Dialog open onClose={onClose} title={t('notices.title')} size="wide">
      {isPending ? (
        <Spinner />
      ) : !selected ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <div className="notice-modal">
          <ul className="notice-modal__list" aria-label={t('notices.listLabel')}>
            {list.map((notice) => (
              <li key={notice.id}>
                <button type="button" aria-current={notice.id === selected.id} onClick={() => setSelectedId(notice.id)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
          <article className="notice-modal__reader" aria-live="polite">
            <h3>{selected.title}</h3>
            <time dateTime={selected.timestamp}>{formatGmt8(selected.timestamp)}</time>
            <SafeHtml className="rich-text" html={selected.content} />
          </article>
        </div>
      )}
    </Dialog>
  );
}
