import sanitizeHtml from 'sanitize-html';

/**
 * Cleans operator HTML (announcements, help, promotions) before it is stored: formatting, lists,
 * tables, links and images only; no scripts, styles, event handlers or javascript: URLs. Links open
 * safely in a new tab.
 */
export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => ({ tagName, attribs: rasterDataOnly(attribs) }),
    },
  });
}

/**
 * An image's data: URL only as a raster image (PNG, JPEG, GIF, WebP): never data:text/html or
 * data:image/svg+xml (inert inside <img>, but not worth keeping where a later change could move
 * it into a link or frame). Decision 043.
 */
function rasterDataOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  // eslint-disable-next-line no-control-regex
  const src = (attribs.src ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (!src.startsWith('data:') || /^data:image\/(png|jpeg|gif|webp)[;,]/.test(src)) return attribs;
  const rest = { ...attribs };
  delete rest.src;
  return rest;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values (the server's own pages and mails). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
