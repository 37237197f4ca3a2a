// Proves amount tokens in operator texts become the one formatter's amounts with the brand's symbol,
// that anything else stays as typed, and that the HTML form never lets a symbol become markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatAmountTokens, formatAmountTokensInHtml } from './amount-tokens.ts';
import { DEFAULT_CURRENCY, formatMoney } from './money.ts';

const PESO = { code: 'PHP', symbol: '₱', minorDigits: 2 };
const YEN = { code: 'JPY', symbol: '¥', minorDigits: 0 };

test('a token is the amount in major units, formatted with the brand symbol', () => {
  assert.equal(formatAmountTokens('Up to {{amount:1000}}.', PESO), 'Up to ₱ 1,000.00.');
  assert.equal(formatAmountTokens('{{ amount: 1,000.5 }} and {{amount:0.25}}', PESO), '₱ 1,000.50 and ₱ 0.25');
  assert.equal(formatAmountTokens('Win {{amount:88}}', DEFAULT_CURRENCY), 'Win TLB 88.00');
  assert.equal(formatAmountTokens('{{amount:1500}}', YEN), '¥ 1,500');
  // The same formatter as every other amount on the site.
  assert.equal(formatAmountTokens('{{amount:12345.67}}', PESO), formatMoney(1_234_567n, PESO));
});

test('what is no amount the currency can hold stays as typed', () => {
  for (const text of [
    '{{amount:1.234}}',
    '{{amount:-5}}',
    '{{amount:}}',
    '{{amount:ten}}',
    '{amount:5}',
    '{{money:5}}',
    '₱1,000',
    'plain',
  ]) {
    assert.equal(formatAmountTokens(text, PESO), text, text);
  }
  assert.equal(formatAmountTokens('{{amount:1.5}}', YEN), '{{amount:1.5}}');
});

test('in HTML the formatted amount is escaped and the markup around it is left to the cleaning', () => {
  const sly = { code: 'PHP', symbol: '<img src=x onerror=alert(1)>', minorDigits: 2 };
  assert.equal(formatAmountTokensInHtml('<p>{{amount:5}}</p>', sly), '<p>&lt;img src=x onerror=alert(1)&gt; 5.00</p>');
  assert.equal(formatAmountTokensInHtml('<p><strong>{{amount:1000}}</strong></p>', PESO), '<p><strong>₱ 1,000.00</strong></p>');
  // A token split by markup is no token.
  assert.equal(formatAmountTokensInHtml('{{amount:<b>5</b>}}', PESO), '{{amount:<b>5</b>}}');
});
