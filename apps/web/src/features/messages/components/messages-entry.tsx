import { useTranslation } from 'react-i18next';
import { useModal } from '../../../lib/modal';
import { useUnreadCount } from '../api/use-messages';
import '../messages.css';

/**
 * The header's messages entry (SPEC.md unreadMessage): an envelope opening the member centre's
 * platform information (messageV2), with the unread count as a badge. It follows new and read
 * messages live through the session's event stream.
 */
export function MessagesEntry() {
  const { t } = useTranslation();
  const { open } = useModal();
  const unread = useUnreadCount({ live: true }).data ?? 0;
  const label = unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages');
  return (
    <button
      type="button"
      className="button button--ghost messages-entry"
      aria-label={label}
      title={label}
      onClick={() => open('memberCentre', { mcPage: 'messageV2' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span className="messages-entry__badge" data-testid="unread-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
