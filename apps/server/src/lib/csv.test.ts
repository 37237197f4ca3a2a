// The CSV writer quotes what needs quoting, keeps numbers as numbers, and turns cells that a
// spreadsheet would run as formulas into plain text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachmentName, csvCell, toCsv } from './csv.ts';

test('cells with commas, quotes and line breaks are quoted, quotes doubled', () => {
  assert.equal(csvCell('plain'), 'plain');
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\nlines'), '"two\nlines"');
  assert.equal(csvCell('cr\rhere'), '"cr\rhere"');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(undefined), '');
  assert.equal(csvCell(true), 'true');
  assert.equal(csvCell(12n), '12');
});

test('formula starts are neutralised, numbers (negative ones too) are not', () => {
  assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
  assert.equal(csvCell('+1+1'), "'+1+1");
  assert.equal(csvCell('-2+3'), "'-2+3");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell('\tcmd'), "'\tcmd");
  assert.equal(csvCell('\rcmd'), `"'\rcmd"`);
  assert.equal(csvCell('-1500'), '-1500');
  assert.equal(csvCell('-15.00'), '-15.00');
  assert.equal(csvCell(-7), '-7');
  assert.equal(csvCell(-7n), '-7');
  assert.equal(csvCell('a=b'), 'a=b');
});

test('a document has a byte order mark, the header row and CRLF after every row', () => {
  const text = toCsv(
    [
      { header: 'Name', value: (row: { name: string; amount: bigint }) => row.name },
      { header: 'Amount, PHP', value: (row) => row.amount },
    ],
    [
      { name: 'ana', amount: 150n },
      { name: '=cmd', amount: -20n },
    ],
  );
  assert.equal(text, '\uFEFFName,"Amount, PHP"\r\nana,150\r\n\'=cmd,-20\r\n');
  assert.equal(toCsv([{ header: 'Only', value: () => 'x' }], []), '\uFEFFOnly\r\n');
});

test('attachment names keep only safe characters', () => {
  assert.equal(attachmentName('team-bets_2026-11-22.csv'), 'attachment; filename="team-bets_2026-11-22.csv"');
  assert.equal(attachmentName('a"b\r\n/c.csv'), 'attachment; filename="a_b___c.csv"');
});
