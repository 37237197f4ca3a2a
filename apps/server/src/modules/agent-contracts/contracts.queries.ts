import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/** One contract version as stored, with both parties' names. */
export interface ContractRow {
  id: string;
  brandId: string;
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

const COLUMNS = `c.id::text as id, c.merchant_id::text as "brandId", c.kind, c.upline_id::text as "uplineId",
  u.username as "uplineName", c.downline_id::text as "downlineId", d.username as "downlineName", c.terms,
  c.rate_bp as "rateBp", c.status, c.request, c.requested_by::text as "requestedBy", c.offered_at as "offeredAt",
  c.decided_at as "decidedAt", c.active_from as "activeFrom", c.ended_at as "endedAt", c.end_reason as "endReason"`;
const FROM = `agent_contracts c join accounts d on d.id = c.downline_id left join accounts u on u.id = c.upline_id`;

/** Contracts of a kind where the account is either party and that are offered or active, newest first. */
export function selectOpenContracts(db: Queryable, brandId: string, kind: ContractKind, accountIds: readonly string[]) {
  return db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM}
      where c.merchant_id = $1 and c.kind = $2 and c.status in ('offered', 'active')
        and (c.downline_id = any($3::bigint[]) or c.upline_id = any($3::bigint[]))
      order by c.id desc`,
    [brandId, kind, accountIds],
  );
}

/** Every open (offered or active) contract where the account is a party, all kinds. */
export function selectOpenContractsOf(db: Queryable, brandId: string, accountId: string) {
  return db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM}
      where c.merchant_id = $1 and c.status in ('offered', 'active') and (c.downline_id = $2 or c.upline_id = $2)`,
    [brandId, accountId],
  );
}

/** One contract of a brand, locked for a change. */
export async function lockContract(db: Queryable, brandId: string, id: string): Promise<ContractRow | null> {
  const [row] = await db.query<ContractRow>(`select ${COLUMNS} from ${FROM} where c.id = $1 and c.merchant_id = $2 for update of c`, [
    id,
    brandId,
  ]);
  return row ?? null;
}

