-- start_practice_set('weak') can keep to one topic.
--
-- The Weak Areas page gives each topic a "Practice" link
-- (/practice/test/weak?topic=…), but the function took no topic: the student
-- who asked for "Linear equations" got a mixed set. p_topic restricts the weak
-- branch to one of the student's weak topics: the same candidates (a topic
-- they have missed, questions they may review now by
-- private.reviewable_question_ids), the same order (never answered right
-- first, then difficulty, then external id).
--
-- The old three-argument function is dropped, not overloaded: PostgREST
-- cannot choose between start_practice_set(text, integer, boolean) and a
-- four-argument one whose last argument has a default, so a call without
-- p_topic would fail as ambiguous.
--
-- Everything else is 20261123130600_speed_up_weak_practice_set.sql's version
-- unchanged: the other arguments, resume (an active weak set is resumed
-- whatever topic is asked for: one unfinished set at a time, as with every
-- test, so no answer is lost), messages and error codes.

drop function public.start_practice_set(text, integer, boolean);

/**
 * Starts (or resumes) a practice set built from the student's own data:
 * 'weak', questions from the topics they get wrong most (ones they have
 * never answered correctly first), only from `p_topic` when given, or
 * 'favorites'. Only questions whose keys the student may see now are taken
 * (never a question of a test pool they have not submitted, nor one in an
 * active session). Untimed unless asked. A bad or unknown topic is 22023
 * (HTTP 400); a topic with nothing to practise is PT404, like an empty set.
 */
create function public.start_practice_set(
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
    with stats as (select question_id, tries, rights from private.question_stats where user_id = uid),
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
      where q.id in (select r.question_id from private.reviewable_question_ids(uid) r)
      order by mastered, tp.accuracy, q.difficulty_level, q.external_id
      limit p_count
    )
    select array_agg(id order by mastered, accuracy, difficulty_level, external_id) into ids from candidates;
    if ids is null and want_topic is not null and exists (
      select 1 from private.question_stats st join public.questions q on q.id = st.question_id
      where st.user_id = uid and q.topic = want_topic and st.tries > st.rights
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
