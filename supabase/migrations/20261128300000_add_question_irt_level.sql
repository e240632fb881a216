-- IRT starting parameters from the calibrated blind level (issue 18 §1).
--
-- The writer's difficulty_level keeps designing the pools (tiers, order,
-- balance checks). The scoring's starting parameters now come from
-- irt_level: the item's settled blind rating put on the official scale by
-- the anchor study (supabase/questions/ratings/anchor-calibration.json,
-- written into the seed by `npm run questions:build`). Where irt_level is
-- null the label is used, as before. With the labels as parameters, scores
-- ran about +134 points high on the total when the calibrated levels are the
-- truth (docs/scoring.md).
--
-- irt_level is not readable through the API: public.questions has no grant
-- to anon or authenticated (table or column), and no RPC returns whole rows.

alter table public.questions
  add column irt_level smallint constraint questions_irt_level_range check (irt_level between 1 and 9);
comment on column public.questions.irt_level is
  'Calibrated difficulty 1-9 (settled blind rating through the anchor mapping) the IRT starting parameters '
  'come from; null: difficulty_level. Pools are designed on difficulty_level.';

/** Keeps each question's level-based parameters in step with its calibrated level (or label) and format; fitted ones stay. */
create or replace function private.sync_item_parameters() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.item_parameters (question_id, a, b, c)
  select new.id, p.a, p.b, p.c
  from private.level_item_parameters(coalesce(new.irt_level, new.difficulty_level), new.format) p
  on conflict (question_id) do update set a = excluded.a, b = excluded.b, c = excluded.c, updated_at = now()
    where private.item_parameters.source = 'level';
  return null;
end;
$$;
revoke execute on function private.sync_item_parameters() from public, anon, authenticated;

-- Fire on irt_level too (a re-calibration re-syncs the item).
drop trigger questions_item_parameters on public.questions;
create trigger questions_item_parameters after insert or update of difficulty_level, irt_level, format
  on public.questions
  for each row execute function private.sync_item_parameters();

-- Re-sync the level-based parameters of rows already there (fitted ones stay).
update private.item_parameters ip
set a = p.a, b = p.b, c = p.c, updated_at = now()
from public.questions q
cross join lateral private.level_item_parameters(coalesce(q.irt_level, q.difficulty_level), q.format) p
where ip.question_id = q.id and ip.source = 'level'
  and (ip.a, ip.b, ip.c) is distinct from (p.a, p.b, p.c);
