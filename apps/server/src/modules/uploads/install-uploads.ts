import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { staffUploadRoutes } from './staff-uploads.routes.ts';
import { uploadRoutes } from './uploads.routes.ts';

/**
 * Stored images (receipts, proofs, avatars) as the player and the back office read them. The
 * multipart limits themselves are the HTTP edge's (http/multipart.ts), applied before any route.
 */
export async function installUploads(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<void> {
  await app.register(uploadRoutes({ db: ctx.db, guard: deps.guard }));
  await app.register(staffUploadRoutes({ db: ctx.db, guard: deps.staffGuard }));
}
