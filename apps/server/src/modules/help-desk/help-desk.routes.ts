import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boHelpArticleOrder,
  boHelpArticleSave,
  boHelpArticleUpdate,
  boHelpCategory,
  boHelpCategoryCreate,
  boHelpCategoryOrder,
  boHelpCategoryUpdate,
  boHelpList,
  boHelpQuery,
} from '@pkg/contracts/help-desk';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { HelpDesk } from './help-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });
const articleParams = z.object({ id: z.string().max(20), slug: z.string().max(48) });

/** The back office's help-centre editor (decision 036): content.read to list, content.manage to change. */
export function helpDeskRoutes(deps: { desk: HelpDesk; staffGuard: StaffGuard }): FastifyPluginAsyncZod {
  const { desk } = deps;
  const read = deps.staffGuard('content.read');
  const manage = deps.staffGuard('content.manage');
  const category = { 200: okEnvelope(boHelpCategory) };
  return async (app) => {
    app.get(
      BO_API.help,
      { preHandler: read, schema: { querystring: boHelpQuery, response: { 200: okEnvelope(boHelpList) } } },
      async (request) => ok(await desk.list({ staff: request.staff, ip: request.ip }, request.query.brandId)),
    );
    app.post(BO_API.helpCategories, { preHandler: manage, schema: { body: boHelpCategoryCreate, response: category } }, async (request) =>
      ok(await desk.createCategory({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.helpCategoryOrder,
      { preHandler: manage, schema: { body: boHelpCategoryOrder, response: { 200: okEnvelope(boHelpList) } } },
      async (request) => ok(await desk.orderCategories({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.post(
      BO_API.helpCategory,
      { preHandler: manage, schema: { params: idParams, body: boHelpCategoryUpdate, response: category } },
      async (request) => ok(await desk.updateCategory({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.post(
      BO_API.helpArticles,
      { preHandler: manage, schema: { params: idParams, body: boHelpArticleSave, response: category } },
      async (request) => ok(await desk.saveArticle({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.post(
      BO_API.helpArticleOrder,
      { preHandler: manage, schema: { params: idParams, body: boHelpArticleOrder, response: category } },
      async (request) => ok(await desk.orderArticles({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.post(
      BO_API.helpArticle,
      { preHandler: manage, schema: { params: articleParams, body: boHelpArticleUpdate, response: category } },
      async (request) =>
        ok(
          await desk.switchArticle({ staff: request.staff, ip: request.ip }, request.params.id, request.params.slug, request.body.enabled),
        ),
    );
    app.post(BO_API.helpArticleDelete, { preHandler: manage, schema: { params: articleParams, response: category } }, async (request) =>
      ok(await desk.deleteArticle({ staff: request.staff, ip: request.ip }, request.params.id, request.params.slug)),
    );
  };
}
