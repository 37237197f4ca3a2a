import { API } from '@pkg/contracts/routes';
import type {
  RgCoolOff,
  RgSelfExclude,
  RgSessionView,
  RgSetDailyLimit,
  RgSetLimit,
  RgSetRealityCheck,
  RgSetSessionLimit,
  RgState,
} from '@pkg/contracts/responsible-gaming';
import { wpsGet, wpsSend, wpsSendEncrypted } from '../../../lib/api-client';

/** Under 'member', so logout and a new login drop it with the rest of the account's data. */
export const RG_KEY = ['member', 'responsibleGaming'] as const;

export const fetchRgState = () => wpsGet<RgState>(API.rgState);

/** Sets, lowers, raises or removes (amount null) one limit; answers the state after it. */
export const saveLimit = (body: RgSetLimit) => wpsSend<RgState>('POST', API.rgLimit, body);

export const startCoolOff = (body: RgCoolOff) => wpsSend<null>('POST', API.rgCoolOff, body);

/** Self-exclusion carries the login password, so it is sent encrypted like the payment password. */
export const startSelfExclusion = (body: RgSelfExclude) => wpsSendEncrypted<null>('POST', API.rgSelfExclude, body);

/** Sets, lowers, raises or removes (null) the session time limit; answers the state after it. */
export const saveSessionLimit = (body: RgSetSessionLimit) => wpsSend<RgState>('POST', API.rgSessionLimit, body);

/** Sets, lowers, raises or removes (null) the daily play-time limit; answers the state after it. */
export const saveDailyLimit = (body: RgSetDailyLimit) => wpsSend<RgState>('POST', API.rgDailyLimit, body);

/** Sets the reality-check interval (null: off); answers the state after it. */
export const saveRealityCheck = (body: RgSetRealityCheck) => wpsSend<RgState>('POST', API.rgRealityCheck, body);

/** The login session for the reality check (start, server time, limit's end, next check, net result). */
export const RG_SESSION_KEY = ['member', 'responsibleGaming', 'session'] as const;
export const fetchRgSession = () => wpsGet<RgSessionView>(API.rgSession);

/** "Continue" on a reality check: answers the session with the next check moved on. */
export const markRealityCheckSeen = () => wpsSend<RgSessionView>('POST', API.rgRealityCheckSeen);
