// Proves image uploads are judged by their bytes, capped while streaming, re-encoded without
// metadata or appended payloads, limited to three, and shown only to their owner; refused uploads
// leave nothing behind.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, registerUser } from '../../../test/auth-helpers.ts';
import { readUploads } from './read-uploads.ts';
import { insertUploads } from './store-uploads.ts';

let t: TestApp;
let owner: { token: string; id: string };
let other: { token: string };

before(async () => {
  // A route only the test has: store what a form sends for the account named in a header.
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.post('/wps/test/upload', async (request) => {
          const { fields, images } = await readUploads(request);
          const ids = await t.db.transaction((tx) =>
            insertUploads(
              tx,
              {
                brandId: request.caller.brand.id,
                accountId: String(request.headers['x-account']),
                purpose: 'deposit_receipt',
                at: t.clock.now(),
              },
              images,
            ),
          );
          return { success: true, value: { ids, fields } };
        });
      },
    },
  );
  const login = await registerUser(t, 'uploader1');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = 'uploader1'`);
  owner = { token: login.token, id: row?.id ?? '' };
  other = { token: (await registerUser(t, 'uploader2')).token };
});
after(() => t.close());

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a26' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
    .jpeg()
    .toBuffer();

async function send(files: { bytes: Buffer; name: string; type: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/wps/test/upload',
    headers: demoHeaders({ 'content-type': request.headers.get('content-type') ?? '', 'x-account': owner.id }),
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function stored(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from uploads`);
  return row?.n ?? 0;
}

test('a PNG and a JPEG are accepted, re-encoded without what was appended or embedded, and shown to their owner only', async () => {
  const trailing = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
  const response = await send(
    [
      { bytes: trailing, name: 'receipt.png', type: 'image/png' },
      { bytes: await jpeg(), name: 'photo.jpg', type: 'image/jpeg' },
    ],
    { reference: 'GC-12345' },
  );
  assert.equal(response.statusCode, 200, response.body);
  const { ids, fields } = response.json().value as { ids: string[]; fields: Record<string, string> };
  assert.equal(ids.length, 2);
  assert.deepEqual(fields, { reference: 'GC-12345' });

  const first = await t.app.inject({ url: API.upload.replace(':id', ids[0] ?? ''), headers: authed(owner.token) });
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['content-type'], 'image/png');
  assert.equal(first.headers['x-content-type-options'], 'nosniff');
  assert.ok(!first.rawPayload.includes(Buffer.from('<script>')), 'the appended payload is gone');
  const meta = await sharp(first.rawPayload).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['png', 40, 30]);

  const second = await t.app.inject({ url: API.upload.replace(':id', ids[1] ?? ''), headers: authed(owner.token) });
  assert.equal(second.headers['content-type'], 'image/jpeg');
  assert.equal((await sharp(second.rawPayload).metadata()).exif, undefined, 'EXIF is stripped');

  const stranger = await t.app.inject({ url: API.upload.replace(':id', ids[0] ?? ''), headers: authed(other.token) });
  assert.equal(stranger.statusCode, 404);
  const visitor = await t.app.inject({ url: API.upload.replace(':id', ids[0] ?? ''), headers: demoHeaders() });
  assert.equal(visitor.statusCode, 401);
});

test('what is not a PNG or JPEG by its bytes is refused with 415, whatever its name or declared type', async () => {
  const before = await stored();
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really an image')]);
  for (const file of [
    { bytes: gif, name: 'a.png', type: 'image/png' },
    { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'b.jpg', type: 'image/jpeg' },
    { bytes: disguised, name: 'c.png', type: 'image/png' },
  ]) {
    const response = await send([{ bytes: await png(), name: 'fine.png', type: 'image/png' }, file]);
    assert.equal(response.statusCode, 415, file.name);
    assert.equal(response.json().errorCode, 'unsupported_media_type');
    assert.match(response.json().message, new RegExp(file.name.replace('.', '\\.')));
  }
  assert.equal(await stored(), before, 'nothing of a refused form is kept');
});

test('an image over 5 MB is refused with 413 while streaming; nothing is kept', async () => {
  const before = await stored();
  const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
  const response = await send([{ bytes: big, name: 'big.png', type: 'image/png' }]);
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().errorCode, 'payload_too_large');
  assert.equal(await stored(), before);
});

test('four images are refused with upload_too_many; a form that is not multipart with 415', async () => {
  const before = await stored();
  const image = { bytes: await png(), name: 'x.png', type: 'image/png' };
  const four = await send([image, image, image, image]);
  assert.equal(four.statusCode, 400);
  assert.equal(four.json().errorCode, 'upload_too_many');
  const json = await t.app.inject({ method: 'POST', url: '/wps/test/upload', headers: demoHeaders(), payload: { images: [] } });
  assert.equal(json.statusCode, 415);
  assert.equal(json.json().errorCode, 'unsupported_media_type');
  assert.equal(await stored(), before);
});

test('an image of enormous dimensions (a decompression bomb) is refused before decoding', async () => {
  const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  assert.ok(bomb.length < 5 * 1024 * 1024, 'small on the wire');
  const response = await send([{ bytes: bomb, name: 'bomb.png', type: 'image/png' }]);
  assert.equal(response.statusCode, 415);
});
