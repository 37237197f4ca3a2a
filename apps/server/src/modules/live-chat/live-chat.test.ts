// Proves the live chat (decision 062): a visitor opens a chat only after the human check, within
// the brand's word bounds and at most CHATS_PER_HOUR an hour per address (429 too_many_requests,
// nothing stored); a member opens with its session; staff with chat.answer take and answer a chat,
// the visitor reads the answer over its stream and in the transcript; unread counts move both ways;
// canned replies and the brand's chat mode; closing and rating (once); bad messages and images are
// refused with their codes and change nothing; staff without the permission, or of another brand,
// cannot read a chat.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHAT_TOKEN_HEADER,
  CHATS_PER_HOUR,
  LIVE_CHAT_API,
  LIVE_CHAT_BO_API,
  type BoChatDetail,
  type BoChatQueue,
  type LiveChatOpened,
  type LiveChatView,
} from '@pkg/contracts/live-chat';
import { openSse } from '../../../test/event-stream.ts';
import { authed, humanCheck } from '../../../test/auth-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { asStaff, pngImage, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
let support: TestStaff;
let ipSerial = 0;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  support = await staffSignedIn(t, 'support');
});
after(() => t.close());

const QUESTION = 'How do I withdraw my winnings today?';
const freshIp = () => `49.145.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

async function openAsVisitor(ip = freshIp(), body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: LIVE_CHAT_API.open,
    headers: demoHeaders({ 'x-forwarded-for': ip }),
    payload: { name: 'Ana', question: QUESTION, humanCheck: await humanCheck(t), ...body },
  });
}

async function openedChat(ip?: string): Promise<LiveChatOpened> {
  const response = await openAsVisitor(ip);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as LiveChatOpened;
}

const visitor = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: demoHeaders({ [CHAT_TOKEN_HEADER]: token }), ...(payload ? { payload } : {}) });

async function staffOk<T>(staff: TestStaff, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await asStaff(t, staff, method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as T;
}

async function multipart(
  url: string,
  headers: Record<string, string>,
  text: string,
  files: { bytes: Buffer; name: string; type: string }[],
) {
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const chatRows = async () =>
  JSON.stringify(
    await t.db.query(
      `select (select count(*) from live_chats)::int as chats, (select count(*) from live_chat_messages)::int as messages,
              (select count(*) from live_chat_images)::int as images,
              (select string_agg(id || status || unread_staff || unread_visitor || coalesce(rating, 0), ',' order by id) from live_chats) as states`,
    ),
  );

test('a visitor needs the human check; without it or with a used one nothing is opened', async () => {
  const before = await chatRows();
  const missing = await t.app.inject({ method: 'POST', url: LIVE_CHAT_API.open, headers: demoHeaders(), payload: { question: QUESTION } });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().errorCode, 'human_check_failed');
  const solved = await humanCheck(t);
  const first = await t.app.inject({
    method: 'POST',
    url: LIVE_CHAT_API.open,
    headers: demoHeaders(),
    payload: { question: QUESTION, humanCheck: solved },
  });
  assert.equal(first.statusCode, 200, first.body);
  const again = await t.app.inject({
    method: 'POST',
    url: LIVE_CHAT_API.open,
    headers: demoHeaders(),
    payload: { question: QUESTION, humanCheck: solved },
  });
  assert.equal(again.json().errorCode, 'human_check_failed');
  const opened = first.json().value as LiveChatOpened;
  assert.equal(opened.chat.status, 'waiting');
  assert.equal(opened.chat.visitorName, 'Guest');
  assert.deepEqual(
    opened.chat.messages.map((m) => [m.sender, m.text]),
    [['visitor', QUESTION]],
  );
  assert.notEqual(before, await chatRows());
});

test('the question must be within the brand word bounds, shown by the settings call', async () => {
  const settings = await t.app.inject({ url: LIVE_CHAT_API.settings, headers: demoHeaders() });
  assert.deepEqual(settings.json().value, { mode: 'both', minWords: 3, maxWords: 200 });
  const before = await chatRows();
  const short = await openAsVisitor(freshIp(), { question: 'help me' });
  assert.equal(short.statusCode, 400);
  assert.equal(short.json().errorCode, 'chat_question_words');
  assert.equal(short.json().minWords, 3);
  assert.equal(short.json().words, 2);
  const long = await openAsVisitor(freshIp(), { question: 'word '.repeat(201) });
  assert.equal(long.json().errorCode, 'chat_question_words');
  assert.equal(before, await chatRows());
  await staffOk(support, 'POST', LIVE_CHAT_BO_API.settings, { brandId, mode: 'both', minWords: 2, maxWords: 5 });
  assert.deepEqual((await t.app.inject({ url: LIVE_CHAT_API.settings, headers: demoHeaders() })).json().value, {
    mode: 'both',
    minWords: 2,
    maxWords: 5,
  });
  assert.equal((await openAsVisitor(freshIp(), { question: 'help me' })).statusCode, 200);
  const bad = await asStaff(t, support, 'POST', LIVE_CHAT_BO_API.settings, { brandId, mode: 'both', minWords: 9, maxWords: 5 });
  assert.equal(bad.json().errorCode, 'field_invalid');
  await staffOk(support, 'POST', LIVE_CHAT_BO_API.settings, { brandId, mode: 'external', minWords: 3, maxWords: 200 });
  const external = await openAsVisitor();
  assert.equal(external.statusCode, 403);
  assert.equal(external.json().errorCode, 'forbidden');
  await staffOk(support, 'POST', LIVE_CHAT_BO_API.settings, { brandId, mode: 'both', minWords: 3, maxWords: 200 });
});

test(`an address opens at most ${CHATS_PER_HOUR} chats an hour: then 429 too_many_requests and nothing stored`, async () => {
  const ip = freshIp();
  for (let i = 0; i < CHATS_PER_HOUR; i += 1) await openedChat(ip);
  const before = await chatRows();
  const refused = await openAsVisitor(ip);
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().errorCode, 'too_many_requests');
  assert.equal(before, await chatRows());
  t.clock.advanceMs(3_600_001);
  assert.equal((await openAsVisitor(ip)).statusCode, 200);
  // The staff session idled out over the hour.
  support = await staffSignedIn(t, 'support');
});

test('a member opens with its session, without the human check; its chat shows the account on the desk', async () => {
  const player = await newPlayer(t, 'chat');
  const response = await t.app.inject({
    method: 'POST',
    url: LIVE_CHAT_API.memberOpen,
    headers: authed(player.token),
    payload: { question: QUESTION },
  });
  assert.equal(response.statusCode, 200, response.body);
  const opened = response.json().value as LiveChatOpened;
  assert.equal(opened.chat.visitorName, player.username);
  const detail = await staffOk<BoChatDetail>(support, 'GET', withId(LIVE_CHAT_BO_API.chat, opened.chat.id));
  assert.equal(detail.member, player.username);
  const anonymous = await t.app.inject({
    method: 'POST',
    url: LIVE_CHAT_API.memberOpen,
    headers: demoHeaders(),
    payload: { question: QUESTION },
  });
  assert.equal(anonymous.statusCode, 401);
});

test('staff take and answer a chat; the visitor sees it live, unread counts move, then closes and rates once', async () => {
  const { token, chat } = await openedChat();
  const queue = await staffOk<BoChatQueue>(support, 'GET', `${LIVE_CHAT_BO_API.queue}?brandId=${brandId}`);
  const queued = queue.chats.find((c) => c.id === chat.id);
  assert.equal(queued?.status, 'waiting');
  assert.equal(queued?.unread, 1);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const stream = await openSse(`${base}${LIVE_CHAT_API.events}?token=${token}`, demoHeaders());
  try {
    const first = JSON.parse((await stream.next('state')).data);
    assert.equal(first.status, 'waiting');
    const taken = await staffOk<BoChatDetail>(support, 'POST', withId(LIVE_CHAT_BO_API.assign, chat.id));
    assert.equal(taken.status, 'open');
    assert.equal(JSON.parse((await stream.next('state')).data).agentName, taken.assignedName);
    await staffOk(support, 'POST', withId(LIVE_CHAT_BO_API.typing, chat.id));
    assert.equal(JSON.parse((await stream.next('typing')).data).side, 'staff');
    await staffOk(support, 'POST', withId(LIVE_CHAT_BO_API.messages, chat.id), { text: 'Open Wallet, then Withdraw.' });
    const live = JSON.parse((await stream.next('message')).data);
    assert.equal(live.message.text, 'Open Wallet, then Withdraw.');
    assert.equal(live.message.sender, 'staff');
  } finally {
    stream.close();
  }
  const seen = (await visitor(token, 'GET', LIVE_CHAT_API.chat)).json().value as LiveChatView;
  assert.equal(seen.unread, 1);
  assert.equal(((await visitor(token, 'POST', LIVE_CHAT_API.read)).json().value as LiveChatView).unread, 0);
  assert.equal((await visitor(token, 'POST', LIVE_CHAT_API.messages, { text: 'Thanks!' })).statusCode, 200);
  assert.equal((await staffOk<BoChatDetail>(support, 'GET', withId(LIVE_CHAT_BO_API.chat, chat.id))).unread, 2);
  assert.equal((await staffOk<BoChatDetail>(support, 'POST', withId(LIVE_CHAT_BO_API.read, chat.id))).unread, 0);

  const early = await visitor(token, 'POST', LIVE_CHAT_API.rate, { stars: 5 });
  assert.equal(early.json().errorCode, 'chat_not_ratable');
  const closed = (await visitor(token, 'POST', LIVE_CHAT_API.close)).json().value as LiveChatView;
  assert.equal(closed.status, 'closed');
  const after = await visitor(token, 'POST', LIVE_CHAT_API.messages, { text: 'one more' });
  assert.equal(after.statusCode, 409);
  assert.equal(after.json().errorCode, 'chat_closed');
  const staffAfter = await asStaff(t, support, 'POST', withId(LIVE_CHAT_BO_API.messages, chat.id), { text: 'late' });
  assert.equal(staffAfter.json().errorCode, 'chat_closed');
  const rated = (await visitor(token, 'POST', LIVE_CHAT_API.rate, { stars: 4, comment: 'Quick help' })).json().value as LiveChatView;
  assert.equal(rated.rating, 4);
  const twice = await visitor(token, 'POST', LIVE_CHAT_API.rate, { stars: 1 });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().errorCode, 'chat_not_ratable');

  // The transcript is kept: every message in order, the rating, the closing.
  const transcript = await staffOk<BoChatDetail>(support, 'GET', withId(LIVE_CHAT_BO_API.chat, chat.id));
  assert.deepEqual(
    transcript.messages.map((m) => [m.sender, m.text]),
    [
      ['visitor', QUESTION],
      ['staff', 'Open Wallet, then Withdraw.'],
      ['visitor', 'Thanks!'],
      ['system', 'closed:visitor'],
    ],
  );
  assert.equal(transcript.rating, 4);
  assert.equal(transcript.ratingComment, 'Quick help');
  const closedQueue = await staffOk<BoChatQueue>(support, 'GET', `${LIVE_CHAT_BO_API.queue}?status=closed`);
  assert.ok(closedQueue.chats.some((c) => c.id === chat.id && c.rating === 4));
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by id`, [`chat:${chat.id}`]);
  assert.deepEqual(
    audit.map((row) => row.action),
    ['chat.assign'],
  );
});

