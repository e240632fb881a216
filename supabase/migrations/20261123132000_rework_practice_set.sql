-- start_practice_set, reworked in one place (the three-argument function of
-- 20261123100400_harden_review.sql is dropped, not overloaded: PostgREST
-- cannot choose between it and a four-argument one whose last argument has
-- a default):
--   * p_topic keeps a weak set to one topic: the Weak Areas page gives each
--     topic a "Practice" link (/practice/test/weak?topic=…), and without it the
--     student who asked for "Linear equations" got a mixed set. A bad or
--     unknown topic is 22023 (HTTP 400); a topic with nothing to practise is
--     PT404, like an empty set. An active weak set is resumed whatever topic
--     is asked for (one unfinished set at a time, so no answer is lost).
--   * Speed: the weak branch filters its candidates with
--     private.reviewable_question_ids (the set form of the key rule, 2-5 ms;
--     supabase/tests/review-queue.test.ts asserts it agrees with
--     private.key_withheld_reason across the bank) instead of one
--     private.key_releasable call per candidate (~600 for a long history,
--     30-45 ms). The favourites branch keeps the per-question check: a few
--     favourites cost less one by one than the whole bank's set.
--   * Topics are ranked by the attempts the student may review only: counting
--     the graded modules of a full SAT still running told, by whether a set
--     started, which topics module 1 got wrong (supabase/tests/attacks-review.test.ts).
--     For the same reason "your X questions are all in tests you have not
--     submitted yet" is said only from misses the student has been shown (a
--     submitted test, a full SAT once complete, a review check).
-- Everything else is unchanged: order (never answered right first, then
-- accuracy, difficulty, external id), resume, messages and error codes.

drop function if exists public.start_practice_set(text, integer, boolean);

/**
 * Starts (or resumes) a practice set built from the student's own data:
 * 'weak', questions from the topics they get wrong most (ones they have
 * never answered correctly first), only from `p_topic` when given, or
 * 'favorites'. Only questions whose keys the student may see now are taken
 * (never a question of a test pool they have not submitted, nor one in an
 * active session). Untimed unless asked. A bad or unknown topic is 22023
 * (HTTP 400); a topic with nothing to practise is PT404, like an empty set.
 */
create or replace function public.start_practice_set(
  p_kind text, p_count integer default 20, p_timed boolean default false, p_topic text default null
)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  t public.practice_tests;
  s public.user_sessions;
  ids uuid[];
  -- Named apart from the column `topic` (PL/pgSQL would find the reference ambiguous).
  want_topic text := btrim(p_topic);
begin
  if p_kind is null or p_kind not in ('weak', 'favorites') then
    raise exception 'A practice set is either weak or favorites.' using errcode = '22023';
  end if;
  if p_count is null or p_count < 5 or p_count > 50 then
    raise exception 'A practice set has 5 to 50 questions.' using errcode = '22023';
  end if;
  if p_topic is not null then
    if p_kind <> 'weak' then
      raise exception 'Only a weak-areas set can keep to one topic.' using errcode = '22023';
    elsif want_topic = '' then
      raise exception 'Choose a topic to practise, or leave it out for all your weak areas.' using errcode = '22023';
    elsif length(want_topic) > 200 then
      raise exception 'A topic name has at most 200 characters.' using errcode = '22023';
    elsif not exists (select 1 from public.questions q where q.topic = want_topic) then
      -- As list_review_questions' topic filter says it.
      raise exception 'Unknown topic: %', want_topic using errcode = '22023';
    end if;
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
      where want_topic is null or q.topic = want_topic
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
    -- "Missed, but back in an active test" only from misses the student has been shown:
    -- a submitted test (a full SAT once complete) or a review check. A graded module of
    -- an unfinished full SAT must not tell this message from the next one.
    if ids is null and want_topic is not null and (
      exists (
        select 1 from public.user_answers a
        join public.user_sessions us on us.id = a.session_id
        join public.questions q on q.id = a.question_id
        left join public.full_sat_sessions fs on fs.id = us.full_sat_session_id
        where us.user_id = uid and us.session_status = 'completed' and a.is_correct is false and q.topic = want_topic
          and (us.full_sat_session_id is null or fs.session_status = 'completed')
      ) or exists (
        select 1 from public.review_attempts r join public.questions q on q.id = r.question_id
        where r.user_id = uid and not r.is_correct and q.topic = want_topic
      )
    ) then
      raise exception 'Your % questions are all in tests you have not submitted yet: submit those tests first.', want_topic
        using errcode = 'PT404';
    elsif ids is null and want_topic is not null then
      raise exception 'Nothing to practise in % yet: you have not missed any of its questions.', want_topic
        using errcode = 'PT404';
    elsif ids is null then
      raise exception 'No weak areas found yet: answer some practice questions first.' using errcode = 'PT404';
    end if;
  end if;
  return private.open_session(uid, t, ids, p_timed, false);
end;
$$;

revoke execute on function public.start_practice_set(text, integer, boolean, text) from public, anon;
grant execute on function public.start_practice_set(text, integer, boolean, text) to authenticated;

comment on function public.start_practice_set(text, integer, boolean, text) is
  'Starts (or resumes) a weak-areas (optionally one topic) or favourites set of questions whose keys the student may already see.';
