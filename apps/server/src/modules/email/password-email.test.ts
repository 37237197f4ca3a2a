// Proves the forgotten password by e-mail as SPEC.md sections 3, 5 and 7 and DESIGN.md section 6 say: a matching username and e-mail get a single-use link that expires after the brand's minutes, in the account's language, with only a hash of its token stored; unknown users and wrong e-mails are answered and throttled exactly alike; bad input, stale, reused, expired and foreign links are refused with their codes and change nothing; the new password follows the brand's rules, ends every session and is audited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, loginAs, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { askResetLink, linkIn, outboxOf, settle, waitFor } from '../../../test/mail-helpers.ts';

const PASSWORD = 'Lakad2026!';
const NEW_PASSWORD = 'Bago2027!';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** Registers an account and gives it an e-mail address and a language. */
async function accountWithEmail(username: string, email: string, language = 'EN'): Promise<string> {
  const { token } = await registerUser(t, username, PASSWORD);
  await t.db.query('update accounts set email = $2, language = $3 where lower(username) = lower($1)', [username, email, language]);
  return token;
}

/** Each test asks from its own address, so the per-IP limit of one test does not reach the next. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** Waits for the newest reset mail to an address and returns it with its link. */
async function resetMail(email: string) {
  const mail = await waitFor(async () => (await outboxOf(t, email))[0], `a mail to ${email}`);
  return { mail, ...linkIn(mail.body_text) };
}

