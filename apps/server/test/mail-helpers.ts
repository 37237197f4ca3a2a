import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { API } from '@pkg/contracts/routes';
import type { TestApp } from './test-app.ts';
import { demoHeaders } from './test-app.ts';
import { humanCheck } from './auth-helpers.ts';

/** A row of email_outbox as the tests read it. */
export interface OutboxRow {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  body_text: string;
  body_html: string;
  provider: string;
  status: string;
  provider_reply: string | null;
  account_id: string | null;
}

/** The messages recorded for a recipient, newest first. */
export function outboxOf(t: TestApp, recipient: string): Promise<OutboxRow[]> {
  return t.db.query<OutboxRow>(
    `select id::text as id, recipient, kind, subject, body_text, body_html, provider, status, provider_reply, account_id::text as account_id
       from email_outbox where lower(recipient) = lower($1) order by id desc`,
    [recipient],
  );
}

/** Polls until check answers something truthy (the reset request records its mail after answering). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Long enough for a message sent in the background to have been recorded, when a test checks that none was. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Posts the reset-by-e-mail form as the site does (form-encoded), solving the human check unless given. */
export async function askResetLink(t: TestApp, fields: Record<string, string | undefined>, headers: Record<string, string> = {}) {
  const form = new URLSearchParams();
  const all: Record<string, string | undefined> = { humanCheck: await humanCheck(t), ...fields };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) form.set(key, value);
  return t.app.inject({
    method: 'POST',
    url: API.passwordByEmail,
    headers: demoHeaders({ 'content-type': 'application/x-www-form-urlencoded', ...headers }),
    payload: form.toString(),
  });
}

/** The reset link in a mail's text, with its token. */
export function linkIn(text: string): { url: URL; token: string } {
  const found = /https?:\/\/\S+/.exec(text)?.[0];
  assert.ok(found, 'the mail holds a link');
  const url = new URL(found);
  const token = url.searchParams.get('token');
  assert.ok(token, 'the link holds a token');
  return { url, token };
}

/** A message as a real SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * Starts a real SMTP server (the smtp-server package) on a free local port that asks for a login
 * and keeps every message it accepts. `refuse` makes it refuse recipients matching it.
 */
export async function startSmtpServer(options: { user: string; pass: string; refuse?: RegExp }) {
  const received: ReceivedMail[] = [];
  const settings: SMTPServerOptions = {
    secure: false,
    // No certificate here: the test server speaks plain SMTP, so it may not offer STARTTLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.test(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    url: `smtp://${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One decoded MIME part: its headers (lower-case names) and its text. */
export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Splits a message into unfolded headers and its body. */
function splitHeaders(raw: string): MimePart {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // Literal "%" first becomes "%25", so decodeURIComponent turns back only the =XX bytes.
    const escaped = part.body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1');
    return decodeURIComponent(escaped);
  }
  return part.body;
}

/**
 * Reads a received message far enough for the tests: headers, and the text and HTML of a
 * multipart/alternative body (base64, quoted-printable or 7bit), as nodemailer writes it.
 */
export function readMime(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const message = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((chunk) => !chunk.startsWith('--'))
        // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
        .map((chunk) => splitHeaders(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    : [message];
  const of = (type: string) => {
    const part = parts.find((candidate) => (candidate.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part).replace(/\r\n/g, '\n') : '';
  };
  return { headers: message.headers, text: of('text/plain'), html: of('text/html') };
}
