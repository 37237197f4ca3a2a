import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createSmsCodeService } from './sms-code.service.ts';
import { createHttpSmsProvider, createOutboxProvider, deliverSms, type OutgoingSms } from './sms-provider.ts';
import { smsRoutes } from './sms.routes.ts';
import type { HumanCheckVerifier } from '../../http/verifiers.ts';

/**
 * SMS codes: every text kept in sms_outbox, sent through the HTTP gateway when SMS_HTTP_URL is set;
 * the request-a-code route behind the human check. Answers the code service the credential calls check,
 * and the sender of other texts to players.
 */
export async function installSms(app: FastifyInstance, ctx: AppContext, deps: { humanCheck: HumanCheckVerifier }) {
  const { db, clock, config } = ctx;
  const provider = config.smsHttpUrl ? createHttpSmsProvider(config.smsHttpUrl, config.smsHttpToken) : createOutboxProvider();
  const smsCodes = createSmsCodeService({ db, clock, secret: ctx.secret, provider });
  await app.register(smsRoutes({ db, smsCodes, humanCheck: deps.humanCheck, credentialLimit: config.credentialRateLimit }));
  // Texts to players that are not codes (a temporary password, a locked factor; decision 060), recorded like every SMS.
  const sendText = (message: OutgoingSms) => deliverSms(db, clock, provider, message);
  return { smsCodes, sendText };
}
