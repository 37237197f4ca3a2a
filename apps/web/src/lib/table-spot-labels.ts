import type { TFunction } from 'i18next';

/**
 * A spot's name in the player's language. The fixed spots have their own texts; Sic Bo's numbered
 * ones are built: total9 "Total 9", triple3 "Triple 3", double5, combo25 "2 and 5", single4.
 */
export function spotLabel(t: TFunction, spot: string): string {
  const numbered = /^(total|triple|double|single)([0-9]+)$/.exec(spot);
  if (numbered) return t(`liveTables.spots.${numbered[1]}`, { n: numbered[2] });
  const combo = /^combo([1-6])([1-6])$/.exec(spot);
  if (combo) return t('liveTables.spots.combo', { a: combo[1], b: combo[2] });
  if (['yellow', 'white', 'pink', 'blue', 'red', 'green'].includes(spot)) return t(`liveTables.colours.${spot}`);
  return t(`liveTables.spots.${spot}`);
}

/** The dice faces a Sic Bo spot shows on the layout (none for the worded ones). */
export function spotFaces(spot: string): number[] {
  const match = /^(triple|double|single|combo)([1-6]+)$/.exec(spot);
  if (!match) return [];
  const digits = (match[2] as string).split('').map(Number);
  const face = digits[0] as number;
  switch (match[1]) {
    case 'triple':
      return [face, face, face];
    case 'double':
      return [face, face];
    case 'combo':
      return digits;
    default:
      return [face];
  }
}

/** An outcome class's name in the paytable (win, win6, tie, one, two, three). */
export const classLabel = (t: TFunction, outcomeClass: string): string => t(`liveTables.classes.${outcomeClass}`);
