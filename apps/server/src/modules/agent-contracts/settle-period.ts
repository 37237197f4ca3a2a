/**
 * One contract settlement run (decision 029): the figures of every contract active in the
 * period, then, contract by contract in transactions of STATEMENT_BATCH, the statement of this run
 * version, the agent's carry-over and the payment from the house to the agent's main wallet under
 * the key `agent-pay:<settlement>:<contract>:v<version>`. A statement is unique per settlement,
 * contract and version, so a run killed anywhere and run again writes and pays the rest once.
 *
 * A re-run (version > 1) never takes money back: what it finds owed beyond what earlier versions
 * paid is paid now; what they overpaid goes onto the agent's carry-over, off the next payment.
 *
 * The period is marked done only by the run it belongs to (status running at the same run_seq):
 * a run that staff replaced (a retry after its job failed) pays nothing twice and finishes nothing.
 */
import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import type { Currency } from '@pkg/money/money';
import type { Db, Queryable } from '../../db/client.ts';
import { mainWalletIds, openHouseShards, openPlayerWallet, HOUSE_SHARDS, stableBucket, transfer } from '../../ledger/index.ts';
import { periodOfKey } from '../../lib/periods.ts';
import { readAgentSettings } from './agent-settings.ts';
import { contractFigures, formulaOf, type ContractFigures, type ContractInPeriod } from './contract-figures.ts';

/** Contracts written and paid per transaction. */
export const STATEMENT_BATCH = 200;

export interface SettlementRow {
  id: string;
  merchantId: string;
  kind: ContractKind;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  status: 'pending' | 'held' | 'running' | 'done';
  runVersion: number;
  runSeq: number;
}

/** The contracts of a kind active in some part of a period, each with the part (its window). */
export async function contractsInPeriod(db: Queryable, s: SettlementRow): Promise<ContractInPeriod[]> {
  const period = periodOfKey(s.periodKey);
  const rows = await db.query<{ id: string; agentId: string; agentName: string; terms: ContractTerms; from: Date; to: Date | null }>(
    `select c.id::text as id, c.downline_id::text as "agentId", a.username as "agentName", c.terms, c.active_from as "from", c.ended_at as "to"
       from agent_contracts c join accounts a on a.id = c.downline_id
      where c.merchant_id = $1 and c.kind = $2 and c.active_from is not null and c.active_from < $4
        and (c.ended_at is null or c.ended_at > $3)
        and ($2 <> 'dividend' or c.terms->>'period' = $5)
      order by c.id`,
    [s.merchantId, s.kind, s.periodStart.toISOString(), s.periodEnd.toISOString(), period.kind],
  );
  return rows
    .map((row) => ({
      id: row.id,
      agentId: row.agentId,
      agentName: row.agentName,
      kind: s.kind,
      terms: row.terms,
      windowStart: new Date(Math.max(new Date(row.from).getTime(), s.periodStart.getTime())),
      windowEnd: new Date(Math.min(row.to ? new Date(row.to).getTime() : Infinity, s.periodEnd.getTime())),
    }))
    .filter((c) => c.windowStart < c.windowEnd);
}

interface Earlier {
  paid: bigint;
  carryIn: bigint;
  carryOut: bigint;
}

async function earlierRuns(tx: Queryable, settlementId: string, contractIds: readonly string[], version: number) {
  const rows = await tx.query<{ contractId: string; paid: string; carryIn: string; carryOut: string }>(
    `select contract_id::text as "contractId", sum(paid_minor)::text as paid,
            (array_agg(carry_in_minor order by run_version))[1]::text as "carryIn",
            (array_agg(carry_out_minor order by run_version desc))[1]::text as "carryOut"
       from agent_statements where settlement_id = $1 and contract_id = any($2::bigint[]) and run_version < $3
      group by contract_id`,
    [settlementId, contractIds, version],
  );
  return new Map(
    rows.map((r): [string, Earlier] => [r.contractId, { paid: BigInt(r.paid), carryIn: BigInt(r.carryIn), carryOut: BigInt(r.carryOut) }]),
  );
}

/** The agents' carry-over of a kind, locked (rows made where missing). */
async function lockCarry(tx: Queryable, merchantId: string, kind: ContractKind, agentIds: readonly string[]) {
  await tx.query(
    `insert into agent_carry (merchant_id, agent_id, kind) select $1, unnest($3::bigint[]), $2 on conflict (agent_id, kind) do nothing`,
    [merchantId, kind, agentIds],
  );
  const rows = await tx.query<{ agentId: string; carry: string }>(
    `select agent_id::text as "agentId", carry_minor::text as carry from agent_carry where kind = $1 and agent_id = any($2::bigint[])
      order by agent_id for update`,
    [kind, agentIds],
  );
  return new Map(rows.map((r) => [r.agentId, BigInt(r.carry)]));
}

/** What one contract's statement says at this version, and the carry-over it leaves. */
function statementOf(f: ContractFigures, version: number, carry: bigint, earlier: Earlier | undefined) {
  const gross = f.grossMinor - f.downlineMinor;
  if (version === 1 || !earlier) {
    const net = gross + carry;
    return { carryIn: carry, net, pay: net > 0n ? net : 0n, carryOut: net < 0n ? net : 0n, carryAfter: net < 0n ? net : 0n };
  }
  const net = gross + earlier.carryIn;
  const owed = net > 0n ? net : 0n;
  const carryOut = net < 0n ? net : 0n;
  const delta = owed - earlier.paid;
  // The carry-over moves by what this version changed it and by any overpayment; were it to come
  // out positive (an earlier negative since taken off a payment is now smaller), that is paid.
  const moved = carry + (carryOut - earlier.carryOut) + (delta < 0n ? delta : 0n);
  const pay = (delta > 0n ? delta : 0n) + (moved > 0n ? moved : 0n);
  return { carryIn: earlier.carryIn, net, pay, carryOut, carryAfter: moved < 0n ? moved : 0n };
}

