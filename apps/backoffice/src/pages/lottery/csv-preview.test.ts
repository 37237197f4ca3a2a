// Proves the import preview reads a file the way the server does: header, comments and blank
// lines skipped, 1-based line numbers, numbers split on spaces, only the first lines kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importDetail, isSkippedLine, previewCsv } from './csv-preview.ts';

test('header, comment and blank lines are skipped; lines keep their file numbers', () => {
  const csv = 'game_code,draw_no,numbers\r\n# South, 24 Nov\n\nvn-south,20261124-hcm, 123456 12345  23456\nvn-north,20261124-hn,1 2\n';
  const preview = previewCsv(csv);
  assert.equal(preview.total, 2);
  assert.equal(preview.skipped, 3);
  assert.deepEqual(preview.lines, [
    { line: 4, gameCode: 'vn-south', numero: '20261124-hcm', numbers: ['123456', '12345', '23456'] },
    { line: 5, gameCode: 'vn-north', numero: '20261124-hn', numbers: ['1', '2'] },
  ]);
});

test('only the first lines are kept, all are counted; a short line has empty cells', () => {
  const csv = Array.from({ length: 25 }, (_, index) => `vn-south,2026112${index % 10}-hcm,1`).join('\n') + '\nbroken';
  const preview = previewCsv(csv, 10);
  assert.equal(preview.lines.length, 10);
  assert.equal(preview.total, 26);
  assert.deepEqual(previewCsv('broken').lines, [{ line: 1, gameCode: 'broken', numero: '', numbers: [] }]);
});

test('the header may be spelled gamecode and in capitals', () => {
  assert.equal(isSkippedLine('GameCode , draw, numbers'), true);
  assert.equal(isSkippedLine('  # note'), true);
  assert.equal(isSkippedLine('vn-south,1,2'), false);
});

test('an import line message loses its code prefix', () => {
  assert.equal(
    importDetail('lottery_result_invalid', 'lottery_result_invalid: vn18 needs 18 numbers, got 3'),
    'vn18 needs 18 numbers, got 3',
  );
  assert.equal(importDetail('lottery_draw_not_found', 'lottery_draw_not_found'), '');
  assert.equal(importDetail(null, null), '');
});
