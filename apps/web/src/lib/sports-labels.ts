/** The sportsbook's market and selection labels (decision 058), shared by the book page and the betting record. */
import type { TFunction } from 'i18next';
import type { MarketDefinition } from '@pkg/contracts/sports';
import { formatLine } from '@pkg/games/sports/lines';

/** The sides of a fixture as labels read them. */
export interface Sides {
  home: string | null;
  away: string | null;
}

/** A line of a handicap from one side: the home side's line, or its opposite for the away side. */
function handicapText(lineQuarters: number, side: string): string {
  return formatLine(side === 'away' ? -lineQuarters : lineQuarters, { signed: true });
}

/** A market's title: "Asian handicap", "Total goals 2.25", "Map 1 winner" (basketball totals read as points). */
export function marketTitle(t: TFunction, definition: MarketDefinition, sportCode: string): string {
  const overtime = 'period' in definition && definition.period === 'final' ? ` ${t('sports.markets.withOvertime')}` : '';
  switch (definition.type) {
    case 'total':
      return `${t(sportCode === 'football' ? 'sports.markets.totalGoals' : 'sports.markets.totalPoints')} ${formatLine(definition.lineQuarters, { signed: false })}${overtime}`;
    case 'total_maps':
      return `${t('sports.markets.total_maps')} ${formatLine(definition.lineQuarters, { signed: false })}`;
    case 'map_winner':
      return t('sports.markets.map_winner', { map: definition.map });
    case 'outright':
      return definition.places === 1 ? t('sports.markets.outright') : t('sports.markets.outrightPlaces', { places: definition.places });
    default:
      return `${t(`sports.markets.${definition.type}`)}${overtime}`;
  }
}

/** A selection's label: the side's name (with its line for a handicap), Draw, Over 2.5, Yes, 2-1, a competitor. */
export function selectionLabel(t: TFunction, definition: MarketDefinition, code: string, sides: Sides, name: string | null): string {
  const side = code === 'home' ? sides.home : code === 'away' ? sides.away : null;
  switch (definition.type) {
    case '1x2':
      return code === 'draw' ? t('sports.selections.draw') : (side ?? code);
    case 'asian_handicap':
    case 'map_handicap':
      return `${side ?? code} ${handicapText(definition.lineQuarters, code)}`;
    case 'total':
    case 'total_maps':
      return `${t(`sports.selections.${code}`)} ${formatLine(definition.lineQuarters, { signed: false })}`;
    case 'btts':
      return t(`sports.selections.${code}`);
    case 'correct_score':
      return code === 'other' ? t('sports.selections.otherScore') : code;
    case 'outright':
      return name ?? code;
    default:
      return side ?? code;
  }
}

/** A short label for a price button in a list row: 1 / X / 2 for a match result, the side's line for a handicap. */
export function shortLabel(t: TFunction, definition: MarketDefinition, code: string): string {
  switch (definition.type) {
    case '1x2':
      return code === 'home' ? '1' : code === 'draw' ? 'X' : '2';
    case 'asian_handicap':
    case 'map_handicap':
      return handicapText(definition.lineQuarters, code);
    case 'total':
    case 'total_maps':
      return `${t(`sports.selections.${code}Short`)} ${formatLine(definition.lineQuarters, { signed: false })}`;
    default:
      return code === 'home' ? '1' : code === 'away' ? '2' : code;
  }
}
