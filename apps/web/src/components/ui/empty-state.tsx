import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
}

/** What a page shows when it has nothing to list yet: says so plainly, and offers a way on. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 28h16M18 19h.01M30 19h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action}
    </div>
  );
}
