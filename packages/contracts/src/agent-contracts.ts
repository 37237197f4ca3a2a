import { z } from 'zod';
import { amountMinor, nonNegativeAmountMinor } from './amount.ts';

/**
 * Agents' contracts (decision 029): an upline (or, for a top-level agent, the operator) offers a
 * downline agent a dividend, daily salary, hourly salary or real-time salary contract; the
 * downline accepts or rejects it; either side asks to terminate it and the other accepts or
 * rejects that. Contracts are versions never edited in place: an accepted offer ends the contract
 * it replaces. Settlement jobs pay each period once, with a statement showing the formula.
 * Amounts are minor units in decimal strings; rates are basis points (1% = 100).
 */

const rateBp = z.number().int().min(1).max(10_000);

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The platform's relay path of each kind (SPEC.md section 7); each answers GET and POST. */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

/**
 * Salary terms (daily, hourly): the rate of the team's valid bets in the period, by the highest tier
 * the team reaches (valid bets and active members both at least the tier's).
 */
export const salaryTerms = z.object({
  tiers: z
    .array(z.object({ minValidBetMinor: nonNegativeAmountMinor, minActiveMembers: z.number().int().min(0).max(1_000_000), rateBp }))
    .min(1)
    .max(10),
});
/** Real-time salary terms: a rate of the team's valid bets in every 5-minute window. */
export const realtimeTerms = z.object({ rateBp });
/**
 * Dividend terms: a share of the team's net loss (players' losses less their bonuses and rebates)
 * per half month (H) or month (M), by the highest tier reached; a negative period carries over.
 */
export const dividendTerms = z.object({
  period: z.enum(['H', 'M']),
  tiers: z
    .array(z.object({ minNetLossMinor: nonNegativeAmountMinor, minActiveMembers: z.number().int().min(0).max(1_000_000), shareBp: rateBp }))
    .min(1)
    .max(10),
});
export const contractTerms = z.union([salaryTerms, realtimeTerms, dividendTerms]);
export type SalaryTerms = z.infer<typeof salaryTerms>;
export type RealtimeTerms = z.infer<typeof realtimeTerms>;
export type DividendTerms = z.infer<typeof dividendTerms>;
export type ContractTerms = z.infer<typeof contractTerms>;

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'withdrawn', 'ended'] as const;

const party = z.object({ id: z.string(), username: z.string() });

/** One contract version. */
export const contractView = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  /** Who offered it: the upline agent, or null for the operator. */
  upline: party.nullable(),
  downline: party,
  terms: contractTerms,
  /** The highest rate (or share) of the terms: a downline is never offered more than its upline holds. */
  rateBp: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  activeFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(['superseded', 'terminated', 'operator', 'moved', 'upline_lowered']).nullable(),
  /** A pending request on it: `new` (an offer awaiting the downline) or `termination` (awaiting the other side). */
  request: z.enum(['new', 'termination']).nullable(),
  /** True when the caller is the one who must accept or reject that request. */
  awaitingMe: z.boolean(),
});
export type ContractView = z.infer<typeof contractView>;

/** `GET` of a kind's path: the caller's own contract and offers, and its direct downline agents' contracts. */
export const contractsValue = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The caller's active contract of this kind, and offers or termination requests awaiting it. */
  mine: contractView.nullable(),
  pending: z.array(contractView),
  /** The most the caller may offer (its own rate); null when it holds no contract of the kind and so cannot offer. */
  maxRateBp: z.number().int().nullable(),
  downlines: z.array(
    z.object({ agent: party, active: contractView.nullable(), pending: contractView.nullable(), teamSize: z.number().int() }),
  ),
});
export type ContractsValue = z.infer<typeof contractsValue>;

/** `POST` of a kind's path: one action. */
export const contractAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('offer'), downlineId: z.string().regex(/^[0-9]{1,18}$/), terms: contractTerms }),
  z.object({ action: z.literal('accept'), contractId: z.string().regex(/^[0-9]{1,18}$/) }),
  z.object({ action: z.literal('reject'), contractId: z.string().regex(/^[0-9]{1,18}$/) }),
  z.object({ action: z.literal('terminate'), contractId: z.string().regex(/^[0-9]{1,18}$/) }),
  z.object({ action: z.literal('withdraw'), contractId: z.string().regex(/^[0-9]{1,18}$/) }),
  /** What the terms would have paid the downline for the last settled period (nothing is saved). */
  z.object({ action: z.literal('preview'), downlineId: z.string().regex(/^[0-9]{1,18}$/), terms: contractTerms }),
]);
export type ContractAction = z.infer<typeof contractAction>;

/** A settlement's figures for one contract: what it was computed on and how. */
export const statementView = z.object({
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  agent: party,
  periodKey: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  /** Team valid bets, active members, net loss (dividend) in the window. */
  validBetMinor: amountMinor,
  activeMembers: z.number().int(),
  netLossMinor: amountMinor,
  rateBp: z.number().int(),
  /** rate × basis; less what the agent's own downline agents earn on their teams (the rate differential). */
  grossMinor: amountMinor,
  downlineMinor: amountMinor,
  carryInMinor: amountMinor,
  /** What the period owes the agent (gross − downline + carry-in), what this run paid, and what carries over (negative). */
  netMinor: amountMinor,
  paidMinor: amountMinor,
  carryOutMinor: amountMinor,
  /** The computation in words and figures, e.g. "0.50% × 1,234,567.00 valid bets (tier 2) − 2,000.00 downline = 4,172.84". */
  formula: z.string(),
  /** Tier reached (1 = the first), 0 when none. */
  tier: z.number().int(),
  status: z.enum(['paid', 'zero', 'carried']),
  runVersion: z.number().int(),
  createdAt: z.string(),
});
export type StatementView = z.infer<typeof statementView>;

/** The preview's answer. */
export const previewValue = statementView.omit({ status: true, runVersion: true, createdAt: true, contractId: true });

/**
 * `GET /wps/member/info/funds/consolidated` (SPEC.md section 3): which contract pages the agent
 * centre shows. `*req*` fields: 0 nothing, 1 an offer awaits the caller, 2 a termination awaits the
 * caller, 3 the caller's own request awaits the other side.
 */
export const consolidatedValue = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  /** The caller holds an active contract of the kind. */
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  agentRealtimeSalary: z.boolean(),
  /** The Daily Salary page shows (a contract, an offer, or downlines to offer to). */
  salary: z.boolean(),
  /** The Dividend page shows. */
  enableCt: z.boolean(),
  /** The brand's domains for invitation links (SPEC: each with speed 0). */
  domainList: z.array(z.object({ domain: z.string(), speed: z.literal(0) })),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValue>;
