import type { FastifyReply } from 'fastify';
import { HEADERS } from '@pkg/contracts/routes';

/**
 * Takes a response over from Fastify and sends a server-sent-event stream's head, keeping the
 * security headers the hooks set; answers the raw response to write events to. Shared by the live
 * balance stream (modules/wallet) and the rounds' live tables (modules/rounds).
 */
export function startEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    [HEADERS.requestId]: reply.request.id,
  });
  raw.flushHeaders();
  return raw;
}
