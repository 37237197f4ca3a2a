import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaValue, humanCheckChallengeValue } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, type CaptchaService } from './captcha.service.ts';
import type { HumanCheckService } from './human-check.service.ts';

/**
 * The captcha image and the human-check challenge. Their answers are checked by the credential
 * calls themselves (login, register), through the services.
 */
export function verificationRoutes(captchas: CaptchaService, humanCheck: HumanCheckService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.captcha, { schema: { response: { 200: okEnvelope(captchaValue) } } }, async (request, reply) => {
      const issued = await captchas.issue(request.caller.brand, captchas.visitorOf(request));
      reply.setCookie(CAPTCHA_COOKIE, issued.id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/wps',
        secure: request.protocol === 'https',
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      // Each image is new and single-use; no cache may keep or share it.
      reply.header('cache-control', 'no-store');
      return ok(issued.png.toString('base64'));
    });

    app.get(API.humanCheck, { schema: { response: { 200: okEnvelope(humanCheckChallengeValue) } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await humanCheck.challenge());
    });
  };
}
