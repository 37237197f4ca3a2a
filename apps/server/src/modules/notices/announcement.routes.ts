import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { announcementPage, announcementQuery } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { AnnouncementService } from './announcement.service.ts';

/** `MCSFE_getListAnnouncements`: public, paged, by type (B bulletin by default). */
export function announcementRoutes(announcements: AnnouncementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.announcements,
      { schema: { querystring: announcementQuery, response: { 200: okEnvelope(announcementPage) } } },
      async (request) => {
        const { type, pageNo, pageSize } = request.query;
        return ok(await announcements.page(request.caller.brand, type, request.caller.textLanguage, pageNo, pageSize));
      },
    );
  };
}
