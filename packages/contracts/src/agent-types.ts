/** Account types that may open the agent centre (SPEC.md section 6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/** The trial (free-play) account type, barred from member and agent features. */
export const TRIAL_ACCOUNT_TYPE = 4;

/** True when an account type may open the agent centre. */
export function isAgentType(type: number | null | undefined): boolean {
  return type != null && (AGENT_TYPES as readonly number[]).includes(type);
}

/** True when an account type is the trial type. */
export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_ACCOUNT_TYPE;
}
