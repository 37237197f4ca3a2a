/**
 * Jungle Ways: 5 reels x 3 rows, 243 ways (3^5): a symbol pays when it shows anywhere on adjacent
 * reels from the leftmost, per way; a spin costs 25 credits. The wild (reels 2-4 only) counts as
 * every regular symbol; the Golden Idol scatter pays anywhere for 3 or more, on top of ways wins.
 * Figures: docs/games/slot-titles.md.
 */
import type { SlotTitle } from './slot-types.ts';
import { strip } from './symbol-kinds.ts';

/** The Jungle Ways title (exact RTP 96.11%, see slot-stats.ts). */
export const JUNGLE_WAYS: SlotTitle = {
  code: 'jungle-ways',
  name: 'Jungle Ways',
  kind: 'ways',
  reelCount: 5,
  rows: 3,
  symbols: [
    { id: 'WILD', name: 'Jungle Wild', kind: 'wild' },
    { id: 'SCATTER', name: 'Golden Idol', kind: 'scatter' },
    { id: 'TIGER', name: 'Tiger', kind: 'regular' },
    { id: 'ELEPHANT', name: 'Elephant', kind: 'regular' },
    { id: 'PARROT', name: 'Parrot', kind: 'regular' },
    { id: 'MONKEY', name: 'Monkey', kind: 'regular' },
    { id: 'A', name: 'Ace', kind: 'regular' },
    { id: 'K', name: 'King', kind: 'regular' },
    { id: 'Q', name: 'Queen', kind: 'regular' },
    { id: 'J', name: 'Jack', kind: 'regular' },
    { id: 'TEN', name: 'Ten', kind: 'regular' },
  ],
  reels: [
    strip('K MONKEY Q K TEN TIGER PARROT A ELEPHANT PARROT MONKEY J Q TEN A TEN MONKEY TIGER PARROT A J K Q TEN J Q ELEPHANT J SCATTER'),
    strip(
      'WILD Q MONKEY J K WILD TIGER SCATTER TEN PARROT J ELEPHANT MONKEY TIGER TEN J MONKEY K ELEPHANT A Q J Q TEN A K WILD Q PARROT A PARROT TEN',
    ),
    strip(
      'K SCATTER PARROT Q K TEN PARROT Q MONKEY J MONKEY A WILD A J WILD J TEN ELEPHANT WILD K TEN TIGER Q MONKEY PARROT ELEPHANT WILD A J Q TIGER TEN',
    ),
    strip(
      'J TIGER J PARROT TEN ELEPHANT TEN ELEPHANT PARROT SCATTER J A WILD TEN Q MONKEY J WILD Q K Q TEN TIGER MONKEY WILD A K A K PARROT MONKEY Q',
    ),
    strip('TEN PARROT A MONKEY ELEPHANT TIGER A TEN Q A K TEN ELEPHANT Q MONKEY K J SCATTER K TEN J PARROT J TIGER Q J MONKEY Q PARROT'),
  ],
  paylines: [],
  paytable: {
    TIGER: { 3: 15, 4: 60, 5: 250 },
    ELEPHANT: { 3: 12, 4: 40, 5: 150 },
    PARROT: { 3: 10, 4: 30, 5: 100 },
    MONKEY: { 3: 8, 4: 25, 5: 80 },
    A: { 3: 4, 4: 15, 5: 50 },
    K: { 3: 4, 4: 15, 5: 50 },
    Q: { 3: 4, 4: 10, 5: 40 },
    J: { 3: 3, 4: 8, 5: 30 },
    TEN: { 3: 3, 4: 8, 5: 30 },
    // Scatter pays are for the whole spin: 1x, 10x and 100x the 25-credit bet.
    SCATTER: { 3: 25, 4: 250, 5: 2500 },
  },
  betCredits: 25,
  rtp: 0.9611,
};
