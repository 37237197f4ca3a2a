import type { LiveTableSettingsView } from '@pkg/contracts/live-tables';

/**
 * Numbers as the tables show them: odds "to one" from the paytable's ten-thousandths, and short
 * chip and limit amounts (10, 500, 1K, 50K) in major units.
 */

/** Odds in ten-thousandths to one as "0.95:1", "8:1", "1:2" stays "0.5:1". */
export function oddsText(oddsX10k: number): string {
  const whole = oddsX10k / 10_000;
  const text = Number.isInteger(whole) ? String(whole) : String(Number(whole.toFixed(4)));
  return `${text}:1`;
}

/** What a spot pays in one short text: "11:1", or "1:1 / 2:1 / 3:1" for a spot paying by count. */
export function spotOddsText(settings: LiveTableSettingsView, spot: string): string {
  const odds = Object.entries(settings.odds[spot] ?? {}).filter(([, value]) => value > 0);
  if (odds.length === 0) return '';
  const order = ['win', 'one', 'two', 'three', 'win6'];
  odds.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  return [...new Set(odds.map(([, value]) => oddsText(value)))].join(' / ');
}

/** A short amount in major units: 1000 → "10", 100000 → "1K", 5000000 → "50K", 123456 → "1,234.56". */
export function shortAmount(amountMinor: bigint, minorDigits: number): string {
  const unit = 10n ** BigInt(minorDigits);
  if (amountMinor % unit !== 0n) {
    const whole = amountMinor / unit;
    const fraction = (amountMinor % unit).toString().padStart(minorDigits, '0').replace(/0+$/, '');
    return `${whole.toLocaleString('en')}.${fraction}`;
  }
  const major = amountMinor / unit;
  if (major >= 1_000_000n && major % 100_000n === 0n) return `${trimmed(major, 1_000_000n)}M`;
  if (major >= 1_000n && major % 100n === 0n) return `${trimmed(major, 1_000n)}K`;
  return major.toLocaleString('en');
}

function trimmed(value: bigint, by: bigint): string {
  const whole = value / by;
  const tenth = ((value % by) * 10n) / by;
  return tenth === 0n ? whole.toString() : `${whole}.${tenth}`;
}
