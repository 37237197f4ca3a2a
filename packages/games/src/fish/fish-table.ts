/**
 * A fish-shooting table as data: the species on screen, the shot-level features (bomb, chain
 * lightning) with their share of the RTP, and the table's target RTP. Money never depends on where
 * a fish swims; the spawn data is only for the client's animation.
 *
 * The maths (fish-odds.ts): base = rtp − Σ feature shares. A shot at a target whose award has
 * expected multiplier E is caught with probability base / E (a fish's E is its multiplier m; a
 * boss's award is drawn from its weighted table when caught). Independently, every shot, whatever
 * its target, sets off feature f with probability share_f / E_f, paying an award drawn from f's
 * table. So every shot returns exactly rtp × stake in expectation, whatever the player aims at.
 */

/** One entry of a weighted award table; `fishKilled` tells the client how many fish to show caught. */
export interface AwardEntry {
  readonly multiplier: number;
  readonly weight: number;
  readonly fishKilled?: number;
}

/** How a species enters the screen (client animation only; the server ignores it). */
export interface FishSpawn {
  /** Relative frequency on screen. */
  readonly weight: number;
  readonly path: 'straight' | 'curve' | 'school' | 'boss-lane';
}

/** A species: a fish with a fixed multiplier, or a boss whose multiplier is drawn when caught. */
export type FishSpecies =
  | { readonly code: string; readonly kind: 'fish'; readonly multiplier: number; readonly spawn: FishSpawn }
  | { readonly code: string; readonly kind: 'boss'; readonly awards: readonly AwardEntry[]; readonly spawn: FishSpawn };

/**
 * A shot-level feature: any shot may set it off (independently of hitting its target). A bomb
 * catches the fish in its blast, a chain lightning a chain of fish; the server draws the total
 * multiplier (and the number of fish to show) from `awards`.
 */
export interface FishFeature {
  readonly code: string;
  readonly kind: 'bomb' | 'chain-lightning';
  /** This feature's share of the RTP, ten-thousandths (200 = 2% of every stake). */
  readonly shareX10k: number;
  readonly awards: readonly AwardEntry[];
}

/** A table (per-brand data). */
export interface FishTable {
  readonly code: string;
  /** Target return to player, ten-thousandths (9_600 = 96%). */
  readonly rtpX10k: number;
  readonly species: readonly FishSpecies[];
  readonly features: readonly FishFeature[];
  /** The most shots one cannon fires per second; the server refuses faster shooting. */
  readonly maxShotsPerSecond: number;
}

const fish = (code: string, multiplier: number, weight: number, path: FishSpawn['path'] = 'straight'): FishSpecies => ({
  code,
  kind: 'fish',
  multiplier,
  spawn: { weight, path },
});

/** The default table: 96% RTP, of which bomb 2% and chain lightning 1%; fish 2× to 300×, a boss 100×–500×. */
export const DEFAULT_FISH_TABLE: FishTable = Object.freeze<FishTable>({
  code: 'reef-96',
  rtpX10k: 9_600,
  maxShotsPerSecond: 10,
  species: [
    fish('clownfish', 2, 20, 'school'),
    fish('sardine', 3, 18, 'school'),
    fish('pufferfish', 4, 16),
    fish('angelfish', 5, 14),
    fish('lionfish', 6, 12, 'curve'),
    fish('turtle', 8, 10),
    fish('lanternfish', 10, 9, 'curve'),
    fish('manta-ray', 12, 8, 'curve'),
    fish('octopus', 15, 7),
    fish('swordfish', 18, 6),
    fish('jellyfish', 20, 5, 'curve'),
    fish('shark', 25, 4),
    fish('hammerhead', 30, 3),
    fish('orca', 40, 3),
    fish('whale', 50, 2),
    fish('mermaid', 80, 2, 'curve'),
    fish('golden-shark', 100, 1),
    fish('dragon-turtle', 300, 1, 'boss-lane'),
    {
      code: 'golden-dragon',
      kind: 'boss',
      spawn: { weight: 1, path: 'boss-lane' },
      awards: [
        { multiplier: 100, weight: 40 },
        { multiplier: 150, weight: 30 },
        { multiplier: 200, weight: 15 },
        { multiplier: 300, weight: 10 },
        { multiplier: 500, weight: 5 },
      ],
    },
  ],
  features: [
    {
      code: 'bomb',
      kind: 'bomb',
      shareX10k: 200,
      awards: [
        { multiplier: 20, weight: 40, fishKilled: 3 },
        { multiplier: 40, weight: 30, fishKilled: 5 },
        { multiplier: 60, weight: 20, fishKilled: 7 },
        { multiplier: 100, weight: 10, fishKilled: 10 },
      ],
    },
    {
      code: 'chain-lightning',
      kind: 'chain-lightning',
      shareX10k: 100,
      awards: [
        { multiplier: 10, weight: 50, fishKilled: 3 },
        { multiplier: 20, weight: 30, fishKilled: 4 },
        { multiplier: 50, weight: 15, fishKilled: 6 },
        { multiplier: 100, weight: 5, fishKilled: 8 },
      ],
    },
  ],
});

/** The award table of a species: a fish's single fixed multiplier, or a boss's table. */
export function speciesAwards(species: FishSpecies): readonly AwardEntry[] {
  return species.kind === 'fish' ? [{ multiplier: species.multiplier, weight: 1, fishKilled: 1 }] : species.awards;
}

const positiveInt = (n: number): boolean => Number.isInteger(n) && n > 0;

function awardProblems(where: string, awards: readonly AwardEntry[]): string[] {
  const problems: string[] = [];
  if (awards.length === 0) problems.push(`${where}: no awards`);
  for (const a of awards) {
    if (!positiveInt(a.multiplier)) problems.push(`${where}: multiplier ${a.multiplier} must be a positive integer`);
    if (!positiveInt(a.weight)) problems.push(`${where}: weight ${a.weight} must be a positive integer`);
  }
  if (awards.reduce((s, a) => s + a.weight, 0) > 2 ** 32) problems.push(`${where}: the weights must sum to at most 2^32`);
  return problems;
}

/** What is wrong with a table (empty when valid). */
export function validateFishTable(table: FishTable): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(table.rtpX10k) || table.rtpX10k <= 0 || table.rtpX10k > 10_000)
    problems.push('rtpX10k must be an integer in (0, 10000]');
  const shares = table.features.reduce((s, f) => s + f.shareX10k, 0);
  if (shares >= table.rtpX10k) problems.push('the feature shares must leave a positive base RTP for catches');
  if (table.species.length === 0) problems.push('a table needs at least one species');
  if (!positiveInt(table.maxShotsPerSecond)) problems.push('maxShotsPerSecond must be a positive integer');
  const codes = [...table.species.map((s) => s.code), ...table.features.map((f) => f.code)];
  const repeated = codes.filter((c, i) => codes.indexOf(c) !== i);
  if (repeated.length > 0) problems.push(`codes must be unique: ${[...new Set(repeated)].join(', ')}`);
  for (const s of table.species) {
    problems.push(...awardProblems(s.code, speciesAwards(s)));
    if (!(s.spawn.weight >= 0)) problems.push(`${s.code}: the spawn weight cannot be negative`);
  }
  for (const f of table.features) {
    if (!Number.isInteger(f.shareX10k) || f.shareX10k < 0) problems.push(`${f.code}: shareX10k must be a non-negative integer`);
    problems.push(...awardProblems(f.code, f.awards));
  }
  return problems;
}
