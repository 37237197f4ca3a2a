import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffGuard } from '../staff/index.ts';
import { selectUploadInScope } from './upload.queries.ts';

/**
 * Shows staff with finance.decide a player's receipt or proof image of a brand in their scope
 * (the deposit and withdrawal queues show them as thumbnails). Others get not_found.
 */
export function staffUploadRoutes(deps: { db: Db; guard: StaffGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BO_API.upload,
      { preHandler: deps.guard('finance.decide'), schema: { params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const image = await selectUploadInScope(deps.db, request.params.id, request.staff.scope);
        if (!image) throw new AppError('not_found');
        return reply
          .header('content-type', image.contentType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(image.bytes);
      },
    );
  };
}
