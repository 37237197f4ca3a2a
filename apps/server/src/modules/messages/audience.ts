/**
 * Who a message reaches (decision 031). A message is one row whatever its audience; whether an
 * account sees it is decided when the account reads, by the predicate of the message's audience
 * kind below, over `m` (the message) and `a` (the reading account). So a message to everyone never
 * writes a row per player, and a segment follows the accounts as they are when read (an account
 * that becomes an agent sees the agents' messages). A new kind (a VIP level, say) adds its value to
 * MESSAGE_AUDIENCES, the check in the migration, and a predicate here (reading `m.audience_value`).
 */
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '@pkg/contracts/agent-types';
import type { MessageAudience } from '@pkg/contracts/messages';

const AGENTS = `array[${AGENT_TYPES.join(',')}]::smallint[]`;

const PREDICATES: Record<MessageAudience, string> = {
  player: `m.audience_account_id = a.id`,
  all: `true`,
  agents: `a.account_type = any(${AGENTS})`,
  members: `not (a.account_type = any(${AGENTS})) and a.account_type <> ${TRIAL_ACCOUNT_TYPE}`,
  // The agent's whole team below it (the closure table), not the agent itself.
  team: `exists (select 1 from account_tree t where t.ancestor_id = m.audience_account_id and t.descendant_id = a.id and t.depth > 0)`,
};

/** SQL true when account `a` is in the audience of message `m` (both must be in scope). */
export const AUDIENCE_SQL = `(case m.audience ${Object.entries(PREDICATES)
  .map(([kind, predicate]) => `when '${kind}' then ${predicate}`)
  .join(' ')} else false end)`;

/**
 * SQL true when message `m` is live for account `a` at `$now` (named by the caller's parameter):
 * published, not expired, not withdrawn, in the audience, and published after the account was
 * created unless the message is also for accounts that register later.
 */
export function visibleSql(now: string): string {
  return `m.merchant_id = a.merchant_id and m.withdrawn_at is null and m.publish_at <= ${now}
    and (m.expires_at is null or m.expires_at > ${now})
    and (m.include_later_accounts or m.audience = 'player' or a.created_at <= m.publish_at)
    and ${AUDIENCE_SQL}`;
}

/** True when the audience kind names an account (the player, or the agent whose team it is). */
export function audienceNamesAccount(kind: MessageAudience): boolean {
  return kind === 'player' || kind === 'team';
}
