import type { ReactNode } from 'react';

/** How a symbol is drawn: its art and the tint of its tile. */
export interface SymbolLook {
  art: ReactNode;
  tint: string;
}

/** What a bar symbol's plate reads: part of the art, like a card's rank, not a text to translate. */
const BAR_FACE = 'BAR';

const STAR = 'M50 14l10.6 21.5 23.7 3.4-17.1 16.7 4 23.6L50 68 28.8 79.2l4-23.6-17.1-16.7 23.7-3.4z';

/** Big lettering centred on the tile (card ranks, sevens, WILD). */
export function label(text: string, fill: string, size = 40): ReactNode {
  return (
    <text
      x="50"
      y="53"
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      fontWeight="900"
      fill={fill}
      stroke="#0007"
      strokeWidth="1.5"
    >
      {text}
    </text>
  );
}

const bars = (count: number) => (
  <g>
    {Array.from({ length: count }, (_, index) => {
      const y = 50 - count * 9 + index * 18;
      return (
        <g key={index}>
          <rect x="18" y={y} width="64" height="15" rx="4" fill="#111" stroke="#ffd166" strokeWidth="2.5" />
          <text x="50" y={y + 8} textAnchor="middle" dominantBaseline="central" fontSize="11" fontWeight="900" fill="#ffd166">
            {BAR_FACE}
          </text>
        </g>
      );
    })}
  </g>
);

const eyes = (y: number, spread = 10) => (
  <g fill="#111">
    <circle cx={50 - spread} cy={y} r="3.5" />
    <circle cx={50 + spread} cy={y} r="3.5" />
  </g>
);

/**
 * Art for the house titles' symbols and the ones slot titles commonly use, matched on the id. The
 * first match wins, so specific ids come before the general patterns.
 */
