import type { ContractKind, ContractTerms } from '@pkg/contracts/agent-contracts';
import { formatMinor, type Currency } from '@pkg/money/money';
import type { Queryable } from '../../db/client.ts';
import { applyRate, tierReached } from './contract-terms.ts';
import { EMPTY_BASIS, selectAgentsAbove, teamBasis, type TeamBasis } from './team-basis.queries.ts';

/**
 * A period's figures for a set of contracts of one kind (decision 029), before carry-over and
 * payment: each contract's team basis over its window (the part of the period it was active), the
 * tier and rate it reached, its gross, and what its nearest contracted downline agents earn on
 * the same volume (the rate differential: an upline earns its own rate less what it granted).
 */

export interface ContractInPeriod {
  id: string;
  agentId: string;
  agentName: string;
  kind: ContractKind;
  terms: ContractTerms;
  windowStart: Date;
  windowEnd: Date;
}

export interface ContractFigures {
  contract: ContractInPeriod;
  basis: TeamBasis;
  /** Valid bets for salaries; net loss (valid bets − wins − bonuses) for dividends. */
  basisMinor: bigint;
  tier: number;
  rateBp: number;
  grossMinor: bigint;
  downlineMinor: bigint;
}

const windowKey = (start: Date, end: Date) => `${start.toISOString()}/${end.toISOString()}`;

export function basisOf(kind: ContractKind, basis: TeamBasis): bigint {
  return kind === 'dividend' ? basis.validBetMinor - basis.winMinor - basis.bonusMinor : basis.validBetMinor;
}

/** Team figures for many (agent, window) pairs, one query pair per distinct window. */
async function basesFor(
  db: Queryable,
  q: { brandId: string; currency: string; activeBetMinor: bigint },
  wanted: readonly { agentId: string; start: Date; end: Date }[],
): Promise<(agentId: string, start: Date, end: Date) => TeamBasis> {
  const byWindow = new Map<string, { start: Date; end: Date; agents: Set<string> }>();
  for (const w of wanted) {
    const key = windowKey(w.start, w.end);
    const entry = byWindow.get(key) ?? { start: w.start, end: w.end, agents: new Set<string>() };
    entry.agents.add(w.agentId);
    byWindow.set(key, entry);
  }
  const found = new Map<string, Map<string, TeamBasis>>();
  for (const [key, entry] of byWindow) {
    found.set(key, await teamBasis(db, { ...q, agentIds: [...entry.agents], start: entry.start, end: entry.end }));
  }
  return (agentId, start, end) => found.get(windowKey(start, end))?.get(agentId) ?? EMPTY_BASIS;
}

/** For each contracted agent, its nearest contracted ancestor among the same set (null when none). */
async function nearestHolders(db: Queryable, agentIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await selectAgentsAbove(db, agentIds);
  const best = new Map<string, { ancestor: string; depth: number }>();
  for (const row of rows) {
    const current = best.get(row.descendant);
    if (!current || row.depth < current.depth) best.set(row.descendant, { ancestor: row.ancestor, depth: row.depth });
  }
  return new Map([...best].map(([descendant, { ancestor }]) => [descendant, ancestor]));
}

/** The figures of every contract, with the downline deductions. */
export async function contractFigures(
  db: Queryable,
  q: { brandId: string; currency: string; activeBetMinor: bigint },
  contracts: readonly ContractInPeriod[],
): Promise<ContractFigures[]> {
  const bases = await basesFor(
    db,
    q,
    contracts.map((c) => ({ agentId: c.agentId, start: c.windowStart, end: c.windowEnd })),
  );
  const figures = contracts.map((contract): ContractFigures => {
    const basis = bases(contract.agentId, contract.windowStart, contract.windowEnd);
    const basisMinor = basisOf(contract.kind, basis);
    const { tier, rateBp } = tierReached(contract.kind, contract.terms, basisMinor, basis.activeMembers);
    return { contract, basis, basisMinor, tier, rateBp, grossMinor: applyRate(basisMinor, rateBp), downlineMinor: 0n };
  });

  // Each contract's gross goes off its nearest contracted ancestor's contracts, for the part of
  // the period both were active. Usually both windows are the whole period and that part is the
  // downline's gross; where one changed mid-period, the overlap's volume is priced at the rate the
  // downline reached.
  const holders = await nearestHolders(db, [...new Set(contracts.map((c) => c.agentId))]);
  const byAgent = new Map<string, ContractFigures[]>();
  for (const f of figures) byAgent.set(f.contract.agentId, [...(byAgent.get(f.contract.agentId) ?? []), f]);
  const overlaps: { parent: ContractFigures; child: ContractFigures; start: Date; end: Date }[] = [];
  for (const child of figures) {
    const holder = holders.get(child.contract.agentId);
    for (const parent of holder ? (byAgent.get(holder) ?? []) : []) {
      const start = new Date(Math.max(parent.contract.windowStart.getTime(), child.contract.windowStart.getTime()));
      const end = new Date(Math.min(parent.contract.windowEnd.getTime(), child.contract.windowEnd.getTime()));
      if (start >= end) continue;
      if (start.getTime() === child.contract.windowStart.getTime() && end.getTime() === child.contract.windowEnd.getTime()) {
        parent.downlineMinor += child.grossMinor;
      } else {
        overlaps.push({ parent, child, start, end });
      }
    }
  }
  if (overlaps.length > 0) {
    const partial = await basesFor(
      db,
      q,
      overlaps.map((o) => ({ agentId: o.child.contract.agentId, start: o.start, end: o.end })),
    );
    for (const o of overlaps) {
      const basis = partial(o.child.contract.agentId, o.start, o.end);
      o.parent.downlineMinor += applyRate(basisOf(o.child.contract.kind, basis), o.child.rateBp);
    }
  }
  return figures;
}

/** The computation in figures, language-free (the site labels each figure in the reader's language). */
export function formulaOf(
  f: { rateBp: number; basisMinor: bigint; downlineMinor: bigint; carryInMinor: bigint; netMinor: bigint },
  currency: Currency,
): string {
  const money = (minor: bigint) => (minor < 0n ? `(${formatMinor(minor, currency)})` : formatMinor(minor, currency));
  const rate = `${(f.rateBp / 100).toFixed(2)}%`;
  let text = `${rate} × ${money(f.basisMinor)}`;
  if (f.downlineMinor !== 0n) text += ` − ${money(f.downlineMinor)}`;
  if (f.carryInMinor !== 0n) text += ` + ${money(f.carryInMinor)}`;
  return `${text} = ${money(f.netMinor)}`;
}
