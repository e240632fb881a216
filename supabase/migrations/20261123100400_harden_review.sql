-- Review hardening: review releases a key only when
-- private.key_withheld_reason allows it, checks are rate-limited per
-- student, practice sets hold only questions whose keys the student may
-- see, statistics and weak areas read the per-question totals
-- (private.question_stats), history separates retakes and caps time at the
-- sessions' limits, and the old public helpers are dropped.

/**
 * Checks an answer in review mode and reveals the key and explanation: only
 * for review-bank questions and questions the student met in a submitted
 * test, never while the question is in one of their active sessions.
 * At most 30 checks per student per minute.
 */
create or replace function public.check_review_answer(p_question_id uuid, p_answer text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  q public.questions;
  k public.question_keys;
  clean text;
  ok boolean;
  reason text;
begin
  perform private.throttle('review:user:' || uid::text, 30, interval '1 minute');
  select * into q from public.questions where id = p_question_id;
  if not found then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  reason := private.key_withheld_reason(uid, q.id);
  if reason is not null then
    raise exception '%', private.key_withheld_message(reason) using errcode = '42501';
  end if;
  clean := private.normalize_answer(q.format, p_answer);
  if clean is null then
    raise exception 'Choose or enter an answer first.' using errcode = '22023';
  end if;
  select * into k from public.question_keys where question_id = q.id;
  ok := private.answer_is_correct(q.format, clean, k.correct_answer, k.accepted_answers);
  insert into public.review_attempts (user_id, question_id, user_answer, is_correct) values (uid, q.id, clean, ok);
  return jsonb_build_object('question_id', q.id, 'user_answer', clean, 'is_correct', ok,
    'correct_answer', k.correct_answer, 'accepted_answers', to_jsonb(k.accepted_answers), 'explanation', k.explanation);
end;
$$;

/** Adds or removes a favourite; returns whether the question is now a favourite. */
create or replace function public.toggle_favorite(p_question_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  if not exists (select 1 from public.questions where id = p_question_id) then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  delete from public.favorites where user_id = uid and question_id = p_question_id;
  if found then
    return false;
  end if;
  insert into public.favorites (user_id, question_id) values (uid, p_question_id) on conflict do nothing;
  return true;
end;
$$;

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
    with stats as (select question_id, tries, rights from private.question_stats where user_id = uid),
    topics as (
      select q.topic, sum(st.rights)::numeric / sum(st.tries) as accuracy
      from stats st join public.questions q on q.id = st.question_id
      group by q.topic having sum(st.tries) > sum(st.rights)
    ),
    candidates as (
      select q.id, tp.accuracy, q.difficulty_level, q.external_id, coalesce(st.rights, 0) > 0 as mastered
      from public.questions q join topics tp on tp.topic = q.topic
      left join stats st on st.question_id = q.id
      where private.key_releasable(uid, q.id)
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

/**
 * The student's own review figures: every answered test question and every
 * review attempt counts (read from the per-question totals). "Today" is the
 * student's local day in p_time_zone.
 */
create or replace function public.get_review_stats(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  day_start timestamptz;
begin
  -- Converting is the zone check (pg_timezone_names reads every zone file: tens of ms).
  begin
    day_start := (date_trunc('day', now() at time zone p_time_zone)) at time zone p_time_zone;
  exception when invalid_parameter_value then
    day_start := null;
  end;
  if p_time_zone is null or day_start is null then
    raise exception 'Unknown time zone: %', p_time_zone using errcode = '22023';
  end if;
  return (
    with scored as (
      select q.id, q.question_type, q.topic, public.difficulty_band(q.difficulty_level) as band,
             coalesce(st.tries, 0) as tries, coalesce(st.rights, 0) as rights, st.last_reviewed_at,
             f.question_id is not null as fav
      from public.questions q
      left join private.question_stats st on st.user_id = uid and st.question_id = q.id
      left join public.favorites f on f.user_id = uid and f.question_id = q.id
    )
    select jsonb_build_object(
      'total_questions', (select count(*) from scored),
      'attempted_questions', (select count(*) from scored where tries > 0),
      'reviewed_today', (select count(*) from scored where last_reviewed_at >= day_start),
      'average_accuracy', (select round(100.0 * sum(rights) / nullif(sum(tries), 0)) from scored),
      'favorites', (select count(*) from scored where fav),
      'by_difficulty', (
        select jsonb_agg(to_jsonb(d) - 'ord' order by d.ord)
        from (
          select b.band, b.ord, count(s.id) as total_questions, count(s.id) filter (where s.tries > 0) as attempted_questions,
                 coalesce(sum(s.tries), 0) as attempts, coalesce(sum(s.rights), 0) as correct,
                 round(100.0 * sum(s.rights) / nullif(sum(s.tries), 0)) as accuracy
          from (values ('easy', 1), ('medium', 2), ('hard', 3)) b(band, ord)
          left join scored s on s.band = b.band
          group by b.band, b.ord
        ) d),
      'by_section', (
        select jsonb_agg(to_jsonb(x) order by x.question_type)
        from (
          select t.question_type, count(s.id) as total_questions, count(s.id) filter (where s.tries > 0) as attempted_questions,
                 coalesce(sum(s.tries), 0) as attempts, coalesce(sum(s.rights), 0) as correct,
                 round(100.0 * sum(s.rights) / nullif(sum(s.tries), 0)) as accuracy,
                 count(s.id) filter (where s.fav) as favorites
          from unnest(enum_range(null::public.question_type)) t(question_type)
          left join scored s on s.question_type = t.question_type
          group by t.question_type
        ) x),
      'weakest_topics', coalesce((
        select jsonb_agg(w order by w.accuracy, w.attempts desc, w.topic)
        from (
          select s.topic, min(s.question_type::text) as question_type, sum(s.tries) as attempts,
                 sum(s.rights) as correct, round(100.0 * sum(s.rights) / sum(s.tries)) as accuracy
          from scored s group by s.topic having sum(s.tries) >= 3
          order by 5, 3 desc, 1 limit 5
        ) w), '[]'::jsonb)
    )
  );
end;
$$;

/**
 * Completed tests and full SATs, newest first, each marked is_retake. Count
 * and time practised cover every attempt (time capped at each session's
 * limit); average and best score count first attempts only, retakes apart.
 */
create or replace function public.get_test_history() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  return (
    with tests as (
      select s.id, 'test' as kind, t.title, t.test_type::text as test_type, s.is_retake, s.total_score,
             null::integer as reading_writing_score, null::integer as math_score, s.correct_count as correct,
             s.question_count as total, s.completed_at, private.session_seconds(s) as seconds
      from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
      where s.user_id = uid and s.session_status = 'completed' and s.full_sat_session_id is null
      union all
      select f.id, 'full_sat', t.title, t.test_type::text, f.is_retake, f.total_score, f.reading_writing_score,
             f.math_score,
             (select sum(s.correct_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             (select sum(s.question_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             f.completed_at,
             (select coalesce(sum(private.session_seconds(s)), 0)::integer from public.user_sessions s
              where s.full_sat_session_id = f.id)
      from public.full_sat_sessions f join public.practice_tests t on t.id = f.practice_test_id
      where f.user_id = uid and f.session_status = 'completed'
    )
    select jsonb_build_object(
      'tests', coalesce((select jsonb_agg(to_jsonb(x) - 'seconds' order by x.completed_at desc) from tests x), '[]'::jsonb),
      'stats', jsonb_build_object(
        'count', (select count(*) from tests),
        'first_attempts', (select count(*) from tests where not is_retake),
        'retakes', (select count(*) from tests where is_retake),
        'average_score', (select round(avg(total_score)) from tests where not is_retake and total_score is not null),
        'highest_score', (select max(total_score) from tests where not is_retake),
        'retake_average_score', (select round(avg(total_score)) from tests where is_retake and total_score is not null),
        'retake_highest_score', (select max(total_score) from tests where is_retake),
        'minutes_practised', (select round(coalesce(sum(seconds), 0) / 60.0) from tests)
      )
    )
  );
end;
$$;

-- The old public helpers: replaced by their private versions above and in
-- the previous migrations.
drop function public.require_student();
drop function public.lock_own_session(uuid);
drop function public.normalize_answer(public.question_format, text);
drop function public.active_session(uuid, uuid);
drop function public.open_session(uuid, public.practice_tests, uuid[], boolean);
drop function public.grade_session(uuid);
drop function public.session_review(uuid);
drop function public.lock_own_full_sat(uuid);
drop function public.full_sat_state(public.full_sat_sessions);
drop function public.assign_module_questions(public.full_sat_sessions, public.test_modules);
drop function public.finish_full_sat(public.full_sat_sessions);
drop function public.in_active_test(uuid, uuid);
drop function public.student_attempts(uuid);

revoke execute on all functions in schema private from public, anon, authenticated;
comment on function public.check_review_answer(uuid, text) is
  'Checks an answer in review and reveals its key: review-bank questions and ones met in a submitted test; 30 per minute.';
comment on function public.toggle_favorite(uuid) is 'Adds or removes a favourite question; returns whether it is now one.';
comment on function public.start_practice_set(text, integer, boolean) is
  'Starts (or resumes) a weak-areas or favourites set of questions whose keys the student may already see.';
comment on function public.get_review_stats(text) is 'The student''s review figures by difficulty, section and topic.';
comment on function public.get_test_history() is
  'Completed tests and full SATs (is_retake marked); best and average over first attempts, retakes apart.';
comment on function public.difficulty_band(integer) is 'easy (1-3), medium (4-6) or hard (7-9).';
