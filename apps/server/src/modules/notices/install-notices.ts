import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { StaffGuard } from '../staff/index.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { createAnnouncementService } from './announcement.service.ts';
import { createNoticeDesk } from './notice-desk.service.ts';
import { createNoticePayloadService } from './notice-payload.service.ts';
import { noticeRoutes } from './notice-payload.routes.ts';

/**
 * Announcements (public, but agent notices, type AG, for agents only), the notice payload with home
 * banners and popups, and their back-office editor (decision 031).
 */
export async function installNotices(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { guard: AuthGuard; staffGuard: StaffGuard },
): Promise<void> {
  const { db, clock } = ctx;
  await app.register(announcementRoutes(createAnnouncementService(db, clock), deps.guard));
  const payload = createNoticePayloadService(db, clock, createAnnouncementService(db, clock));
  await app.register(noticeRoutes({ payload, desk: createNoticeDesk({ db, clock }), staffGuard: deps.staffGuard }));
}
