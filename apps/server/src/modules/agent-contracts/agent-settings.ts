import type { Queryable } from '../../db/client.ts';
import { selectAgentSettings } from './agent-settings.queries.ts';

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
export async function readAgentSettings(db: Queryable, brandId: string): Promise<AgentSettings> {
  const row = await selectAgentSettings(db, brandId);
  return row ? { activeBetMinor: row.activeBetMinor, settleDelayMs: row.delaySeconds * 1000 } : DEFAULT_AGENT_SETTINGS;
}
