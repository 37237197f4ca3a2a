import DOMPurify from 'dompurify';

/**
 * Renders operator HTML. The server sanitises it when it is written; it is cleaned again here so
 * a bad row in the database still cannot run script in a player's browser.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
