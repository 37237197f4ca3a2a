import type { LotteryTicket } from '@pkg/contracts/lottery';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { ticketView } from './order-views.ts';
import { selectTicket } from './tickets.queries.ts';

/** The betting record's detail of a lottery round: the ticket it is (round id T<ticket id>). */
export interface LotteryRoundDetail {
  kind: 'lottery';
  ticket: LotteryTicket;
}

/** The detail of a lottery ticket listed in the betting record, or null when the round is not one. */
export async function lotteryRoundDetail(
  db: Db,
  clock: Clock,
  key: { brandId: string; vendorCode: string; roundId: string; language: string },
): Promise<LotteryRoundDetail | null> {
  const match = /^T([0-9]{1,18})$/.exec(key.roundId);
  if (!match) return null;
  const row = await selectTicket(db, key.brandId, match[1] as string, key.language);
  return row ? { kind: 'lottery', ticket: ticketView(row, clock.now()) } : null;
}
