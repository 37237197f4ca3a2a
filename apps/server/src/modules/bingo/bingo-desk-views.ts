/**
 * The bingo desk's views of stored games (decision 057): the money of a game per currency, the
 * stages won by an instant with the winners' accounts, and a game's line of the jackpot's history.
 * A game still being called shows only what is public by now, on the desk as on the site.
 */
import type { BoBingoGameDetail, BoBingoGamesValue, BoBingoJackpotValue } from '@pkg/contracts/bingo';
import type { Json } from '../rounds/index.ts';
import type { DeskGameRow } from './bingo-desk.queries.ts';
import { calledBy, readResult, type StoredResult } from './bingo-result.ts';

type DeskGame = BoBingoGamesValue['list'][number];

/** A game's line on the desk, with each currency's cards, sales, prizes, house top-up and jackpot paid. */
export function deskGameOf(row: DeskGameRow): DeskGame {
  const result = row.result ? readResult(row.result as Json) : null;
  return {
    roundId: row.roundId,
    seq: row.seq,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt?.toISOString() ?? null,
    dealtAt: row.dealtAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    money: Object.entries(result?.currencies ?? {}).map(([currency, game]) => ({
      currency,
      cards: game.cards,
      salesMinor: game.salesMinor,
      prizesMinor: game.stages.reduce((sum, stage) => sum + (stage.calls === null ? 0n : BigInt(stage.prizeMinor)), 0n).toString(),
      topUpMinor: game.houseTopUpMinor,
      jackpotPaidMinor: game.jackpot?.won ? game.jackpot.paidMinor : '0',
    })),
  };
}

/** The stages won within the first `called` balls, per currency, with the winners' accounts. */
export function deskStagesOf(result: StoredResult, called: number): BoBingoGameDetail['stages'] {
  return Object.entries(result.currencies).flatMap(([currency, game]) =>
    game.stages.map((stage) => {
      const won = stage.calls !== null && stage.calls <= called;
      return {
        currency,
        pattern: stage.pattern,
        prizeMinor: stage.prizeMinor,
        calls: won ? stage.calls : null,
        winners: won ? stage.winners : [],
      };
    }),
  );
}

/** A game's lines of the jackpot's history (one per currency that played for it), once its jackpot is decided. */
export function jackpotEntriesOf(row: DeskGameRow, now: Date): BoBingoJackpotValue['list'] {
  if (!row.result || !row.dealtAt) return [];
  const result = readResult(row.result as Json);
  const called = calledBy(result, row.dealtAt, now);
  return Object.entries(result.currencies).flatMap(([currency, game]) => {
    if (!game.jackpot || called < game.lastCalls) return [];
    return [
      {
        roundId: row.roundId,
        seq: row.seq,
        dealtAt: (row.dealtAt as Date).toISOString(),
        currency,
        beforeMinor: game.jackpot.beforeMinor,
        contributionMinor: game.jackpot.contributionMinor,
        won: game.jackpot.won,
        paidMinor: game.jackpot.paidMinor,
        houseSeedMinor: game.jackpot.houseSeedMinor,
        afterMinor: game.jackpot.afterMinor,
      },
    ];
  });
}
