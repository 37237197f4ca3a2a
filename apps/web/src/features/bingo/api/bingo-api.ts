import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type { BingoBuyBody, BingoBuyValue, BingoPrebuyBody, BingoPrebuysValue, BingoPrebuyView } from '@pkg/contracts/bingo';
import type { RoundHistoryValue, RoundProofValue, RoundSessionValue, TablesValue } from '@pkg/contracts/rounds';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** The bingo queries; the game session token is part of a session's keys, so two frames never share answers. */
export const bingoKeys = {
  lobby: (vendorCode: string) => ['bingo', 'lobby', vendorCode] as const,
  session: (token: string) => ['bingo', token, 'session'] as const,
  history: (token: string) => ['bingo', token, 'history'] as const,
  prebuys: (token: string) => ['bingo', token, 'prebuys'] as const,
  proof: (roundId: string) => ['bingo', 'proof', roundId] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The lobby: the brand's bingo rooms with their games (public). */
export const fetchRooms = (vendorCode: string) => wpsGet<TablesValue>(`${API.roundTables}?vendorCode=${encodeURIComponent(vendorCode)}`);

/** The room of the game session, the balance and the player's cards in its current game. */
export const fetchBingoSession = (token: string) => wpsGet<RoundSessionValue>(API.roundSession, withToken(token));

/** Cards for the open game (and, with games > 1, an order for the games after it); the same key again answers the first result. */
export const postBuy = (token: string, body: BingoBuyBody) => wpsSend<BingoBuyValue>('POST', API.bingoCards, body, withToken(token));

/** An order starting with the room's next game. */
export const postPrebuy = (token: string, body: BingoPrebuyBody) =>
  wpsSend<BingoPrebuyView>('POST', API.bingoPrebuys, body, withToken(token));

/** The player's orders in the room. */
export const fetchPrebuys = (token: string) => wpsGet<BingoPrebuysValue>(API.bingoPrebuys, withToken(token));

/** Cancels an order: its games not yet bought are never bought. */
export const cancelPrebuy = (token: string, prebuyId: string) =>
  wpsSend<BingoPrebuysValue>('POST', API.bingoPrebuyCancel.replace(':prebuyId', encodeURIComponent(prebuyId)), {}, withToken(token));

/** The player's last games in the room with their cards and what they returned (the room's part of the betting record). */
export const fetchBingoHistory = (token: string) => wpsGet<RoundHistoryValue>(API.roundHistory, withToken(token));

/** A game's proof (public): the seed once the last ball is called, its context and the public result. */
export const fetchProof = (roundId: string) => wpsGet<RoundProofValue>(API.roundProof.replace(':roundId', encodeURIComponent(roundId)));

/** The live stream's address for some rooms (server-sent events; public). */
export const roomEventsUrl = (tableIds: readonly string[]) => `${API.roundEvents}?tables=${tableIds.map(encodeURIComponent).join(',')}`;
