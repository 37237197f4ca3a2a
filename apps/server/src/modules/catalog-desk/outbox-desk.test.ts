// Proves the outbox viewer (decision 040): staff with outbox.read page a brand's SMS and e-mail
// outboxes newest first and filter by recipient; one-time codes, reset tokens and link parameters
// are masked and the e-mail's HTML is never sent; finance (no outbox.read) and staff of another
// brand are refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoOutboxPage } from '@pkg/contracts/catalog-desk';
import { translate } from '@pkg/i18n/messages';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { createOutboxMailProvider } from '../email/mail-provider.ts';
import { passwordResetEmail, twoFactorCodeEmail } from '../email/mail-templates.ts';
import { createMailer } from '../email/mailer.ts';
import { resetLink } from '../email/reset-link.ts';
import { createOutboxProvider, deliverSms } from '../sms/sms-provider.ts';
import { MASK, maskSecrets } from './outbox-desk.service.ts';

let t: TestApp;
let brandId: string;
const TOKEN = 'q3Jx9_Kd82LmZp0aT7vBn4YcWe6RsHu1';
const url = (query: string) => `${BO_API.outbox}?brandId=${brandId}&${query}`;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  const sms = createOutboxProvider();
  for (const [phone, code] of [
    ['+639171112222', '482913'],
    ['+639173334444', '905118'],
    ['+639171112222', '771204'],
  ] as const) {
    t.clock.advanceMs(60_000);
    await deliverSms(t.db, t.clock, sms, {
      brandId,
      phone,
      body: translate('EN', 'sms.code', { code, minutes: 5 }),
      purpose: 'login',
    });
  }
  const mailer = createMailer({ db: t.db, clock: t.clock, provider: createOutboxMailProvider(), log: { error: () => {} } });
  const reset = passwordResetEmail('EN', {
    brand: 'Bituin',
    username: 'juan',
    link: resetLink('https://bituin.example', TOKEN),
    minutes: 30,
  });
  const code = twoFactorCodeEmail('EN', { brand: 'Bituin', username: 'maria', code: '660321', minutes: 10 });
  t.clock.advanceMs(60_000);
  await mailer.send({ brandId, accountId: null, to: 'Juan@Example.ph', fromName: 'Bituin', kind: 'password-reset', ...reset });
  t.clock.advanceMs(60_000);
  await mailer.send({ brandId, accountId: null, to: 'maria@example.ph', fromName: 'Bituin', kind: 'two-factor', ...code });
});
after(() => t.close());

test('support pages the SMS outbox newest first, filtered by recipient, with the codes masked', async () => {
  const support = await staffSignedIn(t, 'support');
  const all = await asStaff(t, support, 'GET', url('channel=sms&pageSize=2'));
  assert.equal(all.statusCode, 200, all.body);
  const page = all.json().value as BoOutboxPage;
  assert.equal(page.total, 3);
  assert.deepEqual(
    page.list.map((row) => row.recipient),
    ['+639171112222', '+639173334444'],
  );
  const second = (await asStaff(t, support, 'GET', url('channel=sms&pageSize=2&pageNo=2'))).json().value as BoOutboxPage;
  assert.deepEqual(
    second.list.map((row) => row.recipient),
    ['+639171112222'],
  );
  const text = JSON.stringify([page, second]);
  for (const code of ['482913', '905118', '771204']) assert.ok(!text.includes(code), `code ${code} is masked`);
  assert.ok(page.list[0]?.body.includes(MASK));
  assert.equal(page.list[0]?.kind, 'login');

  const filtered = (await asStaff(t, support, 'GET', url('channel=sms&recipient=1112222'))).json().value as BoOutboxPage;
  assert.equal(filtered.total, 2);
});

test('the auditor reads the e-mail outbox: reset token and code masked, no HTML, recipient filter in any case', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  const response = await asStaff(t, auditor, 'GET', url('channel=email'));
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json().value as BoOutboxPage;
  assert.deepEqual(
    page.list.map((row) => row.kind),
    ['two-factor', 'password-reset'],
  );
  const text = response.body;
  assert.ok(!text.includes(TOKEN), 'the reset token is masked');
  assert.ok(!text.includes('660321'), 'the code is masked');
  assert.ok(!text.includes('<a '), 'no HTML');
  const reset = page.list[1]!;
  assert.ok(reset.body.includes(`https://bituin.example/index?modal=`), 'the link stays readable up to its query');
  assert.ok(reset.body.includes(`=${MASK}`));
  assert.ok(reset.subject && reset.subject.length > 0);

  const juan = (await asStaff(t, auditor, 'GET', url('channel=email&recipient=JUAN@'))).json().value as BoOutboxPage;
  assert.deepEqual(
    juan.list.map((row) => row.recipient),
    ['Juan@Example.ph'],
  );
});

test('finance (no outbox.read), another brand and bad queries are refused', async () => {
  const finance = await staffSignedIn(t, 'finance');
  assert.equal((await asStaff(t, finance, 'GET', url('channel=sms'))).statusCode, 403);
  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const scoped = await staffSignedIn(t, 'support', [other!.code]);
  assert.equal((await asStaff(t, scoped, 'GET', url('channel=sms'))).statusCode, 403);
  const own = await asStaff(t, scoped, 'GET', `${BO_API.outbox}?brandId=${otherId}&channel=sms`);
  assert.equal((own.json().value as BoOutboxPage).total, 0, 'their own brand has no messages');
  const owner = await staffSignedIn(t, 'owner');
  const bad = await asStaff(t, owner, 'GET', url('channel=fax'));
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errorCode, 'bad_request');
});

test('masking: codes, tokens and link values go; words, minutes and addresses stay', () => {
  assert.equal(maskSecrets('Your code is 123456. It expires in 5 minutes.'), `Your code is ${MASK}. It expires in 5 minutes.`);
  assert.equal(
    maskSecrets('Open https://site.example/index?modal=reset&token=abc to continue'),
    `Open https://site.example/index?modal=${MASK}&token=${MASK} to continue`,
  );
  assert.equal(maskSecrets(`token ${TOKEN} here`), `token ${MASK} here`);
  assert.equal(maskSecrets('Hello juan, see https://site.example/help'), 'Hello juan, see https://site.example/help');
});
