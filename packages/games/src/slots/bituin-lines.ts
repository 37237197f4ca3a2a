/**
 * Bituin Gold Lines: 5 reels x 3 rows, 20 fixed paylines, one credit per line (a spin costs 20
 * credits). The Bituin wild (reels 2-4 only) substitutes for every regular symbol; the Golden Sun
 * scatter pays anywhere for 3 or more, on top of line wins. Figures: docs/games/slot-titles.md.
 */
import type { SlotTitle } from './slot-types.ts';
import { strip } from './symbol-kinds.ts';

/** The 20 paylines: for each line, the row (0 top, 2 bottom) on each reel. */
export const TWENTY_PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** The Bituin Gold Lines title (exact RTP 96.13%, see slot-stats.ts). */
export const BITUIN_LINES: SlotTitle = {
  code: 'bituin-lines',
  name: 'Bituin Gold Lines',
  kind: 'lines',
  reelCount: 5,
  rows: 3,
  symbols: [
    { id: 'WILD', name: 'Bituin Wild', kind: 'wild' },
    { id: 'SCATTER', name: 'Golden Sun', kind: 'scatter' },
    { id: 'PEARL', name: 'Pearl', kind: 'regular' },
    { id: 'JEEPNEY', name: 'Jeepney', kind: 'regular' },
    { id: 'CARABAO', name: 'Carabao', kind: 'regular' },
    { id: 'MANGO', name: 'Mango', kind: 'regular' },
    { id: 'A', name: 'Ace', kind: 'regular' },
    { id: 'K', name: 'King', kind: 'regular' },
    { id: 'Q', name: 'Queen', kind: 'regular' },
    { id: 'J', name: 'Jack', kind: 'regular' },
    { id: 'TEN', name: 'Ten', kind: 'regular' },
  ],
  reels: [
    strip('MANGO CARABAO PEARL A TEN JEEPNEY TEN K J TEN CARABAO Q PEARL A K SCATTER MANGO J Q J K JEEPNEY MANGO CARABAO Q A'),
    strip(
      'WILD Q K A Q WILD CARABAO WILD J TEN A K WILD Q PEARL CARABAO PEARL MANGO JEEPNEY WILD CARABAO TEN J MANGO K SCATTER A MANGO TEN JEEPNEY J',
    ),
    strip(
      'Q CARABAO PEARL Q WILD J TEN WILD SCATTER CARABAO WILD K A K CARABAO TEN MANGO A MANGO PEARL MANGO TEN WILD JEEPNEY J A JEEPNEY K Q J',
    ),
    strip(
      'PEARL K TEN J K J TEN MANGO Q J A MANGO A JEEPNEY CARABAO Q CARABAO MANGO WILD TEN A WILD Q WILD K PEARL WILD SCATTER JEEPNEY CARABAO',
    ),
    strip('K MANGO Q PEARL K TEN J JEEPNEY MANGO PEARL Q TEN K CARABAO JEEPNEY A CARABAO MANGO SCATTER Q J A J TEN CARABAO A'),
  ],
  paylines: TWENTY_PAYLINES,
  paytable: {
    PEARL: { 3: 30, 4: 100, 5: 500 },
    JEEPNEY: { 3: 20, 4: 80, 5: 300 },
    CARABAO: { 3: 15, 4: 50, 5: 200 },
    MANGO: { 3: 10, 4: 40, 5: 150 },
    A: { 3: 5, 4: 20, 5: 100 },
    K: { 3: 5, 4: 20, 5: 100 },
    Q: { 3: 5, 4: 15, 5: 75 },
    J: { 3: 5, 4: 10, 5: 50 },
    TEN: { 3: 5, 4: 10, 5: 50 },
    // Scatter pays are for the whole spin: 2x, 10x and 100x the 20-credit bet.
    SCATTER: { 3: 40, 4: 200, 5: 2000 },
  },
  betCredits: 20,
  rtp: 0.9613,
};
