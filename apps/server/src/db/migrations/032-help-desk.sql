-- The back office's help-centre editor (decision 036). Categories and articles can be switched off
-- without losing them (the site leaves them out), and each row remembers who changed it last. An
-- article is the set of rows of one category sharing a slug, one per language; its order and its
-- switch are kept equal on all of them by the editor.
alter table help_categories add column enabled boolean not null default true;
alter table help_categories add column updated_by bigint references staff(id);
alter table help_categories add constraint help_categories_titles check (jsonb_typeof(titles) = 'object');
alter table help_articles add column enabled boolean not null default true;
alter table help_articles add column updated_by bigint references staff(id);
