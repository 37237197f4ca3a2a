import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createEmailCodeService } from './email-code.service.ts';
import { createOutboxMailProvider, createSmtpMailProvider } from './mail-provider.ts';
import { createMailer } from './mailer.ts';
import { passwordEmailRoutes } from './password-email.routes.ts';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset.service.ts';
import type { PayloadOpener } from '../../http/verifiers.ts';

/**
 * E-mail (decision 012): every message recorded in email_outbox and sent by SMTP when configured
 * (the sender closes with the app); the password reset by e-mailed link. Answers the e-mailed codes
 * two-factor offers, and the sender of other mails to players (decision 060).
 */
export async function installEmail(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Pick<PasswordResetDeps, 'sessions' | 'loginFailures' | 'system' | 'humanCheck'> & { opener: PayloadOpener },
) {
  const { db, clock, config, secret } = ctx;
  const mailer = createMailer({
    db,
    clock,
    provider: config.smtpUrl ? createSmtpMailProvider(config.smtpUrl, config.mailFrom) : createOutboxMailProvider(),
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  const emailCodes = createEmailCodeService({ db, clock, secret, mailer });
  const resets = createPasswordResetService({
    db,
    clock,
    secret,
    hasher: ctx.hasher,
    sessions: deps.sessions,
    loginFailures: deps.loginFailures,
    system: deps.system,
    humanCheck: deps.humanCheck,
    mailer,
  });
  await app.register(passwordEmailRoutes({ resets, opener: deps.opener, credentialLimit: config.credentialRateLimit }));
  return { emailCodes, sendMail: mailer.send };
}
