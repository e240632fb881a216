-- What the API roles may do with tables, narrowed to what the app needs.
--
-- 1. No stray privileges: the default grants gave anon and authenticated
--    TRUNCATE (not subject to RLS), REFERENCES, TRIGGER and, on Postgres 17,
--    MAINTAIN on every table. Revoked, here and for tables created later.
-- 2. Anonymous visitors read no table (they only call validate_setup_code).
-- 3. No embedding chain that fans out. PostgREST embeds along foreign keys
--    between tables the role can read, to any depth:
--    practice_tests?select=id,test_modules(id,practice_tests(id,test_modules(...)))
--    grows fourfold per level (10 MB at depth 8, the 8 s statement timeout at
--    depth 9), and the same works with a student's own sessions
--    (practice_tests -> user_sessions -> practice_tests, times the number of
--    sessions) or a session's questions. One student running such requests
--    in parallel held the pool and slowed every other student's saves by
--    seconds. So the tables that sit between others are closed to direct
--    reads; the app reads them through RPCs (get_session_questions,
--    get_full_sat_state, get_test_history, ...). Every table an API role can
--    still read is a leaf: none of its foreign keys leads to another readable
--    table, and no readable table points at it
--    (supabase/tests/embedding.test.ts checks this on the live catalogue).

revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
do $$
begin
  -- MAINTAIN (VACUUM, ANALYZE, REINDEX, ...) exists from Postgres 17 on.
  if current_setting('server_version_num')::integer >= 170000 then
    execute 'revoke maintain on all tables in schema public from anon, authenticated';
    execute 'alter default privileges in schema public revoke maintain on tables from anon, authenticated';
  end if;
end;
$$;

-- (Tables created later keep Supabase's default data grants, which RLS
-- governs; supabase/tests/grants.test.ts makes each one a visible diff.)
revoke all on all tables in schema public from anon;
revoke all on all sequences in schema public from anon;

-- The catalogue: students see questions only through the session and review
-- RPCs; test modules come with get_full_sat_state. practice_tests (a handful
-- of rows, no readable neighbour left) stays readable for the test list.
revoke select on public.questions, public.test_modules from authenticated;
-- The hubs of a student's own data: read through RPCs.
revoke select on public.user_sessions, public.full_sat_sessions, public.session_questions from authenticated;

comment on table public.questions is
  'The question bank. No API role reads it directly: questions reach students through RPCs (no answer keys).';
comment on table public.test_modules is
  'Modules of a full SAT. Read through get_full_sat_state; closed to direct reads so embedding cannot fan out.';
comment on table public.user_sessions is
  'Test sessions. Read and written through RPCs only; closed to direct reads so embedding cannot fan out.';
comment on table public.full_sat_sessions is
  'Full SAT sessions. Read and written through RPCs only; closed to direct reads so embedding cannot fan out.';
comment on table public.session_questions is
  'The questions assigned to a session, read through get_session_questions; closed to direct reads.';
