import { z } from 'zod';
import { amountMinor, currencyCode, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';
import { BET_KEY_PATTERN, playerBetView } from './rounds.ts';

/**
 * The house bingo rooms (issue 31, decision 057) on the round engine's wire (rounds.ts): a room is a
 * table of kind `bingo`, a game is a round, a card is a bet on the spot `card` whose `detail` holds
 * its numbers. What a room's `settings`, `state`, a game's `result` and a card's `detail` hold, the
 * buying calls with pre-buy orders, and the back office's bingo desk. Money is integer minor units
 * as decimal strings (`...Minor`).
 */

/** The bet spot of a bingo card. */
export const BINGO_CARD_SPOT = 'card';

/** The two formats: 75-ball (5×5 cards, free centre) and 90-ball (3×9 tickets of 15 numbers, sold in strips of six). */
export const BINGO_FORMATS = ['75', '90'] as const;
export type BingoFormatCode = (typeof BINGO_FORMATS)[number];

/** The prize patterns a room may play, by format (docs/games/bingo.md). */
export const BINGO_PATTERNS = {
  '75': ['line', 'four-corners', 'x', 'postage-stamp', 'letter-t', 'letter-l', 'plus', 'blackout'],
  '90': ['one-line', 'two-lines', 'full-house'],
} as const satisfies Record<BingoFormatCode, readonly string[]>;

const basisPoints = z.number().int().min(0).max(10_000);

/** A room's settings as stored (round_tables.settings), written by the seed and the bingo desk, checked by the server. */
export const bingoRoomSettings = z.object({
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1).max(60)),
  format: z.enum(BINGO_FORMATS),
  ticketPriceMinor: positiveAmountMinor,
  /** Share of ticket sales paid out as the stages' prizes, basis points. */
  payoutShareBp: basisPoints,
  /** The prize stages in the order they are played; their shares of the pool sum to 10,000 bp. */
  stages: z
    .array(z.object({ pattern: z.string().min(1).max(32), shareBp: basisPoints, guaranteedMinor: nonNegativeAmountMinor }))
    .min(1)
    .max(6),
  /** Cards one player may hold in one game. */
  cardsPerPlayerMax: z.number().int().min(1).max(60),
  /** A currency's game is played only with at least this many cards; fewer are refunded at the start. */
  minCards: z.number().int().min(1).max(100_000),
  /** Games start on this grid of the clock (every 3 minutes: :00, :03 ...). */
  cadenceMs: z.number().int().min(10_000).max(3_600_000),
  /** The least time a game's cards are on sale. */
  minBuyMs: z.number().int().min(5_000).max(3_600_000),
  /** Time between two balls. */
  ballIntervalMs: z.number().int().min(300).max(30_000),
  /** Pause after a game's last ball before the next game's cards go on sale. */
  pauseMs: z.number().int().min(0).max(300_000),
  /** A progressive jackpot on the last stage, won when it is won within `withinCalls` balls; null: none. */
  jackpot: z
    .object({ contributionBp: basisPoints, withinCalls: z.number().int().min(1).max(90), seedMinor: nonNegativeAmountMinor })
    .nullable(),
});
export type BingoRoomSettings = z.infer<typeof bingoRoomSettings>;

/** A room's public settings (the table view's `settings`): the stored ones with each stage's cell masks and the ball count. */
export const bingoSettingsView = bingoRoomSettings.extend({
  stages: z.array(
    z.object({
      pattern: z.string(),
      shareBp: z.number().int(),
      guaranteedMinor: nonNegativeAmountMinor,
      /** The pattern's cell masks (bit i = cell i of the card, row by row; a card completes the stage when any mask is daubed). */
      masks: z.array(z.number().int()),
    }),
  ),
  balls: z.number().int(),
});
export type BingoSettingsView = z.infer<typeof bingoSettingsView>;

/** A room's public state: each currency's progressive jackpot as it stands now, and the seed a fresh pool starts from. */
export const bingoStateView = z.object({
  jackpots: z.record(z.string(), nonNegativeAmountMinor),
  jackpotSeedMinor: nonNegativeAmountMinor.nullable(),
});
export type BingoStateView = z.infer<typeof bingoStateView>;

/** A card's numbers (the bet's `detail`): a 75-ball card's 25 cells row by row (0 at the free centre), or a 90-ball ticket's 3 rows of 9 (0 blank). */
export const bingoCardDetail = z.union([
  z.object({ cells: z.array(z.number().int().min(0).max(75)).length(25) }),
  z.object({ rows: z.array(z.array(z.number().int().min(0).max(90)).length(9)).length(3) }),
]);
export type BingoCardDetail = z.infer<typeof bingoCardDetail>;

/** A winner of a stage as everyone sees it: the card, the holder's masked name, the share of the prize (and of the jackpot). */
export const bingoWinnerView = z.object({
  betId: z.string(),
  name: z.string(),
  amountMinor: nonNegativeAmountMinor,
  jackpotMinor: nonNegativeAmountMinor,
});

