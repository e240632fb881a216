-- A full SAT releases its module answers only when all four modules are
-- done (get_session_result refuses a module, get_section_answers and the
-- review lists leave an unfinished SAT out). But completing a module grades
-- it, and user_answers and analytics are readable under RLS, so
--   GET /rest/v1/user_answers?select=question_id,is_correct&session_id=eq.<module 1>
-- told a student which module-1 answers were wrong before module 2 (and the
-- analytics rows, right answers per question type). Both policies now also
-- leave out the rows of the caller's module sessions whose full SAT is not
-- complete (in progress, or abandoned: its keys are never released either).
-- The app reads neither table's module rows before the result.
-- (supabase/tests/attacks-review.test.ts)

/**
 * The caller's full-SAT module sessions whose full SAT is not complete:
 * their answers, grades and analytics stay out of direct reads. An array,
 * so a policy evaluates it once per statement (an initplan; a handful of ids: four per
 * full SAT attempt).
 */
create function private.unreleased_module_sessions() returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.id), '{}')
  from public.full_sat_sessions f
  join public.user_sessions s on s.full_sat_session_id = f.id
  where f.user_id = (select auth.uid()) and f.session_status <> 'completed'
$$;
-- RLS policies call it as the signed-in student (like private.is_entitled).
revoke execute on function private.unreleased_module_sessions() from public, anon;
grant execute on function private.unreleased_module_sessions() to authenticated;

drop policy "students read their own answers" on public.user_answers;
create policy "students read their own answers" on public.user_answers
  for select to authenticated
  using (user_id = (select auth.uid()) and (select private.is_entitled())
         and session_id <> all (coalesce((select private.unreleased_module_sessions()), '{}')));

drop policy "students read their own analytics" on public.analytics;
create policy "students read their own analytics" on public.analytics
  for select to authenticated
  using (user_id = (select auth.uid()) and (select private.is_entitled())
         and session_id <> all (coalesce((select private.unreleased_module_sessions()), '{}')));
