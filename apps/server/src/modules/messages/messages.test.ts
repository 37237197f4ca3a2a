// Proves platform messages: each audience reaches exactly its accounts from one message row (no
// copy per player), broadcasts and accounts created before or after publication, scheduled
// messages appearing at their time (and never once withdrawn), the unread count exact through
// open, read-all and delete, trial accounts and visitors refused, HTML sanitised, staff
// permissions and brand scope enforced, every change in the staff audit, and the live stream's
// `message` event when a message arrives.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { makeAgent, newPlayer, placeUnder, type Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
let owner: TestStaff;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

interface Item {
  id: string;
  title: string;
  read: boolean;
}

async function send(body: Record<string, unknown>, staff = owner) {
  return asStaff(t, staff, 'POST', BO_API.messages, { brandId, html: '<p>Hello</p>', ...body });
}

async function sent(body: Record<string, unknown>): Promise<{ id: string; state: string }> {
  const response = await send(body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

async function titlesOf(player: Player): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `${API.messages}?pageSize=50`, headers: authed(player.token) });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().value.list as Item[]).map((item) => item.title);
}

async function unread(player: Player): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: API.unreadCount, headers: authed(player.token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as number;
}

const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, params))[0]?.n);

test('each audience reaches exactly its accounts, from one message row and no per-player rows', async () => {
  const agentA = await newPlayer(t, 'segA', { pin: false });
  await makeAgent(t, agentA);
  const teamMember = await newPlayer(t, 'segT', { pin: false });
  await placeUnder(t, teamMember, agentA);
  const subAgent = await newPlayer(t, 'segS', { pin: false });
  await makeAgent(t, subAgent, 2);
  await placeUnder(t, subAgent, agentA);
  const deepMember = await newPlayer(t, 'segD', { pin: false });
  await placeUnder(t, deepMember, subAgent);
  const agentB = await newPlayer(t, 'segB', { pin: false });
  await makeAgent(t, agentB, 41);
  const loner = await newPlayer(t, 'segL', { pin: false });
  const everyone = [agentA, teamMember, subAgent, deepMember, agentB, loner];
  const statesBefore = await count('select count(*) as n from message_states');
  const rowsBefore = await count('select count(*) as n from messages');

  await sent({ title: 'To agents', audience: { kind: 'agents' } });
  await sent({ title: 'To members', audience: { kind: 'members' } });
  await sent({ title: 'To the team of A', audience: { kind: 'team', username: agentA.username } });
  await sent({ title: 'To one player', audience: { kind: 'player', username: teamMember.username } });
  await sent({ title: 'To everyone', audience: { kind: 'all' } });

  assert.equal(await count('select count(*) as n from messages'), rowsBefore + 5, 'one row per message');
  assert.equal(await count('select count(*) as n from message_states'), statesBefore, 'nothing written per player');

  const expected: Array<[Player, string[]]> = [
    [agentA, ['To everyone', 'To agents']],
    [teamMember, ['To everyone', 'To one player', 'To the team of A', 'To members']],
    [subAgent, ['To everyone', 'To the team of A', 'To agents']],
    [deepMember, ['To everyone', 'To the team of A', 'To members']],
    [agentB, ['To everyone', 'To agents']],
    [loner, ['To everyone', 'To members']],
  ];
  for (const [player, titles] of expected) {
    const seen = (await titlesOf(player)).filter((title) => title !== 'Welcome to Bituin Play!');
    assert.deepEqual(seen, titles, player.username);
  }
  assert.equal(everyone.length, expected.length);
});

