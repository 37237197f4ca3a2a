import { useTranslation } from 'react-i18next';
import { useModal } from '../../../lib/modal';
import { useAnnouncements } from '../api/use-announcements';
import { useOperatorText } from '../../../lib/operator-text';

/** The header's scrolling line of bulletin titles; clicking it opens the notice modal. */
export function Marquee() {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B');
  const { open } = useModal();
  const text = useOperatorText();
  const titles = (data?.list ?? []).map((notice) => text(notice.title));
  if (titles.length === 0) return <div className="marquee" />;
  return (
    <button type="button" className="marquee" onClick={() => open('notices')} aria-label={t('notices.open')}>
      <svg className="marquee__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 10v4h3l5 4V6L6 10H3Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
          fill="currentColor"
        />
      </svg>
      <span className="marquee__viewport">
        <span className="marquee__track">{titles.join('   •   ')}</span>
      </span>
    </button>
  );
}
