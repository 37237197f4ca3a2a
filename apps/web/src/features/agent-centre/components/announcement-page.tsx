import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { useOperatorText } from '../../../lib/operator-text';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useAgentAnnouncements } from '../api/use-agent';
import { FailureBox } from './failure-box';

/**
 * Announcement (agentAnnouncement): the brand's announcements for agents (type AG), titles in a
 * list and the chosen one's title, GMT+8 time and text beside it (below on phones).
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const announcements = useAgentAnnouncements();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const text = useOperatorText();
  const list = announcements.data?.list ?? [];
  const selected = list.find((notice) => notice.id === selectedId) ?? list[0];
  return (
    <div className="agent-page" data-testid="agent-announcements">
      <h3 className="agent-page__heading">{t('agent.pages.agentAnnouncement')}</h3>
      {announcements.isPending ? (
        <Spinner />
      ) : !announcements.data ? (
        <FailureBox error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : !selected ? (
        <EmptyState title={t('agent.announcements.empty')} text={t('agent.announcements.emptyText')} />
      ) : (
        <div className="notice-modal">
          <ul className="notice-modal__list" aria-label={t('agent.announcements.list')}>
            {list.map((notice) => (
              <li key={notice.id}>
                <button type="button" aria-current={notice.id === selected.id} onClick={() => setSelectedId(notice.id)}>
                  {text(notice.title)}
                </button>
              </li>
            ))}
          </ul>
          <article className="notice-modal__reader" aria-live="polite">
            <h4 className="agent-page__subheading">{text(selected.title)}</h4>
            <time dateTime={selected.timestamp}>{formatGmt8(selected.timestamp)}</time>
            <SafeHtml className="rich-text" html={selected.content} />
          </article>
        </div>
      )}
    </div>
  );
}
