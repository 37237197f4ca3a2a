import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FixtureStatus, MarketDefinition } from '@pkg/contracts/sports';
import { formatLine } from '@pkg/games/sports/lines';
import { formatMinor } from '@pkg/money/money';

/** An amount of a brand's currency: its code (when known) and the grouped major units (two digits). */
export function money(minor: string, currency = ''): string {
  const amount = formatMinor(BigInt(minor), { code: currency, symbol: '', minorDigits: 2 });
  return currency ? `${currency} ${amount}` : amount;
}

/** A market's title with its line: "Asian handicap -0.75", "Total 2.25 (incl. OT)". */
export function marketName(t: TFunction, definition: MarketDefinition): string {
  const overtime = 'period' in definition && definition.period === 'final' ? ` ${t('boSports.markets.withOvertime')}` : '';
  const base = t(`boSports.markets.${definition.type}`, 'map' in definition ? { map: definition.map } : {});
  if ('lineQuarters' in definition) {
    const signed = definition.type === 'asian_handicap' || definition.type === 'map_handicap';
    return `${base} ${formatLine(definition.lineQuarters, { signed })}${overtime}`;
  }
  if (definition.type === 'outright' && definition.places > 1)
    return `${base} (${t('boSports.places', { places: definition.places })})${overtime}`;
  return `${base}${overtime}`;
}

/** A selection's label on the desk: its code read (home, draw ...) or the competitor's name. */
export function selectionName(
  t: TFunction,
  code: string,
  name: string | null,
  sides: { home: string | null; away: string | null },
): string {
  if (name) return name;
  if (code === 'home') return sides.home ?? t('boSports.selections.home');
  if (code === 'away') return sides.away ?? t('boSports.selections.away');
  const known = ['draw', 'over', 'under', 'yes', 'no', 'other'];
  return known.includes(code) ? t(`boSports.selections.${code}`) : code;
}

/** A fixture's status as a chip. */
export function FixtureChip({ status }: { status: FixtureStatus }) {
  const { t } = useTranslation();
  return <span className={`bo-schip bo-schip--${status}`}>{t(`boSports.status.${status}`)}</span>;
}

/** A datetime-local value (GMT+8) as an instant, or null. */
export function gmt8Instant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return new Date(Date.parse(`${local}:00+08:00`)).toISOString();
}
