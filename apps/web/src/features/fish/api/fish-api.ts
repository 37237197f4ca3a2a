import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type { FishFireBody, FishFireValue, FishSessionValue } from '@pkg/contracts/fish';
import { wpsGet, wpsSend } from '../../../lib/api-client';

const withToken = (token: string) => ({ [GAME_TOKEN_HEADER]: token });

/** The launched title: its fish, cannon levels, features and the balance. */
export const fetchFishSession = (token: string) => wpsGet<FishSessionValue>(API.fishSession, withToken(token));

/** One batch of shots; the server decides each and answers the outcomes and the balance (the same answer for the same key). */
export const postFishBatch = (token: string, body: FishFireBody) => wpsSend<FishFireValue>('POST', API.fishFire, body, withToken(token));
