-- The brand's site menu and routers (decision 074). site_menu: { order, hidden, labels } of the
-- header and side menu's entries; empty is the platform's menu. site_routes_off: the switchable
-- pages (promotions, vip, pointMall, help, app, join, referral) the brand has switched off; the site
-- does not offer them and the server refuses their calls. Both set by owners in the brand desk.
alter table merchants add column site_menu jsonb not null default '{}'::jsonb;
alter table merchants add column site_routes_off text[] not null default '{}';
