// Proves the results feed's file format (decision 065): good lines read (header, comments, blank
// lines and CRLF skipped), and every bad file refused with a code and the line and what was expected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEED_MAX_BYTES, FeedFormatError, parseFeedFile } from './feed-format.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (input: Uint8Array) => {
  try {
    parseFeedFile(input);
  } catch (error) {
    assert.ok(error instanceof FeedFormatError);
    return `${error.code}: ${error.message}`;
  }
  assert.fail('the file was read');
};

test('a results file is read line by line', () => {
  const text =
    '\uFEFFgame_code,draw_no,numbers\r\n# from the station\r\n\r\nvn-south,20261124-hcm, 123456  12345 \r\nvn-north,20261124-hn,1 2\n';
  assert.deepEqual(parseFeedFile(bytes(text)), [
    { line: 4, gameCode: 'vn-south', drawNo: '20261124-hcm', numbers: ['123456', '12345'] },
    { line: 5, gameCode: 'vn-north', drawNo: '20261124-hn', numbers: ['1', '2'] },
  ]);
});

test('bad files are refused with what is wrong and where', () => {
  assert.equal(
    refusal(bytes('')),
    'feed_empty: the file has no results, expected game_code,draw_no,numbers (e.g. vn-south,20261124-hcm,123456 12345 …)',
  );
  assert.match(refusal(bytes('<!doctype html><p>502</p>')), /^feed_not_csv: line 1: this looks like HTML or XML/);
  assert.match(refusal(bytes('# json\n{"results": []}')), /^feed_not_csv: line 2: this looks like JSON/);
  assert.match(refusal(bytes('vn-south;20261124-hcm;1 2 3')), /^feed_line: line 1: 1 columns, expected game_code,draw_no,numbers/);
  assert.match(refusal(bytes('vn-south,20261124-hcm,1 2,3')), /^feed_line: line 1: 4 columns/);
  assert.match(refusal(bytes('VN South,20261124-hcm,1 2')), /^feed_line: line 1: game code "VN South" is not a game code/);
  assert.match(refusal(bytes('vn-south,24/11/2026,1 2')), /^feed_line: line 1: draw number "24\/11\/2026" is not YYYYMMDD-station/);
  assert.match(refusal(bytes('vn-south,20261124-hcm,12 3a 4')), /^feed_line: line 1: "3a" is not a prize number \(1 to 6 digits\)/);
  assert.match(refusal(bytes('vn-south,20261124-hcm,1234567')), /^feed_line: line 1: "1234567" is not a prize number/);
  assert.match(refusal(bytes('vn-south,20261124-hcm,  ')), /^feed_line: line 1: no numbers/);
  assert.equal(refusal(new Uint8Array([0xff, 0xfe, 0x00, 0x41])), 'feed_not_text: the file is not UTF-8 text');
  assert.equal(refusal(bytes('a\u0000b')), 'feed_not_text: the file is not UTF-8 text');
  assert.match(refusal(new Uint8Array(FEED_MAX_BYTES + 1)), /^feed_too_large: the file has 1000001 bytes, at most 1000000/);
});
