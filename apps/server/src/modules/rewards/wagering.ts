/**
 * Bonus wagering (decision 030): a claimed bonus with a turnover requirement stays "open" until
 * the player's valid bets (games/valid-bets.ts) since it started reach the requirement. While one
 * is open the player cannot withdraw or send money to the upline, so a bonus is never taken out
 * before its requirement.
 *
 * Requirements granted while others are open join their chain; a grant that finds none open
 * starts a new chain. The chain's pool is the valid bets settled since it started less what its
 * met requirements took, and fills the open ones oldest first. Every grant first closes what the
 * pool already met, so bets made before a requirement started never count toward it.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { validBetsInWindow } from '../games/index.ts';
import {
  insertRequirement,
  lockWageringOf,
  markMet,
  selectChainStart,
  selectChainTaken,
  selectOpenRequirements,
  selectRequirements,
  type WageringScope,
} from './wagering.queries.ts';

export interface WageringRow {
  id: string;
  rewardId: string;
  bonusMinor: bigint;
  requiredMinor: bigint;
  /** Valid bets counted toward it so far (capped at the requirement). */
  countedMinor: bigint;
  status: 'open' | 'met' | 'waived';
  startedAt: Date;
  closedAt: Date | null;
}

type Scope = WageringScope;

/** Serialises grants and evaluations of one player's requirements (the chain is read, then written). */
export async function lockWagering(tx: Queryable, accountId: string): Promise<void> {
  await lockWageringOf(tx, accountId);
}

/**
 * The open requirements with their progress now, closing (as met) those the pool fills. Runs in
 * the caller's transaction, which should hold lockWagering when it goes on to write. What closed
 * requirements of the chain counted (all of a met one's, a waived one's progress) is taken first.
 */
export async function evaluateWagering(tx: Queryable, scope: Scope, now: Date): Promise<WageringRow[]> {
  const open = await selectOpenRequirements(tx, scope);
  if (open.length === 0) return [];
  const chainStart = open[0]!.chainStartedAt;
  const taken = await selectChainTaken(tx, scope, chainStart);
  const bets = await validBetsInWindow(tx, {
    brandId: scope.brandId,
    currency: scope.currency,
    start: chainStart,
    end: new Date(now.getTime() + 1),
    accountIds: [scope.accountId],
  });
  let pool = bets.reduce((sum, row) => sum + row.validBetMinor, 0n) - taken;
  if (pool < 0n) pool = 0n;
  const rows: WageringRow[] = [];
  for (const requirement of open) {
    const required = requirement.requiredMinor;
    const counted = pool >= required ? required : pool;
    pool -= counted;
    const met = counted === required;
    if (met) await markMet(tx, requirement.id, now);
    rows.push({
      id: requirement.id,
      rewardId: requirement.rewardId,
      bonusMinor: requirement.bonusMinor,
      requiredMinor: required,
      countedMinor: counted,
      status: met ? 'met' : 'open',
      startedAt: requirement.startedAt,
      closedAt: met ? now : null,
    });
  }
  return rows;
}

/** Adds a claimed bonus's requirement, after closing what the pool already met (the caller holds lockWagering). */
export async function grantWagering(
  tx: Queryable,
  scope: Scope,
  grant: { rewardId: string; bonusMinor: bigint; requiredMinor: bigint; at: Date },
): Promise<void> {
  const before = await evaluateWagering(tx, scope, grant.at);
  const stillOpen = before.find((row) => row.status === 'open');
  const chainStart = stillOpen ? await selectChainStart(tx, stillOpen.id) : null;
  await insertRequirement(tx, scope, { ...grant, chainStartedAt: chainStart ?? grant.at });
}

/**
 * Refuses a withdrawal or a transfer out while a requirement is open (wagering_open, with how much
 * is left to bet in the message's detail). Closes met requirements on the way.
 */
export async function assertNoOpenWagering(tx: Queryable, scope: Scope, now: Date): Promise<void> {
  const rows = await evaluateWagering(tx, scope, now);
  const left = rows.filter((row) => row.status === 'open').reduce((sum, row) => sum + (row.requiredMinor - row.countedMinor), 0n);
  if (left > 0n) throw new AppError('wagering_open', `valid bets of ${left} minor units are still needed`, { leftMinor: left.toString() });
}

/** The player's requirements, newest first (open ones with live progress), for bonusDetails. */
export async function wageringHistory(db: Queryable, scope: Scope, now: Date, limit: number): Promise<WageringRow[]> {
  const live = await evaluateWagering(db, scope, now);
  const byId = new Map(live.map((row) => [row.id, row]));
  const stored = await selectRequirements(db, scope, limit);
  return stored.map(
    (row) =>
      byId.get(row.id) ?? {
        id: row.id,
        rewardId: row.rewardId,
        bonusMinor: row.bonusMinor,
        requiredMinor: row.requiredMinor,
        countedMinor: row.countedMinor,
        status: row.status,
        startedAt: row.startedAt,
        closedAt: row.closedAt,
      },
  );
}
