import type { Queryable } from '../../../db/client.ts';

/** A ticket with its draw, as the player's views show it. */
export interface TicketRow {
  ticketId: string;
  orderId: string;
  gameCode: string;
  gameName: string;
  drawId: string;
  drawNo: string;
  stationCode: string | null;
  betType: string;
  picks: string;
  combos: number;
  unitMinor: string;
  stakeMinor: string;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
  status: 'open' | 'won' | 'lost' | 'void';
  winMinor: string;
  currency: string;
  createdAt: Date;
  settledAt: Date | null;
  drawStatus: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';
  drawAt: Date;
  closesAt: Date;
  result: string[] | null;
}

const TICKET_COLUMNS = `t.id::text as "ticketId", t.order_id::text as "orderId", t.game_code as "gameCode",
  coalesce(nullif(g.names ->> $LANG, ''), g.display_name, t.game_code) as "gameName", t.draw_id::text as "drawId", d.draw_no as "drawNo",
  d.station_code as "stationCode", t.bet_type as "betType", t.picks, t.combos, t.unit_minor::text as "unitMinor",
  t.stake_minor::text as "stakeMinor", t.odds_bp as "oddsBp", t.odds_by_token as "oddsByToken", t.status, t.win_minor::text as "winMinor",
  t.currency, t.created_at as "createdAt", t.settled_at as "settledAt", d.status as "drawStatus", d.draw_at as "drawAt",
  d.closes_at as "closesAt", d.result`;

const TICKET_FROM = `lottery_tickets t join lottery_draws d on d.id = t.draw_id
  left join games g on g.merchant_id = t.merchant_id and g.vendor_code = t.vendor_code and g.game_code = t.game_code`;

/** A page of the caller's tickets, newest first, with the count over all pages. */
export async function selectTicketPage(
  db: Queryable,
  filter: { accountId: string; gameCode?: string | undefined; status?: string | undefined; language: string },
  page: { offset: number; limit: number },
) {
  const params: unknown[] = [filter.accountId, filter.gameCode ?? null, filter.status ?? null];
  const where = `t.account_id = $1 and ($2::text is null or t.game_code = $2) and ($3::text is null or t.status = $3)`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from lottery_tickets t where ${where}`, params);
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS.replace('$LANG', '$4')} from ${TICKET_FROM} where ${where}
      order by t.created_at desc, t.id desc limit $5 offset $6`,
    [...params, filter.language, page.limit, page.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** An order's tickets in draw order. */
export function selectOrderTickets(db: Queryable, orderId: string, language: string) {
  return db.query<TicketRow>(
    `select ${TICKET_COLUMNS.replace('$LANG', '$2')} from ${TICKET_FROM} where t.order_id = $1 order by d.draw_at, t.id`,
    [orderId, language],
  );
}

/** One ticket of a brand by id (the betting record's detail), or null. */
export async function selectTicket(db: Queryable, brandId: string, ticketId: string, language: string): Promise<TicketRow | null> {
  const [row] = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS.replace('$LANG', '$3')} from ${TICKET_FROM} where t.merchant_id = $1 and t.id = $2`,
    [brandId, ticketId, language],
  );
  return row ?? null;
}