test('bad messages and images are refused with their codes and nothing changes', async () => {
  const { token, chat } = await openedChat();
  const before = await chatRows();
  const empty = await visitor(token, 'POST', LIVE_CHAT_API.messages, { text: '   ' });
  assert.equal(empty.statusCode, 400);
  assert.equal(empty.json().errorCode, 'chat_message_invalid');
  const long = await visitor(token, 'POST', LIVE_CHAT_API.messages, { text: 'x'.repeat(2001) });
  assert.equal(long.json().errorCode, 'chat_message_invalid');
  const headers = demoHeaders({ [CHAT_TOKEN_HEADER]: token });
  const fake = await multipart(LIVE_CHAT_API.messages, headers, 'see', [
    { bytes: Buffer.from('not an image at all'), name: 'x.png', type: 'image/png' },
  ]);
  assert.equal(fake.statusCode, 415);
  assert.equal(fake.json().errorCode, 'unsupported_media_type');
  const png = await pngImage();
  const four = await multipart(
    LIVE_CHAT_API.messages,
    headers,
    'see',
    Array.from({ length: 4 }, () => ({ bytes: png, name: 'a.png', type: 'image/png' })),
  );
  assert.equal(four.json().errorCode, 'upload_too_many');
  const staffEmpty = await asStaff(t, support, 'POST', withId(LIVE_CHAT_BO_API.messages, chat.id), { text: '' });
  assert.equal(staffEmpty.json().errorCode, 'chat_message_invalid');
  const noToken = await visitor('nope', 'POST', LIVE_CHAT_API.messages, { text: 'hi' });
  assert.equal(noToken.statusCode, 404);
  assert.equal(noToken.json().errorCode, 'chat_not_found');
  assert.equal(before, await chatRows());

  // A real image goes through and both sides can load it; an image alone is a message.
  const sent = await multipart(LIVE_CHAT_API.messages, headers, '', [{ bytes: png, name: 'shot.png', type: 'image/png' }]);
  assert.equal(sent.statusCode, 200, sent.body);
  const [imageId] = sent.json().value.imageIds as string[];
  assert.ok(imageId);
  const own = await t.app.inject({ url: `${LIVE_CHAT_API.image.replace(':id', imageId)}?token=${token}`, headers: demoHeaders() });
  assert.equal(own.statusCode, 200);
  assert.equal(own.headers['content-type'], 'image/png');
  const other = await openedChat();
  const foreign = await t.app.inject({
    url: `${LIVE_CHAT_API.image.replace(':id', imageId)}?token=${other.token}`,
    headers: demoHeaders(),
  });
  assert.equal(foreign.statusCode, 404);
  const desk = await asStaff(t, support, 'GET', LIVE_CHAT_BO_API.image.replace(':id', imageId));
  assert.equal(desk.statusCode, 200);
  const staffImage = await multipart(withId(LIVE_CHAT_BO_API.messages, chat.id), { 'x-backoffice': '1' }, 'here', [
    { bytes: png, name: 'b.png', type: 'image/png' },
  ]);
  assert.equal(staffImage.statusCode, 401);
});