/** What a run did: the agents it paid (for the wallet events after commit), and whether it marked the period done. */
export interface SettleOutcome {
  paidAgents: string[];
  /** False when the period was no longer running under this run's run_seq (a newer run owns it). */
  finished: boolean;
}

/**
 * Runs a settlement at its current version: figures, statements, carry-over and payments, then
 * marks it done if it is still running under `s.runSeq`. `batch`: contracts per transaction.
 */
export async function settlePeriod(
  db: Db,
  s: SettlementRow,
  currency: Currency,
  at: Date,
  options: { batch?: number } = {},
): Promise<SettleOutcome> {
  const batchSize = Math.max(1, options.batch ?? STATEMENT_BATCH);
  const settings = await readAgentSettings(db, s.merchantId);
  const contracts = await contractsInPeriod(db, s);
  const figures = await contractFigures(
    db,
    { merchantId: s.merchantId, currency: currency.code, activeBetMinor: settings.activeBetMinor },
    contracts,
  );
  const shards = await openHouseShards(db, s.merchantId, currency.code, at);
  const paidAgents: string[] = [];
  for (let i = 0; i < figures.length; i += batchSize) {
    const batch = figures.slice(i, i + batchSize);
    await db.transaction(async (tx) => {
      const done = new Set(
        (
          await tx.query<{ contractId: string }>(
            `select contract_id::text as "contractId" from agent_statements where settlement_id = $1 and run_version = $2 and contract_id = any($3::bigint[])`,
            [s.id, s.runVersion, batch.map((f) => f.contract.id)],
          )
        ).map((r) => r.contractId),
      );
      // A re-run after a crash finds some contracts of the batch already settled: only the rest are paid.
      const unsettled = batch.filter((f) => !done.has(f.contract.id));
      if (unsettled.length === 0) return;
      const agents = [...new Set(unsettled.map((f) => f.contract.agentId))];
      const carries = await lockCarry(tx, s.merchantId, s.kind, agents);
      const earlier =
        s.runVersion > 1
          ? await earlierRuns(
              tx,
              s.id,
              unsettled.map((f) => f.contract.id),
              s.runVersion,
            )
          : new Map<string, Earlier>();
      const wallets = await mainWalletIds(tx, s.merchantId, currency.code, agents);
      for (const f of unsettled) {
        const agentId = f.contract.agentId;
        const st = statementOf(f, s.runVersion, carries.get(agentId) ?? 0n, earlier.get(f.contract.id));
        carries.set(agentId, st.carryAfter);
        let transferId: string | null = null;
        if (st.pay > 0n) {
          const walletId = wallets.get(agentId) ?? (await openPlayerWallet(tx, s.merchantId, currency.code, agentId, at)).id;
          const key = `agent-pay:${s.id}:${f.contract.id}:v${s.runVersion}`;
          const result = await transfer(tx, {
            brandId: s.merchantId,
            currency: currency.code,
            code: s.kind === 'dividend' ? 'dividend' : 'salary',
            idempotencyKey: key,
            fromAccountId: shards[stableBucket(key, HOUSE_SHARDS)]!.id,
            toAccountId: walletId,
            amountMinor: st.pay,
            memo: `${s.kind} ${s.periodKey}`,
            metadata: { contractId: f.contract.id, settlementId: s.id, periodKey: s.periodKey, runVersion: s.runVersion },
            actor: 'system',
            ip: null,
            at,
          });
          transferId = result.transfer.id;
          paidAgents.push(agentId);
        }
        const formula = formulaOf({ ...f, carryInMinor: st.carryIn, netMinor: st.net }, currency);
        await tx.query(
          `insert into agent_statements (settlement_id, merchant_id, contract_id, agent_id, kind, period_key, window_start, window_end,
             valid_bet_minor, active_members, net_loss_minor, rate_bp, tier, gross_minor, downline_minor, carry_in_minor, net_minor,
             paid_minor, carry_out_minor, formula, status, run_version, transfer_id, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
          [
            s.id,
            s.merchantId,
            f.contract.id,
            agentId,
            s.kind,
            s.periodKey,
            f.contract.windowStart.toISOString(),
            f.contract.windowEnd.toISOString(),
            f.basis.validBetMinor.toString(),
            f.basis.activeMembers,
            (f.basis.validBetMinor - f.basis.winMinor - f.basis.bonusMinor).toString(),
            f.rateBp,
            f.tier,
            f.grossMinor.toString(),
            f.downlineMinor.toString(),
            st.carryIn.toString(),
            st.net.toString(),
            st.pay.toString(),
            st.carryOut.toString(),
            formula,
            st.pay > 0n ? 'paid' : st.carryOut < 0n ? 'carried' : 'zero',
            s.runVersion,
            transferId,
            at.toISOString(),
          ],
        );
      }
      for (const agentId of agents) {
        await tx.query(`update agent_carry set carry_minor = $3 where agent_id = $1 and kind = $2`, [
          agentId,
          s.kind,
          (carries.get(agentId) ?? 0n).toString(),
        ]);
      }
    });
  }
  const finished = await db.query(
    `update agent_settlements set status = 'done', finished_at = $2, contracts = $3,
            paid_minor = (select coalesce(sum(paid_minor), 0) from agent_statements where settlement_id = $1)
      where id = $1 and status = 'running' and run_seq = $4 returning 1`,
    [s.id, at.toISOString(), contracts.length, s.runSeq],
  );
  return { paidAgents, finished: finished.length > 0 };
}
