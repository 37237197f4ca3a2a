/**
 * A small reverse proxy for the two-process test, doing what the deployment's proxy does
 * (docs/deployment.md): each request goes to the next server in turn, with X-Forwarded-For set; a
 * server that refuses the connection is skipped (nginx's `proxy_next_upstream error`), while a
 * request cut off after it reached a server answers 502 and is never sent again (it may have run).
 * Responses, event streams included, are piped through as they come.
 */
import http from 'node:http';

export interface Proxy {
  url: string;
  /** Requests each upstream received, by upstream URL. */
  served: Map<string, number>;
  close(): Promise<void>;
}

export async function startProxy(upstreams: readonly string[]): Promise<Proxy> {
  let turn = 0;
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % upstreams.length;
      const attempt = (tried: number) => {
        const upstream = upstreams[(first + tried) % upstreams.length] as string;
        const target = new URL(request.url ?? '/', upstream);
        const outgoing = http.request(target, {
          method: request.method,
          headers: { ...request.headers, host: target.host, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' },
        });
        let reached = false;
        // A kept-alive socket is connected already; a new one counts once it connects.
        outgoing.on('socket', (socket) => {
          if (!socket.connecting) reached = true;
          else socket.once('connect', () => (reached = true));
        });
        outgoing.on('response', (answer) => {
          served.set(upstream, (served.get(upstream) ?? 0) + 1);
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('error', () => response.destroy());
        });
        outgoing.on('error', () => {
          if (!reached && tried + 1 < upstreams.length) return attempt(tried + 1);
          if (response.headersSent) response.destroy();
          else response.writeHead(502).end();
        });
        response.on('close', () => outgoing.destroy());
        outgoing.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
