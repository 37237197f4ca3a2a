import type { Queryable } from '../../db/client.ts';
import { selectValidBets, type ValidBetRow } from './valid-bets.queries.ts';

/**
 * Valid bets: the one definition every engagement rule counts from (points, VIP, rebates,
 * missions, wagering). A valid bet is the stake of a settled game round (a cancelled round
 * counts nothing) or of a settled lottery ticket (won or lost; void counts nothing), counted in
 * the window it settled in, as the agents' team figures count them (agent-contracts/team-basis.ts).
 * Windows are half-open [start, end). Amounts are minor units of `currency`; per account and game
 * type (of the accounts given, when given).
 */
export function validBetsInWindow(
  db: Queryable,
  q: { brandId: string; currency: string; start: Date; end: Date; accountIds?: readonly string[] },
): Promise<ValidBetRow[]> {
  return selectValidBets(db, q);
}
