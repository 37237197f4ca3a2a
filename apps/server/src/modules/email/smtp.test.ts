// Proves e-mail through SMTP (SMTP_URL) against a real SMTP server the test starts (smtp-server): the reset mail arrives with the brand as sender, the account as recipient, a plain-text and an escaped HTML part carrying the same working link, and is recorded as sent; a refused recipient, a wrong login and a server that is down are recorded as failed without touching the answer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginAs, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { askResetLink, linkIn, outboxOf, readMime, startSmtpServer, waitFor } from '../../../test/mail-helpers.ts';
import { createSmtpMailProvider } from './mail-provider.ts';

const MAIL_FROM = 'no-reply@bituin.test';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
before(async () => {
  smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret:pass', refuse: /@refused\.example$/ });
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
});
after(async () => {
  await t.close();
  await smtp.close();
});

async function accountWithEmail(username: string, email: string, language = 'EN') {
  await registerUser(t, username);
  await t.db.query('update accounts set email = $2, language = $3 where username = $1', [username, email, language]);
}

test('the reset mail goes through SMTP with the link, and the outbox records it as sent', async () => {
  await accountWithEmail('smtpana', 'ana@mail.example', 'EN');
  const response = await askResetLink(t, { username: 'smtpana', email: 'ana@mail.example' });
  assert.equal(response.statusCode, 200, response.body);

  const received = await waitFor(
    async () => smtp.received.find((mail) => mail.to.includes('ana@mail.example')),
    'the SMTP server to receive the mail',
  );
  assert.equal(received.from, MAIL_FROM);
  const message = readMime(received.raw);
  assert.equal(message.headers.from, `Bituin Play <${MAIL_FROM}>`);
  assert.equal(message.headers.to, 'ana@mail.example');
  assert.equal(message.headers.subject, translate('EN', 'email.reset.subject', { brand: 'Bituin Play' }));
  const { url, token } = linkIn(message.text);
  assert.equal(`${url.origin}${url.pathname}`, 'http://localhost/index');
  assert.equal(url.searchParams.get('modal'), 'resetPassword');
  assert.ok(message.text.includes(translate('EN', 'email.reset.intro', { brand: 'Bituin Play', username: 'smtpana' })));
  assert.ok(message.html.includes(`href="${url.toString().replaceAll('&', '&amp;')}"`), message.html);

  const [row] = await waitFor(async () => {
    const rows = await outboxOf(t, 'ana@mail.example');
    return rows[0]?.status === 'sent' ? rows : null;
  }, 'the outbox to say sent');
  assert.equal(row?.provider, 'smtp');
  assert.match(row?.provider_reply ?? '', /^250 /);
  assert.equal(row?.body_text.replace(/\r\n/g, '\n'), message.text);

  // The link that arrived works.
  const done = await sendSealed(t, 'POST', API.passwordByEmailReset, { token, newPassword: 'Bago2027!', confirmNewPassword: 'Bago2027!' });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal((await loginAs(t, 'smtpana', 'Bago2027!')).statusCode, 200);
});

test('HTML special characters in names reach the mail escaped', async () => {
  await t.db.query(`update merchants set name = 'Bituin <b>&</b> "Play"' where code = 'bituin'`);
  try {
    await accountWithEmail('smtpben', 'ben@mail.example');
    assert.equal((await askResetLink(t, { username: 'smtpben', email: 'ben@mail.example' })).statusCode, 200);
    const received = await waitFor(async () => smtp.received.find((mail) => mail.to.includes('ben@mail.example')), 'the mail');
    const message = readMime(received.raw);
    assert.ok(message.html.includes('Bituin &lt;b&gt;&amp;&lt;/b&gt; &quot;Play&quot;'), message.html);
    assert.ok(!message.html.includes('<b>'));
    assert.ok(message.text.includes('Bituin <b>&</b> "Play"'), 'the text part says it as it is');
  } finally {
    await t.db.query(`update merchants set name = 'Bituin Play' where code = 'bituin'`);
  }
});

test('a recipient the server refuses is recorded as failed; the answer is the same', async () => {
  await accountWithEmail('smtpcora', 'cora@refused.example');
  const response = await askResetLink(t, { username: 'smtpcora', email: 'cora@refused.example' });
  assert.equal(response.statusCode, 200);
  const [row] = await waitFor(async () => {
    const rows = await outboxOf(t, 'cora@refused.example');
    return rows[0]?.status === 'failed' ? rows : null;
  }, 'the outbox to say failed');
  assert.match(row?.provider_reply ?? '', /Mailbox unavailable/);
});

test('a wrong SMTP login and a server that is down count as failed sends, never as thrown errors', async () => {
  const message = { to: 'dan@mail.example', fromName: 'Bituin Play', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
  const wrongLogin = createSmtpMailProvider(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, MAIL_FROM);
  const refused = await wrongLogin.send(message);
  wrongLogin.close();
  assert.equal(refused.ok, false);
  assert.match(refused.reply ?? '', /Invalid username or password/);

  // A port nothing listens on any more.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const down = createSmtpMailProvider(`smtp://127.0.0.1:${closedPort}`, MAIL_FROM);
  const failed = await down.send(message);
  down.close();
  assert.equal(failed.ok, false);
  assert.match(failed.reply ?? '', /ECONNREFUSED|connect/i);

  assert.throws(() => createSmtpMailProvider(smtp.url, ''), /MAIL_FROM is required/);
});
