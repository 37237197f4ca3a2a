// Proves feedback: a player sends a category, up to 140 characters and up to 3 png/jpg images of
// 5 MB, and reads staff replies; every refused form (too long, empty, unknown category, a 4th
// image, an oversized or non-image file, words outside the brand's bounds) keeps nothing; at most 5 an hour per account; trial
// accounts refused; staff need feedback.manage; replies and closing are audited, and a closed
// feedback takes no reply.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { pngBytes } from '../../../test/deposit-helpers.ts';
import { newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

type File = { bytes: Buffer; name: string; type: string };

async function sendFeedback(token: string, fields: Record<string, string>, files: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'PUT', body: form });
  return t.app.inject({
    method: 'PUT',
    url: API.feedback,
    headers: authed(token, { 'content-type': request.headers.get('content-type') ?? '' }),
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const stored = async () => {
  const [row] = await t.db.query<{ feedback: string; uploads: string }>(
    `select (select count(*) from feedback)::text as feedback, (select count(*) from uploads where purpose = 'feedback')::text as uploads`,
  );
  return row;
};

async function png(): Promise<File> {
  return { bytes: await pngBytes(), name: 'shot.png', type: 'image/png' };
}

test('a player sends feedback with images, sees it in their list, and reads the staff reply', async () => {
  const player = await newPlayer(t, 'fb', { pin: false });
  const sent = await sendFeedback(player.token, { category: 'deposit', content: '  My deposit has not arrived.  ' }, [
    await png(),
    await png(),
  ]);
  assert.equal(sent.statusCode, 200, sent.body);
  const view = sent.json().value;
  assert.equal(view.content, 'My deposit has not arrived.');
  assert.equal(view.status, 'open');
  assert.equal(view.images.length, 2);
  const image = await t.app.inject({ method: 'GET', url: API.upload.replace(':id', view.images[0]), headers: authed(player.token) });
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');

  const support = await staffSignedIn(t, 'support');
  const queue = await asStaff(t, support, 'GET', `${BO_API.feedback}?status=open`);
  assert.equal(queue.statusCode, 200, queue.body);
  const entry = (queue.json().value.entries as Array<{ id: string; username: string }>).find((item) => item.id === view.id);
  assert.equal(entry?.username, player.username);
  const staffImage = await asStaff(t, support, 'GET', BO_API.feedbackImage.replace(':id', view.images[1]));
  assert.equal(staffImage.statusCode, 200);

  const reply = await asStaff(t, support, 'POST', BO_API.feedbackReply.replace(':id', view.id), { content: 'It is credited now.' });
  assert.equal(reply.statusCode, 200, reply.body);
  assert.equal(reply.json().value.status, 'replied');
  const mine = await t.app.inject({ method: 'GET', url: API.feedback, headers: authed(player.token) });
  assert.equal(mine.statusCode, 200, mine.body);
  const item = mine.json().value.list[0];
  assert.equal(item.id, view.id);
  assert.equal(item.status, 'replied');
  assert.deepEqual(
    item.replies.map((r: { content: string }) => r.content),
    ['It is credited now.'],
  );

  const closed = await asStaff(t, support, 'POST', BO_API.feedbackClose.replace(':id', view.id));
  assert.equal(closed.json().value.status, 'closed');
  const late = await asStaff(t, support, 'POST', BO_API.feedbackReply.replace(':id', view.id), { content: 'More' });
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().errorCode, 'feedback_closed');
  const closeAgain = await asStaff(t, support, 'POST', BO_API.feedbackClose.replace(':id', view.id));
  assert.equal(closeAgain.json().errorCode, 'feedback_closed');
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by id`, [
    `feedback:${view.id}`,
  ]);
  assert.deepEqual(
    audit.map((row) => row.action),
    ['feedback.reply', 'feedback.close'],
  );
  const unknown = await asStaff(t, support, 'POST', BO_API.feedbackReply.replace(':id', '999999'), { content: 'x' });
  assert.equal(unknown.json().errorCode, 'feedback_not_found');
});

test('refused forms keep nothing: 141 characters, blank, unknown category, 4 images, over 5 MB, not an image', async () => {
  const player = await newPlayer(t, 'fbbad', { pin: false });
  const before = await stored();
  const exactly = await sendFeedback(player.token, { category: 'other', content: `some words ${'x'.repeat(129)}` });
  assert.equal(exactly.statusCode, 200, 'exactly 140 characters is fine');
  const after140 = await stored();

  const cases: Array<[string, Record<string, string>, File[], number, string]> = [
    ['141 characters', { category: 'other', content: `some words ${'x'.repeat(130)}` }, [], 400, 'field_invalid'],
    ['blank', { category: 'other', content: '   ' }, [], 400, 'field_invalid'],
    ['no category', { content: 'hello' }, [], 400, 'field_invalid'],
    ['unknown category', { category: 'jackpot', content: 'hello' }, [], 400, 'field_invalid'],
    ['four images', { category: 'games', content: 'four' }, [await png(), await png(), await png(), await png()], 400, 'upload_too_many'],
    [
      'over 5 MB',
      { category: 'games', content: 'big' },
      [{ bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'big.png', type: 'image/png' }],
      413,
      'payload_too_large',
    ],
    [
      'not an image',
      { category: 'games', content: 'text' },
      [{ bytes: Buffer.from('hello'), name: 'x.png', type: 'image/png' }],
      415,
      'unsupported_media_type',
    ],
  ];
  for (const [name, fields, files, status, code] of cases) {
    const response = await sendFeedback(player.token, fields, files);
    assert.equal(response.statusCode, status, `${name}: ${response.body}`);
    assert.equal(response.json().errorCode, code, name);
  }
  assert.deepEqual(await stored(), after140);
  assert.notDeepEqual(after140, before);
  const json = await t.app.inject({ method: 'PUT', url: API.feedback, headers: authed(player.token), payload: { content: 'x' } });
  assert.equal(json.statusCode, 415);
});

test('at most 5 feedback an hour per account; the next hour takes more', async () => {
  const player: Player = await newPlayer(t, 'fbrate', { pin: false });
  for (let n = 1; n <= 5; n += 1) {
    const response = await sendFeedback(player.token, { category: 'suggestion', content: `My idea number ${n}` });
    assert.equal(response.statusCode, 200, response.body);
  }
  const sixth = await sendFeedback(player.token, { category: 'suggestion', content: 'My idea number 6' });
  assert.equal(sixth.statusCode, 429);
  assert.equal(sixth.json().errorCode, 'too_many_requests');
  assert.equal(sixth.json().retryAfterSeconds, 3600);
  // Another player is not limited by this one.
  const other = await newPlayer(t, 'fbrate', { pin: false });
  assert.equal((await sendFeedback(other.token, { category: 'other', content: 'Hi there, thanks' })).statusCode, 200);
  t.clock.advanceMs(3_600_001);
  assert.equal((await sendFeedback(player.token, { category: 'suggestion', content: 'My idea number 7' })).statusCode, 200);
});

test('feedback holds between the brand support-question word bounds, refused with chat_question_words', async () => {
  const player = await newPlayer(t, 'fbwords', { pin: false });
  const before = await stored();
  const short = await sendFeedback(player.token, { category: 'other', content: 'Two words' });
  assert.equal(short.statusCode, 400, short.body);
  assert.equal(short.json().errorCode, 'chat_question_words');
  assert.equal(short.json().field, 'content');
  assert.equal(short.json().minWords, 3);
  assert.equal(short.json().words, 2);
  assert.deepEqual(await stored(), before, 'nothing kept');
  // The bounds are the brand's (the live chat's settings, set on the chat desk).
  await t.db.query(
    `insert into live_chat_settings (merchant_id, mode, min_words, max_words, updated_at)
       select id, 'both', 1, 4, now() from merchants where code = 'bituin'
     on conflict (merchant_id) do update set min_words = 1, max_words = 4`,
  );
  try {
    assert.equal((await sendFeedback(player.token, { category: 'other', content: 'Help' })).statusCode, 200);
    const long = await sendFeedback(player.token, { category: 'other', content: 'one two three four five' });
    assert.equal(long.json().errorCode, 'chat_question_words');
    assert.equal(long.json().maxWords, 4);
  } finally {
    await t.db.query(`delete from live_chat_settings where merchant_id = (select id from merchants where code = 'bituin')`);
  }
});

test('trial accounts and visitors are refused, and staff need feedback.manage', async () => {
  const trial = (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
  const before = await stored();
  const asTrial = await sendFeedback(trial, { category: 'other', content: 'hello' });
  assert.equal(asTrial.statusCode, 403);
  assert.equal(asTrial.json().errorCode, 'in_need_true_account');
  const list = await t.app.inject({ method: 'GET', url: API.feedback, headers: demoHeaders() });
  assert.equal(list.json().errorCode, 'login.not.session');
  assert.deepEqual(await stored(), before);

  for (const role of ['finance', 'auditor']) {
    const staff = await staffSignedIn(t, role);
    const queue = await asStaff(t, staff, 'GET', BO_API.feedback);
    assert.equal(queue.statusCode, 403, role);
    const reply = await asStaff(t, staff, 'POST', BO_API.feedbackReply.replace(':id', '1'), { content: 'x' });
    assert.equal(reply.statusCode, 403, role);
  }
});
