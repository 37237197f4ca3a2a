import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@pkg/contracts/notices';
import { SafeHtml } from '../../../components/ui/safe-html';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useOperatorText } from '../../../lib/operator-text';

/**
 * Announcements to read (SPEC.md section 2, notice modal): titles on the left, the chosen one's
 * title, date and HTML text on the right. A single announcement is shown without the list.
 */
export function NoticeReader({ list }: { list: Announcement[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const text = useOperatorText();
  const selected = list.find((notice) => notice.id === selectedId) ?? list[0];
  if (!selected) return null;
  return (
    <div className={list.length > 1 ? 'notice-modal' : 'notice-modal notice-modal--single'}>
      {list.length > 1 && (
        <ul className="notice-modal__list" aria-label={t('notices.listLabel')}>
          {list.map((notice) => (
            <li key={notice.id}>
              <button type="button" aria-current={notice.id === selected.id} onClick={() => setSelectedId(notice.id)}>
                {text(notice.title)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <article className="notice-modal__reader" aria-live="polite">
        <h3>{text(selected.title)}</h3>
        <time dateTime={selected.timestamp}>{formatGmt8(selected.timestamp)}</time>
        <SafeHtml className="rich-text" html={selected.content} />
      </article>
    </div>
  );
}
