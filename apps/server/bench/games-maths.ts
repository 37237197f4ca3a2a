/**
 * Slot maths benchmark: spins per second of each house slot title through the server's own random
 * path (crypto.getRandomValues, buffered, unbiased scaling), and the simulated RTP with its 99%
 * confidence interval next to the title's exact (theoretical) RTP.
 *
 *   node --import tsx apps/server/bench/games-maths.ts --spins 500000
 *
 * Figures are printed, never asserted. On a machine shared with other work the rates wander.
 */
import { webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { randomFromBytes } from '@pkg/games/random';
import { simulateSlot } from '@pkg/games/slots/simulate';
import { SLOT_TITLES } from '@pkg/games/slots/titles';

/** One title's measured figures. */
export interface SlotMathsBench {
  code: string;
  spinsPerSecond: number;
  /** simulated return per unit staked */
  rtp: number;
  /** 99% confidence interval of the simulated RTP (rtp ± 2.576 standard errors) */
  ci99: [number, number];
  /** the title's documented exact RTP */
  theoretical: number;
}

/** Spins every title `spinsPerTitle` times with the cryptographic source and measures it. */
export function benchSlotMaths(spinsPerTitle: number): SlotMathsBench[] {
  return SLOT_TITLES.map((title) => {
    const random = randomFromBytes((buffer) => webcrypto.getRandomValues(buffer));
    const started = performance.now();
    const result = simulateSlot(title, random, spinsPerTitle);
    const seconds = (performance.now() - started) / 1000;
    const margin = 2.576 * result.stdError;
    return {
      code: title.code,
      spinsPerSecond: Math.round(spinsPerTitle / seconds),
      rtp: result.rtp,
      ci99: [result.rtp - margin, result.rtp + margin],
      theoretical: title.rtp,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { spins: { type: 'string', default: '500000' } } });
  const spins = Number(values.spins);
  console.log(`house slot maths, ${spins} spins per title (crypto.getRandomValues)`);
  for (const row of benchSlotMaths(spins)) {
    const inside = row.theoretical >= row.ci99[0] && row.theoretical <= row.ci99[1];
    const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;
    console.log(
      `${row.code.padEnd(14)} ${String(row.spinsPerSecond).padStart(9)} spins/s  RTP ${percent(row.rtp)}  ` +
        `99% CI [${percent(row.ci99[0])}, ${percent(row.ci99[1])}]  exact ${percent(row.theoretical)}${inside ? '' : '  (outside the interval)'}`,
    );
  }
}
