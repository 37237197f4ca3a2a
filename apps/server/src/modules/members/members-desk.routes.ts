import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boMemberAgentsQuery,
  boMemberKycDecision,
  boMemberKycForm,
  boMemberLabels,
  boMemberNote,
  boMemberPasswordReset,
  boMemberProfile,
  boMemberReason,
  type BoMemberResetOutcome,
  boMemberSearchQuery,
  boMemberSearchValue,
  boMemberTreeValue,
} from '@pkg/contracts/members';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor, StaffContext, StaffGuard } from '../staff/index.ts';
import { readUploads } from '../uploads/index.ts';
import type { MembersDesk } from './members-desk.service.ts';
import type { MemberResets } from './member-resets.service.ts';

// Ids are checked by the service, which answers player_not_found (or kyc_document_not_found) for any it cannot find.
const idParams = z.object({ id: z.string().max(20) });
const docParams = z.object({ id: z.string().max(20), docId: z.string().max(20) });
const resetParams = z.object({ id: z.string().max(20), requestId: z.string().max(20) });

/** The Members desk (decision 038): members.read looks, members.manage acts; every change is audited by the service. */
export function membersDeskRoutes(deps: { desk: MembersDesk; resets: MemberResets; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('members.read');
  const manage = deps.guard('members.manage');
  return async (app) => {
    const actor = (request: { staff: StaffContext; ip: string }): StaffActor => ({ staff: request.staff, ip: request.ip });
    app.get(
      BO_API.members,
      { preHandler: read, schema: { querystring: boMemberSearchQuery, response: { 200: okEnvelope(boMemberSearchValue) } } },
      async (request) => ok(await deps.desk.search(actor(request), request.query)),
    );
    app.get(
      BO_API.memberAgents,
      { preHandler: read, schema: { querystring: boMemberAgentsQuery, response: { 200: okEnvelope(boMemberTreeValue) } } },
      async (request) => ok(await deps.desk.tree(actor(request), null, request.query)),
    );
    app.get(
      BO_API.member,
      { preHandler: read, schema: { params: idParams, response: { 200: okEnvelope(boMemberProfile) } } },
      async (request) => ok(await deps.desk.profile(actor(request), request.params.id)),
    );
    app.get(
      BO_API.memberDownline,
      {
        preHandler: read,
        schema: { params: idParams, querystring: boMemberAgentsQuery, response: { 200: okEnvelope(boMemberTreeValue) } },
      },
      async (request) => ok(await deps.desk.tree(actor(request), request.params.id, request.query)),
    );
    app.get(BO_API.memberKycImage, { preHandler: read, schema: { params: docParams } }, async (request, reply) => {
      const image = await deps.desk.kycImage(actor(request), request.params.id, request.params.docId);
      if (!image) throw new AppError('not_found');
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(image.bytes);
    });

    const reasonRoute = {
      preHandler: manage,
      schema: { params: idParams, body: boMemberReason, response: { 200: okEnvelope(boMemberProfile) } },
    };
    app.post(BO_API.memberLock, reasonRoute, async (request) =>
      ok(await deps.desk.lock(actor(request), request.params.id, request.body.reason)),
    );
    app.post(BO_API.memberUnlock, reasonRoute, async (request) =>
      ok(await deps.desk.unlock(actor(request), request.params.id, request.body.reason)),
    );
    // Resets (decision 060): the temporary password goes to the player's phone or e-mail; a second staff member approves where needed.
    const resetRoute = {
      preHandler: manage,
      schema: { params: idParams, body: boMemberReason, response: { 200: okEnvelope(boMemberPasswordReset) } },
    };
    const answer = async (request: { staff: StaffContext; ip: string; params: { id: string } }, outcome: BoMemberResetOutcome) => ({
      outcome,
      profile: await deps.desk.profile(actor(request), request.params.id),
    });
    app.post(BO_API.memberPasswordReset, resetRoute, async (request) =>
      ok(await answer(request, await deps.resets.requestPasswordReset(actor(request), request.params.id, request.body.reason))),
    );
    app.post(BO_API.memberTwoFactorReset, resetRoute, async (request) =>
      ok(await answer(request, await deps.resets.requestTwoFactorReset(actor(request), request.params.id, request.body.reason))),
    );
    app.post(
      BO_API.memberResetApprove,
      { preHandler: manage, schema: { params: resetParams, response: { 200: okEnvelope(boMemberPasswordReset) } } },
      async (request) => ok(await answer(request, await deps.resets.approve(actor(request), request.params.id, request.params.requestId))),
    );
    app.post(
      BO_API.memberResetReject,
      { preHandler: manage, schema: { params: resetParams, body: boMemberReason, response: { 200: okEnvelope(boMemberPasswordReset) } } },
      async (request) =>
        ok(
          await answer(request, await deps.resets.reject(actor(request), request.params.id, request.params.requestId, request.body.reason)),
        ),
    );
    app.post(
      BO_API.memberLabels,
      { preHandler: manage, schema: { params: idParams, body: boMemberLabels, response: { 200: okEnvelope(boMemberProfile) } } },
      async (request) => ok(await deps.desk.setLabels(actor(request), request.params.id, request.body)),
    );
    app.post(
      BO_API.memberNotes,
      { preHandler: manage, schema: { params: idParams, body: boMemberNote, response: { 200: okEnvelope(boMemberProfile) } } },
      async (request) => ok(await deps.desk.addNote(actor(request), request.params.id, request.body.body)),
    );
    app.post(
      BO_API.memberKyc,
      { preHandler: manage, schema: { params: idParams, response: { 200: okEnvelope(boMemberProfile) } } },
      async (request) => {
        // The player must be in scope before the image is read and re-encoded.
        await deps.desk.find(actor(request), request.params.id);
        const form = await readUploads(request);
        const parsed = boMemberKycForm.safeParse(form.fields);
        if (!parsed.success) throw new AppError('bad_request', 'kind', { field: 'kind' });
        const [image, ...more] = form.images;
        if (!image) throw new AppError('bad_request', 'one image under images', { field: 'images' });
        if (more.length > 0) throw new AppError('upload_too_many', 'one image per document');
        return ok(await deps.desk.addKyc(actor(request), request.params.id, parsed.data.kind, image));
      },
    );
    app.post(
      BO_API.memberKycDecide,
      { preHandler: manage, schema: { params: docParams, body: boMemberKycDecision, response: { 200: okEnvelope(boMemberProfile) } } },
      async (request) => ok(await deps.desk.decideKyc(actor(request), request.params.id, request.params.docId, request.body)),
    );
  };
}
