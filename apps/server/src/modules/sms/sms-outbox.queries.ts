import type { Queryable } from '../../db/client.ts';

/** Records a text as 'stored' before it is sent; its id. */
export async function insertOutboxSms(
  db: Queryable,
  sms: { brandId: string; phone: string; body: string; purpose: string; provider: string; at: Date },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `insert into sms_outbox (merchant_id, phone, body, purpose, provider, status, created_at)
     values ($1, $2, $3, $4, $5, 'stored', $6) returning id::text as id`,
    [sms.brandId, sms.phone, sms.body, sms.purpose, sms.provider, sms.at.toISOString()],
  );
  return rows[0]?.id;
}

/** What became of a send: 'sent' or 'failed', with the provider's reply. */
export async function updateOutboxResult(
  db: Queryable,
  id: string | undefined,
  status: 'sent' | 'failed',
  reply: string | null,
): Promise<void> {
  await db.query('update sms_outbox set status = $2, provider_reply = $3 where id = $1', [id, status, reply]);
}
