-- Issue 16, part 3 (low): untimed sessions accepted any time. Answers
-- claiming 3,600 s each were accepted, and three untimed submits made
-- "60 hours practised" in the history.
--
-- Untimed sessions now count at most 10 minutes per answer (a digital-SAT
-- question takes one to two; a student who leaves a question on screen
-- longer is not practising), and a session's total is at most the time that
-- has passed since it started (until it was submitted) and at most
-- 10 minutes per question. Timed sessions keep their limit as the cap of
-- both. docs/security.md states the caps.

create or replace function private.untimed_answer_cap() returns integer
language sql immutable
set search_path = ''
as $$ select 600 $$;

/**
 * The seconds a session counts for in history: the sum of its answers'
 * time, at most the session's limit when timed; when untimed, at most
 * 10 minutes a question and the wall-clock time from its start to its
 * submission (or now).
 */
create or replace function private.session_seconds(s public.user_sessions) returns integer
language sql stable security definer
set search_path = ''
as $$
  select least(
    coalesce(sum(a.time_spent_seconds), 0),
    coalesce(s.time_limit_seconds,
      least(s.question_count::bigint * private.untimed_answer_cap(),
            greatest(0, floor(extract(epoch from coalesce(s.completed_at, now()) - s.created_at)))::bigint)))::integer
  from public.user_answers a where a.session_id = s.id
$$;

revoke execute on function private.untimed_answer_cap(), private.session_seconds(public.user_sessions)
  from public, anon, authenticated;
