-- A vendor's second launch address (decision 044, SPEC.md section 3: the launch "gives game_url or
-- game_url2"): some studios run a second entry (another region, an alternative client). A template
-- like launch_url ({token}, {game}, {lang}; an https URL or a site path); empty for none, and then
-- the launch answers game_url alone.
alter table game_vendors add column launch_url2 text not null default '';
