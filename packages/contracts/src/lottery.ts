import { z } from 'zod';
import { amountMinor, currencyCode, positiveAmountMinor } from './amount.ts';

/**
 * The house lotteries on the wire (decision 028): e-lottery fast draws and the Vietnamese lottery.
 * `/lgw` and `/lotto/lgw` answers are bare objects (DESIGN.md section 3); the money calls live
 * under `/wps/v2/lottery` with the envelope and an Idempotency-Key. Amounts are integer minor
 * units in decimal strings (`...Minor`); odds are basis points (1.98 → 19800); instants are ISO
 * strings (UTC), shown in GMT+8 by the site.
 */

/** A game code: lower-case letters, digits and dashes (ssc-1m, vn-south). */
export const LOTTERY_GAME_CODE = /^[a-z0-9][a-z0-9-]{0,31}$/;
const gameCode = z.string().regex(LOTTERY_GAME_CODE);

/** The platform's prize modes (SPEC.md section 3): Elott e-lottery fast draws, ZY house-drawn Vietnamese fast draws, Lott the official Vietnamese lottery, SEA South-East Asian games. */
export const PRIZE_MODES = ['Elott', 'ZY', 'Lott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The draw formats (packages/games lottery-types.ts). */
export const LOTTERY_FORMAT_CODES = ['ssc', 'k3', '11x5', 'pk10', 'vn27', 'vn18'] as const;

/** Where a draw stands: bets only while open; void draws refund every stake. */
export const DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** Where a ticket stands. */
export const TICKET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The Vietnamese regions. */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** A draw as lists show it. `result` is the table's numbers once drawn (special prize first for Vietnamese tables). */
export const drawSchema = z.object({
  gameCode: z.string(),
  /** The draw number (numero): yyyyMMdd-nnnn for fast draws, yyyyMMdd-<station> for daily Vietnamese draws. */
  numero: z.string(),
  status: z.enum(DRAW_STATUSES),
  stationCode: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  result: z.array(z.string()).nullable(),
  /** SHA-256 of the draw's seed, published before betting closes (house draws); null for official results. */
  seedHash: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof drawSchema>;

/** One lottery game as the menus list it. */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  vendorCode: z.string(),
  gameType: z.enum(['ELOTT', 'LOTT']),
  prizeMode: z.enum(PRIZE_MODES),
  format: z.enum(LOTTERY_FORMAT_CODES),
  gameGroupCode: z.string(),
  iconUrl: z.string(),
  /** Seconds between draws (fast draws); null for daily draws. */
  cadenceSeconds: z.number().int().nullable(),
  region: z.enum(VN_REGIONS).nullable(),
  maintenance: z.boolean(),
  /** The draw open for bets now (or the next one), and the last drawn one. */
  current: drawSchema.nullable(),
  last: drawSchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** A lottery menu entry (SPEC.md section 3): a group of games under its label. */
export const lotteryMenuEntry = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});

/** `GET /lgw/games/game_menus?prizeMode=` (bare): the lottery menus of the prize mode (all modes when absent). */
export const lotteryMenusQuery = z.object({ prizeMode: z.enum(PRIZE_MODES).optional() });
export const lotteryMenusResponse = z.object({ gameMenus: z.array(lotteryMenuEntry) });
export type LotteryMenus = z.infer<typeof lotteryMenusResponse>;

/** `GET /lgw/games/popular` (bare): the games most played over the last day (count 20 or 100). */
export const popularQuery = z.object({
  count: z.coerce
    .number()
    .int()
    .refine((n) => n === 20 || n === 100, 'count is 20 or 100')
    .default(20),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});
export const popularResponse = z.object({ popular: z.array(lotteryGameSchema.extend({ tickets: z.number().int() })) });

/** `GET /lgw/vn/games/game_menu` (bare): Vietnamese regions with their games and today's stations. */
export const vnStationSchema = z.object({
  stationCode: z.string(),
  name: z.string(),
  region: z.enum(VN_REGIONS),
  /** Today's draw of the station (Vietnam's date), or null when it does not draw today. */
  draw: drawSchema.nullable(),
});
export const vnMenusResponse = z.object({
  gameMenus: z.array(lotteryMenuEntry.extend({ region: z.enum(VN_REGIONS).nullable(), stations: z.array(vnStationSchema) })),
});

/** `GET /lgw/vn/games/game_menu/recent` (token, bare): the caller's recently played lottery games, newest first. */
export const recentLotteryResponse = z.object({ recent: z.array(lotteryGameSchema.extend({ lastPlayedAt: z.string() })) });

/** `GET /lgw/vn/numeros/opened/game` (bare): the Vietnamese station draws open for bets now. */
export const vnOpenDrawsResponse = z.object({
  vnLottList: z.array(drawSchema.extend({ stationName: z.string(), region: z.enum(VN_REGIONS) })),
});

/** `GET /lotto/lgw/games/opened/numero?gameCode=` (token, bare): the open draw, the next ones (for chasing) and the last result. */
export const openedNumeroQuery = z.object({ gameCode, stationCode: z.string().max(16).optional() });
export const openedNumeroResponse = z.object({
  gameCode: z.string(),
  serverTime: z.string(),
  current: drawSchema.nullable(),
  upcoming: z.array(drawSchema),
  last: drawSchema.nullable(),
});
export type OpenedNumero = z.infer<typeof openedNumeroResponse>;

/** One bet type of a game with the brand's odds and limits. */
export const betTypeRuleSchema = z.object({
  code: z.string(),
  group: z.string(),
  rows: z.array(z.object({ label: z.string(), tokens: z.array(z.string()), min: z.number().int(), max: z.number().int() })),
  minPicks: z.number().int(),
  maxCombos: z.number().int(),
  priceUnits: z.number().int(),
  /** The brand's odds (payout per unit per hit, stake included) in basis points; for types paying per token, the lowest of them. */
  oddsBp: z.number().int(),
  /** Types whose tokens pay different rates (a sum's values, a tie): the rate of every token; null for one rate. */
  oddsByToken: z.record(z.string(), z.number().int()).nullable(),
});
export type BetTypeRule = z.infer<typeof betTypeRuleSchema>;

/** `GET /lgw/games/rules?gameCode=` (bare): a game's bet types, odds and stake limits in the caller's currency. */
export const rulesQuery = z.object({ gameCode });
export const rulesResponse = z.object({
  gameCode: z.string(),
  format: z.enum(LOTTERY_FORMAT_CODES),
  currency: currencyCode,
  /** Smallest and largest unit stake, the largest stake of one ticket, the most draws one chase order may cover. */
  minUnitMinor: amountMinor,
  maxUnitMinor: amountMinor,
  maxTicketStakeMinor: amountMinor,
  maxChaseDraws: z.number().int(),
  betTypes: z.array(betTypeRuleSchema),
});
export type LotteryRules = z.infer<typeof rulesResponse>;

/** `GET /lgw/games/results?gameCode=&pageNo=&pageSize=` (bare): drawn results, newest first. */
export const resultsQuery = z.object({
  gameCode,
  stationCode: z.string().max(16).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const resultsResponse = z.object({ list: z.array(drawSchema), pageNum: z.number().int(), totalPages: z.number().int() });

/** `GET /lgw/games/trend?gameCode=&count=` (bare): the last results and their trend statistics. */
export const trendQuery = z.object({
  gameCode,
  count: z.coerce
    .number()
    .int()
    .refine((n) => [30, 50, 100].includes(n), 'count is 30, 50 or 100')
    .default(30),
});
export const trendResponse = z.object({
  gameCode: z.string(),
  format: z.enum(LOTTERY_FORMAT_CODES),
  results: z.array(drawSchema),
  /** packages/games trendOf(format, results): per row, per token current gap, longest gap and hits. */
  trend: z.unknown(),
});

/** `GET /lgw/games/draws/:gameCode/:numero` (bare): a draw with what proves its result (decision 028). */
export const drawProofResponse = drawSchema.extend({
  format: z.enum(LOTTERY_FORMAT_CODES),
  /** The draw's seed in hex, revealed once the result is drawn (house draws). */
  seed: z.string().nullable(),
  /** What the seed was drawn for: `fairResult(format, seed, context)` gives the result. */
  context: z.string(),
  /** house: drawn from the seed; official: typed in from the official draw by staff and approved by a second. */
  source: z.enum(['house', 'official']),
});
export type DrawProof = z.infer<typeof drawProofResponse>;

/** One bet of an order: a bet type, its picks (a row of tokens per picker row) and the stake of one unit. */
export const orderBet = z.object({
  betType: z.string().min(1).max(40),
  picks: z
    .array(z.array(z.string().min(1).max(8)).max(100))
    .min(1)
    .max(10),
  /** Checked against the game's smallest and largest unit stake (lottery_stake_out_of_range). */
  unitMinor: positiveAmountMinor,
});

/**
 * `POST /wps/v2/lottery/orders` (token, Idempotency-Key): bets on the open draw `numero` (the
 * current one when absent); with `chase`, the same bets on that many consecutive draws, stopping
 * after a winning draw when `stopOnWin`.
 */
export const placeOrderBody = z.object({
  gameCode,
  numero: z.string().min(1).max(40).optional(),
  stationCode: z.string().max(16).optional(),
  bets: z.array(orderBet).min(1).max(50),
  chase: z.object({ draws: z.number().int().min(2).max(120), stopOnWin: z.boolean() }).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** A ticket: one bet on one draw. */
export const ticketSchema = z.object({
  ticketId: z.string(),
  orderId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  stationCode: z.string().nullable(),
  betType: z.string(),
  picks: z.array(z.array(z.string())),
  combos: z.number().int(),
  unitMinor: amountMinor,
  stakeMinor: amountMinor,
  oddsBp: z.number().int(),
  oddsByToken: z.record(z.string(), z.number().int()).nullable(),
  status: z.enum(TICKET_STATUSES),
  winMinor: amountMinor,
  currency: currencyCode,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  drawStatus: z.enum(DRAW_STATUSES),
  result: z.array(z.string()).nullable(),
});
export type LotteryTicket = z.infer<typeof ticketSchema>;

/** An order: what one confirm placed, over one draw or a chase of several. */
export const orderSchema = z.object({
  orderId: z.string(),
  gameCode: z.string(),
  currency: currencyCode,
  draws: z.number().int(),
  stopOnWin: z.boolean(),
  stakeMinor: amountMinor,
  /** Stakes given back (void draws, chase legs stopped or cancelled) and wins paid so far. */
  refundedMinor: amountMinor,
  winMinor: amountMinor,
  createdAt: z.string(),
  /** Draws the order still waits for; the player may cancel them (their stakes come back). */
  pendingDraws: z.number().int(),
  tickets: z.array(ticketSchema),
});
export type LotteryOrder = z.infer<typeof orderSchema>;

/** The answer to a placed order: the order and the main wallet's balance after it. */
export const placeOrderValue = z.object({ order: orderSchema, balanceMinor: amountMinor });
export type PlaceOrderValue = z.infer<typeof placeOrderValue>;

/** `GET /wps/v2/lottery/tickets` (token): the caller's tickets, newest first. */
export const ticketsQuery = z.object({
  gameCode: gameCode.optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ticketsValue = z.object({
  list: z.array(ticketSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TicketsValue = z.infer<typeof ticketsValue>;

/** Server-sent `draw` events on the live stream: a draw of the brand changed state (opened, closed, drawn, settled, void). */
export const drawEventSchema = drawSchema.pick({
  gameCode: true,
  numero: true,
  status: true,
  stationCode: true,
  result: true,
  drawAt: true,
});
export type DrawEvent = z.infer<typeof drawEventSchema>;
