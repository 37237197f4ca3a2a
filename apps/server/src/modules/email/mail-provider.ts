import nodemailer from 'nodemailer';

/** One e-mail as a provider sends it: plain text with an HTML alternative. */
export interface MailMessage {
  to: string;
  /** The sender's display name (the brand); the address is the server's MAIL_FROM. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

/** Something that carries an e-mail to a mailbox. */
export interface MailProvider {
  /** Recorded with every message in email_outbox. */
  name: string;
  /** Sends one message; ok when the server accepted it. Never throws. */
  send(message: MailMessage): Promise<{ ok: boolean; reply?: string }>;
  /** Closes pooled connections when the app stops. */
  close(): void;
}

/** The name of the provider that sends nothing. */
export const OUTBOX_MAIL_PROVIDER = 'outbox';

/** How long connecting to the SMTP server, and its greeting, may take. */
export const SMTP_TIMEOUT_MS = 10_000;

// Server replies are kept for the operator; a long one need not be kept whole.
const MAX_REPLY_CHARS = 1_000;

/**
 * Sends nothing: messages stay in email_outbox for the operator to read. The default, so a fresh
 * machine works without a mail server.
 */
export function createOutboxMailProvider(): MailProvider {
  return { name: OUTBOX_MAIL_PROVIDER, send: async () => ({ ok: true }), close: () => undefined };
}

/**
 * Sends through an SMTP server named by a URL, e.g. `smtp://user:pass@mail.example.com:587`
 * (STARTTLS when the server offers it) or `smtps://...:465` (TLS from the start). A refusal,
 * timeout or network error counts as a failure, never as a thrown error.
 */
export function createSmtpMailProvider(url: string, fromAddress: string): MailProvider {
  // Refused at start: messages from an empty sender would be refused by every server, one by one.
  if (!fromAddress) throw new Error('MAIL_FROM is required when SMTP_URL is set');
  // nodemailer waits minutes by default; a message nobody receives within these is better marked failed.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: 3 * SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: { name: message.fromName, address: fromAddress },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        const refused = info.rejected.length > 0;
        return { ok: !refused, reply: String(info.response ?? '').slice(0, MAX_REPLY_CHARS) };
      } catch (error) {
        return { ok: false, reply: (error instanceof Error ? error.message : String(error)).slice(0, MAX_REPLY_CHARS) };
      }
    },
    close: () => transport.close(),
  };
}
