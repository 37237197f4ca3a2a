/**
 * Prints the default fish table's exact figures and a long simulation, for docs/games/fish.md:
 * `node --import tsx packages/games/src/fish/simulate-fish.ts [shots]` (10,000,000 by default).
 */
import { decimal, percent } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import { rtpOf } from './fish-odds.ts';
import { simulateFish } from './fish-simulation.ts';
import { DEFAULT_FISH_TABLE, speciesAwards } from './fish-table.ts';

const shots = Number(process.argv[2] ?? 10_000_000);
const table = DEFAULT_FISH_TABLE;
const exact = rtpOf(table);

console.log(`Table ${table.code}: target RTP ${percent(exact.target, 4)}%, base ${percent(exact.base, 4)}%\n`);
console.log('| Target | multiplier | E[multiplier] | catch chance | RTP | variance |');
console.log('| --- | --- | --- | --- | --- | --- |');
table.species.forEach((species, i) => {
  const t = exact.perTarget[i]!;
  const multipliers = speciesAwards(species).map((a) => a.multiplier);
  const shown = multipliers.length === 1 ? `${multipliers[0]}×` : `${Math.min(...multipliers)}–${Math.max(...multipliers)}×`;
  console.log(
    `| ${t.code} | ${shown} | ${decimal(t.expectedMultiplier, 2)} | ${t.catchChance.num}/${t.catchChance.den} | ${percent(t.rtp, 4)}% | ${decimal(t.variance, 2)} |`,
  );
});
console.log('\n| Feature | E[multiplier] | chance per shot | share of RTP |');
console.log('| --- | --- | --- | --- |');
for (const f of exact.features) {
  console.log(`| ${f.code} | ${decimal(f.expectedMultiplier, 2)} | ${f.chance.num}/${f.chance.den} | ${percent(f.share, 4)}% |`);
}
const started = performance.now();
const sim = simulateFish(table, seededRandom('fish:docs'), shots);
const seconds = (performance.now() - started) / 1_000;
console.log(
  `\nSimulation (seed 'fish:docs', ${shots.toLocaleString('en')} shots cycling through the species, ${seconds.toFixed(1)} s): ` +
    `observed RTP ${(100 * sim.rtp).toFixed(4)}% ± ${(100 * sim.stdError).toFixed(4)}% (standard error); ` +
    `99% band of the exact 96%: ${(100 * (sim.exactRtp - sim.band99)).toFixed(4)}%–${(100 * (sim.exactRtp + sim.band99)).toFixed(4)}%; ` +
    `${Math.abs(sim.rtp - sim.exactRtp) <= sim.band99 ? 'inside' : 'OUTSIDE'} the band. Catches ${sim.catches}, ` +
    `features ${Object.entries(sim.featureHits)
      .map(([code, hits]) => `${code} ${hits}`)
      .join(', ')}.`,
);
