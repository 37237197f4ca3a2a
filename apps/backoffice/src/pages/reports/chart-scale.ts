/**
 * Where each bar of the reports' chart goes: values (exact bigints, money or counts) become
 * horizontal spans in [0, 1] of the plot's width around a zero line, so negative values (a vendor
 * the players beat) grow left of it and positive ones right. Only the picture is scaled; the
 * table and the CSV keep the exact figures.
 */
export interface BarSpan {
  /** Left edge of the bar, 0..1. */
  start: number;
  /** Width of the bar, 0..1. */
  width: number;
}

/** The zero line's place (0..1) and each value's span. All zero: a zero line at the left, no widths. */
export function barSpans(values: readonly bigint[]): { zero: number; spans: BarSpan[] } {
  const max = values.reduce((top, value) => (value > top ? value : top), 0n);
  const min = values.reduce((low, value) => (value < low ? value : low), 0n);
  const range = max - min;
  if (range === 0n) return { zero: 0, spans: values.map(() => ({ start: 0, width: 0 })) };
  // Ratios of bigints: scaled to parts per million first, so huge amounts never lose their sign or overflow a float.
  const part = (value: bigint) => Number((value * 1_000_000n) / range) / 1_000_000;
  const zero = part(-min);
  return {
    zero,
    spans: values.map((value) => (value >= 0n ? { start: zero, width: part(value) } : { start: zero - part(-value), width: part(-value) })),
  };
}
