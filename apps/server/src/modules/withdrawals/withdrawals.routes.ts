import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import {
  bindPayoutAccountPayload,
  payoutAccountView,
  receiptPayload,
  removePayoutAccountPayload,
  withdrawalInfo,
  withdrawalListQuery,
  withdrawalPage,
  withdrawalRequestPayload,
  withdrawalView,
  type ReceiptPayload,
} from '@pkg/contracts/withdrawals';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { guardedPerSession } from '../../http/session-rate-limit.ts';
import { AppError } from '../../http/errors.ts';
import type { CleanImage } from '../uploads/index.ts';
import { readUploads } from '../uploads/index.ts';
import { readIdempotencyKey } from '../../http/idempotency-key.ts';
import type { PayoutAccountService } from './payout-accounts.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

const idParams = z.object({ id: z.string().max(20) });

/** The receipt answer: JSON, or a multipart form with the same fields and the proof images. */
async function readReceipt(request: FastifyRequest): Promise<{ input: ReceiptPayload; images: CleanImage[] }> {
  if (request.isMultipart()) {
    const { fields, images } = await readUploads(request);
    const parsed = receiptPayload.safeParse(fields);
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
    return { input: parsed.data, images };
  }
  const parsed = receiptPayload.safeParse(request.body);
  if (!parsed.success) throw new AppError('bad_request', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  return { input: parsed.data, images: [] };
}

/**
 * The member centre's withdraw page (SPEC.md `withdraw`): real accounts only (trial accounts get
 * in_need_true_account). Changing calls need an Idempotency-Key and are limited per session.
 */
export function withdrawalRoutes(deps: {
  withdrawals: WithdrawalService;
  payoutAccounts: PayoutAccountService;
  guard: AuthGuard;
  /** Changing calls a minute per session (beside the app-wide limit per IP). */
  moneyLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const member = deps.guard();
  return async (app) => {
    // Per session, so players behind one carrier address do not share a limit (and per IP, app-wide).
    const limited = guardedPerSession(app, member, { name: 'wd', max: deps.moneyLimitPerMinute });
    app.get(API.withdrawalInfo, { preHandler: member, schema: { response: { 200: okEnvelope(withdrawalInfo) } } }, async (request) =>
      ok(await deps.withdrawals.info(request.caller.brand, request.auth.account)),
    );

    app.get(
      API.payoutAccounts,
      { preHandler: member, schema: { response: { 200: okEnvelope(z.array(payoutAccountView)) } } },
      async (request) => ok(await deps.payoutAccounts.list(request.auth.account)),
    );

    app.post(
      API.payoutAccounts,
      { preHandler: limited, schema: { body: bindPayoutAccountPayload, response: { 200: okEnvelope(payoutAccountView) } } },
      async (request) => ok(await deps.payoutAccounts.bind(request.auth.account, readIdempotencyKey(request), request.body, request.ip)),
    );

    app.post(
      API.payoutAccountRemove,
      {
        preHandler: limited,
        schema: { params: idParams, body: removePayoutAccountPayload, response: { 200: okEnvelope(z.object({ id: z.string() })) } },
      },
      async (request) =>
        ok(
          await deps.payoutAccounts.remove(
            request.auth.account,
            readIdempotencyKey(request),
            request.params.id,
            request.body.paymentPassword,
            request.ip,
          ),
        ),
    );

    app.get(
      API.withdrawals,
      { preHandler: member, schema: { querystring: withdrawalListQuery, response: { 200: okEnvelope(withdrawalPage) } } },
      async (request) =>
        ok(await deps.withdrawals.list(request.caller.brand, request.auth.account, request.query.pageNo, request.query.pageSize)),
    );

    app.post(
      API.withdrawals,
      { preHandler: limited, schema: { body: withdrawalRequestPayload, response: { 200: okEnvelope(withdrawalView) } } },
      async (request) =>
        ok(
          await deps.withdrawals.request(request.caller.brand, request.auth.account, readIdempotencyKey(request), request.body, request.ip),
        ),
    );

    app.post(
      API.withdrawalReceipt,
      { preHandler: limited, schema: { params: idParams, response: { 200: okEnvelope(withdrawalView) } } },
      async (request) => {
        const key = readIdempotencyKey(request);
        const { input, images } = await readReceipt(request);
        return ok(
          await deps.withdrawals.answer(request.caller.brand, request.auth.account, key, request.params.id, input, images, request.ip),
        );
      },
    );
  };
}
