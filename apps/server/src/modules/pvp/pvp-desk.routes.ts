import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boPvpBrandQuery,
  boPvpCollusionQuery,
  boPvpCollusionValue,
  boPvpHandDetail,
  boPvpHandsQuery,
  boPvpHandsValue,
  boPvpRoom,
  boPvpRoomBody,
  boPvpRoomStatusBody,
  boPvpRoomsValue,
  boPvpTablesValue,
} from '@pkg/contracts/pvp-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffContext, StaffGuard } from '../staff/index.ts';
import type { PvpDeskHands } from './pvp-desk-hands.ts';
import type { PvpDesk } from './pvp-desk.service.ts';

const roomParams = z.object({ roomCode: z.string().max(64) });
const idParams = z.object({ id: z.string().max(20) });

/** The back office's PVP desk (decision 059): reading needs pvp.read; room changes pvp.manage. */
export function pvpDeskRoutes(deps: { desk: PvpDesk; hands: PvpDeskHands; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('pvp.read');
  const manage = deps.guard('pvp.manage');
  const { desk, hands } = deps;
  const actor = (request: { staff: StaffContext; ip: string }) => ({ staff: request.staff, ip: request.ip });
  return async (app) => {
    app.get(
      BO_API.pvpRooms,
      { preHandler: read, schema: { querystring: boPvpBrandQuery, response: { 200: okEnvelope(boPvpRoomsValue) } } },
      async (request) => ok(await desk.rooms(actor(request), request.query.brandId)),
    );
    app.put(
      BO_API.pvpRoom,
      { preHandler: manage, schema: { params: roomParams, body: boPvpRoomBody, response: { 200: okEnvelope(boPvpRoom) } } },
      async (request) => ok(await desk.saveRoom(actor(request), request.params.roomCode, request.body)),
    );
    app.post(
      BO_API.pvpRoomStatus,
      { preHandler: manage, schema: { params: roomParams, body: boPvpRoomStatusBody, response: { 200: okEnvelope(boPvpRoom) } } },
      async (request) => ok(await desk.setStatus(actor(request), request.params.roomCode, request.body)),
    );
    app.get(
      BO_API.pvpTables,
      { preHandler: read, schema: { querystring: boPvpBrandQuery, response: { 200: okEnvelope(boPvpTablesValue) } } },
      async (request) => ok(await desk.tables(actor(request), request.query.brandId)),
    );
    app.get(
      BO_API.pvpHands,
      { preHandler: read, schema: { querystring: boPvpHandsQuery, response: { 200: okEnvelope(boPvpHandsValue) } } },
      async (request) => ok(await hands.list(actor(request), request.query)),
    );
    app.get(
      BO_API.pvpHand,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boPvpHandDetail) } } },
      async (request) => ok(await hands.detail(actor(request), request.params.id)),
    );
    app.get(
      BO_API.pvpCollusion,
      { preHandler: read, schema: { querystring: boPvpCollusionQuery, response: { 200: okEnvelope(boPvpCollusionValue) } } },
      async (request) => ok(await desk.collusion(actor(request), request.query)),
    );
  };
}
