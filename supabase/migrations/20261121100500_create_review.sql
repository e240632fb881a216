-- Review mode: checking answers outside a test, favourites, the student's
-- own review statistics and test history.

create table public.review_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  user_answer text not null constraint review_attempts_shape check (user_answer ~ '^([A-D]|-?[0-9./]{1,5})$'),
  is_correct boolean not null,
  created_at timestamptz not null default now()
);
create index review_attempts_user_idx on public.review_attempts (user_id, created_at desc);
create index review_attempts_question_idx on public.review_attempts (user_id, question_id);

alter table public.review_attempts enable row level security;
create policy "students read their own review attempts" on public.review_attempts
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
revoke insert, update, delete, truncate on public.review_attempts from anon, authenticated;
revoke all on public.review_attempts from anon;

/** Is the question part of one of the student's unsubmitted tests? Its key stays hidden until then. */
create function public.in_active_test(p_user_id uuid, p_question_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.session_questions sq join public.user_sessions s on s.id = sq.session_id
    where sq.user_id = p_user_id and sq.question_id = p_question_id and s.session_status = 'active')
$$;

/**
 * Checks an answer in review mode and reveals the key and explanation.
 * Refused for a question in one of the student's active tests.
 */
create function public.check_review_answer(p_question_id uuid, p_answer text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  q public.questions;
  k public.question_keys;
  clean text;
  ok boolean;
begin
  select * into q from public.questions where id = p_question_id;
  if not found then
    raise exception 'Question Not Found' using errcode = 'P0002';
  end if;
  if public.in_active_test(uid, q.id) then
    raise exception 'This question is in a test you have not submitted yet. Finish that test first.' using errcode = '42501';
  end if;
  clean := public.normalize_answer(q.format, p_answer);
  if clean is null then
    raise exception 'Choose or enter an answer first.' using errcode = '22023';
  end if;
  select * into k from public.question_keys where question_id = q.id;
  ok := public.answer_is_correct(q.format, clean, k.correct_answer, k.accepted_answers);
  insert into public.review_attempts (user_id, question_id, user_answer, is_correct) values (uid, q.id, clean, ok);
  return jsonb_build_object('question_id', q.id, 'user_answer', clean, 'is_correct', ok,
    'correct_answer', k.correct_answer, 'accepted_answers', to_jsonb(k.accepted_answers), 'explanation', k.explanation);
end;
$$;

/** Adds or removes a favourite; returns whether the question is now a favourite. */
create function public.toggle_favorite(p_question_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
begin
  if not exists (select 1 from public.questions where id = p_question_id) then
    raise exception 'Question Not Found' using errcode = 'P0002';
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
 * Every graded attempt of a student: answered questions of submitted tests
 * and review checks. The source of review statistics and weak areas.
 */
create function public.student_attempts(p_user_id uuid)
returns table (question_id uuid, is_correct boolean)
language sql stable security definer
set search_path = ''
as $$
  select a.question_id, a.is_correct from public.user_answers a
    join public.user_sessions s on s.id = a.session_id
    where a.user_id = p_user_id and s.session_status = 'completed' and a.user_answer is not null
  union all
  select r.question_id, r.is_correct from public.review_attempts r where r.user_id = p_user_id
$$;

/**
 * Starts (or resumes) a practice set built from the student's own data:
 * 'weak', questions from the topics they get wrong most (ones they have
 * never answered correctly first), or 'favorites'. Untimed unless asked.
 */
create function public.start_practice_set(p_kind text, p_count integer default 20, p_timed boolean default false)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
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
    raise exception 'Practice test not found.' using errcode = 'P0002';
  end if;
  s := public.active_session(uid, t.id);
  if s.id is not null then
    return s;
  end if;
  if p_kind = 'favorites' then
    select array_agg(f.question_id order by f.created_at desc) into ids
    from (select question_id, created_at from public.favorites where user_id = uid order by created_at desc limit p_count) f;
    if ids is null then
      raise exception 'You have no favourite questions yet: star questions while you review them.' using errcode = 'P0002';
    end if;
  else
    with attempts as (select * from public.student_attempts(uid)),
    topics as (
      select q.topic, avg(a.is_correct::int) as accuracy
      from attempts a join public.questions q on q.id = a.question_id
      group by q.topic having bool_or(not a.is_correct)
    ),
    candidates as (
      select q.id, tp.accuracy, q.difficulty_level, q.external_id,
             exists (select 1 from attempts a where a.question_id = q.id and a.is_correct) as mastered
      from public.questions q join topics tp on tp.topic = q.topic
      -- Keep questions of unsubmitted tests out: they belong to that test.
      where not public.in_active_test(uid, q.id)
      order by mastered, tp.accuracy, q.difficulty_level, q.external_id
      limit p_count
    )
    select array_agg(id order by mastered, accuracy, difficulty_level, external_id) into ids from candidates;
    if ids is null then
      raise exception 'No weak areas found yet: answer some practice questions first.' using errcode = 'P0002';
    end if;
  end if;
  return public.open_session(uid, t, ids, p_timed);
end;
$$;

/** Difficulty band of a 1-9 level: easy 1-3, medium 4-6, hard 7-9. */
create function public.difficulty_band(level integer) returns text
language sql immutable
set search_path = ''
as $$
  select case when level <= 3 then 'easy' when level <= 6 then 'medium' else 'hard' end
$$;

/**
 * The student's own review figures: every answered test question and every
 * review attempt counts. "Today" is the student's local day in p_time_zone.
 */
create function public.get_review_stats(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  day_start timestamptz;
begin
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Unknown time zone: %', p_time_zone using errcode = '22023';
  end if;
  day_start := (date_trunc('day', now() at time zone p_time_zone)) at time zone p_time_zone;
  return (
    with attempts as (select * from public.student_attempts(uid)),
    scored as (
      select q.id, q.question_type, q.topic, public.difficulty_band(q.difficulty_level) as band,
             count(t.question_id) as tries, count(t.question_id) filter (where t.is_correct) as rights,
             exists (select 1 from public.favorites f where f.user_id = uid and f.question_id = q.id) as fav
      from public.questions q left join attempts t on t.question_id = q.id
      group by q.id
    )
    select jsonb_build_object(
      'total_questions', (select count(*) from scored),
      'attempted_questions', (select count(*) from scored where tries > 0),
      'reviewed_today', (select count(distinct question_id) from public.review_attempts
                         where user_id = uid and created_at >= day_start),
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

/** Completed tests and full SATs, newest first, with count, average, best and time practised. */
create function public.get_test_history() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
begin
  return (
    with tests as (
      select s.id, 'test' as kind, t.title, t.test_type::text as test_type, s.total_score, null::integer as reading_writing_score,
             null::integer as math_score, s.correct_count as correct, s.question_count as total, s.completed_at,
             (select coalesce(sum(a.time_spent_seconds), 0) from public.user_answers a where a.session_id = s.id) as seconds
      from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
      where s.user_id = uid and s.session_status = 'completed' and s.full_sat_session_id is null
      union all
      select f.id, 'full_sat', t.title, t.test_type::text, f.total_score, f.reading_writing_score, f.math_score,
             (select sum(s.correct_count) from public.user_sessions s where s.full_sat_session_id = f.id),
             (select sum(s.question_count) from public.user_sessions s where s.full_sat_session_id = f.id),
             f.completed_at,
             (select coalesce(sum(a.time_spent_seconds), 0) from public.user_answers a
                join public.user_sessions s on s.id = a.session_id where s.full_sat_session_id = f.id)
      from public.full_sat_sessions f join public.practice_tests t on t.id = f.practice_test_id
      where f.user_id = uid and f.session_status = 'completed'
    )
    select jsonb_build_object(
      'tests', coalesce((select jsonb_agg(to_jsonb(x) - 'seconds' order by x.completed_at desc) from tests x), '[]'::jsonb),
      'stats', jsonb_build_object(
        'count', (select count(*) from tests),
        'average_score', (select round(avg(total_score)) from tests where total_score is not null),
        'highest_score', (select max(total_score) from tests),
        'minutes_practised', (select round(coalesce(sum(seconds), 0) / 60.0) from tests)
      )
    )
  );
end;
$$;

revoke execute on function public.student_attempts(uuid), public.in_active_test(uuid, uuid)
  from public, anon, authenticated;
revoke execute on function public.check_review_answer(uuid, text), public.toggle_favorite(uuid),
  public.get_review_stats(text), public.get_test_history(), public.start_practice_set(text, integer, boolean)
  from public, anon;
grant execute on function public.check_review_answer(uuid, text), public.toggle_favorite(uuid),
  public.get_review_stats(text), public.get_test_history(), public.start_practice_set(text, integer, boolean)
  to authenticated;
grant execute on function public.difficulty_band(integer) to anon, authenticated;
