/**
 * A slip in the betting record (decisions 023, 058): its round `s<slip>` in game_rounds, shown
 * with the slip's legs (fixture, market, selection, price, settlement) and its return.
 */
import type { SlipView } from '@pkg/contracts/sports';
import type { Queryable } from '../../db/client.ts';
import { slipViewOf } from './slip-views.ts';
import { selectLegDetails, selectSlip } from './slips.queries.ts';

/** What the betting record's detail shows of a slip. */
export interface SlipRoundDetail {
  kind: 'sports-slip';
  slip: SlipView;
}

const SLIP_ROUND = /^s([0-9]{1,18})$/;

/** The detail of a slip's round, or null when the id is not a slip of that brand and vendor. */
export async function slipRoundDetail(
  db: Queryable,
  query: { brandId: string; vendorCode: string; roundId: string },
): Promise<SlipRoundDetail | null> {
  const match = SLIP_ROUND.exec(query.roundId);
  if (!match) return null;
  const slip = await selectSlip(db, match[1] as string);
  if (!slip || slip.brandId !== query.brandId || slip.vendorCode !== query.vendorCode) return null;
  return { kind: 'sports-slip', slip: slipViewOf(slip, await selectLegDetails(db, [slip.id])) };
}
