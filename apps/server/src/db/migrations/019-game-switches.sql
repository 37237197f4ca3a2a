-- Game switches (decision 022): the game categories (game types) a brand does not offer, because a
-- jurisdiction forbids them (e-sabong in the Philippines, say: DOMAIN.md section 3) or the operator
-- chose so. Vendors and games of these types leave the menus, the lobby and the launch.
alter table merchants add column disabled_game_types text[] not null default '{}'
  check (disabled_game_types <@ array['RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT']::text[]);
