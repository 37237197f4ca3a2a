import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLinks } from '@pkg/contracts/system';
import { LiveChatLauncher } from '../features/live-chat/live-chat-launcher';

const ICONS: Record<keyof SocialLinks, string> = {
  telegram:
    'M21.9 4.3 18.7 19.5c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.2-8.3c.4-.4-.1-.6-.6-.2L6.1 13.2 1.2 11.7c-1-.3-1.1-1 .2-1.5L20.6 2.9c.9-.3 1.6.2 1.3 1.4Z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1Z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.8 3-5.8 3Z',
};

/**
 * The floating bar: the brand's Telegram, Facebook and YouTube links, customer service (the live
 * chat, decision 062) and a scroll-to-top button. On a phone the column of buttons would sit over
 * game tiles and promotion text, so there it folds into one button that opens it (decision 068);
 * on wider screens it is always open (CSS).
 */
export function FloatingBar({ links }: { links: SocialLinks }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The chat's unread count: its own badge hides with its button while the bar is folded, so the
  // fold button shows it then (decision 068).
  const [unread, setUnread] = useState(0);
  const foldedUnread = open ? 0 : unread;
  const present = (Object.keys(ICONS) as Array<keyof SocialLinks>).filter((name) => links[name]);
  return (
    <aside className="floating-bar" aria-label={t('floating.label')} data-open={open}>
      <div className="floating-bar__items" id="floating-bar-items">
        {present.map((name) => (
          <a
            key={name}
            className="floating-bar__button"
            href={links[name] ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`floating.${name}`)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[name]} fill="currentColor" />
            </svg>
          </a>
        ))}
        <LiveChatLauncher onUnread={setUnread} />
        <button
          type="button"
          className="floating-bar__button"
          aria-label={t('floating.top')}
          onClick={() => {
            setOpen(false);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <button
        type="button"
        className="floating-bar__button floating-bar__toggle"
        aria-label={open ? t('floating.less') : foldedUnread > 0 ? t('floating.moreUnread', { unread: foldedUnread }) : t('floating.more')}
        aria-expanded={open}
        aria-controls="floating-bar-items"
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          ) : (
            <path d="M12 4v16M4 12h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          )}
        </svg>
        {foldedUnread > 0 && (
          <span className="live-chat__badge" data-testid="floating-unread" aria-hidden="true">
            {foldedUnread}
          </span>
        )}
      </button>
    </aside>
  );
}