/** One currency's game: real money and demo money (XTS) play the same balls with their own cards, pools and jackpots. */
export const bingoCurrencyGameView = z.object({
  /** played, or refunded at the start (fewer cards than the room's minimum). */
  status: z.enum(['played', 'refunded']),
  cards: z.number().int(),
  players: z.number().int(),
  salesMinor: nonNegativeAmountMinor,
  poolMinor: nonNegativeAmountMinor,
  stages: z.array(
    z.object({
      pattern: z.string(),
      prizeMinor: nonNegativeAmountMinor,
      /** House money added to reach the guarantee. */
      topUpMinor: nonNegativeAmountMinor,
      won: z.boolean(),
      /** The ball count it was won on, once won. */
      calls: z.number().int().nullable(),
      ball: z.number().int().nullable(),
      winners: z.array(bingoWinnerView),
    }),
  ),
  /** Cards one number short of the stage in play after the last ball called. */
  oneToGo: z.number().int(),
  /** The jackpot this game plays for: its pool so far, and once decided whether it was won and what it paid. */
  jackpot: z.object({ poolMinor: nonNegativeAmountMinor, won: z.boolean(), paidMinor: nonNegativeAmountMinor }).nullable(),
});
export type BingoCurrencyGameView = z.infer<typeof bingoCurrencyGameView>;

/** A game's result as everyone sees it at this instant (the round view's `result`): only the balls called so far. */
export const bingoResultView = z.object({
  format: z.enum(BINGO_FORMATS),
  intervalMs: z.number().int(),
  called: z.number().int(),
  balls: z.array(z.number().int()),
  /** Every stage is won and the last ball called: the seed is public. */
  finished: z.boolean(),
  /** When the next ball comes (null once finished). */
  nextBallAt: z.string().nullable(),
  currencies: z.record(z.string(), bingoCurrencyGameView),
});
export type BingoResultView = z.infer<typeof bingoResultView>;

/** A pre-buy order: the same cards bought for each of the next games of the room, each game's cards paid when it opens. */
export const bingoPrebuyView = z.object({
  prebuyId: z.string(),
  cards: z.number().int(),
  games: z.number().int(),
  /** Games whose cards were bought, and games skipped (funds, limits, the player's own rules). */
  placed: z.number().int(),
  skipped: z.number().int(),
  /** active; done (every game bought); stopped (a game could not be bought: stopReason); cancelled by the player. */
  status: z.enum(['active', 'done', 'stopped', 'cancelled']),
  stopReason: z.string().nullable(),
  /** The first game (round number) it buys for. */
  fromSeq: z.number().int(),
  /** One game's cost at the room's price when ordered. */
  gameCostMinor: positiveAmountMinor,
  currency: currencyCode,
  createdAt: z.string(),
});
export type BingoPrebuyView = z.infer<typeof bingoPrebuyView>;

/**
 * `POST /house/bingo/api/cards`: `cards` cards for the open game `roundId`, and when `games` > 1 the
 * same cards for the games after it (a pre-buy order). The same `key` again answers the first
 * result. Failures: round_closed (the game started), table_paused, bet_invalid (`problem`:
 * card_limit, wrong_price), insufficient_funds, rg_play_blocked, rg_bet_limit, bingo_prebuy_limit,
 * game_session_invalid, game_disabled, game_maintenance.
 */
export const bingoBuyBody = z.object({
  roundId: z.string().regex(/^[0-9]{1,18}$/),
  key: z.string().regex(BET_KEY_PATTERN),
  cards: z.number().int().min(1).max(60),
  games: z.number().int().min(1).max(50),
});
export type BingoBuyBody = z.infer<typeof bingoBuyBody>;

export const bingoBuyValue = z.object({
  /** The cards bought for this game, and every card of the player in it. */
  cards: z.array(playerBetView),
  roundCards: z.array(playerBetView),
  balanceMinor: nonNegativeAmountMinor,
  replayed: z.boolean(),
  /** The order for the games after this one (games > 1). */
  prebuy: bingoPrebuyView.nullable(),
});
export type BingoBuyValue = z.infer<typeof bingoBuyValue>;

/** `POST /house/bingo/api/prebuys`: an order starting with the room's next game (while one is being called). */
export const bingoPrebuyBody = z.object({
  key: z.string().regex(BET_KEY_PATTERN),
  cards: z.number().int().min(1).max(60),
  games: z.number().int().min(1).max(50),
});
export type BingoPrebuyBody = z.infer<typeof bingoPrebuyBody>;

/** `GET /house/bingo/api/prebuys`: the session player's orders in this room, newest first. */
export const bingoPrebuysValue = z.object({ prebuys: z.array(bingoPrebuyView) });
export type BingoPrebuysValue = z.infer<typeof bingoPrebuysValue>;

// ---- The back office's bingo desk ---------------------------------------------------------------

