import type { FastifyInstance } from 'fastify';

/** The arena page's path (in the /game frame). */
const ARENA_PAGE = '/house-arena/';

/**
 * The site's strict Content-Security-Policy (http/security.ts) lets a page load media and call
 * addresses of its own origin only. The arena page plays the fight's HLS stream from the address
 * the operator set (any https host): hls.js fetches the playlist and segments (connect-src) and
 * plays them through a blob: media source (media-src). Only that page gets those sources
 * (decision 056); scripts stay this origin's only.
 */
export function widenCspForStreams(policy: string): string {
  const parts = policy.split(';').map((part) => part.trim());
  const widened = parts.map((part) => (part.split(/\s+/)[0] === 'connect-src' ? `${part} https:` : part));
  return [...widened.filter((part) => part !== ''), "media-src 'self' blob: https:"].join('; ');
}

/** Widens the policy of the arena page's document. */
export function installArenaCsp(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(ARENA_PAGE)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !policy.includes('media-src')) reply.header('content-security-policy', widenCspForStreams(policy));
    return payload;
  });
}
