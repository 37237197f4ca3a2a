// A TLS front with HTTP/2 before a local server, for `npm run bench:web -- --h2`: what a phone
// meets in production, where the reverse proxy (docs/deployment.md) terminates TLS and speaks
// HTTP/2 to the browser, and HTTP/1.1 to the server processes behind it. Lighthouse's simulation
// models the connections it observed, so a page measured over plain HTTP/1.1 on the loopback is
// charged six connections per host, which no production visitor has.
//
// It passes every request through unchanged (method, path, headers, body; answers streamed back
// with their status and headers), with X-Forwarded-For and X-Forwarded-Proto as the proxy sets
// them, and gzips JSON answers of 1 KB or more outside /bo/, as the nginx example of
// docs/deployment.md does (the site's own files come precompressed from the server). The
// certificate is a throwaway self-signed one made with openssl for this run; the browser is
// started with --ignore-certificate-errors. (The two-process test's round-robin proxy,
// apps/server/test/cluster/round-robin-proxy.ts, is plain HTTP/1.1 and TypeScript, which this
// script, run by plain node, cannot import.)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';

/** HTTP/1.1 hop-by-hop headers, which HTTP/2 forbids in an answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * Starts the front on a free port of 127.0.0.1, forwarding to `target` (an http:// origin), and
 * answers its origin and a `close`. The key and certificate are written into `dir`.
 */
export async function startH2Front(target, dir) {
  const key = path.join(dir, 'front-key.pem');
  const cert = path.join(dir, 'front-cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-days', '1'];
  const keyPair = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert];
  execFileSync('openssl', ['req', '-x509', ...keyPair, ...subject], { stdio: 'ignore' });
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    headers.host = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'https';
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        const gzip = gzipsJson(req, answer);
        if (gzip) {
          delete out['content-length'];
          out['content-encoding'] = 'gzip';
          out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, out);
        (gzip ? answer.pipe(zlib.createGzip()) : answer).pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A stream the browser closes before its end (a live event stream left behind) closes its
    // upstream request; one that ended left its socket to the agent.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

/** nginx's `gzip on; gzip_types application/json; gzip_min_length 1024;` and `location /bo/ { gzip off; }`. */
function gzipsJson(req, answer) {
  const type = String(answer.headers['content-type'] ?? '');
  const length = Number(answer.headers['content-length'] ?? Number.POSITIVE_INFINITY);
  return (
    type.startsWith('application/json') &&
    !answer.headers['content-encoding'] &&
    length >= 1024 &&
    !String(req.url).startsWith('/bo/') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  );
}
