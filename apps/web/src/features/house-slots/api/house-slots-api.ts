import { API } from '@pkg/contracts/routes';
import {
  GAME_TOKEN_HEADER,
  type SlotHistoryValue,
  type SlotSessionValue,
  type SlotSpinBody,
  type SlotSpinValue,
} from '@pkg/contracts/house-slots';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/** The house slot queries of one game session; the token is part of the key, so two frames never share answers. */
export const houseSlotKeys = {
  session: (token: string) => ['house-slots', token, 'session'] as const,
  history: (token: string) => ['house-slots', token, 'history'] as const,
};

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The title, stake levels and balance of the game session the launch URL names. */
export const fetchSlotSession = (token: string) => wpsGet<SlotSessionValue>(API.houseSlotSession, withToken(token));

/** One spin; the same spinId again returns the first result (no second spin). */
export const postSlotSpin = (token: string, body: SlotSpinBody) =>
  wpsSend<SlotSpinValue>('POST', API.houseSlotSpin, body, withToken(token));

/** The session account's last 20 spins of this title, newest first. */
export const fetchSlotHistory = (token: string) => wpsGet<SlotHistoryValue>(API.houseSlotHistory, withToken(token));
