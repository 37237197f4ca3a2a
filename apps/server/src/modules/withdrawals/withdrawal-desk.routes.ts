import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import {
  boApprovePayload,
  boReasonPayload,
  boResolvePayload,
  boWithdrawal,
  boWithdrawalPage,
  boWithdrawalQuery,
  withdrawalSettings,
  withdrawalSettingsQuery,
} from '@pkg/contracts/withdrawals';
import { ok } from '../../http/envelope.ts';
import type { StaffGuard } from '../staff/index.ts';
import type { WithdrawalDesk } from './withdrawal-desk.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * The back office's withdrawal desk (decision 017): the withdrawal queue and its decisions and
 * disputes, and the brand's withdrawal settings (finance.decide). Every call is limited to the
 * staff member's brands and every change is written to the staff audit. Manual adjustments and the
 * ledger check are modules/finance-desk's.
 */
export function withdrawalDeskRoutes(deps: { desk: WithdrawalDesk; guard: StaffGuard }): FastifyPluginAsyncZod {
  const decide = deps.guard('finance.decide');
  return async (app) => {
    app.get(
      BO_API.withdrawals,
      { preHandler: decide, schema: { querystring: boWithdrawalQuery, response: { 200: okEnvelope(boWithdrawalPage) } } },
      async (request) => ok(await deps.desk.list(request.staff, request.query)),
    );

    app.post(
      BO_API.withdrawalApprove,
      { preHandler: decide, schema: { params: idParams, body: boApprovePayload, response: { 200: okEnvelope(boWithdrawal) } } },
      async (request) =>
        ok(await deps.desk.approve({ staff: request.staff, id: request.params.id, ip: request.ip }, request.body.note || null)),
    );

    app.post(
      BO_API.withdrawalReject,
      { preHandler: decide, schema: { params: idParams, body: boReasonPayload, response: { 200: okEnvelope(boWithdrawal) } } },
      async (request) => ok(await deps.desk.reject({ staff: request.staff, id: request.params.id, ip: request.ip }, request.body.reason)),
    );

    app.post(
      BO_API.withdrawalForceReceipt,
      { preHandler: decide, schema: { params: idParams, body: boReasonPayload, response: { 200: okEnvelope(boWithdrawal) } } },
      async (request) =>
        ok(await deps.desk.forceReceipt({ staff: request.staff, id: request.params.id, ip: request.ip }, request.body.reason)),
    );

    app.post(
      BO_API.withdrawalResolve,
      { preHandler: decide, schema: { params: idParams, body: boResolvePayload, response: { 200: okEnvelope(boWithdrawal) } } },
      async (request) =>
        ok(
          await deps.desk.resolve(
            { staff: request.staff, id: request.params.id, ip: request.ip },
            request.body.outcome,
            request.body.reason,
          ),
        ),
    );

    app.get(
      BO_API.withdrawalSettings,
      { preHandler: decide, schema: { querystring: withdrawalSettingsQuery, response: { 200: okEnvelope(withdrawalSettings) } } },
      async (request) => ok(await deps.desk.settings(request.staff, request.query.brandId)),
    );

    app.post(
      BO_API.withdrawalSettings,
      { preHandler: decide, schema: { body: withdrawalSettings, response: { 200: okEnvelope(withdrawalSettings) } } },
      async (request) => ok(await deps.desk.updateSettings(request.staff, request.body, request.ip)),
    );
  };
}
