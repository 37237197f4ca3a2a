/**
 * What the PVP table engine's parts share (decision 059): the database and clock, the job runner,
 * the sealer of the hands' seeds, the responsible-gaming gate, the buses that tell pages and
 * wallets, and the engine's timing.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';

/** The engine's times, in milliseconds. */
export interface PvpTiming {
  /** From the end of a hand (or a table filling) to the next deal: the result is shown, the next seed's hash published. */
  nextHandMs: number;
  /** A turn of a seat whose page is not connected is played after this grace instead of the full turn time. */
  awayMs: number;
  /** How long an open live stream (or a call) keeps its seat present; the stream renews it at a third of this. */
  presenceMs: number;
}

/** Tells every process's live streams that a table changed (a seat, a hand, a move). */
export interface TableEvents {
  changed(tableId: string): void;
}

export interface PvpDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobRunner, 'enqueue'>;
  sealer: Sealer;
  betGate?: Pick<RgGate, 'bet'>;
  events: TableEvents;
  walletEvents: WalletMoveEvents;
  timing: PvpTiming;
  onError: (error: unknown, what: string) => void;
}

/** The engine's default times: 4 s between hands, 5 s of grace for a seat away, presence for 30 s. */
export const DEFAULT_PVP_TIMING: PvpTiming = { nextHandMs: 4_000, awayMs: 5_000, presenceMs: 30_000 };
