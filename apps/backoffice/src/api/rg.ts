import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoRgExclude,
  BoRgPlayer,
  BoRgSetDailyLimit,
  BoRgSetLimit,
  BoRgSetRealityCheck,
  BoRgSetSessionLimit,
} from '@pkg/contracts/responsible-gaming';
import { bo } from '../lib/api';

/** The responsible-gaming desk's queries: one player of a brand at a time. */
export const rgKeys = {
  player: (brandId: string, username: string) => ['bo', 'rg', brandId, username] as const,
};

/** A player's limits, breaks and session rules. */
export const fetchRgPlayer = (brandId: string, username: string) => bo<BoRgPlayer>(BO_API.rgPlayer, { query: { brandId, username } });

/** A deposit, loss or wager limit for a period (null amount: none). */
export const setRgLimit = (body: BoRgSetLimit) => bo<BoRgPlayer>(BO_API.rgLimit, { method: 'POST', body });

/** A cool-off or a self-exclusion. */
export const setRgExclusion = (body: BoRgExclude) => bo<BoRgPlayer>(BO_API.rgExclusion, { method: 'POST', body });

/** The session rules: the session limit, the daily limit, the reality check. */
export type RgSessionRule = 'session' | 'daily' | 'realityCheck';
const RULE_PATHS: Record<RgSessionRule, string> = {
  session: BO_API.rgSessionLimit,
  daily: BO_API.rgDailyLimit,
  realityCheck: BO_API.rgRealityCheck,
};
export const setRgSessionRule = (rule: RgSessionRule, body: BoRgSetSessionLimit | BoRgSetDailyLimit | BoRgSetRealityCheck) =>
  bo<BoRgPlayer>(RULE_PATHS[rule], { method: 'POST', body });