function completeReset(payload: Record<string, string>, headers: Record<string, string> = {}) {
  return sendSealed(
    t,
    'POST',
    API.passwordByEmailReset,
    { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD, ...payload },
    headers,
  );
}

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select count(*) from password_reset_requests)::text as requests,
            (select count(*) from password_reset_requests where closed_at is not null)::text as closed,
            (select count(*) from email_outbox)::text as mails,
            (select count(*) from email_locks)::text as locks,
            (select count(*) from sessions where revoked_at is null)::text as sessions,
            (select string_agg(password_hash, ',' order by id) from accounts)::text as passwords,
            (select count(*) from audit_log)::text as audit`,
  );
  return row;
}

test('a matching username and e-mail get a single-use link in the account language that sets a new password', async () => {
  const oldToken = await accountWithEmail('mailana', 'Ana.Cruz@Example.com', 'TH');
  // A player who forgot the password has usually failed to log in: a captcha is required by now.
  assert.equal((await loginAs(t, 'mailana', 'Mali2026!')).json().errorCode, 'login.cred.err');
  assert.equal((await loginAs(t, 'mailana', PASSWORD)).json().errorCode, 'captcha_required');
  const response = await askResetLink(t, { username: 'MAILANA', email: 'ana.cruz@example.COM' }, from('10.1.0.1'));
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json().value, { expireMinutes: 30 });

  const { mail, url, token } = await resetMail('ana.cruz@example.com');
  const values = { brand: 'Bituin Play', username: 'mailana', minutes: 30 };
  assert.equal(mail.subject, translate('TH', 'email.reset.subject', values));
  assert.equal(mail.kind, 'password-reset');
  assert.deepEqual([mail.provider, mail.status], ['outbox', 'stored']);
  assert.ok(mail.body_text.includes(translate('TH', 'email.reset.intro', values)), mail.body_text);
  assert.ok(mail.body_text.includes(translate('TH', 'email.reset.validity', values)));
  // The link goes to the brand's own site (the request's host is one of its domains) and opens the reset dialog.
  assert.equal(url.origin, 'http://localhost');
  assert.equal(url.searchParams.get('modal'), 'resetPassword');
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  // The HTML has the same link, escaped for an attribute.
  assert.ok(mail.body_html.includes(`href="${url.toString().replaceAll('&', '&amp;')}"`), mail.body_html);
  assert.match(mail.body_html, /<html lang="th">/);
  const stored = await t.db.query<{ token_hash: string }>(`select token_hash from password_reset_requests where token_hash is not null`);
  assert.equal(stored.length, 1);
  assert.ok(stored[0] && !stored[0].token_hash.includes(token) && stored[0].token_hash.length === 64, 'only a hash of the token is kept');

  const done = await completeReset({ token });
  assert.equal(done.statusCode, 200, done.body);
  assert.deepEqual(done.json().value, { account: 'mailana' });
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(oldToken) })).statusCode, 401, 'every old session ended');
  // The new password logs in at once, with no captcha left over from the failures.
  assert.equal((await loginAs(t, 'mailana', NEW_PASSWORD)).statusCode, 200);
  assert.equal((await loginAs(t, 'mailana', PASSWORD)).json().errorCode, 'login.cred.err');
  const audit = await t.db.query(`select 1 from audit_log where action = 'password.reset' and after->>'method' = 'email'`);
  assert.equal(audit.length, 1);

  const before = await snapshot();
  const again = await completeReset({ token, newPassword: 'Ulit2028!', confirmNewPassword: 'Ulit2028!' });
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().errorCode, 'reset_link_invalid', 'the link works once');
  assert.deepEqual(await snapshot(), before);
});

test('an unknown user, a wrong e-mail and a match are answered alike; only the match is mailed', async () => {
  await accountWithEmail('mailben', 'ben@example.com');
  const answers = [];
  for (const fields of [
    { username: 'nobodyhere', email: 'ben@example.com' },
    { username: 'mailben', email: 'not-ben@example.com' },
    { username: 'mailben', email: 'ben@example.com' },
  ]) {
    const response = await askResetLink(t, fields, from('10.2.0.1'));
    const { requestId: _requestId, ...body } = response.json();
    answers.push({ status: response.statusCode, body, type: response.headers['content-type'] });
    // Past the per-username minute, which counts for the unknown name and the wrong e-mail too.
    t.clock.advanceMs(61_000);
  }
  assert.deepEqual(answers[0], answers[2]);
  assert.deepEqual(answers[1], answers[2]);
  assert.equal(answers[2]?.status, 200);
  await resetMail('ben@example.com');
  await settle();
  assert.equal((await outboxOf(t, 'not-ben@example.com')).length, 0);
  assert.equal((await outboxOf(t, 'ben@example.com')).length, 1);
  const rows = await t.db.query<{ username_key: string; has_token: boolean }>(
    `select username_key, token_hash is not null as has_token from password_reset_requests where ip = '10.2.0.1' order by id`,
  );
  assert.deepEqual(
    rows.map((row) => [row.username_key, row.has_token]),
    [
      ['nobodyhere', false],
      ['mailben', false],
      ['mailben', true],
    ],
  );
});

test('missing or malformed fields and a failed human check are refused and change nothing', async () => {
  await accountWithEmail('mailcora', 'cora@example.com');
  const before = await snapshot();
  const cases: Array<[Record<string, string | undefined>, string, string | undefined]> = [
    [{ email: 'cora@example.com' }, 'field_invalid', 'username'],
    [{ username: '   ', email: 'cora@example.com' }, 'field_invalid', 'username'],
    [{ username: 'x'.repeat(65), email: 'cora@example.com' }, 'field_invalid', 'username'],
    [{ username: 'mailcora' }, 'field_invalid', 'email'],
    [{ username: 'mailcora', email: 'cora@' }, 'field_invalid', 'email'],
    [{ username: 'mailcora', email: 'cora example.com' }, 'field_invalid', 'email'],
    [{ username: 'mailcora', email: `${'c'.repeat(250)}@example.com` }, 'field_invalid', 'email'],
    [{ username: 'mailcora', email: 'cora@example.com', humanCheck: '' }, 'human_check_failed', undefined],
    [{ username: 'mailcora', email: 'cora@example.com', humanCheck: 'bm90IGEgc29sdXRpb24=' }, 'human_check_failed', undefined],
  ];
  for (const [fields, code, field] of cases) {
    const response = await askResetLink(t, fields, from('10.3.0.1'));
    assert.equal(response.statusCode, 400, JSON.stringify(fields));
    assert.equal(response.json().errorCode, code, JSON.stringify(fields));
    assert.equal(response.json().field, field, JSON.stringify(fields));
  }
  // A solved human check is good once.
  const solved = await humanCheck(t);
  assert.equal(
    (await askResetLink(t, { username: 'mailcora', email: 'cora@example.com', humanCheck: solved }, from('10.3.0.2'))).statusCode,
    200,
  );
  const replayed = await askResetLink(t, { username: 'mailcora', email: 'cora@example.com', humanCheck: solved }, from('10.3.0.3'));
  assert.equal(replayed.json().errorCode, 'human_check_failed');
  await resetMail('cora@example.com');
  const afterOne = await snapshot();
  assert.equal(Number(afterOne?.requests), Number(before?.requests) + 1);
  assert.equal(Number(afterOne?.mails), Number(before?.mails) + 1);
});

test('a username may ask once a minute and five times an hour, then it is locked for 5 minutes, with or without an account', async () => {
  await accountWithEmail('maildan', 'dan@example.com');
  let mails = 0;
  for (const username of ['maildan', 'ghostdan']) {
    const ask = async () => {
      const response = await askResetLink(t, { username, email: 'dan@example.com' }, from('10.4.0.1'));
      // Mails are recorded after the answer; wait for each, so the snapshots below see a settled database.
      if (response.statusCode === 200 && username === 'maildan') {
        mails += 1;
        await waitFor(async () => (await outboxOf(t, 'dan@example.com')).length === mails, `mail ${mails}`);
      }
      return response;
    };
    assert.equal((await ask()).statusCode, 200);
    t.clock.advanceMs(20_000);
    const before = await snapshot();
    const early = await ask();
    assert.equal(early.statusCode, 429);
    assert.equal(early.json().errorCode, 'email_too_frequent');
    assert.equal(early.json().retryAfterSeconds, 40);
    assert.deepEqual(await snapshot(), before, 'a refused request records nothing');
    for (let request = 2; request <= 5; request += 1) {
      t.clock.advanceMs(61_000);
      assert.equal((await ask()).statusCode, 200, `request ${request}`);
    }
    t.clock.advanceMs(61_000);
    const sixth = await ask();
    assert.equal(sixth.statusCode, 429);
    assert.equal(sixth.json().errorCode, 'too_many_requests');
    assert.equal(sixth.json().retryAfterSeconds, 300);
    t.clock.advanceMs(299_000);
    assert.equal((await ask()).json().errorCode, 'too_many_requests');
    t.clock.advanceMs(2_000);
    assert.equal((await ask()).statusCode, 200, 'the lock ends');
  }
  await settle();
  // Every accepted request for the real account sent a link; each new one closed the one before.
  assert.equal((await outboxOf(t, 'dan@example.com')).length, 6);
  const open = await t.db.query(
    `select 1 from password_reset_requests where username_key = 'maildan' and token_hash is not null and closed_at is null`,
  );
  assert.equal(open.length, 1);
  t.clock.advanceMs(3_600_000);
});

test('one address may ask thirty times an hour', async () => {
  for (let request = 0; request < 30; request += 1) {
    const response = await askResetLink(t, { username: `crowd${request}`, email: 'crowd@example.com' }, from('10.5.0.1'));
    assert.equal(response.statusCode, 200, `request ${request + 1}`);
  }
  const before = await snapshot();
  const over = await askResetLink(t, { username: 'crowd99', email: 'crowd@example.com' }, from('10.5.0.1'));
  assert.equal(over.statusCode, 429);
  assert.equal(over.json().errorCode, 'too_many_requests');
  assert.equal(over.json().retryAfterSeconds, 3600);
  assert.deepEqual(await snapshot(), before);
  assert.equal((await askResetLink(t, { username: 'crowd99', email: 'crowd@example.com' }, from('10.5.0.2'))).statusCode, 200);
  t.clock.advanceMs(3_600_000);
});

test('a link past the brand minutes is expired and a newer link replaces an older one', async () => {
  await accountWithEmail('mailelle', 'elle@example.com');
  await t.db.query(`update merchants set email_reset_minutes = 10 where code = 'bituin'`);
  try {
    const response = await askResetLink(t, { username: 'mailelle', email: 'elle@example.com' }, from('10.6.0.1'));
    assert.deepEqual(response.json().value, { expireMinutes: 10 });
    const first = await resetMail('elle@example.com');
    assert.ok(first.mail.body_text.includes(translate('EN', 'email.reset.validity', { minutes: 10 })));
    t.clock.advanceMs(10 * 60_000 + 1_000);
    const before = await snapshot();
    const late = await completeReset({ token: first.token });
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().errorCode, 'reset_link_expired');
    assert.deepEqual(await snapshot(), before);

    assert.equal((await askResetLink(t, { username: 'mailelle', email: 'elle@example.com' }, from('10.6.0.1'))).statusCode, 200);
    const second = await waitFor(async () => {
      const [latest] = await outboxOf(t, 'elle@example.com');
      return latest && linkIn(latest.body_text).token !== first.token ? linkIn(latest.body_text) : null;
    }, 'a second link');
    t.clock.advanceMs(61_000);
    assert.equal((await askResetLink(t, { username: 'mailelle', email: 'elle@example.com' }, from('10.6.0.1'))).statusCode, 200);
    const third = await waitFor(async () => {
      const [latest] = await outboxOf(t, 'elle@example.com');
      return latest && linkIn(latest.body_text).token !== second.token ? linkIn(latest.body_text) : null;
    }, 'a third link');
    assert.equal((await completeReset({ token: second.token })).json().errorCode, 'reset_link_invalid', 'replaced by the newer link');
    assert.equal((await completeReset({ token: third.token })).statusCode, 200);
  } finally {
    await t.db.query(`update merchants set email_reset_minutes = 30 where code = 'bituin'`);
  }
});

test('the new password must follow the brand rules; a refused one does not use the link up', async () => {
  await accountWithEmail('mailfe', 'fe@example.com');
  await askResetLink(t, { username: 'mailfe', email: 'fe@example.com' }, from('10.7.0.1'));
  const { token } = await resetMail('fe@example.com');
  const before = await snapshot();
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ newPassword: '123456', confirmNewPassword: '123456' }, 'field_invalid', 'newPassword'],
    [{ newPassword: 'abc', confirmNewPassword: 'abc' }, 'field_invalid', 'newPassword'],
    [{ newPassword: 'with space1', confirmNewPassword: 'with space1' }, 'field_invalid', 'newPassword'],
    [{ newPassword: 'x'.repeat(21), confirmNewPassword: 'x'.repeat(21) }, 'field_invalid', 'newPassword'],
    [{ confirmNewPassword: 'Iba2027!' }, 'password_mismatch', 'confirmNewPassword'],
  ];
  for (const [payload, code, field] of cases) {
    const response = await completeReset({ token, ...payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().errorCode, code, JSON.stringify(payload));
    assert.equal(response.json().field, field);
  }
  for (const bad of ['', 'short', 'x'.repeat(43), `${token.slice(0, 42)}!`]) {
    const response = await completeReset({ token: bad });
    assert.equal(response.statusCode, 400, bad);
    assert.equal(response.json().errorCode, 'reset_link_invalid', bad);
  }
  const missing = await sendSealed(t, 'POST', API.passwordByEmailReset, { token, newPassword: NEW_PASSWORD });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().errorCode, 'bad_request');
  const plain = await t.app.inject({
    method: 'POST',
    url: API.passwordByEmailReset,
    headers: demoHeaders({ 'content-type': 'application/json' }),
    payload: JSON.stringify({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
  });
  assert.equal(plain.statusCode, 400);
  assert.equal(plain.json().errorCode, 'encryption_required');
  assert.deepEqual(await snapshot(), before);
  assert.equal((await completeReset({ token })).statusCode, 200);
});

test('a link of one brand does not work in another; a brand without a domain sends no links', async () => {
  await accountWithEmail('mailgio', 'gio@example.com');
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('nodomain', 'No Domain', '/x.svg', '{}')`);
  await askResetLink(t, { username: 'mailgio', email: 'gio@example.com' }, from('10.8.0.1'));
  const { token } = await resetMail('gio@example.com');
  const before = await snapshot();
  const elsewhere = await completeReset({ token }, { merchant: 'nodomain' });
  assert.equal(elsewhere.statusCode, 400);
  assert.equal(elsewhere.json().errorCode, 'reset_link_invalid');
  const noSite = await askResetLink(t, { username: 'mailgio', email: 'gio@example.com' }, { ...from('10.8.0.2'), merchant: 'nodomain' });
  assert.equal(noSite.statusCode, 403);
  assert.equal(noSite.json().errorCode, 'feature_disabled');
  assert.deepEqual(await snapshot(), before);
  assert.equal((await completeReset({ token })).statusCode, 200);
});

