// The malformed-upload corpus (decision 043) against the real upload routes: a player's feedback
// form (PUT /wps/feedback, multipart) and a staff member's banner image (POST /bo/notices/images).
// Every bad file is refused with its own status and error code, and nothing of the call is kept:
// no upload row, no feedback, no staff audit entry.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { FEEDBACK_CATEGORIES } from '@pkg/contracts/messages';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed, registerUser } from '../../../test/auth-helpers.ts';
import { staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let player: string;
let staff: TestStaff;
let brandId: string;

before(async () => {
  t = await createTestApp();
  player = (await registerUser(t, 'corpus43')).token;
  staff = await staffSignedIn(t, 'support');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  brandId = row?.id ?? '';
});
after(() => t.close());

interface Part {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body built by hand, so names and bytes go on the wire exactly as given (NUL, ../ and all). */
function multipart(fields: Record<string, string>, files: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----corpus043boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
        'latin1',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Route = 'player feedback' | 'staff banner';
const ROUTES: Route[] = ['player feedback', 'staff banner'];

function send(route: Route, files: Part[]) {
  if (route === 'player feedback') {
    const { body, contentType } = multipart({ category: FEEDBACK_CATEGORIES[0], content: 'Corpus upload check' }, files);
    return t.app.inject({ method: 'PUT', url: API.feedback, headers: authed(player, { 'content-type': contentType }), payload: body });
  }
  const { body, contentType } = multipart({ brandId }, files);
  return t.app.inject({
    method: 'POST',
    url: BO_API.noticeImages,
    headers: { cookie: `${STAFF_COOKIE}=${staff.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3', 'content-type': contentType },
    payload: body,
  });
}

async function snapshot(): Promise<string> {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select count(*)::text from uploads) as uploads, (select count(*)::text from feedback) as feedback,
            (select count(*)::text from staff_audit where action = 'banner.image') as banner_audit`,
  );
  return JSON.stringify(row);
}

const image = (format: 'png' | 'jpeg' | 'gif', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toBuffer();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Case {
  name: string;
  files: () => Promise<Part[]>;
  status: number;
  code: string;
}

const CASES: Case[] = [
  {
    name: 'zero bytes',
    files: async () => [{ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'truncated PNG',
    files: async () => {
      const png = await image('png');
      return [{ name: 'cut.png', type: 'image/png', bytes: png.subarray(0, Math.floor(png.length / 2)) }];
    },
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'truncated JPEG',
    files: async () => {
      const jpeg = await image('jpeg');
      return [{ name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }];
    },
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'PNG signature then HTML and script',
    files: async () => [
      { name: 'page.png', type: 'image/png', bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]) },
    ],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'SVG with script',
    files: async () => [
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      },
    ],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'SVG named and declared as PNG',
    files: async () => [
      {
        name: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'GIF/JavaScript polyglot',
    files: async () => [
      {
        name: 'poly.gif',
        type: 'image/gif',
        bytes: Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(16, 0x20), Buffer.from('*/=alert(1);//')]),
      },
    ],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'a real GIF named .png',
    files: async () => [{ name: 'anim.png', type: 'image/png', bytes: await image('gif') }],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'HTML named .jpg (extension disagrees with the bytes)',
    files: async () => [{ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }],
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'over 5 MB',
    files: async () => [{ name: 'big.png', type: 'image/png', bytes: Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]) }],
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'wrong field name',
    files: async () => [{ field: 'file', name: 'ok.png', type: 'image/png', bytes: await image('png') }],
    status: 400,
    code: 'bad_request',
  },
  {
    name: 'four files at once',
    files: async () => {
      const png = await image('png');
      return [1, 2, 3, 4].map((n) => ({ name: `f${n}.png`, type: 'image/png', bytes: png }));
    },
    status: 400,
    code: 'upload_too_many',
  },
  {
    name: 'twenty files at once',
    files: async () => {
      const png = await image('png');
      return Array.from({ length: 20 }, (_, n) => ({ name: `f${n}.png`, type: 'image/png', bytes: png }));
    },
    status: 400,
    code: 'upload_too_many',
  },
  {
    name: 'file name with path traversal',
    files: async () => [{ name: '../../../etc/cron.d/x.png', type: 'image/png', bytes: await image('png') }],
    status: 400,
    code: 'bad_request',
  },
  {
    name: 'file name with backslash traversal',
    files: async () => [{ name: '..\\..\\windows\\x.png', type: 'image/png', bytes: await image('png') }],
    status: 400,
    code: 'bad_request',
  },
  {
    name: 'file name with NUL',
    files: async () => [{ name: 'x.php\0.png', type: 'image/png', bytes: await image('png') }],
    status: 400,
    code: 'bad_request',
  },
];

for (const route of ROUTES) {
  for (const bad of CASES) {
    test(`${route}: ${bad.name} is refused with ${bad.status} ${bad.code}; nothing is kept`, async () => {
      const before = await snapshot();
      const response = await send(route, await bad.files());
      assert.equal(response.statusCode, bad.status, response.body);
      const body = response.json() as { success: boolean; errorCode: string; message?: string };
      assert.equal(body.success, false);
      assert.equal(body.errorCode, bad.code, response.body);
      assert.equal(await snapshot(), before, 'nothing stored');
    });
  }
}

test('the routes do accept a good image, and judge it by its bytes: a JPEG named .png is kept as a JPEG', async () => {
  for (const route of ROUTES) {
    const known = (await t.db.query<{ id: string }>(`select id::text as id from uploads`)).map((row) => row.id);
    const response = await send(route, [{ name: 'receipt.png', type: 'image/png', bytes: await image('jpeg') }]);
    assert.equal(response.statusCode, 200, `${route}: ${response.body}`);
    const added = await t.db.query<{ content_type: string }>(`select content_type from uploads where not (id::text = any($1::text[]))`, [
      known,
    ]);
    assert.deepEqual(
      added.map((row) => row.content_type),
      ['image/jpeg'],
      route,
    );
  }
});
