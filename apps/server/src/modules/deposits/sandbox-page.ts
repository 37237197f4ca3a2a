import { HTML_LANG, type ShippedLanguage } from '@pkg/contracts/languages';
import { formatMoney } from '@pkg/money/money';
import { translate } from '@pkg/i18n/messages';
import type { DepositOrder } from './deposit.types.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface SandboxPageInput {
  language: ShippedLanguage;
  order: DepositOrder | null;
  brand: { name: string; symbol: string; minorDigits: number } | null;
  /** Where the form posts (the page's own address). */
  action: string;
  /** Where "back to the site" goes. */
  backHref: string;
  /** A note above the form: why the last try did not go through. */
  error?: string;
}

// Inline CSS is allowed by the site's Content-Security-Policy; no script is needed or allowed.
const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef1f5;color:#17212b}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #d5dde3;border-radius:12px;padding:1.25rem;display:grid;gap:.9rem}
h1{font-size:1.2rem;margin:0}.note{font-size:.85rem;color:#5b6b78;margin:0;background:#fff7e0;border-radius:8px;padding:.6rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem .9rem;margin:0}dt{color:#5b6b78}dd{margin:0;font-weight:600;word-break:break-all}
.buttons{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.8rem;cursor:pointer}
.pay{background:#0b6e4f;color:#fff}.fail{background:#e8ecf0;color:#17212b}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.error{color:#b3261e;margin:0}a{color:#0b5cad}`;

/**
 * The sandbox gateway's payment page: what is being paid, and Pay / Fail buttons while the order
 * can still be paid. Server-rendered, every value escaped.
 */
export function renderSandboxPage(input: SandboxPageInput): string {
  const t = (key: string, vars: Record<string, string> = {}) => escapeHtml(translate(input.language, `sandboxPay.${key}`, vars));
  const { order, brand } = input;
  let body: string;
  if (!order || !brand) {
    body = `<p class="error" role="alert">${t('notFound')}</p>`;
  } else {
    const amount = formatMoney(order.amountMinor, { code: order.currency, symbol: brand.symbol, minorDigits: brand.minorDigits });
    const status = escapeHtml(translate(input.language, `deposit.status.${order.status}`));
    const payable = order.status === 'pending';
    body = `<dl>
<dt>${t('merchant')}</dt><dd>${escapeHtml(brand.name)}</dd>
<dt>${t('order')}</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>${t('amount')}</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)} (${escapeHtml(order.currency)})</dd>
<dt>${t('status')}</dt><dd>${status}</dd>
</dl>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
${
  payable
    ? `<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="lang" value="${escapeHtml(input.language)}">
<div class="buttons"><button class="pay" type="submit" name="outcome" value="paid">${t('pay')}</button>
<button class="fail" type="submit" name="outcome" value="failed">${t('fail')}</button></div>
</form>`
    : `<p>${t('closed')}</p>`
}`;
  }
  return `<!doctype html>
<html lang="${HTML_LANG[input.language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<h1>${t('title')}</h1>
<p class="note">${t('notice')}</p>
${body}
<a href="${escapeHtml(input.backHref)}">${t('back')}</a>
</div></main></body></html>`;
}