test('the preview sanitises and counts the audience; a team needs an agent and a player must exist', async () => {
  const agent = await newPlayer(t, 'prevA', { pin: false });
  await makeAgent(t, agent);
  const member = await newPlayer(t, 'prevM', { pin: false });
  await placeUnder(t, member, agent);
  const preview = await asStaff(t, owner, 'POST', BO_API.messagePreview, {
    brandId,
    title: 'Preview',
    html: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    audience: { kind: 'team', username: agent.username },
  });
  assert.equal(preview.statusCode, 200, preview.body);
  const value = preview.json().value;
  assert.equal(value.recipients, 1);
  assert.doesNotMatch(value.content, /script|onclick|javascript/);

  const rowsBefore = await count('select count(*) as n from messages');
  const notAgent = await send({ title: 'x', audience: { kind: 'team', username: member.username } });
  assert.equal(notAgent.statusCode, 400, notAgent.body);
  const nobody = await send({ title: 'x', audience: { kind: 'player', username: 'no-such-player' } });
  assert.equal(nobody.statusCode, 404);
  assert.equal(nobody.json().errorCode, 'player_not_found');
  const noName = await send({ title: 'x', audience: { kind: 'player' } });
  assert.equal(noName.json().errorCode, 'bad_request');
  const empty = await send({ title: 'x', html: '<script>alert(1)</script>', audience: { kind: 'all' } });
  assert.equal(empty.statusCode, 400);
  const badKind = await send({ title: 'x', audience: { kind: 'vip' } });
  assert.equal(badKind.statusCode, 400);
  assert.equal(await count('select count(*) as n from messages'), rowsBefore, 'nothing was stored');
});

test('a message players open is sanitised HTML, and opening it marks it read', async () => {
  const player = await newPlayer(t, 'html', { pin: false });
  const message = await sent({
    title: 'Rich',
    html: '<p>Hi <strong>there</strong><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
    audience: { kind: 'player', username: player.username },
  });
  const opened = await t.app.inject({ method: 'GET', url: API.message.replace(':id', message.id), headers: authed(player.token) });
  assert.equal(opened.statusCode, 200, opened.body);
  const detail = opened.json().value;
  assert.match(detail.content, /<strong>there<\/strong>/);
  assert.doesNotMatch(detail.content, /script|onerror/);
  assert.equal(detail.read, true);
  const list = await t.app.inject({ method: 'GET', url: API.messages, headers: authed(player.token) });
  assert.equal((list.json().value.list as Item[]).find((item) => item.id === message.id)?.read, true);
});

test('the unread count is exact through open, delete and read-all, and a deleted message is gone for its player only', async () => {
  // Broadcasts of the tests before were published at this instant; these players come after them.
  t.clock.advanceMs(1000);
  const player = await newPlayer(t, 'count', { pin: false });
  const other = await newPlayer(t, 'count', { pin: false });
  // The demo brand's welcome message reaches every player, also those who register later.
  assert.equal(await unread(player), 1);
  const first = await sent({ title: 'One', audience: { kind: 'player', username: player.username } });
  const second = await sent({ title: 'Two', audience: { kind: 'player', username: player.username } });
  const shared = await sent({ title: 'Three', audience: { kind: 'all' } });
  assert.equal(await unread(player), 4);

  const open = await t.app.inject({ method: 'GET', url: API.message.replace(':id', first.id), headers: authed(player.token) });
  assert.equal(open.statusCode, 200);
  assert.equal(await unread(player), 3);
  // Opening it again changes nothing.
  await t.app.inject({ method: 'GET', url: API.message.replace(':id', first.id), headers: authed(player.token) });
  assert.equal(await unread(player), 3);

  const removeUnread = await t.app.inject({
    method: 'POST',
    url: API.messageDelete.replace(':id', second.id),
    headers: authed(player.token),
  });
  assert.equal(removeUnread.statusCode, 200, removeUnread.body);
  assert.equal(removeUnread.json().value.unread, 2);
  const removeRead = await t.app.inject({ method: 'POST', url: API.messageDelete.replace(':id', first.id), headers: authed(player.token) });
  assert.equal(removeRead.json().value.unread, 2);
  assert.deepEqual(await titlesOf(player), ['Three', 'Welcome to Bituin Play!']);
  const gone = await t.app.inject({ method: 'GET', url: API.message.replace(':id', second.id), headers: authed(player.token) });
  assert.equal(gone.statusCode, 404);
  assert.equal(gone.json().errorCode, 'message_not_found');

  const page = await t.app.inject({ method: 'GET', url: `${API.messages}?pageSize=1`, headers: authed(player.token) });
  assert.deepEqual(
    { unread: page.json().value.unread, totalPages: page.json().value.totalPages, first: page.json().value.list[0].title },
    { unread: 2, totalPages: 2, first: 'Three' },
  );
  const all = await t.app.inject({ method: 'POST', url: API.messagesReadAll, headers: authed(player.token) });
  assert.equal(all.statusCode, 200, all.body);
  assert.equal(all.json().value.unread, 0);
  assert.equal(await unread(player), 0);

  // The other player's copy of the shared message is untouched.
  assert.equal(await unread(other), 2);
  const notMine = await t.app.inject({ method: 'GET', url: API.message.replace(':id', first.id), headers: authed(other.token) });
  assert.equal(notMine.statusCode, 404);
  const badId = await t.app.inject({ method: 'POST', url: API.messageDelete.replace(':id', 'abc'), headers: authed(other.token) });
  assert.equal(badId.json().errorCode, 'message_not_found');
  assert.ok(shared.id);
});

