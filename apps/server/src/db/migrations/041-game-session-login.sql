-- The login session a game was launched from (decision 037 addendum): a game kept open after the
-- player's session time limit must stop taking stakes, though its calls come from the vendor and
-- never pass the site's session check. Null for sessions opened before this column, and for games
-- opened without a login session. No foreign key: a swept login session reads as null, which the
-- stake check treats as "no session to measure", and deleting sessions needs no index here.
alter table game_sessions add column login_session_id bigint;
