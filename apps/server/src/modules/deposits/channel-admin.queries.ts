import type { Queryable } from '../../db/client.ts';

/** A brand's id and currency by its code; undefined when there is none. */
export async function selectBrandCurrency(
  db: Queryable,
  brandCode: string,
): Promise<{ id: string; currency: string; digits: number } | undefined> {
  const [brand] = await db.query<{ id: string; currency: string; digits: number }>(
    `select id::text as id, currency_code as currency, currency_minor_digits as digits from merchants where code = $1`,
    [brandCode],
  );
  return brand;
}

/** A brand's id by its code; undefined when there is none. */
export async function selectBrandId(db: Queryable, brandCode: string): Promise<string | undefined> {
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
  return brand?.id;
}

/** A channel's settings as the operator's checks leave them, ready to store. */
export interface ChannelValues {
  kind: 'manual' | 'gateway';
  displayName: string;
  currency: string;
  minMinor: bigint;
  maxMinor: bigint;
  enabled: boolean;
  sortOrder: number;
  expiryMinutes: number;
  payTo: { provider: string; accountName: string; accountNumber: string; qrImageUrl: string | null } | null;
  instructions: Record<string, string>;
  gateway: string | null;
}

/** Creates a brand's channel or changes it (a channel keeps its kind and currency). */
export async function upsertChannel(tx: Queryable, brandId: string, code: string, values: ChannelValues, at: Date): Promise<void> {
  await tx.query(
    `insert into deposit_channels (merchant_id, code, kind, display_name, currency, min_amount, max_amount, enabled, sort_order,
         expiry_minutes, pay_to_provider, pay_to_account_name, pay_to_account_number, pay_to_qr_url, instructions, gateway, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
       on conflict (merchant_id, code) do update set display_name = excluded.display_name, min_amount = excluded.min_amount,
         max_amount = excluded.max_amount, enabled = excluded.enabled, sort_order = excluded.sort_order,
         expiry_minutes = excluded.expiry_minutes, pay_to_provider = excluded.pay_to_provider,
         pay_to_account_name = excluded.pay_to_account_name, pay_to_account_number = excluded.pay_to_account_number,
         pay_to_qr_url = excluded.pay_to_qr_url, instructions = excluded.instructions, gateway = excluded.gateway,
         updated_at = excluded.updated_at`,
    [
      brandId,
      code,
      values.kind,
      values.displayName,
      values.currency,
      values.minMinor.toString(),
      values.maxMinor.toString(),
      values.enabled,
      values.sortOrder,
      values.expiryMinutes,
      values.payTo?.provider ?? null,
      values.payTo?.accountName ?? null,
      values.payTo?.accountNumber ?? null,
      values.payTo?.qrImageUrl ?? null,
      JSON.stringify(values.instructions),
      values.gateway,
      at.toISOString(),
    ],
  );
}
