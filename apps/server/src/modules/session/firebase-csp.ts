import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../http/request-context.ts';
import type { BrandService } from '../brands/index.ts';

/**
 * What Firebase phone sign-in loads and calls in the browser: Google's reCAPTCHA (script and
 * frame, under its /recaptcha/ paths only) and the Identity Toolkit that texts and checks codes.
 */
const FIREBASE_SOURCES: Record<string, string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

/** The policy with Firebase's sources added to the directives it needs. */
export function widenCspForFirebase(policy: string): string {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim();
      const extra = FIREBASE_SOURCES[directive.split(/\s+/)[0] ?? ''];
      return extra ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The site's strict Content-Security-Policy (http/security.ts) allows scripts from this origin
 * only. Pages of a brand in Firebase mode need Google's reCAPTCHA and the Identity Toolkit, so
 * only they get those sources (decision 013); every other brand keeps the strict policy.
 */
export function installFirebaseCsp(app: FastifyInstance, brands: BrandService) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return payload;
    const brand = await brands.byHost(request.hostname).catch(() => null);
    if (brand?.firebase) reply.header('content-security-policy', widenCspForFirebase(policy));
    return payload;
  });
}
