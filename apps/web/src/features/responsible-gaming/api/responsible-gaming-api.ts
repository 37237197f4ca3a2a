import { API } from '@pkg/contracts/routes';
import type { RgCoolOff, RgSelfExclude, RgSetLimit, RgState } from '@pkg/contracts/responsible-gaming';
import { wpsGet, wpsSend, wpsSendEncrypted } from '../../../lib/api-client';

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const RG_KEY = ['member', 'responsibleGaming'] as const;

export const fetchRgState = () => wpsGet<RgState>(API.rgState);

/** Sets, lowers, raises or removes (amount null) one limit; answers the state after it. */
export const saveLimit = (body: RgSetLimit) => wpsSend<RgState>('POST', API.rgLimit, body);

export const startCoolOff = (body: RgCoolOff) => wpsSend<null>('POST', API.rgCoolOff, body);

/** Self-exclusion carries the login password, so it is sent encrypted like the payment password. */
export const startSelfExclusion = (body: RgSelfExclude) => wpsSendEncrypted<null>('POST', API.rgSelfExclude, body);