test('broadcasts reach accounts that existed at publication; later accounts only when the message says so', async () => {
  t.clock.advanceMs(60_000);
  const early = await newPlayer(t, 'early', { pin: false });
  await sent({ title: 'Old news', audience: { kind: 'all' } });
  await sent({ title: 'Welcome again', audience: { kind: 'all' }, includeLaterAccounts: true });
  t.clock.advanceMs(60_000);
  const late = await newPlayer(t, 'late', { pin: false });
  assert.ok((await titlesOf(early)).includes('Old news'));
  const lateTitles = await titlesOf(late);
  assert.ok(!lateTitles.includes('Old news'), 'published before the account existed');
  assert.ok(lateTitles.includes('Welcome again'));
});

test('a scheduled broadcast reaches a player who registers before its time, appears at its time, and not once withdrawn', async () => {
  const now = t.clock.now().getTime();
  const scheduled = await sent({ title: 'Weekend draw', audience: { kind: 'all' }, publishAt: new Date(now + 10 * 60_000).toISOString() });
  assert.equal(scheduled.state, 'scheduled');
  const dropped = await sent({ title: 'Never mind', audience: { kind: 'all' }, publishAt: new Date(now + 10 * 60_000).toISOString() });
  const withdraw = await asStaff(t, owner, 'POST', BO_API.messageWithdraw.replace(':id', dropped.id));
  assert.equal(withdraw.statusCode, 200, withdraw.body);
  assert.equal(withdraw.json().value.state, 'withdrawn');
  const again = await asStaff(t, owner, 'POST', BO_API.messageWithdraw.replace(':id', dropped.id));
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'message_state');

  const newcomer = await newPlayer(t, 'sched', { pin: false });
  assert.ok(!(await titlesOf(newcomer)).includes('Weekend draw'), 'not before its time');
  const job = await t.db.query<{ due_at: Date }>(`select due_at from jobs where run_key = $1`, [`message-publish:${scheduled.id}`]);
  assert.equal(new Date(job[0]!.due_at).getTime(), now + 10 * 60_000);
  t.clock.advanceMs(11 * 60_000);
  await t.app.jobs.drain();
  const titles = await titlesOf(newcomer);
  assert.ok(titles.includes('Weekend draw'));
  assert.ok(!titles.includes('Never mind'));

  const past = await send({ title: 'x', audience: { kind: 'all' }, publishAt: new Date(now - 3_600_000).toISOString() });
  assert.equal(past.statusCode, 400);
  const backwards = await send({
    title: 'x',
    audience: { kind: 'all' },
    expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
  });
  assert.equal(backwards.statusCode, 400);
});

test('an expired message leaves the list and the count', async () => {
  const player = await newPlayer(t, 'expiry', { pin: false });
  const before = await unread(player);
  await sent({
    title: 'Flash sale',
    audience: { kind: 'player', username: player.username },
    expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
  });
  assert.equal(await unread(player), before + 1);
  t.clock.advanceMs(61_000);
  assert.equal(await unread(player), before);
  assert.ok(!(await titlesOf(player)).includes('Flash sale'));
});

