import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/** One contract version as stored, with both parties' names. */
export interface ContractRow {
  id: string;
  merchantId: string;
  kind: ContractKind;
  uplineId: string | null;
  uplineName: string | null;
  downlineId: string;
  downlineName: string;
  terms: ContractTerms;
  rateBp: number;
  status: 'offered' | 'active' | 'rejected' | 'withdrawn' | 'ended';
  request: 'new' | 'termination' | null;
  requestedBy: string | null;
  offeredAt: Date;
  decidedAt: Date | null;
  activeFrom: Date | null;
  endedAt: Date | null;
  endReason: 'superseded' | 'terminated' | 'operator' | 'moved' | 'upline_lowered' | null;
}

const COLUMNS = `c.id::text as id, c.merchant_id::text as "merchantId", c.kind, c.upline_id::text as "uplineId",
  u.username as "uplineName", c.downline_id::text as "downlineId", d.username as "downlineName", c.terms,
  c.rate_bp as "rateBp", c.status, c.request, c.requested_by::text as "requestedBy", c.offered_at as "offeredAt",
  c.decided_at as "decidedAt", c.active_from as "activeFrom", c.ended_at as "endedAt", c.end_reason as "endReason"`;
const FROM = `agent_contracts c join accounts d on d.id = c.downline_id left join accounts u on u.id = c.upline_id`;

/** Contracts of a kind where the account is either party and that are offered or active, newest first. */
export function selectOpenContracts(db: Queryable, merchantId: string, kind: ContractKind, accountIds: readonly string[]) {
  return db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM}
      where c.merchant_id = $1 and c.kind = $2 and c.status in ('offered', 'active')
        and (c.downline_id = any($3::bigint[]) or c.upline_id = any($3::bigint[]))
      order by c.id desc`,
    [merchantId, kind, accountIds],
  );
}

/** Every open (offered or active) contract where the account is a party, all kinds. */
export function selectOpenContractsOf(db: Queryable, merchantId: string, accountId: string) {
  return db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM}
      where c.merchant_id = $1 and c.status in ('offered', 'active') and (c.downline_id = $2 or c.upline_id = $2)`,
    [merchantId, accountId],
  );
}

/** One contract of a brand, locked for a change. */
export async function lockContract(db: Queryable, merchantId: string, id: string): Promise<ContractRow | null> {
  const [row] = await db.query<ContractRow>(`select ${COLUMNS} from ${FROM} where c.id = $1 and c.merchant_id = $2 for update of c`, [
    id,
    merchantId,
  ]);
  return row ?? null;
}

/** The active contract of a kind a downline holds, locked. */
export async function lockActiveContract(db: Queryable, merchantId: string, downlineId: string, kind: ContractKind) {
  const [row] = await db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM} where c.merchant_id = $1 and c.downline_id = $2 and c.kind = $3 and c.status = 'active' for update of c`,
    [merchantId, downlineId, kind],
  );
  return row ?? null;
}

/**
 * Inserts an offer. The unique index agent_contracts_one_offer keeps one open offer per downline
 * and kind; an offer that loses a race to another (two staff members at once) answers
 * contract_state, as a second offer sent after the first does, not a constraint error.
 */
export async function insertOffer(
  db: Queryable,
  offer: {
    merchantId: string;
    kind: ContractKind;
    uplineId: string | null;
    downlineId: string;
    staffId: string | null;
    terms: ContractTerms;
    rateBp: number;
    at: Date;
  },
): Promise<string> {
  try {
    const [row] = await db.query<{ id: string }>(
      `insert into agent_contracts (merchant_id, kind, upline_id, downline_id, offered_by_staff, terms, rate_bp, status, request, requested_by, offered_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'offered', 'new', $3, $8) returning id::text as id`,
      [
        offer.merchantId,
        offer.kind,
        offer.uplineId,
        offer.downlineId,
        offer.staffId,
        JSON.stringify(offer.terms),
        offer.rateBp,
        offer.at.toISOString(),
      ],
    );
    return row!.id;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'agent_contracts_one_offer')
      throw new AppError('contract_state', 'an offer already awaits this downline');
    throw error;
  }
}

/** Ends an active contract (or several) for a reason, at a time. */
export async function endContracts(db: Queryable, ids: readonly string[], reason: NonNullable<ContractRow['endReason']>, at: Date) {
  if (ids.length === 0) return;
  await db.query(
    `update agent_contracts set status = 'ended', request = null, requested_by = null, ended_at = $2, end_reason = $3
      where id = any($1::bigint[]) and status = 'active'`,
    [ids, at.toISOString(), reason],
  );
}

/** Direct downline agents of an account (type in the agent types), with their team size. */
export function selectDirectAgents(db: Queryable, merchantId: string, uplineId: string, agentTypes: readonly number[]) {
  return db.query<{ id: string; username: string; teamSize: number }>(
    `select a.id::text as id, a.username,
            (select count(*)::int from account_tree t where t.ancestor_id = a.id and t.depth >= 1) as "teamSize"
       from accounts a where a.merchant_id = $1 and a.upline_id = $2 and a.account_type = any($3::smallint[])
      order by a.username`,
    [merchantId, uplineId, agentTypes],
  );
}

/** An account of the brand with its upline and type (null when there is none). */
export async function selectParty(db: Queryable, merchantId: string, accountId: string) {
  const [row] = await db.query<{ id: string; username: string; uplineId: string | null; accountType: number }>(
    `select id::text as id, username, upline_id::text as "uplineId", account_type as "accountType" from accounts where id = $1 and merchant_id = $2`,
    [accountId, merchantId],
  );
  return row ?? null;
}
