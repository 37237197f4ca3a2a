// Proves the request log never holds a secret carried in a query string (a house game's session
// token, a sign-in's code and state) while the path and the other parameters stay readable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggedUrl, serializeRequest } from './request-log.ts';

test('secret-looking query values are replaced; the path and other parameters stay', () => {
  assert.equal(
    loggedUrl('/house-slots/play?game=lucky-777&token=abc123&lang=EN'),
    '/house-slots/play?game=lucky-777&token=redacted&lang=EN',
  );
  assert.equal(
    loggedUrl('/wps/oauth/google/callback?code=4%2F0Ab&state=s3cr3t'),
    '/wps/oauth/google/callback?code=redacted&state=redacted',
  );
  assert.equal(loggedUrl('/reset?Token=a&token=b'), '/reset?Token=redacted&token=redacted');
  assert.equal(loggedUrl('/lgw/games/popular?count=20'), '/lgw/games/popular?count=20');
  assert.equal(loggedUrl('/index'), '/index');
});

test("the app's logger writes the redacted URL", async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, serializers: { req: serializeRequest } } });
  app.get('/house-slots/play', async () => 'ok');
  await app.inject({ url: '/house-slots/play?game=lucky-777&token=0123456789abcdef' });
  await app.close();
  const log = lines.join('');
  assert.match(log, /"url":"\/house-slots\/play\?game=lucky-777&token=redacted"/);
  assert.doesNotMatch(log, /0123456789abcdef/);
});
