-- Platform messages, home banners and popups, and feedback (decision 031).

-- A message staff send (the member centre's messageV2). One row whatever the audience: a message
-- to everyone is never copied per player. Who sees it is decided when a player reads, from the
-- audience kind (see modules/messages/audience.ts): one player, everyone, all agents, all members,
-- the team under an agent. `audience_value` is for kinds that need a value rather than an account
-- (a VIP level, say), so a new kind needs only a new check value and a predicate.
create table messages (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  title text not null check (length(title) between 1 and 120),
  content_html text not null check (length(content_html) <= 20000),
  audience text not null check (audience in ('player', 'all', 'agents', 'members', 'team')),
  audience_account_id bigint references accounts(id),
  audience_value text,
  -- Off (the default): only accounts that existed when the message was published see it. On: players
  -- who register later see it too while it lasts (a welcome message).
  include_later_accounts boolean not null default false,
  publish_at timestamptz not null,
  expires_at timestamptz,
  created_by bigint references staff(id),
  created_at timestamptz not null,
  withdrawn_at timestamptz,
  withdrawn_by bigint references staff(id),
  check ((audience in ('player', 'team')) = (audience_account_id is not null)),
  check (expires_at is null or expires_at > publish_at)
);
create index messages_listing on messages (merchant_id, publish_at desc, id desc) where withdrawn_at is null;
create index messages_to_account on messages (audience_account_id) where audience_account_id is not null;

-- A player's own state of a message: read, or hidden (deleted from their list). Written only when
-- the player acts, so an unread broadcast costs nothing per player.
create table message_states (
  account_id bigint not null references accounts(id) on delete cascade,
  message_id bigint not null references messages(id) on delete cascade,
  read_at timestamptz,
  hidden_at timestamptz,
  primary key (account_id, message_id)
);

-- Feedback a player sends from the customer service page, with staff replies.
create table feedback (
  id bigint generated always as identity primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  account_id bigint not null references accounts(id),
  category text not null check (category in ('deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'other')),
  content text not null check (length(content) between 1 and 140),
  image_ids uuid[] not null default '{}' check (cardinality(image_ids) <= 3),
  status text not null default 'open' check (status in ('open', 'replied', 'closed')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index feedback_account on feedback (account_id, created_at desc);
create index feedback_queue on feedback (merchant_id, status, created_at);

create table feedback_replies (
  id bigint generated always as identity primary key,
  feedback_id bigint not null references feedback(id) on delete cascade,
  staff_id bigint references staff(id),
  staff_name text not null,
  content text not null check (length(content) between 1 and 1000),
  created_at timestamptz not null
);
create index feedback_replies_feedback on feedback_replies (feedback_id, id);

-- Banners (type H, home) and popups (type PU) are announcements with a few more columns: one
-- mechanism for every notice. Banners carry an image, a link target, an order and the platforms
-- they show on; popups an execution rule (how often) and an audience (before or after login).
alter table announcements add column enabled boolean not null default true;
alter table announcements add column sort integer not null default 0;
alter table announcements add column platforms text[] not null default '{W,M}';
alter table announcements add column image_url text;
alter table announcements add column link_kind text check (link_kind in ('route', 'promotion', 'url'));
alter table announcements add column link_target text;
alter table announcements add column popup_frequency text check (popup_frequency in ('session', 'daily', 'visit'));
alter table announcements add column popup_audience text check (popup_audience in ('before', 'after', 'both'));
alter table announcements add column updated_by bigint references staff(id);
alter table announcements add constraint announcements_platforms check (platforms <@ array['W', 'M'] and cardinality(platforms) > 0);
alter table announcements add constraint announcements_link check ((link_kind is null) = (link_target is null));
alter table announcements add constraint announcements_expiry check (expires_at is null or expires_at > published_at);

-- Banner images staff upload: kept with the other uploads, owned by no player, and public (the
-- home page shows them to visitors).
alter table uploads alter column account_id drop not null;
alter table uploads add column staff_id bigint references staff(id);
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check check (purpose in ('deposit_receipt', 'withdrawal_proof', 'activity', 'feedback', 'banner'));
alter table uploads add constraint uploads_owner check ((account_id is not null) <> (purpose = 'banner'));
