import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffGuard } from '../staff/index.ts';
import { createAnnouncementService } from './announcement.service.ts';
import { createNoticeDesk } from './notice-desk.service.ts';
import { createNoticePayloadService } from './notice-payload.service.ts';
import { noticeRoutes } from './notice-payload.routes.ts';

/** The notice payload with home banners and popups, and their back-office editor (decision 031). */
export async function installNotices(app: FastifyInstance, deps: { db: Db; clock: Clock; staffGuard: StaffGuard }): Promise<void> {
  const { db, clock } = deps;
  const payload = createNoticePayloadService(db, clock, createAnnouncementService(db, clock));
  await app.register(noticeRoutes({ db, payload, desk: createNoticeDesk({ db, clock }), staffGuard: deps.staffGuard }));
}
