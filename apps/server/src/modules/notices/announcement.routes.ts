import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { announcementPage, announcementQuery } from '@pkg/contracts/notices';
import { API } from '@pkg/contracts/routes';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { AnnouncementService } from './announcement.service.ts';

/**
 * `MCSFE_getListAnnouncements`: public, paged, by type (B bulletin by default). Agent notices
 * (type AG, the agent centre's Announcement page) are for agents only and answer exactly as the
 * agent calls do: login.not.session, in_need_true_account or error_not_agent.
 */
export function announcementRoutes(announcements: AnnouncementService, guard: AuthGuard): FastifyPluginAsyncZod {
  const agents = guard({ agentsOnly: true });
  return async (app) => {
    app.get(
      API.announcements,
      {
        // The query is validated before this runs, so the type is one of the known ones.
        preHandler: async (request) => {
          if (request.query.type === 'AG') await agents(request);
        },
        schema: { querystring: announcementQuery, response: { 200: okEnvelope(announcementPage) } },
      },
      async (request) => {
        const { type, pageNo, pageSize } = request.query;
        return ok(await announcements.page(request.caller.brand, type, request.caller.textLanguage, pageNo, pageSize));
      },
    );
  };
}
