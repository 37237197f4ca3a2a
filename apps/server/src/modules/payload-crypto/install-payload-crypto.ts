import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createKeyRing } from './key-ring.ts';
import { createPayloadOpener } from './open-payload.ts';
import { payloadCryptoRoutes } from './payload-crypto.routes.ts';

/**
 * Encrypted credential calls: the payload key (rotated daily, the old one kept an hour) and its
 * route, and the opener the login, registration and password calls read their bodies with.
 */
export async function installPayloadCrypto(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;
  const keyRing = createKeyRing(db, clock, ctx.secret, { rotateAfterMs: 24 * 3_600_000, graceMs: 3_600_000 });
  await app.register(payloadCryptoRoutes(keyRing));
  // Make the key pair at start rather than on the first login (seconds of RSA work).
  if (ctx.config.warmPayloadKey) app.addHook('onReady', async () => void (await keyRing.current()));
  return { opener: createPayloadOpener(db, clock, keyRing) };
}
