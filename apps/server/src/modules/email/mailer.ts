import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutboxEmail, updateOutboxResult } from './email-outbox.queries.ts';
import { OUTBOX_MAIL_PROVIDER, type MailProvider } from './mail-provider.ts';

/** An e-mail to record and send. */
export interface OutgoingEmail {
  brandId: string;
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
    return insertOutboxEmail(db, { ...message, provider: provider.name, status, at: clock.now() });
  }

  async function deliver(id: string, message: OutgoingEmail): Promise<void> {
    const result = await provider.send({
      to: message.to,
      fromName: message.fromName,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await updateOutboxResult(db, id, {
      status: result.ok ? 'sent' : 'failed',
      reply: result.reply ?? null,
      sentAt: result.ok ? clock.now() : null,
    });
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
