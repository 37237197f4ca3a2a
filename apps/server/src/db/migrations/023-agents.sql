-- Agents' teams and contracts (decision 029). The team of an agent is every account below it:
-- account_tree holds each account's ancestors with their distance (a closure table), kept by a
-- trigger on accounts, so team reports and settlements read a team with one join however deep.
create table account_tree (
  ancestor_id bigint not null references accounts(id) on delete cascade,
  descendant_id bigint not null references accounts(id) on delete cascade,
  depth integer not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index account_tree_descendant on account_tree (descendant_id, depth);

-- A new account hangs under its upline's ancestors; a move (upline changed) takes its whole team
-- along: the subtree's rows to the old ancestors go, rows to the new ones come. A move under
-- one's own team is refused.
create function account_tree_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into account_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
    if new.upline_id is not null then
      insert into account_tree (ancestor_id, descendant_id, depth)
        select ancestor_id, new.id, depth + 1 from account_tree where descendant_id = new.upline_id;
    end if;
    return new;
  end if;
  if new.upline_id is not distinct from old.upline_id then
    return new;
  end if;
  if new.upline_id is not null and exists (select 1 from account_tree where ancestor_id = new.id and descendant_id = new.upline_id) then
    raise exception 'account % cannot move under its own team', new.id using errcode = '23514';
  end if;
  delete from account_tree t
   where t.descendant_id in (select descendant_id from account_tree where ancestor_id = new.id)
     and t.ancestor_id in (select ancestor_id from account_tree where descendant_id = new.id and ancestor_id <> new.id);
  if new.upline_id is not null then
    insert into account_tree (ancestor_id, descendant_id, depth)
      select up.ancestor_id, sub.descendant_id, up.depth + 1 + sub.depth
        from account_tree up, account_tree sub
       where up.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return new;
end;
$$;
create trigger account_tree_insert after insert on accounts for each row execute function account_tree_keep();
create trigger account_tree_move after update of upline_id on accounts for each row execute function account_tree_keep();

-- Accounts already there.
insert into account_tree (ancestor_id, descendant_id, depth)
  with recursive up(ancestor_id, descendant_id, depth) as (
    select id, id, 0 from accounts
    union all
    select a.upline_id, up.descendant_id, up.depth + 1 from up join accounts a on a.id = up.ancestor_id where a.upline_id is not null)
  select ancestor_id, descendant_id, depth from up;

-- Announcements for agents (the agent centre's Announcement page).
alter table announcements drop constraint announcements_type_check;
alter table announcements add constraint announcements_type_check check (type in ('B', 'PL', 'PU', 'PR', 'H', 'AG'));

-- A brand's agent rules: the valid bets in a period that make a member "active" (team reports and
-- contract tiers count them), and how long after a period ends its settlement waits for late rounds.
create table agent_settings (
  merchant_id bigint primary key references merchants(id) on delete cascade,
  active_bet_minor bigint not null default 10000 check (active_bet_minor >= 0),
  settle_delay_seconds integer not null default 600 check (settle_delay_seconds between 0 and 86400),
  updated_at timestamptz not null default now()
);

-- Settled rounds by time, for team reports and contract settlement (valid bets of a period).
create index game_rounds_settled on game_rounds (merchant_id, settled_at) where status = 'settled';
create index lottery_tickets_settled on lottery_tickets (merchant_id, settled_at) where status in ('won', 'lost');
