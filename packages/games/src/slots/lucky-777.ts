/**
 * Lucky 777: a classic 3-reel, 3-row machine with 5 paylines (three rows and two diagonals), one
 * credit per line (a spin costs 5 credits). Blanks sit between the symbols. Besides three of a
 * kind it pays mixed sevens (ANY7), mixed bars (ANYBAR) and cherries from the left; each line pays
 * its best combination only. Figures: docs/games/slot-titles.md.
 */
import type { SlotTitle } from './slot-types.ts';
import { strip } from './symbol-kinds.ts';

/** The Lucky 777 title (exact RTP 96.12%, see slot-stats.ts). */
export const LUCKY_777: SlotTitle = {
  code: 'lucky-777',
  name: 'Lucky 777',
  kind: 'classic',
  reelCount: 3,
  rows: 3,
  symbols: [
    { id: 'RED7', name: 'Red Seven', kind: 'regular' },
    { id: 'BLUE7', name: 'Blue Seven', kind: 'regular' },
    { id: 'BAR3', name: 'Triple Bar', kind: 'regular' },
    { id: 'BAR2', name: 'Double Bar', kind: 'regular' },
    { id: 'BAR1', name: 'Single Bar', kind: 'regular' },
    { id: 'CHERRY', name: 'Cherry', kind: 'regular' },
    { id: 'BLANK', name: 'Blank', kind: 'regular' },
  ],
  reels: [
    strip('BAR3 BLANK BAR1 BLANK RED7 BLANK BLUE7 BLANK BAR1 BLANK BAR3 BLANK CHERRY BLANK BAR2 BLANK BAR1 BLANK BAR2 BLANK CHERRY BLANK'),
    strip('BAR3 BLANK BAR1 BLANK BAR2 BLANK RED7 BLANK CHERRY BLANK BAR1 BLANK BAR2 BLANK BAR3 BLANK CHERRY BLANK BLUE7 BLANK BAR1 BLANK'),
    strip('BAR2 BLANK CHERRY BLANK BLUE7 BLANK BAR1 BLANK BAR2 BLANK BAR1 BLANK BAR3 BLANK CHERRY BLANK BAR1 BLANK RED7 BLANK BAR3 BLANK'),
  ],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  paytable: {
    RED7: { 3: 500 },
    BLUE7: { 3: 250 },
    ANY7: { 3: 75 },
    BAR3: { 3: 100 },
    BAR2: { 3: 50 },
    BAR1: { 3: 25 },
    ANYBAR: { 3: 14 },
    // Cherries pay from the left: one on the first reel, two on the first two, or three.
    CHERRY: { 1: 2, 2: 10, 3: 50 },
  },
  mixed: { ANY7: ['RED7', 'BLUE7'], ANYBAR: ['BAR3', 'BAR2', 'BAR1'] },
  betCredits: 5,
  rtp: 0.9612,
};
