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
import type { Currency } from '@pkg/money/money';
import type { Db, Queryable } from '../../db/client.ts';
import { mainWalletIds, openHouseShards, openPlayerWallet, HOUSE_SHARDS, stableBucket, transfer } from '../../ledger/index.ts';
import { periodOfKey } from '../../lib/periods.ts';
import { readAgentSettings } from './agent-settings.ts';
import { contractFigures, formulaOf, type ContractFigures, type ContractInPeriod } from './contract-figures.ts';
import {
  finishSettlement,
  insertStatement,
  lockCarry,
  selectContractsActiveIn,
  selectEarlierRuns,
  selectSettledContracts,
  updateCarry,
  type EarlierRuns,
  type SettlementRow,
} from './settlement.queries.ts';

/** Contracts written and paid per transaction. */
export const STATEMENT_BATCH = 200;

/** The contracts of a kind active in some part of a period, each with the part (its window). */
export async function contractsInPeriod(db: Queryable, s: SettlementRow): Promise<ContractInPeriod[]> {
  const period = periodOfKey(s.periodKey);
  const rows = await selectContractsActiveIn(db, {
    brandId: s.brandId,
    kind: s.kind,
    start: s.periodStart,
    end: s.periodEnd,
    periodKind: period.kind,
  });
  return rows
    .map((row) => ({
      id: row.id,
      agentId: row.agentId,
      agentName: row.agentName,
      kind: s.kind,
      terms: row.terms,
      windowStart: new Date(Math.max(row.from.getTime(), s.periodStart.getTime())),
      windowEnd: new Date(Math.min(row.to ? row.to.getTime() : Infinity, s.periodEnd.getTime())),
    }))
    .filter((c) => c.windowStart < c.windowEnd);
}

/** What one contract's statement says at this version, and the carry-over it leaves. */
function statementOf(f: ContractFigures, version: number, carry: bigint, earlier: EarlierRuns | undefined) {
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

/** Where a run's payments come from and go to: the house's shards and the agents' main wallets. */
interface Payer {
  currency: Currency;
  shards: Awaited<ReturnType<typeof openHouseShards>>;
  at: Date;
}

/** Pays a statement's amount from a house shard to the agent's main wallet (opened if missing); the transfer's id. */
async function payAgent(
  tx: Queryable,
  s: SettlementRow,
  payer: Payer,
  f: ContractFigures,
  walletId: string | undefined,
  amountMinor: bigint,
): Promise<string> {
  const { currency, shards, at } = payer;
  const agentId = f.contract.agentId;
  const toAccountId = walletId ?? (await openPlayerWallet(tx, s.brandId, currency.code, agentId, at)).id;
  const key = `agent-pay:${s.id}:${f.contract.id}:v${s.runVersion}`;
  const result = await transfer(tx, {
    brandId: s.brandId,
    currency: currency.code,
    code: s.kind === 'dividend' ? 'dividend' : 'salary',
    idempotencyKey: key,
    fromAccountId: shards[stableBucket(key, HOUSE_SHARDS)]!.id,
    toAccountId,
    amountMinor,
    memo: `${s.kind} ${s.periodKey}`,
    metadata: { contractId: f.contract.id, settlementId: s.id, periodKey: s.periodKey, runVersion: s.runVersion },
    actor: 'system',
    ip: null,
    at,
  });
  return result.transfer.id;
}

/**
 * Settles one batch of contracts in the caller's transaction: those without a statement at this
 * version get theirs, their payment and their agents' carry-over; answers the agents paid.
 */
async function settleBatch(tx: Queryable, s: SettlementRow, payer: Payer, batch: readonly ContractFigures[]): Promise<string[]> {
  const { currency, at } = payer;
  const done = await selectSettledContracts(
    tx,
    s.id,
    s.runVersion,
    batch.map((f) => f.contract.id),
  );
  // A re-run after a crash finds some contracts of the batch already settled: only the rest are paid.
  const unsettled = batch.filter((f) => !done.has(f.contract.id));
  if (unsettled.length === 0) return [];
  const agents = [...new Set(unsettled.map((f) => f.contract.agentId))];
  const carries = await lockCarry(tx, s.brandId, s.kind, agents);
  const earlier =
    s.runVersion > 1
      ? await selectEarlierRuns(
          tx,
          s.id,
          unsettled.map((f) => f.contract.id),
          s.runVersion,
        )
      : new Map<string, EarlierRuns>();
  const wallets = await mainWalletIds(tx, s.brandId, currency.code, agents);
  const paidAgents: string[] = [];
  for (const f of unsettled) {
    const agentId = f.contract.agentId;
    const st = statementOf(f, s.runVersion, carries.get(agentId) ?? 0n, earlier.get(f.contract.id));
    carries.set(agentId, st.carryAfter);
    let transferId: string | null = null;
    if (st.pay > 0n) {
      transferId = await payAgent(tx, s, payer, f, wallets.get(agentId), st.pay);
      paidAgents.push(agentId);
    }
    await insertStatement(tx, {
      settlementId: s.id,
      brandId: s.brandId,
      contractId: f.contract.id,
      agentId,
      kind: s.kind,
      periodKey: s.periodKey,
      windowStart: f.contract.windowStart,
      windowEnd: f.contract.windowEnd,
      validBetMinor: f.basis.validBetMinor,
      activeMembers: f.basis.activeMembers,
      netLossMinor: f.basis.validBetMinor - f.basis.winMinor - f.basis.bonusMinor,
      rateBp: f.rateBp,
      tier: f.tier,
      grossMinor: f.grossMinor,
      downlineMinor: f.downlineMinor,
      carryInMinor: st.carryIn,
      netMinor: st.net,
      paidMinor: st.pay,
      carryOutMinor: st.carryOut,
      formula: formulaOf({ ...f, carryInMinor: st.carryIn, netMinor: st.net }, currency),
      status: st.pay > 0n ? 'paid' : st.carryOut < 0n ? 'carried' : 'zero',
      runVersion: s.runVersion,
      transferId,
      at,
    });
  }
  for (const agentId of agents) await updateCarry(tx, agentId, s.kind, carries.get(agentId) ?? 0n);
  return paidAgents;
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
  const settings = await readAgentSettings(db, s.brandId);
  const contracts = await contractsInPeriod(db, s);
  const figures = await contractFigures(
    db,
    { brandId: s.brandId, currency: currency.code, activeBetMinor: settings.activeBetMinor },
    contracts,
  );
  const payer: Payer = { currency, shards: await openHouseShards(db, s.brandId, currency.code, at), at };
  const paidAgents: string[] = [];
  for (let i = 0; i < figures.length; i += batchSize) {
    const batch = figures.slice(i, i + batchSize);
    paidAgents.push(...(await db.transaction((tx) => settleBatch(tx, s, payer, batch))));
  }
  const finished = await finishSettlement(db, s, contracts.length, at);
  return { paidAgents, finished };
}
