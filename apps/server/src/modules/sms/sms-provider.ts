import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutboxSms, updateOutboxResult } from './sms-outbox.queries.ts';

/** Something that carries an SMS to a phone. */
export interface SmsProvider {
  /** Recorded with every message in sms_outbox. */
  name: string;
  /** Sends one message to an E.164 number; ok when the provider accepted it. */
  send(to: string, body: string): Promise<{ ok: boolean; reply?: string }>;
}

/** The name of the provider that sends nothing. */
export const OUTBOX_PROVIDER_NAME = 'outbox';

/** How long the HTTP provider may take before the message counts as failed. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

// Provider replies are kept for the operator; a page of HTML need not be kept whole.
const MAX_REPLY_CHARS = 1_000;

/**
 * Sends nothing: messages stay in sms_outbox for the operator to read. The default, so a fresh
 * machine works without an SMS account.
 */
export function createOutboxProvider(): SmsProvider {
  return { name: OUTBOX_PROVIDER_NAME, send: async () => ({ ok: true }) };
}

/**
 * Posts `{ to, body }` as JSON to an SMS gateway with a bearer token; any 2xx answer means
 * accepted. A timeout or network error counts as a failure, never as a thrown error.
 */
export function createHttpSmsProvider(url: string, token: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'http',
    async send(to, body) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to, body }),
          signal: AbortSignal.timeout(SMS_HTTP_TIMEOUT_MS),
        });
        const reply = (await response.text()).slice(0, MAX_REPLY_CHARS);
        return { ok: response.ok, reply: `${response.status} ${reply}`.trim() };
      } catch (error) {
        return { ok: false, reply: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A message to send and record. */
export interface OutgoingSms {
  brandId: string;
  /** E.164. */
  phone: string;
  body: string;
  purpose: string;
}

/**
 * Records the message in sms_outbox, then hands it to the provider and records what became of it:
 * 'stored' for the outbox provider, else 'sent' or 'failed' with the provider's reply.
 */
export async function deliverSms(
  db: Queryable,
  clock: Clock,
  provider: SmsProvider,
  message: OutgoingSms,
): Promise<'stored' | 'sent' | 'failed'> {
  // Recorded before sending, so a crash mid-send still leaves a trace for the operator.
  const id = await insertOutboxSms(db, { ...message, provider: provider.name, at: clock.now() });
  if (provider.name === OUTBOX_PROVIDER_NAME) return 'stored';
  const result = await provider.send(message.phone, message.body);
  const status = result.ok ? 'sent' : 'failed';
  await updateOutboxResult(db, id, status, result.reply ?? null);
  return status;
}