test('trial accounts get the real-account error and visitors the login error; nothing is written', async () => {
  const trial = (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
  for (const [method, url] of [
    ['GET', API.unreadCount],
    ['GET', API.messages],
    ['POST', API.messagesReadAll],
  ] as const) {
    const asTrial = await t.app.inject({ method, url, headers: authed(trial) });
    assert.equal(asTrial.statusCode, 403, url);
    assert.equal(asTrial.json().errorCode, 'in_need_true_account');
    const asVisitor = await t.app.inject({ method, url, headers: demoHeaders() });
    assert.equal(asVisitor.statusCode, 401, url);
    assert.equal(asVisitor.json().errorCode, 'login.not.session');
  }
  const trialUser = await t.db.query<{ username: string }>(`select username from accounts where account_type = 4 limit 1`);
  const toTrial = await send({ title: 'x', audience: { kind: 'player', username: trialUser[0]!.username } });
  assert.equal(toTrial.json().errorCode, 'player_not_found');
});

test('staff need messages.manage to send and withdraw, messages.read to list; a brand out of scope is refused; changes are audited', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  const finance = await staffSignedIn(t, 'finance');
  const rowsBefore = await count('select count(*) as n from messages');
  for (const staff of [auditor, finance]) {
    const refused = await send({ title: 'Nope', audience: { kind: 'all' } }, staff);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().errorCode, 'forbidden');
  }
  const listed = await asStaff(t, auditor, 'GET', `${BO_API.messages}?limit=5`);
  assert.equal(listed.statusCode, 200, listed.body);
  assert.equal(listed.json().value.entries.length, 5);

  const [other] = await t.db.query<{ id: string }>(
    `insert into merchants (code, name, logo_url, theme) values ('othermsg', 'Other', '/o.svg', '{}') returning id::text as id`,
  );
  const scoped = await staffSignedIn(t, 'support', ['othermsg']);
  const outOfScope = await send({ title: 'Nope', audience: { kind: 'all' } }, scoped);
  assert.equal(outOfScope.statusCode, 403);
  const theirList = await asStaff(t, scoped, 'GET', BO_API.messages);
  assert.deepEqual(theirList.json().value.entries, []);
  assert.equal(await count('select count(*) as n from messages'), rowsBefore);
  assert.ok(other);

  const support = await staffSignedIn(t, 'support');
  const message = await send({ title: 'Audited', audience: { kind: 'all' } }, support);
  assert.equal(message.statusCode, 200, message.body);
  const id = message.json().value.id as string;
  const withdrawn = await asStaff(t, support, 'POST', BO_API.messageWithdraw.replace(':id', id));
  assert.equal(withdrawn.statusCode, 200);
  const audit = await t.db.query<{ action: string; staff_username: string; detail: { title?: string } }>(
    `select action, staff_username, detail from staff_audit where target = $1 order by id`,
    [`message:${id}`],
  );
  assert.deepEqual(
    audit.map((row) => [row.action, row.staff_username, row.detail.title]),
    [
      ['message.send', support.username, 'Audited'],
      ['message.withdraw', support.username, 'Audited'],
    ],
  );
});

test('the live stream tells the player of a new message and of their own reads', async () => {
  const player = await newPlayer(t, 'live', { pin: false });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${base}${API.walletEvents}`, { headers: authed(player.token), signal: controller.signal });
  assert.equal(response.status, 200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  async function waitFor(pattern: RegExp) {
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      assert.ok(!done, 'stream ended');
      text += decoder.decode(value, { stream: true });
    }
    const found = pattern.exec(text)!;
    text = text.slice(found.index + found[0].length);
  }
  try {
    await waitFor(/event: balance\n/);
    const message = await sent({ title: 'Live one', audience: { kind: 'player', username: player.username } });
    await waitFor(/event: message\ndata: \{\}\n\n/);
    await sent({ title: 'Live all', audience: { kind: 'all' } });
    await waitFor(/event: message\ndata: \{\}\n\n/);
    await t.app.inject({ method: 'GET', url: API.message.replace(':id', message.id), headers: authed(player.token) });
    await waitFor(/event: message\ndata: \{\}\n\n/);
  } finally {
    controller.abort();
  }
});
