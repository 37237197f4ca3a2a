import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boBingoGameDetail,
  boBingoGamesQuery,
  boBingoGamesValue,
  boBingoJackpotValue,
  boBingoRoom,
  boBingoRoomCreate,
  boBingoRoomStatus,
  boBingoRoomsQuery,
  boBingoRoomsValue,
  boBingoRoomUpdate,
  boBingoRtpQuery,
  boBingoRtpValue,
} from '@pkg/contracts/bingo';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { BingoDesk } from './bingo-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's bingo desk (decision 057): reading needs bingo.read, changing a room bingo.manage. */
export function bingoDeskRoutes(deps: { desk: BingoDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const { desk } = deps;
  const read = deps.guard('bingo.read');
  const manage = deps.guard('bingo.manage');
  const actorOf = (request: { staff: Parameters<BingoDesk['rooms']>[0]['staff']; ip: string }) => ({
    staff: request.staff,
    ip: request.ip,
  });
  return async (app) => {
    app.get(
      BO_API.bingoRooms,
      { preHandler: read, schema: { querystring: boBingoRoomsQuery, response: { 200: okEnvelope(boBingoRoomsValue) } } },
      async (request) => ok(await desk.rooms(actorOf(request), request.query.brandId)),
    );
    app.post(
      BO_API.bingoRooms,
      { preHandler: manage, schema: { body: boBingoRoomCreate, response: { 200: okEnvelope(boBingoRoom) } } },
      async (request) => ok(await desk.create(actorOf(request), request.body)),
    );
    app.put(
      BO_API.bingoRoom,
      { preHandler: manage, schema: { params: idParams, body: boBingoRoomUpdate, response: { 200: okEnvelope(boBingoRoom) } } },
      async (request) => ok(await desk.update(actorOf(request), request.params.id, request.body.settings)),
    );
    app.post(
      BO_API.bingoRoomStatus,
      { preHandler: manage, schema: { params: idParams, body: boBingoRoomStatus, response: { 200: okEnvelope(boBingoRoom) } } },
      async (request) => ok(await desk.setStatus(actorOf(request), request.params.id, request.body.status)),
    );
    app.get(
      BO_API.bingoRoomGames,
      { preHandler: read, schema: { params: idParams, querystring: boBingoGamesQuery, response: { 200: okEnvelope(boBingoGamesValue) } } },
      async (request) => ok(await desk.games(actorOf(request), request.params.id, request.query)),
    );
    app.get(
      BO_API.bingoGame,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boBingoGameDetail) } } },
      async (request) => ok(await desk.game(actorOf(request), request.params.id)),
    );
    app.get(
      BO_API.bingoRoomJackpot,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boBingoJackpotValue) } } },
      async (request) => ok(await desk.jackpot(actorOf(request), request.params.id)),
    );
    app.get(
      BO_API.bingoRoomRtp,
      { preHandler: read, schema: { params: idParams, querystring: boBingoRtpQuery, response: { 200: okEnvelope(boBingoRtpValue) } } },
      async (request) => ok(await desk.rtp(actorOf(request), request.params.id, request.query.days)),
    );
  };
}
