/**
 * Amounts inside texts an operator writes (promotion texts, notices, messages, mission titles):
 * the operator types `{{amount:1000}}` (major units, as on the back office's amount fields) and the
 * site shows it through the one formatter with the brand's symbol, e.g. "₱ 1,000.00" (decision 067).
 * A token the currency cannot hold (too many decimals) or that is not an amount stays as typed.
 */
import { formatMoney, parseMajorInput, type Currency } from './money.ts';

/** `{{amount:1000}}`, `{{ amount: 1,000.50 }}`: a non-negative amount in major units. */
const AMOUNT_TOKEN = /\{\{\s*amount\s*:\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*\}\}/g;

/** The token for an amount in major units, as the back office's help shows it. */
export const AMOUNT_TOKEN_EXAMPLE = '{{amount:1000}}';

/** A plain text (shown as text, never as HTML) with its amount tokens formatted. */
export function formatAmountTokens(text: string, currency: Currency): string {
  return text.replace(AMOUNT_TOKEN, (token, amount: string) => {
    const minor = parseMajorInput(amount, currency);
    return minor === null ? token : formatMoney(minor, currency);
  });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Operator HTML with its amount tokens formatted, before the site cleans it: the formatted amount is
 * escaped (the symbol is the brand's setting, never markup), and the result is cleaned as before.
 */
export function formatAmountTokensInHtml(html: string, currency: Currency): string {
  return html.replace(AMOUNT_TOKEN, (token, amount: string) => {
    const minor = parseMajorInput(amount, currency);
    return minor === null ? token : formatMoney(minor, currency).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  });
}
