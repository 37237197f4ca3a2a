import type { FastifyInstance } from 'fastify';
import type { RandomSource } from '@pkg/games/random';
import type { AppConfig, AppDeps } from './app-config.ts';
import type { Db } from './db/client.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createBrandEventBus, shareBrandEvents, type BrandEventBus } from './lib/brand-events.ts';
import type { Clock } from './lib/clock.ts';
import { createLocalCluster, type Cluster } from './lib/cluster.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password.ts';
import { cryptoRandomSource } from './lib/random.ts';
import { createWalletEventBus, shareWalletEvents, type WalletEventBus } from './lib/wallet-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (decision 027). */
    jobs: JobRunner;
  }
}

/**
 * What every module's install gets (decision 052): the app's dependencies and settings, and the
 * infrastructure the modules share. What one module makes for others (the guards, the session
 * store, the payment password ...) is passed to those installs by name in app.ts.
 */
export interface AppContext {
  db: Db;
  clock: Clock;
  /** The app secret: signs cookies and challenges, seals stored secrets (each purpose its own derived key). */
  secret: string;
  config: AppConfig;
  /** Scheduled work of every module (sweeps, draws, settlements) runs on one job runner (decision 027). */
  jobs: JobRunner;
  /** What this process shares with the other server processes (decision 045). */
  cluster: Cluster;
  /** Password and payment password hashes (argon2id), bounded in flight. */
  hasher: PasswordHasher;
  /** Draws house game outcomes (decision 024). */
  random: RandomSource;
  /**
   * Whoever moves a player's money publishes here after commit; the live balance streams listen
   * (decision 018). With several processes the buses go through the cluster (decision 045).
   */
  walletEvents: WalletEventBus;
  /** Site-wide events of a brand (a lottery draw changing state). */
  brandEvents: BrandEventBus;
  /** The same bus keyed by account id: one account's events other than its balance (platform messages, decision 031). */
  accountEvents: BrandEventBus;
}

/** Builds the shared infrastructure: the job runner (started when the app is ready), the cluster, the hasher, the event buses. */
export async function createAppContext(app: FastifyInstance, deps: AppDeps): Promise<AppContext> {
  const { db, clock, config } = deps;
  const jobs = createJobRunner({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const jobPollMs = config.jobPollMs ?? 0;
  app.addHook('onReady', async () => jobs.start(jobPollMs));
  app.addHook('onClose', () => jobs.stop());
  const cluster = deps.cluster ?? createLocalCluster((error) => app.log.error({ err: error }, 'cluster listener failed'));
  const bus = (what: string) => createBrandEventBus((error) => app.log.error({ err: error }, `${what} event listener failed`));
  return {
    db,
    clock,
    secret: deps.secret,
    config,
    jobs,
    cluster,
    hasher: deps.passwordHasher ?? (await createPasswordHasher(config.argon2MaxInFlight)),
    random: deps.random ?? cryptoRandomSource(),
    walletEvents: shareWalletEvents(
      createWalletEventBus((error) => app.log.error({ err: error }, 'wallet event listener failed')),
      cluster,
    ),
    brandEvents: shareBrandEvents(bus('brand'), cluster, 'brand-events'),
    accountEvents: shareBrandEvents(bus('account'), cluster, 'account-events'),
  };
}
