import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { pvpHandView, pvpHistoryValue, pvpLeaveValue, pvpMoveBody, pvpProofValue, pvpSessionValue, pvpTableView } from '@pkg/contracts/pvp';
import { API } from '@pkg/contracts/routes';
import { dbId } from '@pkg/contracts/db-ids';
import { ok } from '../../http/envelope.ts';
import type { PvpService } from './pvp.service.ts';

/** The cookie naming the browser for the seat rules (no two seats from one device at a table). */
const DEVICE_COOKIE = 'pvp_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

/** The browser's device id from its signed cookie, a new one set when it has none. */
function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const raw = request.cookies[DEVICE_COOKIE];
  const known = raw ? request.unsignCookie(raw) : null;
  if (known?.valid && known.value) return known.value;
  const device = randomBytes(16).toString('hex');
  reply.setCookie(DEVICE_COOKIE, device, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/house/pvp',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
  return device;
}

/**
 * The PVP table page's API (decision 059): the game session token of the launch in `x-game-token`
 * names the player, the room and the brand; the proof is public within the brand of the host.
 */
export function pvpRoutes(deps: { pvp: PvpService; limitPerMinute: number }): FastifyPluginAsyncZod {
  const { pvp } = deps;
  // The app's per-IP limit covers /wps, /lgw and /lotto only; these calls take the same limit here.
  const config = { rateLimit: { max: deps.limitPerMinute, timeWindow: '1 minute', allowList: [] as string[] } };
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  return async (app) => {
    app.get(API.pvpSession, { config, schema: { response: { 200: okEnvelope(pvpSessionValue) } } }, async (request, reply) => {
      deviceOf(request, reply);
      return ok(await pvp.session(tokenOf(request)));
    });

    app.post(API.pvpSit, { config, schema: { response: { 200: okEnvelope(pvpTableView) } } }, async (request, reply) =>
      ok(await pvp.sit(tokenOf(request), { ip: request.ip, device: deviceOf(request, reply) })),
    );

    app.get(API.pvpTable, { config, schema: { response: { 200: okEnvelope(pvpTableView) } } }, async (request) =>
      ok(await pvp.table(tokenOf(request))),
    );

    app.post(API.pvpMove, { config, schema: { body: pvpMoveBody, response: { 200: okEnvelope(pvpHandView) } } }, async (request) =>
      ok(await pvp.move(tokenOf(request), request.body)),
    );

    app.post(API.pvpLeave, { config, schema: { response: { 200: okEnvelope(pvpLeaveValue) } } }, async (request) =>
      ok(await pvp.leave(tokenOf(request))),
    );

    app.get(API.pvpHistory, { config, schema: { response: { 200: okEnvelope(pvpHistoryValue) } } }, async (request) =>
      ok(await pvp.history(tokenOf(request))),
    );

    app.get(
      API.pvpProof,
      { schema: { params: z.object({ handId: dbId }), response: { 200: okEnvelope(pvpProofValue) } } },
      async (request) => ok(await pvp.proof(request.caller.brand.id, request.params.handId)),
    );
  };
}