/** A room on the desk. */
export const boBingoRoom = z.object({
  tableId: z.string(),
  brandId: z.string(),
  gameCode: z.string(),
  name: z.string(),
  status: z.enum(['open', 'paused', 'closed']),
  settings: bingoRoomSettings,
  /** The current game: number, status, when its sales close. */
  current: z.object({ roundId: z.string(), seq: z.number().int(), status: z.string(), closesAt: z.string().nullable() }).nullable(),
  jackpots: z.record(z.string(), nonNegativeAmountMinor),
});
export type BoBingoRoom = z.infer<typeof boBingoRoom>;

export const boBingoRoomsQuery = z.object({ brandId: z.string().regex(/^[0-9]{1,18}$/) });
export const boBingoRoomsValue = z.object({ rooms: z.array(boBingoRoom) });
export type BoBingoRoomsValue = z.infer<typeof boBingoRoomsValue>;

/** A new room (`POST /bo/bingo/rooms`): listed as a game of the brand's bingo vendor, open at once. */
export const boBingoRoomCreate = z.object({
  brandId: z.string().regex(/^[0-9]{1,18}$/),
  gameCode: z.string().regex(/^[a-z0-9-]{2,40}$/),
  settings: bingoRoomSettings,
});
export type BoBingoRoomCreate = z.infer<typeof boBingoRoomCreate>;

/** A room's new settings (prices, stages, schedule, jackpot): games that opened keep the settings they opened with. */
export const boBingoRoomUpdate = z.object({ settings: bingoRoomSettings });
/** Open, pause (no new games; the current one ends) or close a room. */
export const boBingoRoomStatus = z.object({ status: z.enum(['open', 'paused', 'closed']) });

/** One game in the desk's list. */
export const boBingoGame = z.object({
  roundId: z.string(),
  seq: z.number().int(),
  status: z.string(),
  opensAt: z.string(),
  closesAt: z.string().nullable(),
  dealtAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Per currency: cards, sales, prizes paid, house top-up, jackpot paid. */
  money: z.array(
    z.object({
      currency: currencyCode,
      cards: z.number().int(),
      salesMinor: nonNegativeAmountMinor,
      prizesMinor: nonNegativeAmountMinor,
      topUpMinor: nonNegativeAmountMinor,
      jackpotPaidMinor: nonNegativeAmountMinor,
    }),
  ),
});
export const boBingoGamesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boBingoGamesValue = z.object({ list: z.array(boBingoGame), pageNum: z.number().int(), totalPages: z.number().int() });
export type BoBingoGamesValue = z.infer<typeof boBingoGamesValue>;

/** A game's detail: the proof (seed hash, seed, context), every ball, the stages' winners with their accounts, and each player's payouts. */
export const boBingoGameDetail = z.object({
  game: boBingoGame,
  tableId: z.string(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  context: z.string(),
  /** Every ball of the game (once finished; the balls called so far before). */
  balls: z.array(z.number().int()),
  stages: z.array(
    z.object({
      currency: currencyCode,
      pattern: z.string(),
      prizeMinor: nonNegativeAmountMinor,
      calls: z.number().int().nullable(),
      winners: z.array(
        z.object({
          betId: z.string(),
          accountId: z.string(),
          name: z.string(),
          amountMinor: nonNegativeAmountMinor,
          jackpotMinor: nonNegativeAmountMinor,
        }),
      ),
    }),
  ),
  payouts: z.array(
    z.object({
      accountId: z.string(),
      username: z.string(),
      currency: currencyCode,
      part: z.number().int(),
      movedMinor: amountMinor,
      at: z.string(),
    }),
  ),
});
export type BoBingoGameDetail = z.infer<typeof boBingoGameDetail>;

/** The jackpot's history: per game and currency, the pool before, the contribution, the payout when won and the house's reseed. */
export const boBingoJackpotValue = z.object({
  list: z.array(
    z.object({
      roundId: z.string(),
      seq: z.number().int(),
      dealtAt: z.string(),
      currency: currencyCode,
      beforeMinor: nonNegativeAmountMinor,
      contributionMinor: nonNegativeAmountMinor,
      won: z.boolean(),
      paidMinor: nonNegativeAmountMinor,
      houseSeedMinor: nonNegativeAmountMinor,
      afterMinor: nonNegativeAmountMinor,
    }),
  ),
});
export type BoBingoJackpotValue = z.infer<typeof boBingoJackpotValue>;

/** A room's return to players from the ledger: stakes and payouts posted under its games, per currency, over a window of days. */
export const boBingoRtpQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const boBingoRtpValue = z.object({
  days: z.number().int(),
  list: z.array(
    z.object({
      currency: currencyCode,
      games: z.number().int(),
      stakesMinor: nonNegativeAmountMinor,
      payoutsMinor: nonNegativeAmountMinor,
      /** Payouts ÷ stakes as a percentage with two decimals; null without stakes. */
      rtpPercent: z.string().nullable(),
    }),
  ),
});
export type BoBingoRtpValue = z.infer<typeof boBingoRtpValue>;
