/**
 * Prints the figures of docs/games/bingo.md: `node --import tsx packages/games/src/bingo/print-bingo-figures.ts`.
 * Exact RTPs of the default rooms by tickets sold, the sales from which the guarantees are covered,
 * the exact single-card jackpot chances, and a seeded simulation of stage calls, winners and jackpots.
 */
import { decimal, mul, percent, rational } from '../exact/rational.ts';
import { seededRandom } from '../random.ts';
import type { BingoRoom } from './bingo-prizes.ts';
import { DEFAULT_ROOM_75, DEFAULT_ROOM_90 } from './bingo-prizes.ts';
import { coverallWithinProbability, roomRtp, simulateBingoGames, ticketsToCoverGuarantees } from './bingo-rtp.ts';
import { bingoFormat } from './bingo-types.ts';

const games = Number(process.argv[2] ?? 1_000);

function print(room: BingoRoom, inPlay: number): void {
  console.log(`\n## ${room.code} (${room.format}-ball)\n`);
  console.log('| Tickets sold | RTP | of which house top-up | of which jackpot contribution |');
  console.log('| --- | --- | --- | --- |');
  for (const tickets of [10, 20, 30, 50, ticketsToCoverGuarantees(room), 100, 500, 1_000, 10_000]) {
    const rtp = roomRtp(room, tickets);
    console.log(`| ${tickets} | ${percent(rtp.total, 4)}% | ${percent(rtp.fromTopUp, 4)}% | ${percent(rtp.fromJackpot, 4)}% |`);
  }
  console.log(`\nGuarantees covered from ${ticketsToCoverGuarantees(room)} tickets.`);
  const jackpot = room.jackpot!;
  const single = coverallWithinProbability(bingoFormat(room.format), jackpot.withinCalls);
  console.log(
    `One card completes within ${jackpot.withinCalls} calls with probability ${single.num}/${single.den} ` +
      `(${percent(single, 6)}%); expected number of such cards with ${inPlay} in play: ${decimal(mul(single, rational(inPlay)), 6)}.`,
  );
  const sim = simulateBingoGames(room, inPlay, games, seededRandom(`figures:${room.code}`));
  console.log(`\nSimulation, ${inPlay} cards in play, ${games} seeded games:\n`);
  console.log('| Stage | mean call won | mean winners | shared by 2+ |');
  console.log('| --- | --- | --- | --- |');
  room.stages.forEach((stage, k) => {
    console.log(
      `| ${stage.pattern.code} | ${sim.meanCalls[k]!.toFixed(2)} | ${sim.meanWinners[k]!.toFixed(3)} | ${(100 * sim.sharedRate[k]!).toFixed(1)}% |`,
    );
  });
  console.log(`\nJackpot won in ${sim.jackpotWins} of ${games} games.`);
}

print(DEFAULT_ROOM_90, 600);
print(DEFAULT_ROOM_75, 300);
