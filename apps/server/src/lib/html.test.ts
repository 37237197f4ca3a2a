// Proves operator HTML loses scripts, event handlers, styles and unsafe links, while formatting, lists, tables, images and safe links survive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanitizeOperatorHtml } from './html.ts';

test('script and style elements are removed with their content', () => {
  assert.equal(sanitizeOperatorHtml('<p>Hi</p><script>alert(1)</script>'), '<p>Hi</p>');
  assert.equal(sanitizeOperatorHtml('<style>body{display:none}</style><p>Hi</p>'), '<p>Hi</p>');
  assert.equal(sanitizeOperatorHtml('<iframe src="https://evil.example"></iframe><p>Hi</p>'), '<p>Hi</p>');
});

test('event handlers and inline styles are dropped from kept elements', () => {
  assert.equal(
    sanitizeOperatorHtml('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">'),
    '<img src="https://cdn.example/a.png" alt="a" />',
  );
  assert.equal(sanitizeOperatorHtml('<p onclick="steal()" style="color:red">Hi</p>'), '<p>Hi</p>');
});

test('javascript:, data: and plain http links lose their address', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://insecure.example',
  ]) {
    const clean = sanitizeOperatorHtml(`<a href="${href}">x</a>`);
    assert.doesNotMatch(clean, /href=/, `${href} -> ${clean}`);
  }
  assert.doesNotMatch(sanitizeOperatorHtml('<a href="//evil.example/x">x</a>'), /href=/);
});

test('links open in a new tab without handing the opener over, whatever the operator wrote', () => {
  assert.equal(
    sanitizeOperatorHtml('<a href="https://bituin.example/promo" target="_self" rel="opener">Promo</a>'),
    '<a href="https://bituin.example/promo" target="_blank" rel="noopener noreferrer">Promo</a>',
  );
  assert.match(sanitizeOperatorHtml('<a href="mailto:help@bituin.example">Mail</a>'), /href="mailto:help@bituin.example"/);
  assert.match(sanitizeOperatorHtml('<a href="tel:+63212345678">Call</a>'), /href="tel:\+63212345678"/);
});

test('allowed formatting, lists, tables and images are kept as written', () => {
  const html =
    '<h3>Title</h3><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br /><span>span</span></p>' +
    '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
    '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
    '<img src="https://cdn.example/b.png" alt="b" width="10" height="10" />';
  assert.equal(sanitizeOperatorHtml(html), html);
});

test('tags outside the allowed set are unwrapped, keeping their text', () => {
  assert.equal(sanitizeOperatorHtml('<div><h1>Big</h1><font color="red">text</font></div>'), 'Bigtext');
  assert.equal(sanitizeOperatorHtml('<form action="https://evil.example"><input name="pw"></form>ok'), 'ok');
});
