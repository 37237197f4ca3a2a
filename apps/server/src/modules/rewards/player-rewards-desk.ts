/**
 * The promotion desk's view of one player (decision 030): their rewards and wagering, and a waiver
 * of an open requirement. The waiver is in the staff audit; staff see only their brands.
 */
import type { BoPlayerRewards } from '@pkg/contracts/promotion-desk';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { selectAccountByUsername } from '../accounts/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { selectBrandCurrency } from './promotion-entries.queries.ts';
import { selectLatestRewards } from './rewards.queries.ts';
import { rewardItemOf } from './rewards.service.ts';
import { markWaived, selectScopedRequirement } from './wagering.queries.ts';
import { lockWagering, wageringHistory } from './wagering.ts';

const ID = /^[0-9]{1,18}$/;

type DeskDeps = { db: Db; clock: Clock };

async function player({ db, clock }: DeskDeps, actor: StaffActor, q: { brandId: string; username: string }): Promise<BoPlayerRewards> {
  assertBrandInScope(actor, q.brandId);
  const account = await selectAccountByUsername(db, q.brandId, q.username);
  if (!account) throw new AppError('player_not_found');
  const currency = await selectBrandCurrency(db, q.brandId);
  const rewards = await selectLatestRewards(db, q.brandId, account.id);
  const wagering = await wageringHistory(db, { brandId: q.brandId, accountId: account.id, currency }, clock.now(), 100);
  return {
    username: account.username,
    currency,
    rewards: rewards.map(rewardItemOf),
    wagering: wagering.map((w) => ({
      id: w.id,
      rewardId: w.rewardId,
      bonusMinor: w.bonusMinor.toString(),
      requiredMinor: w.requiredMinor.toString(),
      countedMinor: w.countedMinor.toString(),
      status: w.status,
      startedAt: w.startedAt.toISOString(),
      closedAt: w.closedAt?.toISOString() ?? null,
    })),
  };
}

/** Waives an open requirement (it keeps what it counted); the player may withdraw once none is open. */
async function waive({ db, clock }: DeskDeps, actor: StaffActor, id: string, reason: string): Promise<void> {
  if (!ID.test(id)) throw new AppError('not_found', 'wagering');
  await db.transaction(async (tx) => {
    const row = await selectScopedRequirement(tx, id, actor.staff.scope);
    if (!row) throw new AppError('not_found', 'wagering');
    await lockWagering(tx, row.accountId);
    const live = await wageringHistory(tx, { brandId: row.brandId, accountId: row.accountId, currency: row.currency }, clock.now(), 1000);
    const current = live.find((w) => w.id === id);
    if (!current || current.status !== 'open') throw new AppError('wagering_not_open');
    await markWaived(tx, id, current.countedMinor, clock.now(), actor.staff.staff.id);
    await auditStaffChange(tx, clock, actor, {
      action: 'promotions.wagering.waive',
      brandId: row.brandId,
      target: `bonus-wagering:${id}`,
      detail: { reason, requiredMinor: current.requiredMinor.toString(), countedMinor: current.countedMinor.toString() },
    });
  });
}

/** A player's rewards and wagering, and the waiver of a requirement. */
export function createPlayerRewardsDesk(deps: DeskDeps) {
  return {
    player: (actor: StaffActor, q: { brandId: string; username: string }) => player(deps, actor, q),
    /** Waives an open requirement (it keeps what it counted); the player may withdraw once none is open. */
    waive: (actor: StaffActor, id: string, reason: string) => waive(deps, actor, id, reason),
  };
}
