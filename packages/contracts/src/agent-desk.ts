import { z } from 'zod';
import { amountMinor, currencyCode } from './amount.ts';
import { CONTRACT_KINDS, contractTerms, contractView, statementView } from './agent-contracts.ts';

/**
 * The back office's agent desk (decision 029): contract settlements per brand, kind and period with
 * their statements; staff hold a pending period, release it, retry a stalled one (its run's job
 * failed for good: the new run pays only what the failed one did not), and re-run a settled one (a
 * second staff member approves a re-run, which pays any difference); and the operator's contracts
 * with top-level agents. Reading needs agents.read, acting agents.manage.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

export const SETTLEMENT_STATUSES = ['pending', 'held', 'running', 'done'] as const;

/** `GET /bo/agents/settlements`. */
export const boSettlementQuery = z.object({
  brandId: id.optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  /** Periods that started before this instant (paging back); now by default. */
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoSettlementQuery = z.infer<typeof boSettlementQuery>;

export const boSettlement = z.object({
  id: z.string(),
  brandId: z.string(),
  brandCode: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  runVersion: z.number().int(),
  contracts: z.number().int(),
  paidMinor: amountMinor,
  currency: currencyCode,
  heldBy: z.string().nullable(),
  heldReason: z.string().nullable(),
  /** A re-run asked for and awaiting a second staff member. */
  rerun: z.object({ requestedBy: z.string(), reason: z.string(), at: z.string(), mine: z.boolean() }).nullable(),
  finishedAt: z.string().nullable(),
  /**
   * Pending or running, but nothing will move it on: its run's job failed after its last try (or
   * its turn came and no run started). Staff retry it (`POST .../retry`); later periods of its kind wait.
   */
  stalled: z.boolean(),
  /** The first line of the stalled run's last error, when one was recorded. */
  runError: z.string().nullable(),
  /** When the stalled run's job last tried (null when it never started or is gone). */
  runTriedAt: z.string().nullable(),
});
export type BoSettlement = z.infer<typeof boSettlement>;

export const boSettlementPage = z.object({ entries: z.array(boSettlement), nextBefore: z.string().nullable() });
export type BoSettlementPage = z.infer<typeof boSettlementPage>;

/** `GET /bo/agents/settlements/:id`: the settlement with every statement of every run. */
export const boSettlementDetail = boSettlement.extend({ statements: z.array(statementView) });
export type BoSettlementDetail = z.infer<typeof boSettlementDetail>;

/** Hold and re-run say why. */
export const boSettlementReason = z.object({ reason: z.string().trim().min(3).max(500) });

/** `GET /bo/agents/contracts`: contracts in the staff member's brands, newest first. */
export const boContractQuery = z.object({
  brandId: id.optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  username: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BoContractQuery = z.infer<typeof boContractQuery>;
export const boContractPage = z.object({
  entries: z.array(contractView.extend({ brandId: z.string() })),
  /** Top-level agents (no upline agent) the operator may offer contracts to. */
  topAgents: z.array(z.object({ brandId: z.string(), id: z.string(), username: z.string() })),
});
export type BoContractPage = z.infer<typeof boContractPage>;

/** `POST /bo/agents/contracts`: the operator offers a top-level agent a contract, or ends one. */
export const boContractAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('offer'), brandId: id, agentId: id, kind: z.enum(CONTRACT_KINDS), terms: contractTerms }),
  z.object({ action: z.literal('end'), contractId: id, reason: z.string().trim().min(3).max(500) }),
]);
export type BoContractAction = z.infer<typeof boContractAction>;
