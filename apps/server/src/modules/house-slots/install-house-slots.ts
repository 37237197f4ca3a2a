import type { FastifyInstance } from 'fastify';
import type { RandomSource } from '@pkg/games/random';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandService } from '../brands/brand.service.ts';
import { createHouseSlotService, type HouseSlotService } from './house-slots.service.ts';
import { houseSlotRoutes } from './house-slots.routes.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createSpinRecovery, DEFAULT_RESUME_AFTER_MS, scheduleSpinRecovery, type SpinRecovery } from './resume-spins.ts';
import type { SlotSessionResolver } from './slot-context.ts';
import type { SlotWallet } from './slot-wallet.ts';
import { createSpinService } from './spin.service.ts';

/** What installHouseSlots needs. */
export interface HouseSlotDeps {
  db: Db;
  clock: Clock;
  /** The brand service; a game session names its brand by id. */
  brands: Pick<BrandService, 'byCode'>;
  /** Draws the outcomes: cryptoRandomSource() in the app, seededRandom in tests. */
  random: RandomSource;
  /** The seamless wallet's game sessions (the token of the launch URL). */
  gameSessions: SlotSessionResolver;
  /** The house vendor's client of the seamless wallet API (createVendorWalletClient for BTSLOT). */
  wallet: SlotWallet;
  /** Calls per IP a minute (the app's API limit). */
  limitPerMinute: number;
  /** Milliseconds between recovery sweeps of interrupted spins; none when 0. */
  recoverySweepMs: number;
  /** How long a spin must be untouched before a recovery takes it over; 15 s when absent. */
  resumeAfterMs?: number;
}

/** Builds the house slots' services without routes (tests build their own over a wallet that fails on cue). */
export function createHouseSlots(deps: HouseSlotDeps, log: FastifyInstance['log']): { slots: HouseSlotService; recovery: SpinRecovery } {
  const { db, clock, wallet } = deps;
  const recovery = createSpinRecovery({ db, clock, wallet, log, resumeAfterMs: deps.resumeAfterMs ?? DEFAULT_RESUME_AFTER_MS });
  const spins = createSpinService({ db, clock, random: deps.random, wallet, recovery, log });
  return { slots: createHouseSlotService({ db, sessions: deps.gameSessions, brands: deps.brands, wallet, recovery, spins }), recovery };
}

/**
 * House slot games (decision 024): the game page's session, spin and history calls, every stake
 * and win through the seamless wallet API, and the sweep that finishes interrupted spins
 * (a recurring job; none when `recoverySweepMs` is 0 — session loads and spins still finish them).
 */
export async function installHouseSlots(app: FastifyInstance, deps: HouseSlotDeps & { jobs: JobRunner }): Promise<SpinRecovery> {
  const { slots, recovery } = createHouseSlots(deps, app.log);
  await app.register(houseSlotRoutes({ slots, limitPerMinute: deps.limitPerMinute }));
  scheduleSpinRecovery(recovery, deps.jobs, deps.recoverySweepMs);
  return recovery;
}
