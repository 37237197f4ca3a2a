/**
 * The fish page's calls (decision 061) with the game session token of the launch (BTFISH): the
 * session (the title's fish, cannon, features and the balance) and a batch of shots. A batch is
 * checked (known targets, stakes among the cannon's levels), passed through the player's own
 * limits (the responsible-gaming gate, the batch's total stake as the bet), then decided and posted
 * in one transaction (fish-fire.ts). The same key again answers the stored batch.
 */
import type { FishFireBody, FishFireValue, FishSessionValue } from '@pkg/contracts/fish';
import type { RandomSource } from '@pkg/games/random';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances, playerWalletIds } from '../../ledger/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import { betRefusalError, type RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import { fireBatch, shotsHash, storedAnswer } from './fish-fire.ts';
import { selectBatch } from './fish.queries.ts';
import { FISH_TITLES, FISH_VENDOR_CODE, titleView, type FishTitle } from './fish-title.ts';

export interface FishServiceDeps {
  db: Db;
  clock: Clock;
  contexts: Pick<HouseGameContexts, 'open' | 'touch'>;
  /** Decides the shots: the app's CSPRNG; a seeded source in tests. */
  random: RandomSource;
  betGate?: Pick<RgGate, 'bet'>;
  events?: WalletMoveEvents;
  /** A test's hook inside the batch's transaction, after the ledger posted (see FireInput). */
  beforeRecord?: () => Promise<void>;
}

/** Checks the shots against the title: known targets, stakes among the cannon's levels (bet_invalid otherwise). */
export function checkShots(title: FishTitle, body: FishFireBody): bigint {
  const targets = new Set(title.table.species.map((species) => species.code));
  const levels = new Set(title.cannonLevelsMinor.map(String));
  let total = 0n;
  for (const [index, shot] of body.shots.entries()) {
    if (!targets.has(shot.target))
      throw new AppError('bet_invalid', 'unknown target', { field: `shots.${index}.target`, problem: 'unknown_target' });
    if (!levels.has(shot.stakeMinor))
      throw new AppError('bet_invalid', 'not a cannon level', { field: `shots.${index}.stakeMinor`, problem: 'not_a_level' });
    total += BigInt(shot.stakeMinor);
  }
  return total;
}

/** Runs a batch through the player's own limits (when a gate is given); a refused batch already stored answers as stored. */
async function throughGate(
  deps: Pick<FishServiceDeps, 'db' | 'betGate'>,
  ctx: HouseGameContext,
  stake: bigint,
  body: FishFireBody,
  place: () => Promise<FishFireValue>,
): Promise<FishFireValue> {
  const { session } = ctx;
  if (!deps.betGate) return place();
  const login =
    session.loginSessionId && session.loginStartedAt
      ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
      : null;
  const isRepeat = async () => (await selectBatch(deps.db, session.brandId, session.accountId, body.key)) !== null;
  const outcome = await deps.betGate.bet(deps.db, session.accountId, stake, place, isRepeat, { brandId: session.brandId, login });
  if (outcome.ok) return outcome.value;
  // A batch stored already answers as stored; a new one is refused and nothing is written.
  const stored = await selectBatch(deps.db, session.brandId, session.accountId, body.key);
  if (stored && stored.requestHash === shotsHash(body)) return storedAnswer(stored, true);
  throw betRefusalError(outcome.refusal);
}

export function createFishService(deps: FishServiceDeps) {
  const { db, clock } = deps;
  const wallets = playerWalletIds(db, () => clock.now(), null);
  const gated = (ctx: HouseGameContext, stake: bigint, body: FishFireBody, place: () => Promise<FishFireValue>) =>
    throughGate(deps, ctx, stake, body, place);

  async function open(
    token: string | undefined,
    checkOpen = true,
    country?: string | null,
  ): Promise<{ ctx: HouseGameContext; title: FishTitle }> {
    const ctx = await deps.contexts.open(token, [FISH_VENDOR_CODE], checkOpen, country);
    const title = FISH_TITLES.get(ctx.session.gameCode);
    if (!title) throw new AppError('game_disabled', 'no fish title runs this game');
    return { ctx, title };
  }

  return {
    async session(token: string | undefined, country?: string | null): Promise<FishSessionValue> {
      const { ctx, title } = await open(token, true, country);
      const { session } = ctx;
      await wallets(session.brandId, session.currency, session.accountId);
      const balances = await playerBalances(db, session.brandId, session.accountId, session.currency);
      const main = balances.wallets.find((wallet) => wallet.kind === 'player_main');
      await deps.contexts.touch(session);
      return {
        gameCode: session.gameCode,
        currency: { code: ctx.currency.code, symbol: ctx.currency.symbol, minorDigits: ctx.currency.minorDigits },
        balanceMinor: (main?.availableMinor ?? 0n).toString(),
        trial: ctx.trial,
        ...titleView(title),
      };
    },

    /** One batch of shots (see fish-fire.ts). */
    async fire(token: string | undefined, body: FishFireBody, country?: string | null): Promise<FishFireValue> {
      const { ctx, title } = await open(token, true, country);
      const { session } = ctx;
      const stake = checkShots(title, body);
      const walletId = await wallets(session.brandId, session.currency, session.accountId);
      const place = () =>
        fireBatch(db, body, {
          ctx,
          title,
          walletId,
          random: deps.random,
          at: clock.now(),
          ...(deps.beforeRecord ? { beforeRecord: deps.beforeRecord } : {}),
        });
      const value = await gated(ctx, stake, body, place);
      if (!value.replayed) {
        deps.events?.publish({
          brandId: session.brandId,
          accountId: session.accountId,
          code: value.returnMinor !== '0' ? 'bet_payout' : 'bet_stake',
        });
        await deps.contexts.touch(session);
      }
      return value;
    },
  };
}

export type FishService = ReturnType<typeof createFishService>;
