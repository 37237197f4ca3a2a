/**
 * Runs the real server process (`node --import tsx apps/server/src/main.ts`) for the crash test:
 * starts it on a free port with the given environment, waits until it answers `/healthz`, and
 * stops it with SIGKILL (a crash: no shutdown hook runs) or SIGTERM (the normal stop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API } from '@pkg/contracts/routes';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = 'apps/server/src/main.ts';
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;

/** A running server process. */
export interface ServerProcess {
  /** Base URL, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly pid: number;
  /** Kills it with SIGKILL, as a crash or the OOM killer would, and waits until it is gone. */
  crash(): Promise<void>;
  /** Asks it to stop (SIGTERM: finish requests in flight, close the database) and waits; SIGKILL after 30 s. */
  stop(): Promise<void>;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server with `env` added to a clean environment (no DATABASE_URL, DATA_DIR,
 * APP_SECRET or REDIS_URL inherited from the caller) and resolves once `/healthz` answers 200.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // A cluster's Redis too: a test names it only for the processes that should share one.
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    APP_SECRET: _secret,
    PORT: _port,
    REDIS_URL: _redis,
    REDIS_PREFIX: _prefix,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: '', BACKOFFICE_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const gone = exited(child);

  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    async crash() {
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await gone;
      clearTimeout(timer);
    },
    output: () => printed,
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let stopped = false;
  void gone.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server exited during start (code ${child.exitCode}):\n${printed}`);
    const ready = await fetch(`${url}${API.health}`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.crash();
  throw new Error(`the server did not answer ${API.health} within ${READY_TIMEOUT_MS / 1000} s:\n${printed}`);
}