test('staff without the permission, or of another brand, cannot read or answer a chat', async () => {
  const { chat } = await openedChat();
  const finance = await staffSignedIn(t, 'finance');
  const refused = await asStaff(t, finance, 'GET', withId(LIVE_CHAT_BO_API.chat, chat.id));
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
  assert.equal((await asStaff(t, finance, 'GET', LIVE_CHAT_BO_API.queue)).statusCode, 403);
  const auditor = await staffSignedIn(t, 'auditor');
  assert.equal((await asStaff(t, auditor, 'GET', withId(LIVE_CHAT_BO_API.chat, chat.id))).statusCode, 200);
  assert.equal((await asStaff(t, auditor, 'POST', withId(LIVE_CHAT_BO_API.messages, chat.id), { text: 'hi' })).statusCode, 403);

  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const outsider = await staffSignedIn(t, 'support', [other?.code ?? '']);
  const before = await chatRows();
  const hidden = await asStaff(t, outsider, 'GET', withId(LIVE_CHAT_BO_API.chat, chat.id));
  assert.equal(hidden.statusCode, 404);
  assert.equal(hidden.json().errorCode, 'chat_not_found');
  assert.equal(
    (await asStaff(t, outsider, 'POST', withId(LIVE_CHAT_BO_API.messages, chat.id), { text: 'hi' })).json().errorCode,
    'chat_not_found',
  );
  assert.equal((await asStaff(t, outsider, 'POST', withId(LIVE_CHAT_BO_API.close, chat.id))).json().errorCode, 'chat_not_found');
  const queue = await staffOk<BoChatQueue>(outsider, 'GET', LIVE_CHAT_BO_API.queue);
  assert.equal(queue.chats.length, 0);
  assert.equal((await asStaff(t, outsider, 'GET', `${LIVE_CHAT_BO_API.queue}?brandId=${brandId}`)).json().errorCode, 'forbidden');
  assert.equal(before, await chatRows());
});

