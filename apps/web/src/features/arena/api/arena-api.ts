import type { ArenaFightsValue } from '@pkg/contracts/arena';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import type { PlaceBetsBody, PlaceBetsValue, RoundHistoryValue, RoundSessionValue } from '@pkg/contracts/rounds';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** The arena page's queries; the game session token is part of a session's keys, so two frames never share answers. */
export const arenaKeys = {
  session: (token: string) => ['arena', token, 'session'] as const,
  history: (token: string) => ['arena', token, 'history'] as const,
  fights: (tableId: string, eventId: string) => ['arena', 'fights', tableId, eventId] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The arena of the game session (its event, current fight and totals), the balance and the player's bets on the fight. */
export const fetchArenaSession = (token: string) => wpsGet<RoundSessionValue>(API.roundSession, withToken(token));

/** Bets on the open fight, all or none; the same key again answers the stored bets. */
export const postArenaBets = (token: string, body: PlaceBetsBody) => wpsSend<PlaceBetsValue>('POST', API.roundBets, body, withToken(token));

/** The player's last fights at this arena with what each bet returned. */
export const fetchArenaHistory = (token: string) => wpsGet<RoundHistoryValue>(API.roundHistory, withToken(token));

/** The event's fights with their pools and final odds (public). */
export const fetchArenaFights = (tableId: string) => wpsGet<ArenaFightsValue>(`${API.arenaFights}?tableId=${encodeURIComponent(tableId)}`);

/** The live stream of one arena (server-sent events; public, so EventSource needs no header). */
export const arenaEventsUrl = (tableId: string) => `${API.roundEvents}?tables=${encodeURIComponent(tableId)}`;
