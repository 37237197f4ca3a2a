import type { ContractKind, StatementView } from '@pkg/contracts/agent-contracts';
import type { Queryable } from '../../db/client.ts';

export interface StatementRow {
  contractId: string;
  kind: ContractKind;
  agentId: string;
  agentName: string;
  periodKey: string;
  windowStart: Date;
  windowEnd: Date;
  validBet: string;
  activeMembers: number;
  netLoss: string;
  rateBp: number;
  tier: number;
  gross: string;
  downline: string;
  carryIn: string;
  net: string;
  paid: string;
  carryOut: string;
  formula: string;
  status: StatementView['status'];
  runVersion: number;
  createdAt: Date;
}

export const STATEMENT_COLUMNS = `s.contract_id::text as "contractId", s.kind, s.agent_id::text as "agentId", a.username as "agentName",
  s.period_key as "periodKey", s.window_start as "windowStart", s.window_end as "windowEnd", s.valid_bet_minor::text as "validBet",
  s.active_members as "activeMembers", s.net_loss_minor::text as "netLoss", s.rate_bp as "rateBp", s.tier, s.gross_minor::text as gross,
  s.downline_minor::text as downline, s.carry_in_minor::text as "carryIn", s.net_minor::text as net, s.paid_minor::text as paid,
  s.carry_out_minor::text as "carryOut", s.formula, s.status, s.run_version as "runVersion", s.created_at as "createdAt"`;

export function statementViewOf(row: StatementRow): StatementView {
  return {
    contractId: row.contractId,
    kind: row.kind,
    agent: { id: row.agentId, username: row.agentName },
    periodKey: row.periodKey,
    windowStart: new Date(row.windowStart).toISOString(),
    windowEnd: new Date(row.windowEnd).toISOString(),
    validBetMinor: row.validBet,
    activeMembers: row.activeMembers,
    netLossMinor: row.netLoss,
    rateBp: row.rateBp,
    tier: row.tier,
    grossMinor: row.gross,
    downlineMinor: row.downline,
    carryInMinor: row.carryIn,
    netMinor: row.net,
    paidMinor: row.paid,
    carryOutMinor: row.carryOut,
    formula: row.formula,
    status: row.status,
    runVersion: row.runVersion,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** An agent's statements whose window starts in [from, to), newest first, with what each kind paid. */
export async function selectStatements(
  db: Queryable,
  q: { brandId: string; agentId: string; from: Date; to: Date; limit: number; offset: number },
) {
  const args = [q.brandId, q.agentId, q.from.toISOString(), q.to.toISOString()];
  const where = `s.merchant_id = $1 and s.agent_id = $2 and s.window_start >= $3 and s.window_start < $4`;
  const rows = await db.query<StatementRow>(
    `select ${STATEMENT_COLUMNS} from agent_statements s join accounts a on a.id = s.agent_id where ${where}
      order by s.window_start desc, s.id desc limit $5 offset $6`,
    [...args, q.limit, q.offset],
  );
  const sums = await db.query<{ kind: ContractKind; paid: string; count: number }>(
    `select s.kind, sum(s.paid_minor)::text as paid, count(*)::int as count from agent_statements s where ${where} group by s.kind`,
    args,
  );
  return {
    rows,
    total: sums.reduce((n, s) => n + s.count, 0),
    totals: new Map(sums.map((s) => [s.kind, BigInt(s.paid)])),
  };
}

/** Every statement of a settlement, by run version then contract. */
export function selectSettlementStatements(db: Queryable, settlementId: string) {
  return db.query<StatementRow>(
    `select ${STATEMENT_COLUMNS} from agent_statements s join accounts a on a.id = s.agent_id where s.settlement_id = $1
      order by s.run_version, s.contract_id`,
    [settlementId],
  );
}
