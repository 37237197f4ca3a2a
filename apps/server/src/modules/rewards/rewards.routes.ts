import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  checkinValue,
  promotionApplyFields,
  promotionZaloBody,
  promotionDetailQuery,
  promotionDetailValue,
  promotionJoinBody,
  promotionListQuery,
  promotionListValue,
  promotionsMineValue,
  raffleValue,
  rewardClaimBody,
  rewardClaimValue,
  rewardListQuery,
  rewardListValue,
  wageringValue,
} from '@pkg/contracts/promotions';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { readUploads } from '../uploads/index.ts';
import type { PromotionCaller, PromotionsService } from './promotions.service.ts';
import { rewardItemOf, type RewardsService } from './rewards.service.ts';

const callerOf = (request: FastifyRequest): PromotionCaller => ({
  brandId: request.caller.brand.id,
  accountId: request.auth.account.id,
  currency: request.caller.brand.currency.code,
  ip: request.ip,
});

/**
 * Promotions and the reward centre (decision 030). The list and a detail are public; the player's
 * statuses, applying, check-in, the raffle, rewards and wagering need a real account (trial
 * accounts get in_need_true_account). Joining and claiming are rate-limited per address.
 */
export function rewardsRoutes(deps: {
  promotions: PromotionsService;
  rewards: RewardsService;
  guard: AuthGuard;
  /** Joins and claims a minute per address. */
  limitPerMinute: number;
}): FastifyPluginAsyncZod {
  const { promotions, rewards } = deps;
  const member = deps.guard();
  const limit = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute' } };

  return async (app) => {
    app.get(
      API.promotions,
      { schema: { querystring: promotionListQuery, response: { 200: okEnvelope(promotionListValue) } } },
      async (request) => ok(await promotions.list(request.caller.brand.id, request.query)),
    );

    app.get(
      API.promotionDetail,
      { schema: { querystring: promotionDetailQuery, response: { 200: okEnvelope(promotionDetailValue) } } },
      async (request) => ok(await promotions.detail(request.caller.brand.id, request.query.id)),
    );

    app.get(API.promotionsMine, { preHandler: member, schema: { response: { 200: okEnvelope(promotionsMineValue) } } }, async (request) =>
      ok({ statuses: await promotions.mine(callerOf(request)) }),
    );

    app.post(
      API.promotionApply,
      { preHandler: member, config: limit, schema: { response: { 200: okEnvelope(z.object({ status: z.literal('Applying') })) } } },
      async (request) => {
        const { fields, images } = await readUploads(request);
        const parsed = promotionApplyFields.safeParse(fields);
        if (!parsed.success) throw new AppError('bad_request', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
        return ok(await promotions.apply(callerOf(request), parsed.data, images));
      },
    );

    app.post(
      API.promotionZalo,
      { preHandler: member, config: limit, schema: { response: { 200: okEnvelope(z.object({ status: z.literal('Applying') })) } } },
      async (request) => {
        const parsed = promotionZaloBody.safeParse(request.body ?? {});
        if (!parsed.success) {
          // A mistyped Zalo number names its field, so the form shows it under the input.
          if (parsed.error.issues.some((issue) => issue.path[0] === 'zalo'))
            throw new AppError('field_invalid', 'zalo: 8 to 15 digits, an optional +', { field: 'zalo' });
          throw new AppError('bad_request', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
        }
        return ok(await promotions.claimZalo(callerOf(request), parsed.data));
      },
    );

    app.post(
      API.promotionCheckin,
      { preHandler: member, config: limit, schema: { body: promotionJoinBody, response: { 200: okEnvelope(checkinValue) } } },
      async (request) => {
        const { streak, reward } = await promotions.checkin(callerOf(request), request.body.promotionId);
        return ok({ streak, reward: rewardItemOf(reward) });
      },
    );

    app.post(
      API.raffleClaim,
      { preHandler: member, config: limit, schema: { body: promotionJoinBody, response: { 200: okEnvelope(raffleValue) } } },
      async (request) => {
        const { prizeMinor, reward } = await promotions.raffle(callerOf(request), request.body.promotionId);
        return ok({ prizeMinor: prizeMinor.toString(), reward: reward ? rewardItemOf(reward) : null });
      },
    );

    rewardCentreRoutes(app, rewards, member, limit);
  };
}

/** The reward centre: the player's rewards, claiming one (rate-limited), and bonus wagering. */
function rewardCentreRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  rewards: RewardsService,
  member: ReturnType<AuthGuard>,
  limit: { rateLimit: { max: number; timeWindow: string } },
): void {
  app.get(
    API.rewards,
    { preHandler: member, schema: { querystring: rewardListQuery, response: { 200: okEnvelope(rewardListValue) } } },
    async (request) => ok(await rewards.list(callerOf(request), request.query)),
  );

  app.post(
    API.rewardClaim,
    { preHandler: member, config: limit, schema: { body: rewardClaimBody, response: { 200: okEnvelope(rewardClaimValue) } } },
    async (request) => ok(await rewards.claim(callerOf(request), request.body.rewardId)),
  );

  app.get(API.bonusWagering, { preHandler: member, schema: { response: { 200: okEnvelope(wageringValue) } } }, async (request) =>
    ok(await rewards.wagering(callerOf(request))),
  );
}
