-- A weak-areas practice set ranked its topics by every graded attempt of
-- the student, including the graded modules of a full SAT still running.
-- Completing module 1 with one question answered in a topic and then asking
-- for a weak-areas set told whether that answer was wrong (the set starts
-- and holds the topic's review questions) or right ("No weak areas found
-- yet"), answer by answer, before the SAT releases them. The topics now
-- count only attempts at questions the student may review, the same rule as
-- get_review_stats' weakest_topics and the 'weak' review list; the
-- candidates use the same set, computed once.
-- (supabase/tests/attacks-review.test.ts)
--
-- Everything else is 20261123130600_speed_up_weak_practice_set.sql's version
-- unchanged: arguments, order, resume, messages and error codes.

/**
 * Starts (or resumes) a practice set built from the student's own data:
 * 'weak', questions from the topics they get wrong most (ones they have
 * never answered correctly first), or 'favorites'. Only questions whose
 * keys the student may see now are taken (never a question of a test pool
 * they have not submitted, nor one in an active session). Untimed unless asked.
 */
create or replace function public.start_practice_set(p_kind text, p_count integer default 20, p_timed boolean default false)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  t public.practice_tests;
  s public.user_sessions;
  ids uuid[];
begin
  if p_kind is null or p_kind not in ('weak', 'favorites') then
    raise exception 'A practice set is either weak or favorites.' using errcode = '22023';
  end if;
  if p_count is null or p_count < 5 or p_count > 50 then
    raise exception 'A practice set has 5 to 50 questions.' using errcode = '22023';
  end if;
  select * into t from public.practice_tests
    where slug = case p_kind when 'weak' then 'weak-areas-practice' else 'favorites-practice' end and is_active;
  if not found then
    raise exception 'Practice test not found.' using errcode = 'PT404';
  end if;
  s := private.active_session(uid, t.id);
  if s.id is not null then
    return private.sync_clock(s);
  end if;
  if p_kind = 'favorites' then
    select array_agg(f.question_id order by f.created_at desc) into ids
    from (
      select question_id, created_at from public.favorites
      where user_id = uid and private.key_releasable(uid, question_id)
      order by created_at desc limit p_count
    ) f;
    if ids is null and exists (select 1 from public.favorites where user_id = uid) then
      raise exception 'Your favourite questions are all in tests you have not submitted yet: submit those tests first.'
        using errcode = 'PT404';
    elsif ids is null then
      raise exception 'You have no favourite questions yet: star questions while you review them.' using errcode = 'PT404';
    end if;
  else
    -- Only what the student may review counts, for the topics as for the candidates: a graded
    -- module of an unfinished full SAT (or a question back in an active session) weighs nothing.
    with reviewable as (select r.question_id from private.reviewable_question_ids(uid) r),
    stats as (
      select st.question_id, st.tries, st.rights from private.question_stats st
      where st.user_id = uid and st.question_id in (select question_id from reviewable)
    ),
    topics as (
      select q.topic, sum(st.rights)::numeric / sum(st.tries) as accuracy
      from stats st join public.questions q on q.id = st.question_id
      group by q.topic having sum(st.tries) > sum(st.rights)
    ),
    candidates as (
      select q.id, tp.accuracy, q.difficulty_level, q.external_id, coalesce(st.rights, 0) > 0 as mastered
      from public.questions q join topics tp on tp.topic = q.topic
      left join stats st on st.question_id = q.id
      -- The key rule for the whole bank at once (private.key_withheld_reason's set form).
      where q.id in (select question_id from reviewable)
      order by mastered, tp.accuracy, q.difficulty_level, q.external_id
      limit p_count
    )
    select array_agg(id order by mastered, accuracy, difficulty_level, external_id) into ids from candidates;
    if ids is null then
      raise exception 'No weak areas found yet: answer some practice questions first.' using errcode = 'PT404';
    end if;
  end if;
  return private.open_session(uid, t, ids, p_timed, false);
end;
$$;

comment on function public.start_practice_set(text, integer, boolean) is
  'Starts (or resumes) a weak-areas or favourites set of questions whose keys the student may already see.';
