import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { OUTBOX_MAIL_PROVIDER, type MailProvider } from './mail-provider.ts';

/** An e-mail to record and send. */
export interface OutgoingEmail {
  merchantId: string;
  accountId: string | null;
  to: string;
  /** The brand's name, shown as the sender. */
  fromName: string;
  /** What the message is for: 'password-reset', 'two-factor'. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a failed background send is reported (the app's logger). */
export interface MailLog {
  error(details: object, message: string): void;
}

export interface MailerDeps {
  db: Db;
  clock: Clock;
  provider: MailProvider;
  log: MailLog;
}

/**
 * Records every e-mail in email_outbox and hands it to the provider. The SMTP conversation runs
 * in the background, so no answer waits on a mail server (or tells by its time whether a message
 * was sent); the outbox row says what became of it: 'stored' for the outbox provider, else
 * 'pending', then 'sent' or 'failed' with the server's reply.
 */
export function createMailer(deps: MailerDeps) {
  const { db, clock, provider } = deps;
  const inFlight = new Set<Promise<void>>();

  function track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => deps.log.error({ err: error }, 'e-mail could not be recorded or sent'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  }

  async function record(message: OutgoingEmail): Promise<string> {
    const status = provider.name === OUTBOX_MAIL_PROVIDER ? 'stored' : 'pending';
    const rows = await db.query<{ id: string }>(
      `insert into email_outbox (merchant_id, account_id, recipient, kind, subject, body_text, body_html, provider, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
      [
        message.merchantId,
        message.accountId,
        message.to,
        message.kind,
        message.subject,
        message.text,
        message.html,
        provider.name,
        status,
        clock.now().toISOString(),
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('email_outbox insert returned no id');
    return id;
  }

  async function deliver(id: string, message: OutgoingEmail): Promise<void> {
    const result = await provider.send({
      to: message.to,
      fromName: message.fromName,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await db.query('update email_outbox set status = $2, provider_reply = $3, sent_at = $4 where id = $1', [
      id,
      result.ok ? 'sent' : 'failed',
      result.reply ?? null,
      result.ok ? clock.now().toISOString() : null,
    ]);
  }

  /** Records the message (resolving once it is in the outbox) and sends it in the background. */
  async function send(message: OutgoingEmail): Promise<void> {
    // Recorded before sending, so a crash mid-send still leaves a trace for the operator.
    const id = await record(message);
    if (provider.name !== OUTBOX_MAIL_PROVIDER) track(deliver(id, message));
  }

  /** Waits until every message handed over so far is recorded and sent (or failed). */
  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    send,
    drain,

    /**
     * Records and sends wholly in the background: for answers that must take the same time
     * whether or not a message goes out (the reset request).
     */
    sendInBackground(message: OutgoingEmail): void {
      track(send(message));
    },

    /** Drains, then closes the provider's connections; for the app's shutdown. */
    async close(): Promise<void> {
      await drain();
      provider.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
