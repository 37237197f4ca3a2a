import DOMPurify from 'dompurify';
import { SAFE_HTML_PURIFY } from '@pkg/contracts/safe-html';
import { formatAmountTokensInHtml } from '@pkg/money/amount-tokens';
import { useBrandCurrency } from '../../lib/operator-text';

/**
 * Renders operator HTML. The server sanitises it when it is written; it is cleaned again here so
 * a bad row in the database still cannot run script in a player's browser. Amount tokens
 * (`{{amount:1000}}`) become the one formatter's amount with the brand's symbol first (decision 067).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const currency = useBrandCurrency();
  const clean = DOMPurify.sanitize(formatAmountTokensInHtml(html, currency), SAFE_HTML_PURIFY);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