/** The active contract of a kind a downline holds, locked. */
export async function lockActiveContract(db: Queryable, brandId: string, downlineId: string, kind: ContractKind) {
  const [row] = await db.query<ContractRow>(
    `select ${COLUMNS} from ${FROM} where c.merchant_id = $1 and c.downline_id = $2 and c.kind = $3 and c.status = 'active' for update of c`,
    [brandId, downlineId, kind],
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
    brandId: string;
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
        offer.brandId,
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
export function selectDirectAgents(db: Queryable, brandId: string, uplineId: string, agentTypes: readonly number[]) {
  return db.query<{ id: string; username: string; teamSize: number }>(
    `select a.id::text as id, a.username,
            (select count(*)::int from account_tree t where t.ancestor_id = a.id and t.depth >= 1) as "teamSize"
       from accounts a where a.merchant_id = $1 and a.upline_id = $2 and a.account_type = any($3::smallint[])
      order by a.username`,
    [brandId, uplineId, agentTypes],
  );
}

/** An account of the brand with its upline and type (null when there is none). */
export async function selectParty(db: Queryable, brandId: string, accountId: string) {
  const [row] = await db.query<{ id: string; username: string; uplineId: string | null; accountType: number }>(
    `select id::text as id, username, upline_id::text as "uplineId", account_type as "accountType" from accounts where id = $1 and merchant_id = $2`,
    [accountId, brandId],
  );
  return row ?? null;
}

/** The active contracts of a kind an upline granted above a rate, locked (they end when its own rate drops). */
export async function lockGrantedAbove(
  tx: Queryable,
  brandId: string,
  uplineId: string,
  kind: ContractKind,
  rateBp: number,
): Promise<string[]> {
  const above = await tx.query<{ id: string }>(
    `select id::text as id from agent_contracts where merchant_id = $1 and upline_id = $2 and kind = $3 and status = 'active' and rate_bp > $4 for update`,
    [brandId, uplineId, kind, rateBp],
  );
  return above.map((r) => r.id);
}

/** Withdraws an upline's open offers of a kind above a rate. */
export async function withdrawOffersAbove(
  tx: Queryable,
  brandId: string,
  uplineId: string,
  kind: ContractKind,
  rateBp: number,
  at: Date,
): Promise<void> {
  await tx.query(
    `update agent_contracts set status = 'withdrawn', request = null, decided_at = $4
      where merchant_id = $1 and upline_id = $2 and kind = $3 and status = 'offered' and rate_bp > $5`,
    [brandId, uplineId, kind, at.toISOString(), rateBp],
  );
}

/** Makes an offered contract active now, recording the contract it replaces. */
export async function markActive(tx: Queryable, id: string, replacesId: string | null, at: Date): Promise<void> {
  await tx.query(
    `update agent_contracts set status = 'active', request = null, requested_by = null, decided_at = $2, active_from = $2, replaces_id = $3 where id = $1`,
    [id, at.toISOString(), replacesId],
  );
}

/** Whether an offer of a kind already awaits the downline (as the site asks it). */
export async function offerAwaits(tx: Queryable, brandId: string, downlineId: string, kind: ContractKind): Promise<boolean> {
  const open = await tx.query<{ id: string }>(
    `select id from agent_contracts where merchant_id = $1 and downline_id = $2 and kind = $3 and status = 'offered'`,
    [brandId, downlineId, kind],
  );
  return open.length > 0;
}

/** Whether an offer of a kind already awaits the agent (as the desk asks it). */
export async function offerAwaitsAgent(tx: Queryable, brandId: string, agentId: string, kind: ContractKind): Promise<boolean> {
  const open = await tx.query(
    `select 1 from agent_contracts where merchant_id = $1 and downline_id = $2 and kind = $3 and status = 'offered'`,
    [brandId, agentId, kind],
  );
  return open.length > 0;
}

/** An offer answered no (by its downline) or taken back (by its upline). */
export async function closeOffer(tx: Queryable, id: string, status: 'rejected' | 'withdrawn', at: Date): Promise<void> {
  await tx.query(`update agent_contracts set status = '${status}', request = null, decided_at = $2 where id = $1`, [id, at.toISOString()]);
}

/** A termination request answered no: the contract stays active. */
export async function clearRequest(tx: Queryable, id: string): Promise<void> {
  await tx.query(`update agent_contracts set request = null, requested_by = null where id = $1`, [id]);
}

/** One party asks to end an active contract. */
export async function requestTermination(tx: Queryable, id: string, requestedBy: string): Promise<void> {
  await tx.query(`update agent_contracts set request = 'termination', requested_by = $2 where id = $1`, [id, requestedBy]);
}

/** The active contracts of a kind an upline granted, with the downline's name. */
export async function selectGrantedActive(db: Queryable, brandId: string, uplineId: string, kind: ContractKind) {
  return db.query<{ id: string; agentId: string; agentName: string; terms: ContractTerms }>(
    `select c.id::text as id, c.downline_id::text as "agentId", a.username as "agentName", c.terms from agent_contracts c
       join accounts a on a.id = c.downline_id where c.merchant_id = $1 and c.upline_id = $2 and c.kind = $3 and c.status = 'active'`,
    [brandId, uplineId, kind],
  );
}

/** The brand's domains, in order. */
export async function selectBrandDomains(db: Queryable, brandId: string): Promise<string[]> {
  const domains = await db.query<{ domain: string }>(`select domain from merchant_domains where merchant_id = $1 order by domain`, [
    brandId,
  ]);
  return domains.map((d) => d.domain);
}

/** Contracts in the staff scope, newest first, by brand, kind and either party's username. */
export function selectDeskContracts(
  db: Queryable,
  q: { scope: string[] | null; brandId: string | null; kind: ContractKind | null; username: string | null; limit: number },
) {
  return db.query<ContractRow>(
    `select c.id::text as id, c.merchant_id::text as "brandId", c.kind, c.upline_id::text as "uplineId", u.username as "uplineName",
            c.downline_id::text as "downlineId", d.username as "downlineName", c.terms, c.rate_bp as "rateBp", c.status, c.request,
            c.requested_by::text as "requestedBy", c.offered_at as "offeredAt", c.decided_at as "decidedAt", c.active_from as "activeFrom",
            c.ended_at as "endedAt", c.end_reason as "endReason"
       from agent_contracts c join accounts d on d.id = c.downline_id left join accounts u on u.id = c.upline_id
      where ($1::bigint[] is null or c.merchant_id = any($1)) and ($2::bigint is null or c.merchant_id = $2)
        and ($3::text is null or c.kind = $3) and ($4::text is null or lower(d.username) = lower($4) or lower(u.username) = lower($4))
      order by c.id desc limit $5`,
    [q.scope, q.brandId, q.kind, q.username, q.limit],
  );
}

/** Agents in the staff scope with no agent above them (those the operator contracts with), by name. */
export function selectTopAgents(db: Queryable, agentTypes: readonly number[], scope: string[] | null, brandId: string | null) {
  return db.query<{ brandId: string; id: string; username: string }>(
    `select a.merchant_id::text as "brandId", a.id::text as id, a.username from accounts a left join accounts up on up.id = a.upline_id
      where a.account_type = any($1::smallint[]) and (up.id is null or not (up.account_type = any($1::smallint[])))
        and ($2::bigint[] is null or a.merchant_id = any($2)) and ($3::bigint is null or a.merchant_id = $3)
      order by a.username limit 500`,
    [agentTypes, scope, brandId],
  );
}

/** The brand of a contract (null when there is no such contract). */
export async function selectContractBrand(db: Queryable, id: string): Promise<string | null> {
  const [found] = await db.query<{ brandId: string }>(`select merchant_id::text as "brandId" from agent_contracts where id = $1`, [id]);
  return found?.brandId ?? null;
}
