/**
 * Prints, as Markdown for docs/games/table-games.md, the exact house edge of every spot of every
 * table game at its default paytable (baccarat also no-commission and by deck count), all computed
 * by enumeration: `node --import tsx packages/games/src/tables/print-house-edges.ts`.
 * With `--depth [shoes]` it instead deals seeded 8-deck shoes to the last card and prints, by
 * cards left, the share of rounds in which a spot's exact edge for that round is zero or below
 * (the player's favour): the measurement behind the default cut card (about 1 s per 6 shoes).
 */
import type { Rational } from '../exact/rational.ts';
import { decimal, percent, sum } from '../exact/rational.ts';
import { BACCARAT, BACCARAT_COMMISSION_PAYTABLE, BACCARAT_NO_COMMISSION_PAYTABLE } from './baccarat-table.ts';
import { COLOR_GAME } from './color-game-table.ts';
import { DRAGON_TIGER } from './dragon-tiger-table.ts';
import { SIC_BO } from './sic-bo-table.ts';
import { cardsRemaining, fullShoe } from './table-shoe.ts';
import { seededRandom } from '../random.ts';
import type { TableGame, TablePaytable } from './table-types.ts';
import { oddsOf } from './table-types.ts';

/** An edge as a percentage, with the exact fraction when it is short. */
function edgeText(edge: Rational): string {
  const fraction = edge.den < 1_000_000n ? ` (${edge.num}/${edge.den})` : '';
  return `${percent(edge, 4)}%${fraction}`;
}

/** A paytable entry as payouts "to one": { win: 80_000 } → '8:1'; several classes → 'one 1:1, two 2:1'. */
function payText(paytable: TablePaytable, spot: string): string {
  const entry = Object.entries(paytable.odds[spot] ?? {});
  const text = (odds: number): string => (odds === 0 ? 'push' : odds < 0 ? `loses ${-odds / 100}%` : `${odds / 10_000}:1`);
  return entry.length === 1
    ? text(entry[0]?.[1] as number)
    : entry.map(([outcomeClass, odds]) => `${outcomeClass} ${text(odds)}`).join(', ');
}

/** Rows of a game's spots; neighbouring spots of one family ('total', 'triple', ...) with the same pay and edge share a row. */
function spotRows<O, S>(game: TableGame<O, S>, paytable: TablePaytable, state?: S): void {
  console.log('| Spot | Pays | P(paid a win) | House edge |');
  console.log('| --- | --- | --- | --- |');
  const family = (spot: string): string => spot.replace(/\d+$/, '');
  let group: { first: string; last: string; pays: string; win: string; edge: string } | undefined;
  const flush = (): void => {
    if (!group) return;
    const name = group.first === group.last ? `\`${group.first}\`` : `\`${group.first}\` … \`${group.last}\``;
    console.log(`| ${name} | ${group.pays} | ${group.win} | ${group.edge} |`);
  };
  for (const spot of game.spots) {
    const wins = [...game.classProbabilities(spot, state)].filter(([outcomeClass]) => oddsOf(paytable, spot, outcomeClass) > 0);
    const win = decimal(sum(wins.map(([, p]) => p)), 6);
    const row = { first: spot, last: spot, pays: payText(paytable, spot), win, edge: edgeText(game.houseEdge(spot, paytable, state)) };
    if (group && family(group.first) === family(spot) && family(spot) !== spot && group.pays === row.pays && group.edge === row.edge) {
      group.last = spot;
    } else {
      flush();
      group = row;
    }
  }
  flush();
}

/** The edge tables of every game. */
function printEdges(): void {
  console.log('### Baccarat, 8 decks, commission\n');
  spotRows(BACCARAT, BACCARAT_COMMISSION_PAYTABLE, fullShoe(8));
  console.log('\n### Baccarat, 8 decks, no commission\n');
  spotRows(BACCARAT, BACCARAT_NO_COMMISSION_PAYTABLE, fullShoe(8));

  console.log('\n### Baccarat by deck count\n');
  console.log('| Decks | Player | Banker (commission) | Banker (no commission) | Tie 8:1 | Pair 11:1 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const decks of [1, 2, 4, 6, 8]) {
    const shoe = fullShoe(decks);
    const edge = (spot: string, paytable = BACCARAT_COMMISSION_PAYTABLE): string =>
      `${percent(BACCARAT.houseEdge(spot, paytable, shoe), 4)}%`;
    console.log(
      `| ${decks} | ${edge('player')} | ${edge('banker')} | ${edge('banker', BACCARAT_NO_COMMISSION_PAYTABLE)} | ${edge('tie')} | ${edge('playerPair')} |`,
    );
  }

  console.log('\n### Dragon Tiger, 8 decks\n');
  spotRows(DRAGON_TIGER, DRAGON_TIGER.defaultPaytable, fullShoe(8));
  console.log('\n### Sic Bo, Macau paytable\n');
  spotRows(SIC_BO, SIC_BO.defaultPaytable);
  console.log('\n### Color Game\n');
  spotRows(COLOR_GAME, COLOR_GAME.defaultPaytable);
}

/** The end-of-shoe measurement (see the module comment). */
function printDepth(shoes: number): void {
  const bands = [0, 13, 26, 52, 78, 104, 417];
  const rows = bands.slice(0, -1).map(() => ({ rounds: 0, favoured: new Map<string, number>() }));
  const random = seededRandom('table-games-depth');
  for (let i = 0; i < shoes; i++) {
    let shoe = fullShoe(8);
    while (cardsRemaining(shoe) >= 6) {
      const row = rows[bands.findIndex((_, b) => cardsRemaining(shoe) < (bands[b + 1] as number))] as (typeof rows)[number];
      row.rounds++;
      for (const spot of BACCARAT.spots) {
        if (BACCARAT.houseEdge(spot, BACCARAT_COMMISSION_PAYTABLE, shoe).num <= 0n)
          row.favoured.set(spot, (row.favoured.get(spot) ?? 0) + 1);
      }
      shoe = BACCARAT.dealRound(random, shoe).state;
    }
  }
  console.log(`| Cards left | Rounds | ${BACCARAT.spots.join(' | ')} |`);
  console.log(`| --- | --- | ${BACCARAT.spots.map(() => '---').join(' | ')} |`);
  rows.forEach((row, b) => {
    const shares = BACCARAT.spots.map((spot) => `${(((row.favoured.get(spot) ?? 0) / Math.max(row.rounds, 1)) * 100).toFixed(1)}%`);
    console.log(`| ${bands[b]}-${(bands[b + 1] as number) - 1} | ${row.rounds} | ${shares.join(' | ')} |`);
  });
}

const depth = process.argv.indexOf('--depth');
if (depth >= 0) printDepth(Number(process.argv[depth + 1] ?? 60) || 60);
else printEdges();
