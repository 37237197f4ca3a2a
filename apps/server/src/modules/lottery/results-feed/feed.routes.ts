import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boFeedChange, boFeedQuery, boFeedRunValue, boFeedView } from '@pkg/contracts/lottery-feed';
import { dbId } from '@pkg/contracts/db-ids';
import { ok } from '../../../http/envelope.ts';
import type { StaffGuard } from '../../staff/index.ts';
import type { FeedDesk } from './feed-desk.ts';

const brandParams = z.object({ id: dbId });

/** The results feed in the back office (decision 065): reading needs lottery.read, changing and fetching lottery.manage. */
export function feedRoutes(deps: { desk: FeedDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('lottery.read');
  const manage = deps.guard('lottery.manage');
  return async (app) => {
    app.get(
      BO_API.lotteryFeed,
      { preHandler: read, schema: { querystring: boFeedQuery, response: { 200: okEnvelope(boFeedView) } } },
      async (request) => ok(await deps.desk.view({ staff: request.staff, ip: request.ip }, request.query.open !== 'false')),
    );
    app.put(
      BO_API.lotteryFeedBrand,
      { preHandler: manage, schema: { params: brandParams, body: boFeedChange, response: { 200: okEnvelope(boFeedView) } } },
      async (request) => ok(await deps.desk.change({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.post(
      BO_API.lotteryFeedRun,
      { preHandler: manage, schema: { params: brandParams, response: { 200: okEnvelope(boFeedRunValue) } } },
      async (request) => ok(await deps.desk.run({ staff: request.staff, ip: request.ip }, request.params.id)),
    );
  };
}
