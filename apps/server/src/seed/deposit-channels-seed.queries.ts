/** The seeds' writes of deposit channels (seedDepositChannels): only channels whose code the brand lacks. */
import type { Queryable } from '../db/client.ts';

/** Adds a channel, enabled, in the brand's currency (the brand by its code), unless the brand has one of the code. */
export async function insertChannelIfMissing(
  tx: Queryable,
  brandCode: string,
  channel: {
    code: string;
    kind: string;
    displayName: string;
    minAmountMinor: bigint;
    maxAmountMinor: bigint;
    sortOrder: number;
    expiryMinutes: number;
    payToProvider: string | null;
    payToAccountName: string | null;
    payToAccountNumber: string | null;
    payToQrUrl: string | null;
    instructions: Record<string, unknown>;
    gateway: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into deposit_channels (merchant_id, code, kind, display_name, currency, min_amount, max_amount, enabled, sort_order,
       expiry_minutes, pay_to_provider, pay_to_account_name, pay_to_account_number, pay_to_qr_url, instructions, gateway,
       created_at, updated_at)
     select m.id, $2, $3, $4, m.currency_code, $5, $6, true, $7, $8, $9, $10, $11, $12, $13, $14, now(), now()
       from merchants m where m.code = $1
     on conflict (merchant_id, code) do nothing`,
    [
      brandCode,
      channel.code,
      channel.kind,
      channel.displayName,
      channel.minAmountMinor.toString(),
      channel.maxAmountMinor.toString(),
      channel.sortOrder,
      channel.expiryMinutes,
      channel.payToProvider,
      channel.payToAccountName,
      channel.payToAccountNumber,
      channel.payToQrUrl,
      JSON.stringify(channel.instructions),
      channel.gateway,
    ],
  );
}
