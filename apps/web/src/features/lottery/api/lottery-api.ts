import type {
  DrawProof,
  LotteryMenus,
  LotteryOrder,
  LotteryRules,
  OpenedNumero,
  PlaceOrderBody,
  PlaceOrderValue,
  TicketStatus,
  TicketsValue,
  LotteryDraw,
  LotteryGame,
  VnRegion,
} from '@pkg/contracts/lottery';
import { API } from '@pkg/contracts/routes';
import { lgwGet, wpsGet, wpsPostIdempotent } from '../../../lib/api-client';
import { fetchPopularList, POPULAR_LIST_KEY } from '../../../lib/popular-list';

/** Public lottery reads (the same for everyone). */
export const LOTTERY_KEY = ['lottery'] as const;
/**
 * The caller's own lottery reads (open draw with chase draws, tickets, orders) sit under the
 * site's 'member' key, which a login or logout drops, so one player's tickets never show for the next.
 */
export const MY_LOTTERY_KEY = ['member', 'lottery'] as const;

export const lotteryKeys = {
  menus: [...LOTTERY_KEY, 'menus'] as const,
  popular: POPULAR_LIST_KEY,
  vnMenus: [...LOTTERY_KEY, 'vn-menus'] as const,
  vnOpen: [...LOTTERY_KEY, 'vn-open'] as const,
  rules: (gameCode: string) => [...LOTTERY_KEY, 'rules', gameCode] as const,
  results: (gameCode: string) => [...LOTTERY_KEY, 'results', gameCode] as const,
  trend: (gameCode: string, count: number) => [...LOTTERY_KEY, 'trend', gameCode, count] as const,
  proof: (gameCode: string, numero: string) => [...LOTTERY_KEY, 'proof', gameCode, numero] as const,
  opened: (gameCode: string, stationCode: string | null) => [...MY_LOTTERY_KEY, 'opened', gameCode, stationCode] as const,
  tickets: [...MY_LOTTERY_KEY, 'tickets'] as const,
  order: (orderId: string) => [...MY_LOTTERY_KEY, 'order', orderId] as const,
};

/** A query string of the set values. */
function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A Vietnamese menu entry: a region's games and today's stations, or (region null) the house-drawn fast games. */
export interface VnMenuEntry {
  gameGroupCode: string;
  labelName: string;
  region: VnRegion | null;
  gameMenus: LotteryGame[];
  stations: Array<{ stationCode: string; name: string; region: VnRegion; draw: LotteryDraw | null }>;
}

export const fetchMenus = () => lgwGet<LotteryMenus>(API.gameMenus);
/** The popular list (lib/popular-list.ts: the login loads it too, decision 064). */
export const fetchPopular = fetchPopularList;
export const fetchVnMenus = () => lgwGet<{ gameMenus: VnMenuEntry[] }>(API.lotteryVnMenu);
/** A Vietnamese station draw open for bets now, with its station's name and region. */
export type VnOpenDraw = LotteryDraw & { stationName: string; region: VnRegion };
export const fetchVnOpen = () => lgwGet<{ vnLottList: VnOpenDraw[] }>(API.lotteryVnOpen);
/** The open draw, the next ones and the last result (token read; lgwGet sends the Authorization header). */
export const fetchOpened = (gameCode: string, stationCode: string | null) =>
  lgwGet<OpenedNumero>(`${API.lotteryOpenedNumero}${query({ gameCode, stationCode })}`);
export const fetchRules = (gameCode: string) => lgwGet<LotteryRules>(`${API.lotteryRules}${query({ gameCode })}`);
export const fetchResults = (gameCode: string, stationCode: string | null, pageNo: number, pageSize: number) =>
  lgwGet<{ list: LotteryDraw[]; pageNum: number; totalPages: number }>(
    `${API.lotteryResults}${query({ gameCode, stationCode, pageNo, pageSize })}`,
  );
export const fetchTrend = (gameCode: string, count: number) =>
  lgwGet<{ gameCode: string; format: LotteryRules['format']; results: LotteryDraw[]; trend: unknown }>(
    `${API.lotteryTrend}${query({ gameCode, count })}`,
  );
export const fetchProof = (gameCode: string, numero: string) =>
  lgwGet<DrawProof>(API.lotteryDraw.replace(':gameCode', encodeURIComponent(gameCode)).replace(':numero', encodeURIComponent(numero)));

export const fetchTickets = (params: { status?: TicketStatus; gameCode?: string; pageNo: number; pageSize: number }) =>
  wpsGet<TicketsValue>(`${API.lotteryTickets}${query(params)}`);
export const fetchOrder = (orderId: string) => wpsGet<LotteryOrder>(API.lotteryOrder.replace(':id', encodeURIComponent(orderId)));
/** Places an order under the confirm's Idempotency-Key (the same key again on a retry of that confirm). */
export const postOrder = (body: PlaceOrderBody, idempotencyKey: string) =>
  wpsPostIdempotent<PlaceOrderValue>(API.lotteryOrders, body, idempotencyKey);
/** Cancels the draws of a chase order that have not closed; their stakes come back. */
export const postCancelOrder = (orderId: string, idempotencyKey: string) =>
  wpsPostIdempotent<unknown>(API.lotteryOrderCancel.replace(':id', encodeURIComponent(orderId)), {}, idempotencyKey);