test('canned replies are kept per brand; staff close a chat', async () => {
  const added = await staffOk<{ id: string }>(support, 'POST', LIVE_CHAT_BO_API.canned, {
    brandId,
    title: 'Hello',
    text: 'Hi, how can I help?',
  });
  const list = await staffOk<{ replies: { id: string; text: string }[] }>(support, 'GET', `${LIVE_CHAT_BO_API.canned}?brandId=${brandId}`);
  assert.ok(list.replies.some((r) => r.id === added.id && r.text === 'Hi, how can I help?'));
  const removed = await t.app.inject({
    method: 'DELETE',
    url: LIVE_CHAT_BO_API.cannedOne.replace(':id', added.id),
    headers: { cookie: await asStaffCookie(support), 'x-backoffice': '1' },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  const { token, chat } = await openedChat();
  const closed = await staffOk<BoChatDetail>(support, 'POST', withId(LIVE_CHAT_BO_API.close, chat.id));
  assert.equal(closed.status, 'closed');
  assert.equal(((await visitor(token, 'GET', LIVE_CHAT_API.chat)).json().value as LiveChatView).status, 'closed');
  assert.equal((await asStaff(t, support, 'POST', withId(LIVE_CHAT_BO_API.close, chat.id))).json().errorCode, 'chat_closed');
});

async function asStaffCookie(staff: TestStaff): Promise<string> {
  const { STAFF_COOKIE } = await import('@pkg/contracts/backoffice-routes');
  return `${STAFF_COOKIE}=${staff.cookie}`;
}
