import DOMPurify from 'dompurify';
import { SAFE_HTML_PURIFY } from '@pkg/contracts/safe-html';

/**
 * Renders operator HTML. The server sanitises it when it is written; it is cleaned again here so
 * a bad row in the database still cannot run script in a player's browser.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, SAFE_HTML_PURIFY);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
