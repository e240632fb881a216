-- The key-release predicate, same rule, faster "is it in an active session"
-- check.
--
-- private.key_withheld_reason used to find 'in_active_test' by walking every
-- session of the student that holds the question (the (user_id, question_id)
-- index of session_questions) and then checking each session's status. A
-- student who has submitted 500 tests has met a test question in hundreds of
-- sessions, and some callers ask about the whole bank at once (a weak-areas
-- practice set checks every candidate), so that walk cost ~70 ms per call of
-- start_practice_set('weak').
--
-- Now the check starts from the student's active sessions (a handful at
-- most: one per test, plus the open module of a full SAT), found through
-- user_sessions_history_idx (user_id, session_status, ...), and probes each
-- one's session_questions primary key (session_id, question_id) for the
-- question. That is the set-based twin's formulation
-- (private.reviewable_question_ids excludes questions of
-- `user_sessions s join session_questions sq where s.user_id = ... and
-- active`), so the two stay in step. Matching on the session's owner
-- (s.user_id) rather than the row's copy (sq.user_id) is the same thing:
-- every insert into session_questions (private.open_session and the full SAT
-- module start) writes the session owner's id.
--
-- The 'not_submitted' branch is unchanged: its EXISTS stops at the first
-- submitted session holding the question, so it walks only the sessions of
-- this student that hold the question before that one (practice sets, an
-- unfinished full SAT), not every session. Reasons and messages are
-- unchanged (private.key_withheld_message is untouched); every caller
-- (results via private.session_review, check_review_answer,
-- get_review_question, rate_review_card, start_practice_set through
-- private.key_releasable) keeps its behaviour.

/**
 * The one rule for releasing an answer key to a student: why question
 * `p_question_id`'s key must stay hidden from `p_user_id` right now, or null
 * when it may be released.
 *   'in_active_test': the question is in one of the student's active
 *     sessions (section test, full SAT module or practice set);
 *   'not_submitted': it belongs to a test pool, and the student has not met
 *     it in a submitted session of their own (a submitted section test, or a
 *     full SAT once all four modules are done; practice sets do not count).
 * Review-bank questions (no test) are released whenever they are not in an
 * active session. Used by review, practice-set building and every result.
 * private.reviewable_question_ids is the same rule for the whole bank.
 */
-- PL/pgSQL rather than SQL: its queries' plans are cached, so checking every
-- candidate of a practice set costs microseconds per question.
create or replace function private.key_withheld_reason(p_user_id uuid, p_question_id uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
begin
  -- From the student's few active sessions, then one primary-key probe each:
  -- the cost does not grow with the number of tests they have taken.
  if exists (
    select 1 from public.user_sessions s
    join public.session_questions sq on sq.session_id = s.id and sq.question_id = p_question_id
    where s.user_id = p_user_id and s.session_status = 'active')
  then
    return 'in_active_test';
  end if;
  if not exists (select 1 from public.questions where id = p_question_id and practice_test_id is not null) then
    return null;
  end if;
  if exists (
    select 1 from public.session_questions sq
    join public.user_sessions s on s.id = sq.session_id
    join public.practice_tests t on t.id = s.practice_test_id
    left join public.full_sat_sessions f on f.id = s.full_sat_session_id
    where sq.user_id = p_user_id and sq.question_id = p_question_id
      and s.session_status = 'completed' and t.test_type <> 'custom'
      and (s.full_sat_session_id is null or f.session_status = 'completed'))
  then
    return null;
  end if;
  return 'not_submitted';
end;
$$;

-- `create or replace` keeps the function's privileges (no API role may run it);
-- restated so this file alone says so.
revoke execute on function private.key_withheld_reason(uuid, uuid) from public, anon, authenticated;
