import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type {
  PlaceBetsBody,
  PlaceBetsValue,
  RoundHistoryValue,
  RoundProofValue,
  RoundSessionValue,
  TablesValue,
} from '@pkg/contracts/rounds';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** The live tables' queries; the game session token is part of a session's keys, so two frames never share answers. */
export const liveTableKeys = {
  lobby: (vendorCode: string) => ['live-tables', 'lobby', vendorCode] as const,
  session: (token: string) => ['live-tables', token, 'session'] as const,
  history: (token: string) => ['live-tables', token, 'history'] as const,
  proof: (roundId: string) => ['live-tables', 'proof', roundId] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The lobby: the brand's tables of a house vendor with their rounds and recent results (public). */
export const fetchTables = (vendorCode: string) => wpsGet<TablesValue>(`${API.roundTables}?vendorCode=${encodeURIComponent(vendorCode)}`);

/** The table of the game session, the balance and the player's bets on the round. */
export const fetchTableSession = (token: string) => wpsGet<RoundSessionValue>(API.roundSession, withToken(token));

/** Bets on the open round, all or none; the same key again answers the stored bets. */
export const postTableBets = (token: string, body: PlaceBetsBody) => wpsSend<PlaceBetsValue>('POST', API.roundBets, body, withToken(token));

/** The player's last rounds at this table. */
export const fetchTableHistory = (token: string) => wpsGet<RoundHistoryValue>(API.roundHistory, withToken(token));

/** What anyone needs to recompute a dealt round (public). */
export const fetchRoundProof = (roundId: string) =>
  wpsGet<RoundProofValue>(API.roundProof.replace(':roundId', encodeURIComponent(roundId)));

/** The live stream's address for some tables (server-sent events; public, so EventSource needs no header). */
export const tableEventsUrl = (tableIds: readonly string[]) => `${API.roundEvents}?tables=${tableIds.map(encodeURIComponent).join(',')}`;
