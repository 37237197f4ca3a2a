import type { Queryable } from '../../db/client.ts';

/** An e-mail as email_outbox records it. */
export interface OutboxEmail {
  brandId: string;
  accountId: string | null;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  provider: string;
  status: 'stored' | 'pending';
  at: Date;
}

/** Records an e-mail; its id. */
export async function insertOutboxEmail(db: Queryable, email: OutboxEmail): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into email_outbox (merchant_id, account_id, recipient, kind, subject, body_text, body_html, provider, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
    [
      email.brandId,
      email.accountId,
      email.to,
      email.kind,
      email.subject,
      email.text,
      email.html,
      email.provider,
      email.status,
      email.at.toISOString(),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('email_outbox insert returned no id');
  return id;
}

/** What became of a send: 'sent' (with when) or 'failed', and the server's reply. */
export async function updateOutboxResult(
  db: Queryable,
  id: string,
  result: { status: 'sent' | 'failed'; reply: string | null; sentAt: Date | null },
): Promise<void> {
  await db.query('update email_outbox set status = $2, provider_reply = $3, sent_at = $4 where id = $1', [
    id,
    result.status,
    result.reply,
    result.sentAt?.toISOString() ?? null,
  ]);
}