export const LOOKS: ReadonlyArray<readonly [RegExp, () => SymbolLook]> = [
  [/WILD/, () => ({ tint: '#7b2ff7', art: label('WILD', '#ffe66d', 25) })],
  [/SCAT|BONUS/, () => ({ tint: '#8a5a00', art: <path d={STAR} fill="#ffd166" stroke="#fff8" strokeWidth="2" /> })],
  [/^BLANK$/, () => ({ tint: '#1b232c', art: <circle cx="50" cy="50" r="4" fill="#fff2" /> })],
  [/^BAR3$/, () => ({ tint: '#3a2a00', art: bars(3) })],
  [/^BAR2$/, () => ({ tint: '#3a2a00', art: bars(2) })],
  [/BAR/, () => ({ tint: '#3a2a00', art: bars(1) })],
  [/BLUE.*7|BLUE_?SEVEN/, () => ({ tint: '#0b2a5c', art: label('7', '#4dabf7', 66) })],
  [/SEVEN|7$/, () => ({ tint: '#4a0e0e', art: label('7', '#ff4d4d', 66) })],
  [
    /CHERR/,
    () => ({
      tint: '#5c1a1a',
      art: (
        <>
          <path d="M50 22c-8 10-14 22-16 36M50 22c4 12 12 22 18 30" stroke="#2d6a4f" strokeWidth="4" fill="none" />
          <circle cx="34" cy="66" r="14" fill="#e63946" />
          <circle cx="66" cy="62" r="14" fill="#d62828" />
          <circle cx="30" cy="61" r="4" fill="#fff8" />
          <circle cx="62" cy="57" r="4" fill="#fff8" />
        </>
      ),
    }),
  ],
  [
    /MANGO/,
    () => ({
      tint: '#5a3c00',
      art: (
        <>
          <path d="M30 60c-6-22 12-40 30-36 16 4 20 26 10 40-10 14-34 14-40-4z" fill="#ffb703" stroke="#fb8500" strokeWidth="3" />
          <path d="M58 24c6-8 16-10 22-6-6 8-14 10-22 6z" fill="#52b788" />
        </>
      ),
    }),
  ],
  [
    /PEARL/,
    () => ({
      tint: '#2b2d42',
      art: (
        <>
          <path d="M14 62c8-22 64-22 72 0-14 14-58 14-72 0z" fill="#8d99ae" />
          <circle cx="50" cy="48" r="18" fill="#f1f3f5" />
          <circle cx="44" cy="42" r="6" fill="#fff" />
        </>
      ),
    }),
  ],
  [
    /CARABAO|BUFFALO/,
    () => ({
      tint: '#2f3e46',
      art: (
        <>
          <path
            d="M22 40c-10-4-12-16-6-22 2 10 10 14 22 14M78 40c10-4 12-16 6-22-2 10-10 14-22 14"
            fill="none"
            stroke="#e9ecef"
            strokeWidth="6"
            strokeLinecap="round"
          />
          <ellipse cx="50" cy="54" rx="20" ry="24" fill="#6c757d" />
          <ellipse cx="50" cy="70" rx="12" ry="8" fill="#adb5bd" />
          {eyes(48)}
        </>
      ),
    }),
  ],
  [
    /ELEPHANT/,
    () => ({
      tint: '#33415c',
      art: (
        <>
          <circle cx="26" cy="46" r="16" fill="#8d99ae" />
          <circle cx="74" cy="46" r="16" fill="#8d99ae" />
          <circle cx="50" cy="46" r="20" fill="#adb5bd" />
          <path d="M46 58c0 14 2 22 10 24" stroke="#adb5bd" strokeWidth="9" fill="none" strokeLinecap="round" />
          {eyes(42, 8)}
        </>
      ),
    }),
  ],
  [
    /MONKEY/,
    () => ({
      tint: '#4a2c11',
      art: (
        <>
          <circle cx="24" cy="48" r="10" fill="#9c6644" />
          <circle cx="76" cy="48" r="10" fill="#9c6644" />
          <circle cx="50" cy="50" r="26" fill="#7f5539" />
          <ellipse cx="50" cy="56" rx="17" ry="15" fill="#e6ccb2" />
          {eyes(48, 8)}
          <path d="M44 62q6 5 12 0" stroke="#111" strokeWidth="2" fill="none" />
        </>
      ),
    }),
  ],
  [
    /PARROT|BIRD/,
    () => ({
      tint: '#14402a',
      art: (
        <>
          <path d="M34 80c-4-20 0-44 18-52 14-6 24 6 20 20-4 14-18 20-22 32z" fill="#2dc653" />
          <path d="M40 80c2-12 8-20 14-24" stroke="#0077b6" strokeWidth="6" fill="none" />
          <path d="M66 34c8 0 12 6 10 12-4-2-8-4-12-2z" fill="#ffb703" />
          <circle cx="60" cy="34" r="3.5" fill="#111" />
          <path d="M44 30c2-6 8-10 14-10" stroke="#e63946" strokeWidth="5" fill="none" />
        </>
      ),
    }),
  ],
  [
    /TIGER/,
    () => ({
      tint: '#5a2a00',
      art: (
        <>
          <circle cx="30" cy="30" r="9" fill="#f77f00" />
          <circle cx="70" cy="30" r="9" fill="#f77f00" />
          <circle cx="50" cy="52" r="28" fill="#f77f00" />
          <path d="M50 24v10M36 28l4 8M64 28l-4 8M22 50h10M68 50h10M24 62h9M67 62h9" stroke="#111" strokeWidth="4" strokeLinecap="round" />
          <ellipse cx="50" cy="64" rx="12" ry="9" fill="#fff3e0" />
          {eyes(48, 10)}
          <path d="M46 60h8l-4 4z" fill="#111" />
        </>
      ),
    }),
  ],
  [
    /JEEPNEY/,
    () => ({
      tint: '#5f0f40',
      art: (
        <>
          <path d="M14 64V40c0-6 4-10 10-10h44c8 0 12 6 14 14l6 4v16z" fill="#e63946" />
          <rect x="14" y="44" width="74" height="8" fill="#ffd166" />
          <rect x="22" y="34" width="12" height="8" rx="2" fill="#caf0f8" />
          <rect x="38" y="34" width="12" height="8" rx="2" fill="#caf0f8" />
          <rect x="54" y="34" width="12" height="8" rx="2" fill="#caf0f8" />
          <path d="M24 30l4-8h38l4 8" stroke="#c0c0c0" strokeWidth="3" fill="none" />
          <circle cx="30" cy="66" r="8" fill="#222" stroke="#adb5bd" strokeWidth="3" />
          <circle cx="72" cy="66" r="8" fill="#222" stroke="#adb5bd" strokeWidth="3" />
        </>
      ),
    }),
  ],
  [/LEMON/, () => ({ tint: '#5a5214', art: <ellipse cx="50" cy="52" rx="30" ry="22" fill="#ffd60a" stroke="#e0b400" strokeWidth="3" /> })],
  [
    /BELL/,
    () => ({
      tint: '#5a4a10',
      art: (
        <>
          <path d="M50 20c-16 0-22 14-22 28v12l-8 8h60l-8-8V48c0-14-6-28-22-28z" fill="#ffc300" stroke="#b8860b" strokeWidth="2" />
          <circle cx="50" cy="74" r="6" fill="#b8860b" />
        </>
      ),
    }),
  ],
  [
    /DIAM|GEM|JEWEL/,
    () => ({ tint: '#0b3d5c', art: <path d="M30 30h40l14 16-34 38-34-38z" fill="#48cae4" stroke="#caf0f8" strokeWidth="2" /> }),
  ],
  [/STAR/, () => ({ tint: '#4a3b00', art: <path d={STAR} fill="#ffd60a" stroke="#fff5" strokeWidth="2" /> })],
  [/^(A|ACE)$/, () => ({ tint: '#4a1020', art: label('A', '#ff758f', 54) })],
  [/^(K|KING)$/, () => ({ tint: '#10284a', art: label('K', '#74c0fc', 54) })],
  [/^(Q|QUEEN)$/, () => ({ tint: '#2e1848', art: label('Q', '#d0a2f7', 54) })],
  [/^(J|JACK)$/, () => ({ tint: '#0f3d24', art: label('J', '#69db7c', 54) })],
  [/^(10|TEN)$/, () => ({ tint: '#4a3010', art: label('10', '#ffa94d', 44) })],
  [/^(9|NINE)$/, () => ({ tint: '#1f3a4a', art: label('9', '#66d9e8', 54) })],
];
