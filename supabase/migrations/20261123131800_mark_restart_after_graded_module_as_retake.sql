-- Completing a module shows its number right (complete_module, the full
-- SAT state), and starting the full SAT again abandons the attempt. The next
-- attempt was a first attempt all the same, so a student could grade module
-- 1 with chosen answers, read how many were right, start again, and so on:
-- working out the module's keys one attempt at a time, then finishing a
-- "first attempt" with them, a forged score that history's highest and
-- average (first attempts only) would show. An attempt that starts after a
-- module of an earlier attempt of the same test was graded is now a retake:
-- shuffled, marked is_retake, and counted with the retakes. Abandoning
-- before any module is graded (a restart, a lost device) still gives a
-- first attempt. Everything else is 20261123100300_harden_full_sat.sql's
-- version unchanged. (supabase/tests/attacks-review.test.ts)

/**
 * Starts a new full SAT, cancelling the student's active one of the same
 * test and closing its module sessions. Parallel starts queue on a lock, so
 * each gets a clean answer. A student who completed this full SAT before,
 * or had a module of an earlier attempt graded, gets a retake (same pools,
 * shuffled, marked is_retake).
 */
create or replace function public.start_full_sat(p_test_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  f public.full_sat_sessions;
begin
  if p_test_id is null then
    raise exception 'Choose a full SAT to start.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.practice_tests where id = p_test_id and is_active and test_type = 'full_sat') then
    raise exception 'Full SAT test not found.' using errcode = 'PT404';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('start_full_sat:' || uid::text || ':' || p_test_id::text, 0));
  update public.user_sessions s set session_status = 'cancelled', paused_at = null
    from public.full_sat_sessions old
    where old.id = s.full_sat_session_id and old.user_id = uid and old.practice_test_id = p_test_id
      and old.session_status = 'active' and s.session_status = 'active';
  update public.full_sat_sessions set session_status = 'cancelled'
    where user_id = uid and practice_test_id = p_test_id and session_status = 'active';
  -- A retake once this full SAT was completed, or once a module of an earlier attempt was graded
  -- (its score was shown, then the attempt was abandoned).
  insert into public.full_sat_sessions (user_id, practice_test_id, is_retake)
  values (uid, p_test_id,
          exists (select 1 from public.full_sat_sessions where user_id = uid
                  and practice_test_id = p_test_id and session_status = 'completed')
          or exists (select 1 from public.full_sat_sessions o
                     join public.user_sessions s on s.full_sat_session_id = o.id
                     where o.user_id = uid and o.practice_test_id = p_test_id and s.session_status = 'completed'))
  returning * into f;
  return private.full_sat_state(f);
end;
$$;
