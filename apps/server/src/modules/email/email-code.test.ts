// Proves the e-mailed codes two-factor login uses (EmailCodeService): a code is mailed in the account's language and kept only as a hash, works once, dies after five wrong answers, expires, is bound to its brand and account, and sends are throttled to one a minute and five an hour before a 5-minute lock.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '@pkg/i18n/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { outboxOf } from '../../../test/mail-helpers.ts';
import { AppError } from '../../http/errors.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { Brand } from '../brands/brand.types.ts';
import type { EmailCodeService } from '../../http/verifiers.ts';
import { createEmailCodeService } from './email-code.service.ts';
import { createOutboxMailProvider } from './mail-provider.ts';
import { createMailer } from './mailer.ts';

let t: TestApp;
let codes: EmailCodeService;
let brand: Brand;
let other: Brand;

before(async () => {
  t = await createTestApp();
  const mailer = createMailer({ db: t.db, clock: t.clock, provider: createOutboxMailProvider(), log: { error: () => undefined } });
  codes = createEmailCodeService({ db: t.db, clock: t.clock, secret: 'test-secret-that-is-at-least-32-characters-long', mailer });
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('otherbrand', 'Other', '/x.svg', '{}')`);
  const brands = createBrandService(t.db, t.clock, 0);
  const found = await brands.byCode('bituin');
  const elsewhere = await brands.byCode('otherbrand');
  assert.ok(found && elsewhere);
  brand = found;
  other = elsewhere;
});
after(() => t.close());

/** Registers an account with an e-mail and a language; returns its id. */
async function account(username: string, email: string, language = 'EN'): Promise<string> {
  await registerUser(t, username);
  const [row] = await t.db.query<{ id: string }>(
    'update accounts set email = $2, language = $3 where username = $1 returning id::text as id',
    [username, email, language],
  );
  assert.ok(row);
  return row.id;
}

/** The code in the newest mail to an address. */
async function lastCode(email: string): Promise<string> {
  const [mail] = await outboxOf(t, email);
  const code = mail?.body_text.match(/\b\d{6}\b/)?.[0];
  assert.ok(code, `a code was mailed to ${email}`);
  return code;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => assert.fail('expected a refusal'),
    (thrown: unknown) => thrown,
  );
  assert.ok(error instanceof AppError, String(error));
  return error;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a code is mailed in the account language, stored as a hash, and works once', async () => {
  const id = await account('codeana', 'ana@example.com', 'VI');
  assert.deepEqual(await codes.send(brand, id, 'ana@example.com', 'two-factor'), { expiresInMinutes: 10 });
  const code = await lastCode('ana@example.com');
  const [mail] = await outboxOf(t, 'ana@example.com');
  const values = { brand: 'Bituin Play', username: 'codeana', code, minutes: 10 };
  assert.equal(mail?.subject, translate('VI', 'email.code.subject', values));
  assert.ok(mail?.body_text.includes(translate('VI', 'email.code.intro', values)));
  assert.ok(mail?.body_html.includes(`<html lang="vi">`));
  assert.deepEqual([mail?.kind, mail?.status, mail?.account_id], ['two-factor', 'stored', id]);
  const [stored] = await t.db.query<{ code_hash: string }>('select code_hash from email_codes where account_id = $1', [id]);
  assert.ok(stored && !stored.code_hash.includes(code) && stored.code_hash.length === 64, 'only a hash of the code is kept');

  await codes.verify(brand, id, 'two-factor', ` ${code} `);
  const again = await refusal(codes.verify(brand, id, 'two-factor', code));
  assert.equal(again.code, 'verification_code_invalid');
  assert.equal(again.status, 400);
});

test('wrong answers count; after five the code is dead; a code of one brand or account is not another', async () => {
  const id = await account('codeben', 'ben@example.com');
  const otherId = await account('codebea', 'bea@example.com');
  await codes.send(brand, id, 'ben@example.com', 'two-factor');
  const code = await lastCode('ben@example.com');
  assert.equal((await refusal(codes.verify(other, id, 'two-factor', code))).code, 'verification_code_invalid');
  assert.equal((await refusal(codes.verify(brand, otherId, 'two-factor', code))).code, 'verification_code_invalid');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    assert.equal((await refusal(codes.verify(brand, id, 'two-factor', wrongOf(code)))).code, 'verification_code_invalid');
  }
  const [row] = await t.db.query<{ attempts: number; consumed: boolean }>(
    'select attempts, consumed_at is not null as consumed from email_codes where account_id = $1',
    [id],
  );
  assert.deepEqual({ ...row }, { attempts: 5, consumed: false });
  assert.equal((await refusal(codes.verify(brand, id, 'two-factor', code))).code, 'verification_code_invalid');
});

test('a code past its minutes is expired, and an account never sent one has nothing to verify', async () => {
  const id = await account('codecora', 'cora@example.com');
  assert.equal((await refusal(codes.verify(brand, id, 'two-factor', '123456'))).code, 'verification_code_invalid');
  await codes.send(brand, id, 'cora@example.com', 'two-factor');
  const code = await lastCode('cora@example.com');
  t.clock.advanceMs(10 * 60_000 + 1_000);
  const late = await refusal(codes.verify(brand, id, 'two-factor', code));
  assert.equal(late.code, 'verification_code_expired');
  assert.equal(late.status, 400);
});

test('one code a minute, five an hour, then a 5-minute lock; a refused send mails nothing', async () => {
  const id = await account('codedan', 'dan@example.com');
  await codes.send(brand, id, 'dan@example.com', 'two-factor');
  t.clock.advanceMs(45_000);
  const early = await refusal(codes.send(brand, id, 'dan@example.com', 'two-factor'));
  assert.deepEqual([early.code, early.status, early.extra?.retryAfterSeconds], ['email_too_frequent', 429, 15]);
  assert.equal((await outboxOf(t, 'dan@example.com')).length, 1);
  for (let send = 2; send <= 5; send += 1) {
    t.clock.advanceMs(61_000);
    await codes.send(brand, id, 'dan@example.com', 'two-factor');
  }
  t.clock.advanceMs(61_000);
  const sixth = await refusal(codes.send(brand, id, 'dan@example.com', 'two-factor'));
  assert.deepEqual([sixth.code, sixth.status, sixth.extra?.retryAfterSeconds], ['too_many_requests', 429, 300]);
  t.clock.advanceMs(299_000);
  assert.equal((await refusal(codes.send(brand, id, 'dan@example.com', 'two-factor'))).code, 'too_many_requests');
  assert.equal((await outboxOf(t, 'dan@example.com')).length, 5);
  t.clock.advanceMs(2_000);
  await codes.send(brand, id, 'dan@example.com', 'two-factor');
  // Only the newest code counts.
  const newest = await lastCode('dan@example.com');
  const older = (await outboxOf(t, 'dan@example.com'))[1]?.body_text.match(/\b\d{6}\b/)?.[0];
  assert.ok(older);
  if (older !== newest) assert.equal((await refusal(codes.verify(brand, id, 'two-factor', older))).code, 'verification_code_invalid');
  await codes.verify(brand, id, 'two-factor', newest);
});
