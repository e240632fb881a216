-- Issue 16, part 3: what the API roles may execute.
--
-- * Anonymous visitors may execute exactly validate_setup_code (the access
--   screen). spr_matches was executable by anon, and two 65,000-digit
--   fractions cost Postgres over a second a request: sixteen anonymous
--   streams took another student's save p95 from 35 ms to 5.7 s.
-- * The grading helpers (spr_normalize, spr_matches, section_score,
--   score_percentile, adaptive_tier, difficulty_band) are internal: they move
--   to the private schema, which the Data API does not expose. Their callers
--   refer to them by name in their bodies (PL/pgSQL and SQL bodies are text),
--   so each caller is re-created with the new schema in its body (the
--   rewrite below; the list of rewritten functions is checked by name so a
--   surprise shows up here, not at run time).
-- * Signed-in students execute only the RPCs the app calls
--   (src/lib/supabase/rpc); increment_setup_code_usage (the spec's name for
--   redeeming by id, which the app does not use) is revoked.
-- * Functions created later are not executable by anon or PUBLIC unless a
--   migration grants it (authenticated keeps Supabase's default grant on
--   public, and supabase/tests/grants.test.ts lists every grant).

do $$
declare
  moved constant text[] := array['spr_normalize', 'spr_matches', 'section_score', 'score_percentile',
    'adaptive_tier', 'difficulty_band'];
  pattern constant text := 'public\.(' || array_to_string(moved, '|') || ')\(';
  f record;
  rewritten text[] := '{}';
  expected constant text[] := array[
    'private.answer_is_correct', 'private.finish_full_sat', 'private.normalize_answer', 'private.section_estimate',
    'public.complete_module', 'public.get_review_question', 'public.get_review_stats',
    'public.get_session_result', 'public.list_due_cards', 'public.list_review_questions'];
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname = any (moved)
  loop
    execute format('alter function %s set schema private', f.oid::regprocedure);
  end loop;
  -- Re-create every function whose body names a moved helper by its old schema.
  -- pg_get_functiondef gives a complete CREATE OR REPLACE, which keeps the
  -- function's OID, owner, grants and comment.
  for f in
    select p.oid, n.nspname || '.' || p.proname as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prosrc ~ pattern
    order by 2
  loop
    execute regexp_replace(pg_get_functiondef(f.oid), pattern, 'private.\1(', 'g');
    rewritten := rewritten || f.name;
  end loop;
  -- Any other caller (a function another migration added) still works, but
  -- say so here: the list is the record of what this migration redefined.
  if rewritten <> expected then
    raise notice 'restrict_rpc_execution rewrote %, expected %', rewritten, expected;
  end if;
  if exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             where n.nspname in ('public', 'private') and p.prosrc ~ pattern) then
    raise exception 'a function still calls a grading helper in public';
  end if;
end;
$$;

revoke execute on function private.spr_normalize(text), private.spr_matches(text, text),
  private.section_score(numeric), private.score_percentile(integer), private.adaptive_tier(integer),
  private.difficulty_band(integer)
  from public, anon, authenticated;

revoke execute on function public.increment_setup_code_usage(uuid) from public, anon, authenticated;

-- New functions: no execute for PUBLIC anywhere, none for anon in public
-- (bootstrap.sql, like Supabase, grants all on new functions in public to
-- anon, authenticated and service_role by default).
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon;
