// Proves the event-stream reader: events split across chunks, several in one chunk, comments and
// retry lines skipped, multi-line data joined, \r\n line ends, and data-less events dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEventParser, type ServerEvent } from './event-stream.ts';

function read(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parse = createEventParser((event) => events.push(event));
  for (const chunk of chunks) parse(chunk);
  return events;
}

test('events arrive whole however the text is cut', () => {
  const text = 'retry: 5000\n\nevent: balance\ndata: {"a":1}\n\n: ping\n\nevent: balance\ndata: {"a":2}\n\n';
  const whole = read([text]);
  assert.deepEqual(whole, [
    { event: 'balance', data: '{"a":1}' },
    { event: 'balance', data: '{"a":2}' },
  ]);
  for (let size = 1; size < 9; size += 1) {
    const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
    assert.deepEqual(read(chunks), whole, `chunks of ${size}`);
  }
});

test('multi-line data, unnamed events, \\r\\n line ends and events without data', () => {
  assert.deepEqual(read(['data: one\r\ndata: two\r', '\n\r\nevent: empty\n\nevent:x\ndata\n\n']), [
    { event: 'message', data: 'one\ntwo' },
    { event: 'x', data: '' },
  ]);
});
