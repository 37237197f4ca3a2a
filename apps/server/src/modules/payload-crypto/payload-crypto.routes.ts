import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payloadKeyValue } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { ENCRYPTION_SCHEME } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { ok } from '../../http/envelope.ts';
import type { KeyRing } from './key-ring.ts';

/** `GET /wps/session/key/rsa`: the public key clients seal login, register and password payloads for. */
export function payloadCryptoRoutes(keyRing: KeyRing): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.sessionKey, { schema: { response: { 200: okEnvelope(payloadKeyValue) } } }, async (_request, reply) => {
      // Never cached: after a rotation a stored copy would seal for a key that leaves its grace.
      reply.header('cache-control', 'no-store');
      const { keyId, publicKey } = await keyRing.current();
      return ok({ keyId, publicKey, algorithm: ENCRYPTION_SCHEME });
    });
  };
}
