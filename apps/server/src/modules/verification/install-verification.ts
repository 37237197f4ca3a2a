import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createCaptchaService } from './captcha.service.ts';
import { createHumanCheckService } from './human-check.service.ts';
import { verificationRoutes } from './verification.routes.ts';

/** The captcha and the proof-of-work human check in front of the credential calls, and their routes. */
export async function installVerification(app: FastifyInstance, ctx: AppContext, deps: { captchaText?: (() => string) | undefined }) {
  const { db, clock, secret } = ctx;
  const captcha = createCaptchaService(db, clock, secret, deps.captchaText);
  const humanCheck = createHumanCheckService(db, clock, secret);
  await app.register(verificationRoutes(captcha, humanCheck));
  return { captcha, humanCheck };
}
