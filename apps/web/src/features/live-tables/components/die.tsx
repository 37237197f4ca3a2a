import { useTranslation } from 'react-i18next';

/** Pip places on a 0-100 square for each face. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** The Color Game's face colours (color-game-table.ts: yellow, white, pink, blue, red, green). */
export const COLOUR_FILLS: Record<string, string> = {
  yellow: '#f6d32d',
  white: '#f5f5f4',
  pink: '#f28bbf',
  blue: '#2f6fdf',
  red: '#e0262f',
  green: '#25a244',
};

/**
 * A die in SVG: a face with pips (Sic Bo) or a colour (the Color Game). While `rolling` it
 * tumbles (CSS; still with reduced motion) and hides its face from screen readers.
 */
export function Die({ face, colour, rolling = false, size = 44 }: { face?: number; colour?: string; rolling?: boolean; size?: number }) {
  const { t } = useTranslation();
  const label = rolling
    ? t('liveTables.dice.rolling')
    : colour
      ? t('liveTables.dice.colour', { colour: t(`liveTables.colours.${colour}`) })
      : t('liveTables.dice.face', { face });
  const fill = colour ? (COLOUR_FILLS[colour] ?? '#ccc') : '#fbfbf8';
  return (
    <svg
      className={`lt-die${rolling ? ' lt-die--rolling' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label}
    >
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        fill={rolling ? '#fbfbf8' : fill}
        stroke="#1b1f24"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      {!rolling &&
        face !== undefined &&
        !colour &&
        (PIPS[face] ?? []).map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" fill={face === 1 || face === 4 ? '#c8102e' : '#1b1f24'} />
        ))}
      {rolling && <circle cx="50" cy="50" r="9" fill="#1b1f24" />}
    </svg>
  );
}

/** Two to three small dice faces for a Sic Bo spot's label (a triple, a double, a combination, a single). */
export function DiceFaces({ faces, size = 18 }: { faces: number[]; size?: number }) {
  return (
    <span className="lt-dice-faces" aria-hidden="true">
      {faces.map((face, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 100 100">
          <rect x="4" y="4" width="92" height="92" rx="18" fill="#fbfbf8" />
          {(PIPS[face] ?? []).map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" fill={face === 1 || face === 4 ? '#c8102e' : '#1b1f24'} />
          ))}
        </svg>
      ))}
    </span>
  );
}
