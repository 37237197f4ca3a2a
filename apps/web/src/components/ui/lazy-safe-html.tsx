// eslint-disable-next-line no-restricted-imports -- the sanitiser shows no text, so it need not wait for any (lib/lazy-view.ts)
import { Suspense, lazy } from 'react';

// The sanitiser (DOMPurify, some 30 KB of script) is not needed for the first paint: the footer
// sits below the fold. It loads after the start-up code instead of inside it (decision 046).
const SafeHtml = lazy(() => import('./safe-html').then((m) => ({ default: m.SafeHtml })));

/**
 * SafeHtml for operator HTML on every page's start (the footer's about text): the same cleaning,
 * loaded with its sanitiser after the first paint. Until then an empty box of the same class.
 */
export function LazySafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className} />}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}
