import type { Queryable } from '../../../db/client.ts';

/** A ticket to judge: what its win is computed from. */
export interface OpenTicket {
  id: string;
  betType: string;
  picks: string;
  unitMinor: bigint;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/**
 * The next page of the draw's tickets not yet judged at `version` (void ones left out), by numeric
 * id after `after` (ordering by the text alias would sort 10000 before 9999 and skip tickets).
 */
export async function selectTicketsToJudge(
  db: Queryable,
  drawId: string,
  after: string,
  version: number,
  limit: number,
): Promise<OpenTicket[]> {
  const rows = await db.query<Omit<OpenTicket, 'unitMinor'> & { unitMinor: string }>(
    `select id::text as id, bet_type as "betType", picks, unit_minor::text as "unitMinor", odds_bp as "oddsBp", odds_by_token as "oddsByToken"
       from lottery_tickets t where draw_id = $1 and id > $2 and settled_version < $3 and status <> 'void' order by t.id limit $4`,
    [drawId, after, version, limit],
  );
  return rows.map((row) => ({ ...row, unitMinor: BigInt(row.unitMinor) }));
}

/** Writes a page of judged tickets at `version`: won with its win, or lost; in one statement. */
export async function writeJudgedTickets(
  db: Queryable,
  judged: { ids: readonly string[]; wins: readonly bigint[] },
  version: number,
  at: Date,
): Promise<void> {
  await db.query(
    `update lottery_tickets t set status = case when x.win > 0 then 'won' else 'lost' end, win_minor = x.win, settled_version = $2, settled_at = $3
       from unnest($1::bigint[], $4::bigint[]) as x(id, win)
      where t.id = x.id and t.settled_version < $2 and t.status <> 'void'`,
    [judged.ids, version, at.toISOString(), judged.wins.map(String)],
  );
}

/** Voids up to `limit` tickets of a voided draw not yet at `version`; answers how many. */
export async function voidTicketPage(db: Queryable, drawId: string, version: number, at: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `update lottery_tickets set status = 'void', win_minor = 0, settled_version = $2, settled_at = $3
      where id in (select id from lottery_tickets where draw_id = $1 and settled_version < $2 order by id limit $4)
      returning 1`,
    [drawId, version, at.toISOString(), limit],
  );
  return rows.length;
}

/** Per player and currency: what the draw's tickets win, what versions before `version` moved, and whether `version` has moved already. */
export interface WinsAndMoved {
  accountId: string;
  currency: string;
  winMinor: bigint;
  movedMinor: bigint;
  done: boolean;
}

/** What each player of the draw wins at `version` and what earlier versions moved (lottery_payouts). */
export async function selectWinsAndMoved(db: Queryable, drawId: string, version: number): Promise<WinsAndMoved[]> {
  const rows = await db.query<{ accountId: string; currency: string; win: string; moved: string; done: boolean }>(
    `with wins as (
       select account_id, currency, sum(win_minor) as win from lottery_tickets where draw_id = $1 group by account_id, currency),
     moved as (
       select account_id, currency, sum(moved_minor) filter (where version < $2) as moved, bool_or(version = $2) as done
         from lottery_payouts where draw_id = $1 group by account_id, currency)
     select w.account_id::text as "accountId", w.currency, w.win::text as win, coalesce(m.moved, 0)::text as moved, coalesce(m.done, false) as done
       from wins w left join moved m on m.account_id = w.account_id and m.currency = w.currency`,
    [drawId, version],
  );
  return rows.map((row) => ({
    accountId: row.accountId,
    currency: row.currency,
    winMinor: BigInt(row.win),
    movedMinor: BigInt(row.moved),
    done: row.done,
  }));
}

/** A player's money movement of one settlement version. */
export interface PayoutRow {
  accountId: string;
  currency: string;
  winMinor: bigint;
  movedMinor: bigint;
  shortMinor: bigint;
  transferId: string | null;
}

/** Records the movements of a payment batch (a rerun's rows already there are skipped). */
export async function insertPayouts(tx: Queryable, drawId: string, version: number, at: Date, rows: readonly PayoutRow[]): Promise<void> {
  await tx.query(
    `insert into lottery_payouts (draw_id, account_id, currency, version, win_minor, moved_minor, short_minor, transfer_id, created_at)
     select $1, p.account_id, p.currency, $2, p.win, p.moved, p.short, p.transfer_id, $3
       from unnest($4::bigint[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[]) as p(account_id, currency, win, moved, short, transfer_id)
     on conflict do nothing`,
    [
      drawId,
      version,
      at.toISOString(),
      rows.map((r) => r.accountId),
      rows.map((r) => r.currency),
      rows.map((r) => r.winMinor.toString()),
      rows.map((r) => r.movedMinor.toString()),
      rows.map((r) => r.shortMinor.toString()),
      rows.map((r) => r.transferId),
    ],
  );
}

/** A leg of a settled draw's orders: the order, the draw, the player and the currency. */
export interface LegRow {
  orderId: string;
  drawId: string;
  accountId: string;
  currency: string;
}

const LEG_ROWS = `select distinct t.order_id::text as "orderId", t.draw_id::text as "drawId", t.account_id::text as "accountId", t.currency
         from lottery_tickets t join lottery_orders o on o.id = t.order_id join lottery_draws d on d.id = t.draw_id where`;

/** The legs on a draw (a void draw gives them all back). */
export function selectDrawLegs(db: Queryable, drawId: string): Promise<LegRow[]> {
  return db.query<LegRow>(`${LEG_ROWS} t.draw_id = $1`, [drawId]);
}

/** The open legs, on later draws, of the chases that stop on a win and won on this draw. */
export function selectStoppedChaseLegs(db: Queryable, drawId: string): Promise<LegRow[]> {
  return db.query<LegRow>(
    `${LEG_ROWS} t.status = 'open' and o.stop_on_win and d.draw_at > (select draw_at from lottery_draws where id = $1)
           and t.order_id in (select order_id from lottery_tickets where draw_id = $1 and status = 'won')`,
    [drawId],
  );
}

/** Marks the draw settled (a void draw stays void) at `version`, unless settled there already or superseded; answers its status then. */
export async function markDrawSettled(db: Queryable, drawId: string, version: number): Promise<'settled' | 'void' | null> {
  const [marked] = await db.query<{ status: 'settled' | 'void' }>(
    `update lottery_draws set status = case when status = 'void' then 'void' else 'settled' end, settled_version = $2
      where id = $1 and result_version = $2 and settled_version < $2 returning status`,
    [drawId, version],
  );
  return marked?.status ?? null;
}
