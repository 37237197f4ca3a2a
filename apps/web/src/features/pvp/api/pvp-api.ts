import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type { PvpHandView, PvpHistoryValue, PvpLeaveValue, PvpProofValue, PvpSessionValue, PvpTableView } from '@pkg/contracts/pvp';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** The PVP table's queries; the game session token is part of a session's keys, so two frames never share answers. */
export const pvpKeys = {
  session: (token: string) => ['pvp', token, 'session'] as const,
  history: (token: string) => ['pvp', token, 'history'] as const,
  proof: (handId: string) => ['pvp', 'proof', handId] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The launched room, the balance, and the table when the player sits (a reconnect). */
export const fetchPvpSession = (token: string) => wpsGet<PvpSessionValue>(API.pvpSession, withToken(token));

/** Takes a seat in the launched room. */
export const postSit = (token: string) => wpsSend<PvpTableView>('POST', API.pvpSit, {}, withToken(token));

/** The player's table now. */
export const fetchPvpTable = (token: string) => wpsGet<PvpTableView>(API.pvpTable, withToken(token));

/** Proposes a move on the hand at `version`; the server decides. */
export const postMove = (token: string, body: { handId: string; version: number; move: unknown }) =>
  wpsSend<PvpHandView>('POST', API.pvpMove, body, withToken(token));

/** Leaves the table (now, or after the hand in play). */
export const postLeave = (token: string) => wpsSend<PvpLeaveValue>('POST', API.pvpLeave, {}, withToken(token));

/** The player's last hands in this room. */
export const fetchPvpHistory = (token: string) => wpsGet<PvpHistoryValue>(API.pvpHistory, withToken(token));

/** A finished hand's public proof. */
export const fetchPvpProof = (handId: string) => wpsGet<PvpProofValue>(API.pvpProof.replace(':handId', encodeURIComponent(handId)));

/** The player's live stream (server-sent events; EventSource sends no header, so the token goes in the query). */
export const pvpEventsUrl = (token: string) => `${API.pvpEvents}?token=${encodeURIComponent(token)}`;
