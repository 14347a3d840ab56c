-- Configuración > Guías de aprendizaje: staff edit the guides that migration 010 shipped.
--
-- A guide carries a version (each save adds one; a save names the version it was edited from and is
-- refused when another was saved first) and who saved it last and when (null while it is the text
-- the portal shipped). A question removed from a guide is archived, not deleted: sellers no longer
-- see it, and its ratings stay for the report, which lists it as removed.
alter table learning_guides
  add column version integer not null default 1 check (version > 0),
  add column updated_by integer references users (id) on delete set null,
  add column updated_at timestamptz;

alter table learning_guide_questions
  add column archived_at timestamptz;

-- Positions are unique among the live questions only: an archived one keeps the place it last had,
-- which a live question may take.
alter table learning_guide_questions drop constraint learning_guide_questions_module_display_position_key;
create unique index learning_guide_questions_live_position on learning_guide_questions (module, display_position) where archived_at is null;
