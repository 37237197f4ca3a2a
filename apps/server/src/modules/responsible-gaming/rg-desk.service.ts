import { isTrialType } from '@pkg/contracts/agent-types';
import type {
  BoRgExclude,
  BoRgPlayer,
  BoRgSetDailyLimit,
  BoRgSetLimit,
  BoRgSetRealityCheck,
  BoRgSetSessionLimit,
} from '@pkg/contracts/responsible-gaming';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { selectAccountByUsername } from '../accounts/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand, BrandService } from '../brands/index.ts';
import { selectBrandCode } from '../brands/index.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import type { ResponsibleGamingService } from './responsible-gaming.service.ts';
import { selectExclusionHistory } from './rg-limits.queries.ts';
import { loadRules } from './rg-rules.queries.ts';
import type { SessionRuleActor, SessionTime } from './rg-session.ts';
import { staffActorName } from './rg-staff-audit.ts';

/**
 * The back office's responsible-gaming desk (decision 037): staff look up a player's limits, usage
 * and exclusions, and apply a limit or a break on the player's request, under the player's own
 * rules (a raise waits 24 hours; nothing is shortened or lifted). Each change carries a reason and
 * is written to the player's audit and the staff trail.
 */
export function createRgDesk(deps: {
  db: Db;
  clock: Clock;
  brands: Pick<BrandService, 'byCode'>;
  service: ResponsibleGamingService;
  sessionTime: Pick<SessionTime, 'setLimit' | 'setDailyLimit' | 'setRealityCheck'>;
}) {
  const { db, service } = deps;

  /** Staff acting on the player's request, as the session rules' audit names them. */
  const byStaff = (actor: StaffActor, reason: string): SessionRuleActor => ({
    actor: staffActorName(actor),
    ip: actor.ip,
    reason,
    staff: actor,
  });

  async function find(actor: StaffActor, brandId: string, username: string): Promise<{ brand: Brand; account: Account }> {
    assertBrandInScope(actor, brandId);
    const code = await selectBrandCode(db, brandId);
    const brand = code === null ? null : await deps.brands.byCode(code);
    if (!brand) throw new AppError('forbidden', 'unknown brand');
    const account = await selectAccountByUsername(db, brandId, username);
    // Trial accounts play demo money and have no limits to keep.
    if (!account || isTrialType(account.accountType)) throw new AppError('player_not_found');
    return { brand, account };
  }

  async function player(actor: StaffActor, brandId: string, username: string): Promise<BoRgPlayer> {
    const { brand, account } = await find(actor, brandId, username);
    const now = deps.clock.now();
    const breakUntil = (await loadRules(db, account.id, now)).session?.breakUntil ?? null;
    const history = await selectExclusionHistory(db, account.id);
    return {
      accountId: account.id,
      username: account.username,
      state: await service.state(brand, account),
      sessionBreakUntil: breakUntil && breakUntil > now ? breakUntil.toISOString() : null,
      history: history.map((row) => ({
        kind: row.kind === 'cool_off' ? ('coolOff' as const) : ('selfExclusion' as const),
        length: row.length,
        startedAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    player,

    async setLimit(actor: StaffActor, input: BoRgSetLimit): Promise<BoRgPlayer> {
      const { brand, account } = await find(actor, input.brandId, input.username);
      await service.setLimit(brand, account, input, actor.ip, { actor, reason: input.reason });
      return player(actor, input.brandId, input.username);
    },

    /** The session time limit on the player's rules: lowering at once, raising or removing after 24 hours. */
    async setSessionLimit(actor: StaffActor, input: BoRgSetSessionLimit): Promise<BoRgPlayer> {
      const { brand, account } = await find(actor, input.brandId, input.username);
      await deps.sessionTime.setLimit(brand, account, input.limitMinutes, byStaff(actor, input.reason));
      return player(actor, input.brandId, input.username);
    },

    /** The daily play-time limit on the player's rules: lowering at once, raising or removing after 24 hours. */
    async setDailyLimit(actor: StaffActor, input: BoRgSetDailyLimit): Promise<BoRgPlayer> {
      const { brand, account } = await find(actor, input.brandId, input.username);
      await deps.sessionTime.setDailyLimit(brand, account, input.limitMinutes, byStaff(actor, input.reason));
      return player(actor, input.brandId, input.username);
    },

    /** The reality-check interval (a reminder, not a limit: applies at once). */
    async setRealityCheck(actor: StaffActor, input: BoRgSetRealityCheck): Promise<BoRgPlayer> {
      const { brand, account } = await find(actor, input.brandId, input.username);
      await deps.sessionTime.setRealityCheck(brand, account, input.minutes, byStaff(actor, input.reason));
      return player(actor, input.brandId, input.username);
    },

    async exclude(actor: StaffActor, input: BoRgExclude): Promise<BoRgPlayer> {
      const { brand, account } = await find(actor, input.brandId, input.username);
      await service.excludeByStaff(brand, account, input, { actor, reason: input.reason });
      return player(actor, input.brandId, input.username);
    },
  };
}

export type RgDesk = ReturnType<typeof createRgDesk>;
