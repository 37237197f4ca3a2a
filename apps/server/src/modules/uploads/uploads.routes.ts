import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { AppError } from '../../http/errors.ts';
import { selectOwnUpload } from './upload.queries.ts';

/** Shows a player their own uploaded images (a receipt they sent, a proof). */
export function uploadRoutes(deps: { db: Db; guard: AuthGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.upload, { preHandler: deps.guard(), schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const { brand } = request.caller;
      const image = await selectOwnUpload(deps.db, request.params.id, brand.id, request.auth.account.id);
      if (!image) throw new AppError('not_found');
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .send(image.bytes);
    });
  };
}
