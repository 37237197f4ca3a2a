import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffGuard } from '../staff/index.ts';

/** Uploads staff deciding finance may look at: deposit receipts and withdrawal proofs. */
const FINANCE_PURPOSES = ['deposit_receipt', 'withdrawal_proof'];

/** An upload's image for staff whose brands include its brand (scope null: every brand); null otherwise. */
async function selectUploadInScope(
  db: Queryable,
  id: string,
  scope: string[] | null,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from uploads
      where id = $1 and purpose = any($2::text[]) and ($3::bigint[] is null or merchant_id = any($3::bigint[]))`,
    [id, FINANCE_PURPOSES, scope],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

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
