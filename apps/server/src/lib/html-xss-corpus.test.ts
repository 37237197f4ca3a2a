// Proves the one sanitiser of operator HTML (announcements/notices, promotions, help articles,
// brand about text, platform messages: all store sanitizeOperatorHtml's output) leaves nothing
// that can run script, for every payload of the generated XSS corpus (decision 043). The output
// is parsed again with the same HTML parser family and checked element by element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Parser } from 'htmlparser2';
import { xssCorpus } from '../../test/fixtures/xss-corpus.ts';
import { sanitizeOperatorHtml } from './html.ts';

/** What operator HTML may contain at most (a subset is fine). */
const ALLOWED_TAGS = new Set('p br strong b em i u s ul ol li h3 h4 blockquote a img table thead tbody tr th td span'.split(' '));
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** A URL as a browser would read its scheme: entities already decoded, controls and spaces dropped, lower case. */
function scheme(value: string): string {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^[a-z][a-z0-9+.-]*:/.exec(squeezed)?.[0] ?? '';
}

/** Every reason the HTML could run script, or an empty list. */
export function scriptRisks(html: string): string[] {
  const risks: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.has(name)) risks.push(`tag <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) risks.push(`event handler ${attribute}`);
          if (['srcdoc', 'style', 'formaction', 'action', 'xlink:href', 'background'].includes(attribute))
            risks.push(`attribute ${attribute}`);
          if (!ALLOWED_ATTRIBUTES[name]?.has(attribute)) risks.push(`attribute ${name}.${attribute}`);
          if (URL_ATTRIBUTES.has(attribute)) {
            const found = scheme(value);
            const squeezed = value.replace(/\s/g, '').toLowerCase();
            if (['javascript:', 'vbscript:'].includes(found)) risks.push(`${found} URL in ${name}.${attribute}`);
            if (found === 'data:' && !(name === 'img' && /^data:image\/(png|jpeg|gif|webp)[;,]/.test(squeezed)))
              risks.push(`data: URL ${squeezed.slice(0, 30)} in ${name}.${attribute}`);
            if (found !== '' && !['https:', 'mailto:', 'tel:', 'data:'].includes(found))
              risks.push(`scheme ${found} in ${name}.${attribute}`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  if (/<\s*\/?\s*(script|iframe|object|embed|style|svg|math|base|meta|link|frame|template)/i.test(html))
    risks.push('raw dangerous tag text');
  if (/expression\s*\(/i.test(html) && /<[^>]*expression\s*\(/i.test(html)) risks.push('expression() inside a tag');
  return risks;
}

const corpus = xssCorpus();

test('the generated corpus holds at least 500 distinct payloads', () => {
  assert.ok(corpus.length >= 500, `${corpus.length} payloads`);
  assert.equal(new Set(corpus.map((p) => p.html)).size, corpus.length);
});

test('the risk check itself finds the danger in raw payloads (it can fail)', () => {
  const flagged = corpus.filter((payload) => scriptRisks(payload.html).length > 0).length;
  // Only the entity-escaped context is inert as sent; nearly everything else must be flagged.
  assert.ok(flagged > corpus.length * 0.85, `${flagged} of ${corpus.length} raw payloads flagged`);
  assert.deepEqual(scriptRisks('<p>ok <a href="https://x.example/">x</a> <img src="data:image/png;base64,AAAA"></p>'), []);
  assert.notDeepEqual(scriptRisks('<a href="java&#x09;script:alert(1)">x</a>'), []);
  assert.notDeepEqual(scriptRisks('<img src="data:text/html,<b>">'), []);
});

test('every payload through sanitizeOperatorHtml leaves no script, handler, dangerous URL, frame or style', () => {
  const failures: string[] = [];
  for (const payload of corpus) {
    const clean = sanitizeOperatorHtml(payload.html);
    const risks = scriptRisks(clean);
    if (risks.length > 0) failures.push(`${payload.id}: ${risks.join(', ')} in ${JSON.stringify(clean).slice(0, 160)}`);
  }
  assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${corpus.length} payloads got through`);
});

test('harmless operator formatting survives', () => {
  const html =
    '<h3>Weekend</h3><p><strong>Bold</strong> <em>it</em> <a href="https://example.com/x">link</a></p><img src="https://cdn.example/a.png" alt="a"><img src="data:image/png;base64,iVBORw0KGgo=" alt="b">';
  const clean = sanitizeOperatorHtml(html);
  assert.match(clean, /<h3>Weekend<\/h3>/);
  assert.match(clean, /<a href="https:\/\/example.com\/x" target="_blank" rel="noopener noreferrer">link<\/a>/);
  assert.match(clean, /src="https:\/\/cdn.example\/a.png"/);
  assert.match(clean, /src="data:image\/png;base64,iVBORw0KGgo="/);
});
