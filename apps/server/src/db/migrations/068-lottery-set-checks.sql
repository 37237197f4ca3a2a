-- Lottery orders and tickets checked once per inserting statement instead of by per-row foreign
-- keys (decision 070, second part), as the ledger's transfers and postings are (010-ledger.sql).
-- An order group inserts about sixteen orders and sixty-four tickets in one statement; their four
-- per-row foreign keys ran 160 checks a group, 6.5 of the claim's 9.5 ms of database time. One
-- set-based check per statement costs a fraction of that and checks more: that each order's account
-- belongs to its brand, and that each ticket's order and draw are of its brand, account and game.
alter table lottery_orders drop constraint lottery_orders_merchant_id_fkey;
alter table lottery_orders drop constraint lottery_orders_account_id_fkey;
alter table lottery_tickets drop constraint lottery_tickets_order_id_fkey;
alter table lottery_tickets drop constraint lottery_tickets_draw_id_fkey;

create function lottery_orders_check() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_orders o left join accounts a on a.id = o.account_id
    where a.id is null or a.merchant_id <> o.merchant_id
  ) then
    raise exception 'lottery orders must belong to an account of their brand' using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger lottery_orders_accounts after insert on lottery_orders
  referencing new table as new_orders for each statement execute function lottery_orders_check();

create function lottery_tickets_check() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_tickets t
    left join lottery_orders o on o.id = t.order_id
    left join lottery_draws d on d.id = t.draw_id
    where o.id is null or d.id is null
      or o.merchant_id <> t.merchant_id or o.account_id <> t.account_id or o.game_code <> t.game_code or o.currency <> t.currency
      or d.merchant_id <> t.merchant_id or d.game_code <> t.game_code
  ) then
    raise exception 'lottery tickets must belong to an order and a draw of their brand and game' using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger lottery_tickets_parents after insert on lottery_tickets
  referencing new table as new_tickets for each statement execute function lottery_tickets_check();

-- What the foreign keys' "on delete restrict" did: a draw, an order or an account that tickets or
-- orders name cannot be deleted (a brand cannot while its accounts exist: their own foreign key).
-- Checked after each deleting statement, so an order deleted with its tickets in one statement (a
-- refused order's claim, order-groups.queries.ts) passes. Draws are held `for share` by the
-- statement that inserts their tickets, and orders are inserted with their tickets, so neither can
-- go between the check and the commit; accounts are never deleted (closing one is a status).
create function lottery_parents_kept() returns trigger language plpgsql as $$
begin
  if (tg_table_name = 'lottery_orders' and exists (select 1 from lottery_tickets t join old_rows o on t.order_id = o.id))
    or (tg_table_name = 'lottery_draws' and exists (select 1 from lottery_tickets t join old_rows d on t.draw_id = d.id))
    or (tg_table_name = 'accounts' and exists (select 1 from lottery_orders o join old_rows a on o.account_id = a.id)) then
    raise exception 'a % row named by lottery orders or tickets cannot be deleted', tg_table_name using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger lottery_orders_kept after delete on lottery_orders
  referencing old table as old_rows for each statement execute function lottery_parents_kept();
create trigger lottery_draws_kept after delete on lottery_draws
  referencing old table as old_rows for each statement execute function lottery_parents_kept();
create trigger accounts_lottery_kept after delete on accounts
  referencing old table as old_rows for each statement execute function lottery_parents_kept();
