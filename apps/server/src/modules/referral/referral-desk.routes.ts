import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boReferralDecision,
  boReferralInvitee,
  boReferralInviteesQuery,
  boReferralInviteesValue,
  boReferralSettingsBody,
  boReferralSettingsValue,
  boReferrersQuery,
  boReferrersValue,
} from '@pkg/contracts/referral';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { ReferralDesk } from './referral-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The back office's referral desk (decision 034): reading needs referral.read, changing referral.manage. */
export function referralDeskRoutes(deps: { desk: ReferralDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('referral.read');
  const manage = deps.guard('referral.manage');
  return async (app) => {
    app.get(
      BO_API.referralSettings,
      { preHandler: read, schema: { response: { 200: okEnvelope(boReferralSettingsValue) } } },
      async (request) => ok(await deps.desk.settings({ staff: request.staff, ip: request.ip })),
    );
    app.post(
      BO_API.referralSettings,
      { preHandler: manage, schema: { body: boReferralSettingsBody, response: { 200: okEnvelope(boReferralSettingsValue) } } },
      async (request) => ok(await deps.desk.saveSettings({ staff: request.staff, ip: request.ip }, request.body)),
    );
    app.get(
      BO_API.referralInvitees,
      { preHandler: read, schema: { querystring: boReferralInviteesQuery, response: { 200: okEnvelope(boReferralInviteesValue) } } },
      async (request) => ok(await deps.desk.invitees({ staff: request.staff, ip: request.ip }, request.query)),
    );
    app.post(
      BO_API.referralDecide,
      { preHandler: manage, schema: { params: idParams, body: boReferralDecision, response: { 200: okEnvelope(boReferralInvitee) } } },
      async (request) => ok(await deps.desk.decide({ staff: request.staff, ip: request.ip }, request.params.id, request.body)),
    );
    app.get(
      BO_API.referralReferrers,
      { preHandler: read, schema: { querystring: boReferrersQuery, response: { 200: okEnvelope(boReferrersValue) } } },
      async (request) => ok(await deps.desk.referrers({ staff: request.staff, ip: request.ip }, request.query)),
    );
  };
}
