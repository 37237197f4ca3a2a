import type { Queryable } from '../../db/client.ts';

/** A brand's own agent rules row (null when it has set none): the active threshold in minor units, the delay in seconds. */
export async function selectAgentSettings(
  db: Queryable,
  brandId: string,
): Promise<{ activeBetMinor: bigint; delaySeconds: number } | null> {
  const [row] = await db.query<{ activeBet: string; delay: number }>(
    `select active_bet_minor::text as "activeBet", settle_delay_seconds as delay from agent_settings where merchant_id = $1`,
    [brandId],
  );
  return row ? { activeBetMinor: BigInt(row.activeBet), delaySeconds: row.delay } : null;
}
