import type { Queryable } from '../../db/client.ts';

/** A brand's agent rules (decision 029). */
export interface AgentSettings {
  /** Valid bets in a period (minor units) that make a member active, for reports and contract tiers. */
  activeBetMinor: bigint;
  /** How long after a period ends its settlement waits, so rounds settling late still count. */
  settleDelayMs: number;
}

/** The defaults a brand without its own row has. */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = { activeBetMinor: 10_000n, settleDelayMs: 600_000 };

/** The brand's agent rules (the defaults when it has set none). */
export async function readAgentSettings(db: Queryable, merchantId: string): Promise<AgentSettings> {
  const [row] = await db.query<{ activeBet: string; delay: number }>(
    `select active_bet_minor::text as "activeBet", settle_delay_seconds as delay from agent_settings where merchant_id = $1`,
    [merchantId],
  );
  return row ? { activeBetMinor: BigInt(row.activeBet), settleDelayMs: row.delay * 1000 } : DEFAULT_AGENT_SETTINGS;
}
