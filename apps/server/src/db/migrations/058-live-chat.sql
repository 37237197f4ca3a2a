-- The built-in live chat (decision 062). A chat is opened by a visitor (after the human check) or a
-- member; staff of the brand answer it from the back office's chat desk. The participant holds a
-- chat token (its SHA-256 is kept, never the token). Messages, images and the rating are kept as the
-- chat's transcript after it is closed.
create table live_chat_settings (
  merchant_id bigint primary key references merchants(id),
  -- 'builtin': the floating bar opens the chat; 'external': the brand's links only; 'both'.
  mode text not null default 'both' check (mode in ('builtin', 'external', 'both')),
  -- A support question must have between these many words (shown to the user as they type).
  min_words int not null default 3 check (min_words >= 1),
  max_words int not null default 200 check (max_words >= min_words and max_words <= 1000),
  updated_by bigint references staff(id),
  updated_at timestamptz not null default now()
);

create table live_chats (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id),
  account_id bigint references accounts(id),
  visitor_name text not null,
  token_sha256 text not null unique,
  ip text,
  status text not null default 'waiting' check (status in ('waiting', 'open', 'closed')),
  assigned_staff_id bigint references staff(id),
  assigned_name text,
  unread_staff int not null default 0,
  unread_visitor int not null default 0,
  rating smallint check (rating between 1 and 5),
  rating_comment text,
  closed_by text check (closed_by in ('visitor', 'staff')),
  created_at timestamptz not null,
  last_message_at timestamptz not null,
  closed_at timestamptz
);
create index live_chats_queue on live_chats (merchant_id, status, last_message_at desc);
create index live_chats_ip on live_chats (ip, created_at);

create table live_chat_images (
  id uuid primary key,
  chat_id bigint not null references live_chats(id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  byte_size int not null,
  sha256 text not null,
  width int not null,
  height int not null,
  created_at timestamptz not null
);

create table live_chat_messages (
  id bigserial primary key,
  chat_id bigint not null references live_chats(id),
  sender text not null check (sender in ('visitor', 'staff', 'system')),
  staff_id bigint references staff(id),
  sender_name text not null,
  body text not null,
  image_ids uuid[] not null default '{}',
  created_at timestamptz not null
);
create index live_chat_messages_chat on live_chat_messages (chat_id, id);

create table live_chat_canned (
  id bigserial primary key,
  merchant_id bigint not null references merchants(id),
  title text not null,
  body text not null,
  created_by bigint references staff(id),
  created_at timestamptz not null
);
create index live_chat_canned_brand on live_chat_canned (merchant_id, id);
