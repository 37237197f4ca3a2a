import type { Queryable } from '../../db/client.ts';

/** Locks a brand's vendor and says whether it had a wallet secret; undefined when the brand has no such vendor. */
export async function lockVendorSecretState(
  tx: Queryable,
  brandId: string,
  vendorCode: string,
): Promise<{ hadSecret: boolean } | undefined> {
  const [vendor] = await tx.query<{ hadSecret: boolean }>(
    `select wallet_secret_sealed is not null as "hadSecret" from game_vendors where merchant_id = $1 and vendor_code = $2 for update`,
    [brandId, vendorCode],
  );
  return vendor;
}

/** The digits of a brand's currency (2 when the brand is unknown). */
export async function selectMinorDigits(db: Queryable, brandId: string): Promise<number> {
  const [brand] = await db.query<{ digits: number }>(`select currency_minor_digits as digits from merchants where id = $1`, [brandId]);
  return Number(brand?.digits ?? 2);
}

/** A message of either outbox as the desk reads it. */
export interface OutboxRecord {
  id: string;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  provider: string;
  status: string;
  providerReply: string | null;
  createdAt: Date | string;
  sentAt: Date | string | null;
}

const SMS_SELECT = `select id::text as id, phone as recipient, purpose as kind, null::text as subject, body, provider, status,
  provider_reply as "providerReply", created_at as "createdAt", null::timestamptz as "sentAt" from sms_outbox`;
const EMAIL_SELECT = `select id::text as id, recipient, kind, subject, body_text as body, provider, status,
  provider_reply as "providerReply", created_at as "createdAt", sent_at as "sentAt" from email_outbox`;

/**
 * A page of a brand's SMS or e-mail outbox, newest first, of recipients containing `recipient`
 * (lower case; null: every one), with the count of all that match.
 */
export async function selectOutboxPage(
  db: Queryable,
  filter: { channel: 'sms' | 'email'; brandId: string; recipient: string | null; limit: number; offset: number },
): Promise<{ rows: OutboxRecord[]; total: number }> {
  const [select, column] = filter.channel === 'sms' ? [SMS_SELECT, 'phone'] : [EMAIL_SELECT, 'recipient'];
  const where = `where merchant_id = $1 and ($2::text is null or position($2 in lower(${column})) > 0)`;
  const rows = await db.query<OutboxRecord>(`${select} ${where} order by created_at desc, id desc limit $3 offset $4`, [
    filter.brandId,
    filter.recipient,
    filter.limit,
    filter.offset,
  ]);
  const table = filter.channel === 'sms' ? 'sms_outbox' : 'email_outbox';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from ${table} ${where}`, [
    filter.brandId,
    filter.recipient,
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
