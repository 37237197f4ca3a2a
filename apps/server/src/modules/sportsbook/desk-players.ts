/**
 * Per-player stake factors (decision 058): the desk looks a player up by username and sets the
 * factor every maximum stake of theirs is multiplied by (0 stops their bets, 10,000 is as set),
 * with a reason, in the staff audit.
 */
import type { BoSportsPlayer } from '@pkg/contracts/sports-desk';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { selectAccountBrand, selectDeskPlayer, upsertStakeFactor } from './desk.queries.ts';

export function createDeskPlayers(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function find(actor: StaffActor, brandId: string, username: string): Promise<BoSportsPlayer> {
    assertBrandInScope(actor, brandId);
    const row = await selectDeskPlayer(db, brandId, username);
    if (!row) throw new AppError('sport_not_found', 'no such player');
    return {
      ...row,
      oddsFormat: row.oddsFormat as BoSportsPlayer['oddsFormat'],
      updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    };
  }

  return {
    find,

    /** Sets a player's stake factor with a reason (the player's next slip is checked against it). */
    async setFactor(actor: StaffActor, accountId: string, input: { stakeFactorX10k: number; reason: string }): Promise<BoSportsPlayer> {
      const account = /^[0-9]{1,18}$/.test(accountId) ? await selectAccountBrand(db, accountId) : null;
      if (!account) throw new AppError('sport_not_found', 'no such player');
      assertBrandInScope(actor, account.brandId);
      await db.transaction(async (tx) => {
        const before = await upsertStakeFactor(
          tx,
          { accountId, brandId: account.brandId, factorX10k: input.stakeFactorX10k, staff: actor.staff.staff.username },
          clock.now(),
        );
        await auditStaffChange(tx, clock, actor, {
          action: 'sports.player.factor',
          brandId: account.brandId,
          target: `account:${accountId}`,
          detail: { before: before ?? 10_000, after: input.stakeFactorX10k, reason: input.reason },
        });
      });
      return find(actor, account.brandId, account.username);
    },
  };
}

export type DeskPlayers = ReturnType<typeof createDeskPlayers>;
