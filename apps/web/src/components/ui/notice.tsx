import type { ReactNode } from 'react';

/**
 * How a notice reads: success (it was done: green), info (worth knowing: neutral), warning (check
 * this before going on: amber), error (it failed: red, and announced at once).
 */
export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  testId?: string;
  /** A page's own placement class, added to the notice's. */
  className?: string;
}

/**
 * The site's one notice box: every message about what just happened or needs attention uses it, so
 * a success never wears the warning's amber. Errors are alerts (read out at once), the rest polite
 * status messages.
 */
export function Notice({ tone, children, testId, className }: NoticeProps) {
  return (
    <div
      className={`notice notice--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
