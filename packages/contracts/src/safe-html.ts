/**
 * How the player site's SafeHtml cleans operator HTML again in the browser with DOMPurify (the
 * server cleaned it on write). Shared so the XSS corpus browser check (decision 043) runs DOMPurify
 * with exactly this setting.
 */
export const SAFE_HTML_PURIFY: { USE_PROFILES: { html: true }; FORBID_TAGS: string[]; FORBID_ATTR: string[] } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input'],
  FORBID_ATTR: ['style'],
};