test('the link points at the brand domain the request came to, never at a foreign Host', async () => {
  await accountWithEmail('mailhana', 'hana@example.com');
  const cases: Array<[Record<string, string>, string]> = [
    [{ host: 'localhost:8090' }, 'http://localhost:8090'],
    [{ host: 'evil.example' }, 'https://localhost'],
    [{ host: 'localhost:80@evil.example' }, 'https://localhost'],
    [{ host: 'localhost', 'x-forwarded-proto': 'https' }, 'https://localhost'],
  ];
  for (const [headers, origin] of cases) {
    const response = await askResetLink(
      t,
      { username: 'mailhana', email: 'hana@example.com' },
      { ...from('10.9.0.1'), merchant: 'bituin', ...headers },
    );
    assert.equal(response.statusCode, 200, response.body);
    const { url } = await waitFor(async () => {
      const [latest] = await outboxOf(t, 'hana@example.com');
      const found = latest ? linkIn(latest.body_text) : null;
      return found && found.url.origin === origin ? found : null;
    }, `a link to ${origin}`);
    assert.equal(url.origin, origin);
    t.clock.advanceMs(61_000);
  }
});

test('a password set after the link was sent makes the link stale', async () => {
  const session = await accountWithEmail('mailivy', 'ivy@example.com');
  await askResetLink(t, { username: 'mailivy', email: 'ivy@example.com' }, from('10.10.0.1'));
  const { token } = await resetMail('ivy@example.com');
  t.clock.advanceMs(1_000);
  const changed = await sendSealed(
    t,
    'POST',
    API.changePassword,
    { oldPassword: PASSWORD, newPassword: 'Sariling2027!', confirmNewPassword: 'Sariling2027!' },
    { authorization: session },
  );
  assert.equal(changed.statusCode, 200, changed.body);
  const before = await snapshot();
  const stale = await completeReset({ token });
  assert.equal(stale.json().errorCode, 'reset_link_invalid');
  assert.deepEqual(await snapshot(), before);
});
