/**
 * The overview's bar charts, drawn by hand in SVG (no chart library in the bundle). Values are
 * whole numbers (counts, or minor units as bigint); bars rise from a zero line and negative values
 * (the team's losses) hang below it. Heights are exact ratios of the largest bar, read into pixels
 * only at the end.
 */

export interface Bar {
  /** Top edge and height in the chart's units (0 at the top). */
  y: number;
  height: number;
  negative: boolean;
}

export interface BarLayout {
  bars: Bar[];
  /** Where the zero line runs. */
  zeroY: number;
  /** The largest value and the largest loss (0n when none): the axis's top and bottom values. */
  top: bigint;
  bottom: bigint;
}

const STEPS = 10_000n;

/** Lays out one bar per value in a chart `height` units tall. */
export function layoutBars(values: ReadonlyArray<bigint | number>, height: number): BarLayout {
  const amounts = values.map((value) => BigInt(value));
  const top = amounts.reduce((most, value) => (value > most ? value : most), 0n);
  const bottom = amounts.reduce((most, value) => (-value > most ? -value : most), 0n);
  const range = top + bottom;
  if (range === 0n) return { zeroY: height, top, bottom, bars: amounts.map(() => ({ y: height, height: 0, negative: false })) };
  const share = (value: bigint) => (Number((value * STEPS) / range) / Number(STEPS)) * height;
  const zeroY = share(top);
  return {
    zeroY,
    top,
    bottom,
    bars: amounts.map((value) => {
      const size = share(value < 0n ? -value : value);
      return value < 0n ? { y: zeroY, height: size, negative: true } : { y: zeroY - size, height: size, negative: false };
    }),
  };
}
