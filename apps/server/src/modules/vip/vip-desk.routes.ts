import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boVipBrandQuery, boVipPlayer, boVipPlayerQuery, boVipSetLevel, boVipTable, boVipTableInput } from '@pkg/contracts/vip';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { VipDesk } from './vip-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's VIP desk (decision 033): reading needs vip.read, changing vip.manage. */
export function vipDeskRoutes(deps: { desk: VipDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('vip.read');
  const manage = deps.guard('vip.manage');
  const actor = (request: { staff: Parameters<VipDesk['table']>[0]['staff']; ip: string }) => ({ staff: request.staff, ip: request.ip });
  return async (app) => {
    app.get(
      BO_API.vipLevels,
      { preHandler: read, schema: { querystring: boVipBrandQuery, response: { 200: okEnvelope(boVipTable) } } },
      async (request) => ok(await deps.desk.table(actor(request), request.query.brandId)),
    );
    app.post(
      BO_API.vipLevels,
      { preHandler: manage, schema: { body: boVipTableInput, response: { 200: okEnvelope(boVipTable) } } },
      async (request) => ok(await deps.desk.saveTable(actor(request), request.body)),
    );
    app.get(
      BO_API.vipPlayers,
      { preHandler: read, schema: { querystring: boVipPlayerQuery, response: { 200: okEnvelope(boVipPlayer) } } },
      async (request) => ok(await deps.desk.player(actor(request), request.query.brandId, request.query.username)),
    );
    app.post(
      BO_API.vipPlayerLevel,
      { preHandler: manage, schema: { params: idParams, body: boVipSetLevel, response: { 200: okEnvelope(boVipPlayer) } } },
      async (request) => ok(await deps.desk.setLevel(actor(request), request.params.id, request.body)),
    );
  };
}
